import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Image } from '@mahasi/contract/content';
import { imageSrcSet, imageUrl } from '../../../../lib/image';
import { ensureLoaded, htmlLang } from '../../../../lib/i18n';
import { ensureConsoleLoaded } from '../../../lib/i18n';
import { sanitizeRichHtml } from '../../../../lib/sanitize';
import { langs, type Draft, type Lang } from '../content';
import type { DeskCategory } from '@mahasi/contract/staff-news';
import type { DeskStatus } from '@mahasi/contract/constants/staff-news';
import { MyanmarTime } from '../../../components/MyanmarTime';
import { articleBodyClass, leadingOf } from '../../../components/editor/styles';
import { LanguageToggle, WideDialog } from '../../../components/editor/WideDialog';

/** A version a reader can read: a title and a body with text or a picture or player (desk.ts's rule). */
export function readableIn(draft: Draft, lang: Lang): boolean {
  const title = lang === 'en' ? draft.titleEn : draft.titleMm;
  const body = lang === 'en' ? draft.bodyEn : draft.bodyMm;
  const text = body
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return Boolean(title.trim()) && (text.length > 0 || /<(img|audio|video|iframe)\b/i.test(body));
}

/**
 * The post as its public page will show it, in English or Myanmar (a reader of a language the
 * post lacks sees the other version, with the same note the public page gives), before anyone
 * publishes it. Drawn with the public article's styles (./styles.ts).
 */
export function PreviewDialog({
  draft,
  cover,
  categories,
  status,
  publicDate,
  onClose,
}: {
  draft: Draft;
  cover: Image | null;
  categories: readonly DeskCategory[];
  status: DeskStatus | null;
  publicDate: string | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('consoleNews');
  const [reader, setReader] = useState<Lang>(i18n.language === 'mm' ? 'mm' : 'en');
  // The public page's words in the other language come with that language's public texts.
  const read = (lang: Lang) => void Promise.all([ensureLoaded(lang), ensureConsoleLoaded(lang)]).then(() => setReader(lang));
  const primary: Lang = readableIn(draft, 'en') || !readableIn(draft, 'mm') ? 'en' : 'mm';
  const shown: Lang = readableIn(draft, reader) ? reader : primary;
  const title = shown === 'en' ? draft.titleEn : draft.titleMm;
  const body = shown === 'en' ? draft.bodyEn : draft.bodyMm;
  const clean = useMemo(() => sanitizeRichHtml(body), [body]);
  const alt = (reader === 'en' ? draft.coverAltEn : draft.coverAltMm) || draft.coverAltEn || draft.coverAltMm;
  // The public page says these in the reader's language (the public `news` texts, loaded for the console too).
  const rt = i18n.getFixedT(reader, 'news');
  const ct = i18n.getFixedT(reader, 'consoleNews');
  const postCategories = categories.filter((category) => draft.categoryIds.includes(category.id));

  return (
    <WideDialog
      title={t('preview.title')}
      onClose={onClose}
      tools={
        <LanguageToggle
          label={t('preview.language')}
          value={reader}
          options={langs.map((lang) => ({ value: lang, label: t(`language.${lang}`) }))}
          onChange={read}
        />
      }
    >
      <p className="mx-auto mb-6 max-w-3xl rounded-xl border border-saffron-300 bg-saffron-50 px-4 py-2 text-sm text-ink-900 dark:border-saffron-700 dark:bg-night-900 dark:text-sand-100">
        {status === 'published' ? t('preview.notePublished') : t('preview.note')}
      </p>
      <article className="mx-auto max-w-3xl" lang={htmlLang[reader]}>
        <header>
          {postCategories.length > 0 && (
            <ul className="mb-4 flex flex-wrap gap-2" aria-label={rt('detail.categories')}>
              {postCategories.map((category) => (
                <li
                  key={category.id}
                  className="inline-block rounded-full bg-saffron-100 px-3 py-1 text-sm font-semibold text-saffron-800 dark:bg-night-800 dark:text-saffron-300"
                >
                  {(reader === 'mm' ? category.nameMm : category.nameEn) || category.nameEn}
                </li>
              ))}
            </ul>
          )}
          <h1
            lang={htmlLang[shown]}
            className={`font-serif text-3xl font-semibold text-maroon-800 sm:text-4xl dark:text-sand-50 ${shown === 'mm' ? 'leading-loose' : 'leading-snug'}`}
          >
            {title || ct('preview.noTitle')}
          </h1>
          {shown !== reader && <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">{rt(`onlyIn.${shown}`)}</p>}
          <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600 dark:text-stone-400">
            <span>
              {rt('detail.by')} <span lang={htmlLang[primary]}>{draft.author}</span>
            </span>
            <span aria-hidden="true">·</span>
            {publicDate && (status === 'published' || status === 'scheduled') ? (
              <MyanmarTime iso={publicDate} />
            ) : (
              <span>{ct('preview.whenPublished')}</span>
            )}
          </p>
        </header>
        {cover && (
          <img
            src={imageUrl(cover.url)}
            srcSet={imageSrcSet(cover.variants)}
            sizes="(min-width: 48rem) 48rem, 100vw"
            width={cover.width}
            height={cover.height}
            alt={alt}
            className="mt-8 aspect-[16/9] w-full rounded-2xl bg-sand-100 object-cover dark:bg-night-800"
          />
        )}
        <div
          lang={htmlLang[shown]}
          className={`mt-8 ${articleBodyClass} ${leadingOf(shown)}`}
          dangerouslySetInnerHTML={{ __html: clean }}
        />
        {draft.tagList.length > 0 && (
          <ul className="mt-8 flex flex-wrap gap-2" aria-label={rt('detail.tags')}>
            {draft.tagList.map((tag) => (
              <li
                key={tag}
                className="rounded-full border border-sand-200 px-3 py-1 text-sm text-stone-600 dark:border-night-700 dark:text-stone-300"
              >
                #{tag}
              </li>
            ))}
          </ul>
        )}
      </article>
    </WideDialog>
  );
}
