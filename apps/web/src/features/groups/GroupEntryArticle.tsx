import { useTranslation } from 'react-i18next';
import type { GroupEntry } from '@mahasi/contract/group';
import { useBilingual } from '../../components/content/bilingual';
import { RichText } from '../../components/content/RichText';
import { PageTitle } from '../../components/PageTitle';
import { ReadMore } from '../../components/ReadMore';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { ui } from '../../components/ui';

/** A group section's entry as its page shows it, under its section's name (also drawn by the console's preview). */
export function GroupEntryArticle({ entry, section }: { entry: GroupEntry; section: string }) {
  const { t } = useTranslation('groups');
  const { bi, locale } = useBilingual();
  return (
    <article className="grid gap-8 lg:grid-cols-[1fr_320px]">
      <PageTitle title={bi(entry, 'title')} />
      <div>
        <p className="text-sm font-semibold text-saffron-700 dark:text-saffron-300">{section}</p>
        <h1 className="mt-2 font-serif text-3xl font-semibold text-maroon-800 sm:text-4xl dark:text-sand-50">{bi(entry, 'title')}</h1>
        {bi(entry, 'summary') && <p className="mt-4 text-lg text-stone-700 dark:text-stone-300">{bi(entry, 'summary')}</p>}
        <ReadMore className="mt-8" lines={12}>
          <RichText html={bi(entry, 'body')} lang={locale === 'mm' ? 'my' : 'en'} />
        </ReadMore>
      </div>
      <aside className="space-y-6">
        <ResponsiveImage
          image={entry.image}
          alt=""
          sizes="(min-width: 1024px) 320px, 100vw"
          priority
          className="w-full rounded-2xl object-cover"
        />
        {(entry.contactPhone || entry.contactEmail || bi(entry, 'address')) && (
          <dl className={`${ui.card} space-y-3 p-5 text-sm`}>
            {bi(entry, 'address') && (
              <div>
                <dt className="font-semibold text-stone-700 dark:text-stone-200">{t('address')}</dt>
                <dd className="mt-1 text-stone-800 dark:text-stone-300">{bi(entry, 'address')}</dd>
              </div>
            )}
            {entry.contactPhone && (
              <div>
                <dt className="font-semibold text-stone-700 dark:text-stone-200">{t('phone')}</dt>
                <dd className="mt-1">
                  <a className={ui.link} href={`tel:${entry.contactPhone.replace(/\s/g, '')}`}>
                    {entry.contactPhone}
                  </a>
                </dd>
              </div>
            )}
            {entry.contactEmail && (
              <div>
                <dt className="font-semibold text-stone-700 dark:text-stone-200">{t('email')}</dt>
                <dd className="mt-1 break-all">
                  <a className={ui.link} href={`mailto:${entry.contactEmail}`}>
                    {entry.contactEmail}
                  </a>
                </dd>
              </div>
            )}
          </dl>
        )}
      </aside>
    </article>
  );
}
