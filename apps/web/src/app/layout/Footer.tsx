import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { groupSections, paths } from '../../lib/paths';
import { floatingBarInset } from './FloatingBar';

export function Footer() {
  const { t } = useTranslation();
  const linkClass = 'text-sand-200 transition hover:text-saffron-300';
  return (
    <footer className={`mt-20 bg-maroon-900 text-sand-100 dark:bg-night-900 ${floatingBarInset}`}>
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-14 sm:grid-cols-2 lg:grid-cols-3">
        <section aria-labelledby="footer-mahasi">
          <h2 id="footer-mahasi" className="mb-4 font-serif text-lg font-semibold text-saffron-300">
            {t('footer.mahasi')}
          </h2>
          <p className="text-sm text-sand-200">{t('footer.about')}</p>
          <p className="mt-4 text-sm text-saffron-200 italic">{t('footer.blessing')}</p>
        </section>
        <section aria-labelledby="footer-center">
          <h2 id="footer-center" className="mb-4 font-serif text-lg font-semibold text-saffron-300">
            {t('footer.center')}
          </h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link className={linkClass} to={paths.news.list}>
                {t('nav.news')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.events.list}>
                {t('nav.events')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.retreats.list}>
                {t('nav.retreats')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.galleries}>
                {t('nav.galleries')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.dhammaRecord.list}>
                {t('nav.dhammaRecord')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.contactUs}>
                {t('nav.contactUs')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.offline}>
                {t('nav.offline')}
              </Link>
            </li>
          </ul>
          <p className="mt-4 text-sm text-sand-200">{t('footer.address')}</p>
        </section>
        <section aria-labelledby="footer-groups">
          <h2 id="footer-groups" className="mb-4 font-serif text-lg font-semibold text-saffron-300">
            {t('footer.groups')}
          </h2>
          <ul className="space-y-2 text-sm">
            {groupSections.map(({ slug }) => (
              <li key={slug}>
                <Link className={linkClass} to={paths.group.list(slug)}>
                  {t(`groups.${slug}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      {/* On phones the scroll-to-top button sits over this row's end: the line stays above it. */}
      <div className="border-t border-white/10 pt-5 pb-20 text-center text-xs text-sand-200 sm:pb-5">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </div>
    </footer>
  );
}
