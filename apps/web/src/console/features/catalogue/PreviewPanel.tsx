import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Image } from '@mahasi/contract/content';
import { formatDate } from '../../../lib/format';
import { htmlLang } from '../../../lib/i18n';
import { imageSrcSet, imageUrl } from '../../../lib/image';
import { sanitizeRichHtml } from '../../../lib/sanitize';
import { articleBodyClass, leadingOf } from '../../components/editor/styles';
import { LanguageToggle, WideDialog } from '../../components/editor/WideDialog';
import type { CatalogueKind } from '@mahasi/contract/constants/staff-catalogue';
import type { Draft } from './kinds';
import { photoKey, type Photo } from './PhotosField';

type Lang = 'en' | 'mm';

/** The words of a bilingual field in the language read, else the other one. */
const pick = (draft: Draft, base: string, lang: Lang): { text: string; lang: Lang } => {
  const own = String(draft[`${base}${lang === 'en' ? 'En' : 'Mm'}`] ?? '');
  const other: Lang = lang === 'en' ? 'mm' : 'en';
  return own.trim() ? { text: own, lang } : { text: String(draft[`${base}${other === 'en' ? 'En' : 'Mm'}`] ?? ''), lang: other };
};

/** The record as readers would see it, in either language, before it is saved or published. */
export function PreviewPanel({
  kind,
  draft,
  images,
  onClose,
}: {
  kind: CatalogueKind;
  draft: Draft;
  images: Record<string, Image>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('consoleCatalogue');
  const [reader, setReader] = useState<Lang>(i18n.language === 'mm' ? 'mm' : 'en');
  const title = pick(draft, 'title', reader);
  const photos = (draft.photos as Photo[] | undefined) ?? [];
  const cover =
    kind === 'galleries'
      ? (images[photoKey(photos[(draft.coverIndex as number | null) ?? 0] ?? { uploadId: null, photoId: null })] ?? null)
      : draft.coverUploadId
        ? (images[String(draft.coverUploadId)] ?? null)
        : (images.cover ?? null);
  const richBase = kind === 'events' ? 'description' : kind === 'dhamma-records' || kind === 'groups' || kind === 'pages' ? 'body' : null;
  const plainBases = ['subtitle', 'summary', 'schedule', 'speaker', 'venue', 'address', 'contact', ...(richBase ? [] : ['description'])];

  return (
    <WideDialog
      title={t('preview.title')}
      onClose={onClose}
      tools={
        <LanguageToggle
          label={t('preview.language')}
          value={reader}
          options={(['en', 'mm'] as const).map((lang) => ({ value: lang, label: t(`language.${lang}`) }))}
          onChange={setReader}
        />
      }
    >
      <p className="mx-auto mb-6 max-w-3xl rounded-xl border border-saffron-300 bg-saffron-50 px-4 py-2 text-sm text-ink-900 dark:border-saffron-700 dark:bg-night-900 dark:text-sand-100">
        {t('preview.note')}
      </p>
      <article className="mx-auto max-w-3xl" lang={htmlLang[reader]}>
        <h1
          lang={htmlLang[title.lang]}
          className={`font-serif text-3xl font-semibold text-maroon-800 dark:text-sand-50 ${title.lang === 'mm' ? 'leading-loose' : 'leading-snug'}`}
        >
          {title.text || t('preview.noTitle')}
        </h1>
        {kind === 'events' && (
          <p className="mt-3 text-stone-700 dark:text-stone-300">
            {formatDate(String(draft.startDate))}
            {draft.allDay ? '' : ` ${String(draft.startTime)}`} – {formatDate(String(draft.endDate))}
            {draft.allDay ? ` · ${t('allDayShort')}` : ` ${String(draft.endTime)}`} ({t('myanmarTime')})
          </p>
        )}
        {cover && (
          <img
            src={imageUrl(cover.url)}
            srcSet={imageSrcSet(cover.variants)}
            sizes="(min-width: 48rem) 48rem, 100vw"
            width={cover.width}
            height={cover.height}
            alt=""
            className="mt-6 aspect-[16/9] w-full rounded-2xl bg-sand-100 object-cover dark:bg-night-800"
          />
        )}
        <dl className="mt-6 space-y-2">
          {plainBases.map((base) => {
            const value = pick(draft, base, reader);
            if (!value.text.trim()) return null;
            return (
              <div key={base}>
                <dt className="text-sm font-semibold text-stone-600 dark:text-stone-400">{t(`preview.${base}`)}</dt>
                <dd lang={htmlLang[value.lang]} className="whitespace-pre-line">
                  {value.text}
                </dd>
              </div>
            );
          })}
        </dl>
        {richBase && (
          <div
            lang={htmlLang[pick(draft, richBase, reader).lang]}
            className={`mt-6 ${articleBodyClass} ${leadingOf(pick(draft, richBase, reader).lang)}`}
            dangerouslySetInnerHTML={{ __html: sanitizeRichHtml(pick(draft, richBase, reader).text) }}
          />
        )}
        {kind === 'galleries' && photos.length > 0 && (
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {photos.map((photo) => {
              const image = images[photoKey(photo)];
              const caption = (reader === 'mm' ? photo.captionMm : photo.captionEn) || photo.captionEn || photo.captionMm;
              return (
                <li key={photoKey(photo)}>
                  {image && (
                    <img
                      src={imageUrl(image.url)}
                      alt={caption}
                      width={image.width}
                      height={image.height}
                      className="aspect-[4/3] w-full rounded-xl object-cover"
                    />
                  )}
                  {caption && <p className="mt-1 text-sm">{caption}</p>}
                </li>
              );
            })}
          </ul>
        )}
      </article>
    </WideDialog>
  );
}
