import { useTranslation } from 'react-i18next';
import type { Event } from '@mahasi/contract/event';
import { isSitePath, isWebAddress } from '@mahasi/contract/links';
import { useBilingual } from '../../components/content/bilingual';
import { formatDate, formatDateTime } from '../../lib/format';
import { RichText } from '../../components/content/RichText';
import { CalendarIcon } from '../../components/icons';
import { PageTitle } from '../../components/PageTitle';
import { ReadMore } from '../../components/ReadMore';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { ui } from '../../components/ui';
import { imageUrl } from '../../lib/image';

/** An event as its page shows it (also drawn by the console's preview, from an unsaved draft). */
export function EventArticle({ event }: { event: Event }) {
  const { t, i18n } = useTranslation('events');
  const { bi, locale } = useBilingual();
  return (
    <article>
      <PageTitle title={bi(event, 'title')} />
      <h1 className="font-serif text-3xl font-semibold text-maroon-800 sm:text-4xl dark:text-sand-50">{bi(event, 'title')}</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_320px]">
        <div>
          <ResponsiveImage
            image={event.image}
            alt=""
            sizes="(min-width: 1024px) 720px, 100vw"
            priority
            className="w-full rounded-2xl object-cover"
          />
          <ReadMore className="mt-8" lines={10}>
            <RichText html={bi(event, 'description')} lang={locale === 'mm' ? 'my' : 'en'} />
          </ReadMore>
        </div>
        <aside className={`${ui.card} h-fit space-y-4 p-6`}>
          <dl className="space-y-4 text-sm">
            <div>
              <dt className="font-semibold text-stone-700 dark:text-stone-200">{t('starts')}</dt>
              <dd className="mt-1 text-stone-800 dark:text-stone-300">
                <time dateTime={event.startsAt}>
                  {event.allDay ? formatDate(event.startsAt) : formatDateTime(event.startsAt, i18n.language)}
                </time>
                {event.allDay && ` · ${t('allDay')}`}
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-stone-700 dark:text-stone-200">{t('ends')}</dt>
              <dd className="mt-1 text-stone-800 dark:text-stone-300">
                {/* An all-day event ends at the midnight after its last day. */}
                <time dateTime={event.endsAt}>
                  {event.allDay
                    ? formatDate(new Date(Date.parse(event.endsAt) - 1).toISOString())
                    : formatDateTime(event.endsAt, i18n.language)}
                </time>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-stone-700 dark:text-stone-200">{t('venue')}</dt>
              <dd className="mt-1 text-stone-800 dark:text-stone-300">
                {bi(event, 'venue')}
                <br />
                {bi(event, 'address')}
              </dd>
            </div>
            {bi(event, 'contact') && (
              <div>
                <dt className="font-semibold text-stone-700 dark:text-stone-200">{t('contact')}</dt>
                <dd className="mt-1 text-stone-800 dark:text-stone-300">{bi(event, 'contact')}</dd>
              </div>
            )}
          </dl>
          <p className="text-xs text-stone-600 dark:text-stone-400">{t('timeZone')}</p>
          <div className="flex flex-col gap-3">
            <a href={imageUrl(event.icsUrl)} download className={ui.buttonPrimary}>
              <CalendarIcon /> {t('addToCalendar')}
            </a>
            {event.onlineUrl && (
              <a href={event.onlineUrl} target="_blank" rel="noreferrer" className={ui.buttonSecondary}>
                {t('joinOnline')}
              </a>
            )}
            {event.mapUrl && (
              <a href={event.mapUrl} target="_blank" rel="noreferrer" className={ui.buttonSecondary}>
                {t('map')}
              </a>
            )}
            {/* Only a link the server would take today (contract/links.ts): never a stored '/\\host'. */}
            {(isSitePath(event.registrationUrl) || isWebAddress(event.registrationUrl)) && (
              <a href={event.registrationUrl} target="_blank" rel="noreferrer" className={ui.buttonSecondary}>
                {t('register')}
              </a>
            )}
          </div>
        </aside>
      </div>
    </article>
  );
}
