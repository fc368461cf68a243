import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ComponentType, SVGProps } from 'react';
import { PageTitle } from '../../components/PageTitle';
import { ArchiveIcon, BookIcon, CalendarIcon, ImageIcon, LiveIcon, LotusIcon, NewsIcon, TalkIcon } from '../../components/icons';
import { ui } from '../../components/ui';
import { groupSections, paths } from '../../lib/paths';
import { HomeSections } from './HomeSections';
import { MyanmarSiteName } from './MyanmarSiteName';

const sections: { to: string; label: string; text: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { to: paths.news.list, label: 'nav.news', text: 'home.sections.news', Icon: NewsIcon },
  { to: paths.podcasts.list, label: 'nav.podcasts', text: 'home.sections.podcasts', Icon: TalkIcon },
  { to: paths.ebooks.list, label: 'nav.ebooks', text: 'home.sections.ebooks', Icon: BookIcon },
  { to: paths.events.list, label: 'nav.events', text: 'home.sections.events', Icon: CalendarIcon },
  { to: paths.galleries, label: 'nav.galleries', text: 'home.sections.galleries', Icon: ImageIcon },
  { to: paths.dhammaRecord.list, label: 'nav.dhammaRecord', text: 'home.sections.dhammaRecord', Icon: ArchiveIcon },
];

/**
 * The landing page: hero, banners, then the latest of each content section and the groups. A guest's
 * reading page (decision 0062): the server draws all of it, with the sections' data, in the first HTML.
 */
export default function HomePage() {
  const { t, i18n } = useTranslation();
  // Letter-spacing and capitals are for Latin script only: tracking breaks Myanmar's stacked glyphs.
  const kickerClass = i18n.language === 'mm' ? 'text-sm leading-loose' : 'text-xs tracking-[0.25em] uppercase';
  return (
    <>
      <PageTitle />
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-40 left-1/2 h-[36rem] w-[36rem] -translate-x-1/2 rounded-full bg-gradient-to-b from-saffron-200/70 to-transparent blur-3xl dark:from-maroon-900/50"
        />
        <div className="relative mx-auto max-w-4xl px-6 pt-20 pb-16 text-center sm:pt-28">
          <span className="mx-auto mb-6 inline-flex h-14 w-14 items-center justify-center rounded-full bg-white/80 text-saffron-600 shadow-sm dark:bg-night-800 dark:text-saffron-300">
            <LotusIcon width={30} height={30} />
          </span>
          <p className={`mb-4 font-semibold text-saffron-700 dark:text-saffron-300 ${kickerClass}`}>{t('home.kicker')}</p>
          <h1 className="font-serif text-4xl font-semibold text-maroon-800 sm:text-6xl dark:text-sand-50">
            <span className="block">{t('siteNameEn')}</span>
            <span className="mt-4 block text-2xl leading-relaxed font-semibold text-maroon-700 sm:text-4xl dark:text-saffron-200">
              <MyanmarSiteName label={t('siteNameMm')} className="mx-auto" />
            </span>
          </h1>
          <p className="mx-auto mt-8 max-w-2xl text-lg text-stone-700 dark:text-stone-300">{t('home.tagline')}</p>
          <div className="mt-10 flex flex-wrap justify-center gap-4">
            <Link to={paths.podcasts.list} className={ui.buttonPrimary}>
              <TalkIcon /> {t('home.ctaListen')}
            </Link>
            <Link to={paths.live} className={ui.buttonSecondary}>
              <LiveIcon /> {t('home.ctaLive')}
            </Link>
          </div>
        </div>
      </section>

      <HomeSections />

      <section aria-labelledby="explore" className="mx-auto max-w-6xl px-6 py-12">
        <div className="mb-10 text-center">
          <h2 id="explore" className="font-serif text-3xl font-semibold text-maroon-800 dark:text-sand-50">
            {t('home.exploreHeading')}
          </h2>
          <p className="mt-3 text-stone-600 dark:text-stone-400">{t('home.exploreText')}</p>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {sections.map(({ to, label, text, Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className={`${ui.card} group flex h-full gap-4 p-6 transition hover:-translate-y-0.5 hover:border-saffron-300 hover:shadow-md`}
              >
                <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-saffron-100 text-saffron-700 dark:bg-night-800 dark:text-saffron-300">
                  <Icon />
                </span>
                <span>
                  <span className="block font-serif text-lg font-semibold text-maroon-800 group-hover:text-maroon-600 dark:text-sand-50">
                    {t(label)}
                  </span>
                  <span className="mt-1 block text-sm text-stone-600 dark:text-stone-400">{t(text)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="live-banner" className="mx-auto max-w-6xl px-6 py-8">
        <Link
          to={paths.live}
          className="flex flex-col items-start gap-4 rounded-3xl bg-gradient-to-br from-maroon-700 to-maroon-900 p-8 text-sand-50 shadow-lg sm:flex-row sm:items-center sm:p-10"
        >
          <span className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-white/10 text-saffron-300">
            <LiveIcon width={28} height={28} />
          </span>
          <span className="flex-1">
            <span id="live-banner" className="block font-serif text-2xl font-semibold">
              {t('labels.liveTitle')}
            </span>
            <span className="mt-1 block text-sand-200">{t('home.sections.live')}</span>
          </span>
          <span className="rounded-full bg-saffron-400 px-5 py-2 text-sm font-semibold text-maroon-900">{t('home.ctaLive')}</span>
        </Link>
      </section>

      <section aria-labelledby="groups" className="mx-auto max-w-6xl px-6 py-12">
        <div className="mb-8 text-center">
          <h2 id="groups" className="font-serif text-3xl font-semibold text-maroon-800 dark:text-sand-50">
            {t('home.groupsHeading')}
          </h2>
          <p className="mt-3 text-stone-600 dark:text-stone-400">{t('home.groupsText')}</p>
        </div>
        <ul className="flex flex-wrap justify-center gap-3">
          {groupSections.map(({ slug }) => (
            <li key={slug}>
              <Link to={paths.group.list(slug)} className={ui.buttonSecondary}>
                {t(`groups.${slug}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <figure className="mx-auto max-w-3xl px-6 py-16 text-center">
        <blockquote className="font-serif text-2xl text-maroon-700 italic dark:text-saffron-200">{t('home.quote')}</blockquote>
        <figcaption className="mt-3 text-stone-600 dark:text-stone-400">{t('home.quoteMeaning')}</figcaption>
      </figure>
    </>
  );
}
