import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLang } from '../../../../lib/i18n';
import { sanitizeRichHtml } from '../../../../lib/sanitize';
import type { DeskRevisionDetail } from '../api';
import { langs, type Lang } from '../content';
import { articleBodyClass, leadingOf } from '../../../components/editor/styles';
import { LanguageToggle } from '../../../components/editor/WideDialog';

/** A saved version of a post as a reader would read it, in one language at a time, with its byline, tags and cover. */
export function RevisionContent({ revision }: { revision: DeskRevisionDetail }) {
  const { t, i18n } = useTranslation('consoleNews');
  const [lang, setLang] = useState<Lang>(i18n.language === 'mm' ? 'mm' : 'en');
  const c = revision.content;
  const title = lang === 'en' ? c.titleEn : c.titleMm;
  const summary = lang === 'en' ? c.summaryEn : c.summaryMm;
  const body = lang === 'en' ? c.bodyEn : c.bodyMm;
  const clean = useMemo(() => sanitizeRichHtml(body), [body]);
  return (
    <div>
      <LanguageToggle
        label={t('revisions.language')}
        value={lang}
        options={langs.map((value) => ({ value, label: t(`language.${value}`) }))}
        onChange={setLang}
      />
      <div lang={htmlLang[lang]} className="mt-4">
        <h3 className={`font-serif text-2xl font-semibold text-maroon-800 dark:text-sand-50 ${leadingOf(lang)}`}>
          {title || <span className="text-stone-500 italic dark:text-stone-400">{t('revisions.empty')}</span>}
        </h3>
        {summary && <p className="mt-2 text-stone-700 dark:text-stone-300">{summary}</p>}
        {clean ? (
          <div className={`mt-4 ${articleBodyClass} ${leadingOf(lang)}`} dangerouslySetInnerHTML={{ __html: clean }} />
        ) : (
          <p className="mt-4 text-stone-500 italic dark:text-stone-400">{t('revisions.noBody')}</p>
        )}
      </div>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t border-sand-200 pt-4 text-sm dark:border-night-700">
        <dt className="font-semibold text-stone-700 dark:text-stone-300">{t('fields.author')}</dt>
        <dd>{c.author || '—'}</dd>
        <dt className="font-semibold text-stone-700 dark:text-stone-300">{t('fields.tagList')}</dt>
        <dd>{c.tagList.length ? c.tagList.join(', ') : '—'}</dd>
        <dt className="font-semibold text-stone-700 dark:text-stone-300">{t('fields.coverUploadId')}</dt>
        <dd>{c.cover ? t('revisions.hasCover') : '—'}</dd>
      </dl>
    </div>
  );
}
