import { useTranslation } from 'react-i18next';
import type { DhammaRecord } from '@mahasi/contract/dhamma';
import { AudioPlayer } from '../../components/content/AudioPlayer';
import { useBilingual } from '../../components/content/bilingual';
import { formatDuration } from '../../components/content/format';
import { formatDate } from '../../lib/format';
import { RichText } from '../../components/content/RichText';
import { PageTitle } from '../../components/PageTitle';
import { ReadMore } from '../../components/ReadMore';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { imageUrl } from '../../lib/image';

/** A Dhamma record as its page shows it (also drawn by the console's preview, from an unsaved draft). */
export function DhammaRecordArticle({ record }: { record: DhammaRecord }) {
  const { t } = useTranslation('dhammaRecord');
  const { bi, locale } = useBilingual();
  return (
    <article className="mx-auto max-w-3xl">
      <PageTitle title={bi(record, 'title')} />
      <p className="text-sm font-semibold text-saffron-700 dark:text-saffron-300">{t(`kinds.${record.kind}`)}</p>
      <h1 className="mt-2 font-serif text-3xl font-semibold text-maroon-800 sm:text-4xl dark:text-sand-50">{bi(record, 'title')}</h1>
      <p className="mt-3 text-stone-600 dark:text-stone-400">
        {bi(record, 'speaker')} · {formatDate(record.recordedOn)}
        {record.durationSeconds ? ` · ${formatDuration(record.durationSeconds)}` : ''}
      </p>
      {record.image && record.kind !== 'video' && (
        <ResponsiveImage
          image={record.image}
          alt=""
          sizes="(min-width: 768px) 768px, 100vw"
          priority
          className="mt-6 w-full rounded-2xl object-cover"
        />
      )}
      <div className="mt-6">
        {record.kind === 'audio' && record.mediaUrl && (
          <AudioPlayer
            src={imageUrl(record.mediaUrl)}
            type={record.mediaType ?? undefined}
            title={bi(record, 'title')}
            storageKey={`dhamma_position_${record.id}`}
            knownDuration={record.durationSeconds ?? 0}
          />
        )}
        {record.kind === 'video' && record.mediaUrl && (
          <iframe src={record.mediaUrl} title={bi(record, 'title')} allowFullScreen className="aspect-video w-full rounded-2xl bg-black" />
        )}
      </div>
      {bi(record, 'body') && (
        <section aria-label={t('text')} className="mt-8">
          <ReadMore lines={12}>
            <RichText html={bi(record, 'body')} lang={locale === 'mm' ? 'my' : 'en'} />
          </ReadMore>
        </section>
      )}
      {record.tags.length > 0 && (
        <ul className="mt-8 flex flex-wrap gap-2" aria-label={t('tags')}>
          {record.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-sand-100 px-3 py-1 text-sm text-stone-700 dark:bg-night-800 dark:text-stone-300">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
