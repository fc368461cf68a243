import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@mahasi/contract/content';
import { pickText } from '../../components/content/bilingual';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { StaffLink } from '../../components/StaffLink';
import { bannersOptions } from './api';

const INTERVAL_MS = 7000;

function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  const className = 'block h-full w-full';
  return (
    <StaffLink to={banner.linkUrl} className={className} fallback={<div className={className}>{children}</div>}>
      {children}
    </StaffLink>
  );
}

/** The home page banners: one at a time, turning by itself unless paused, hovered or focused. */
export function BannerCarousel() {
  const { data: banners = [], isPending } = useQuery(bannersOptions());
  if (isPending)
    return (
      <div aria-hidden="true" className="mx-auto aspect-[16/7] max-w-6xl animate-pulse rounded-3xl bg-sand-200/70 dark:bg-night-800" />
    );
  if (!banners.length) return null;
  return <BannerSlides banners={banners} />;
}

/** The carousel of these banners (the console's preview draws one from an unsaved draft). */
export function BannerSlides({ banners }: { banners: readonly Banner[] }) {
  const { t, i18n } = useTranslation('home');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (count < 2 || paused || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((value) => (value + 1) % count), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  if (!count) return null;
  const banner = banners[index % count]!;
  const title = pickText(i18n.language, banner.titleEn, banner.titleMm);
  const subtitle = pickText(i18n.language, banner.subtitleEn, banner.subtitleMm);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('banners')}
      className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-night-900 shadow-lg"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div aria-live={paused ? 'polite' : 'off'} className="relative aspect-[4/3] sm:aspect-[16/7]">
        <BannerLink banner={banner}>
          <ResponsiveImage
            image={banner.image}
            alt=""
            sizes="(min-width: 1152px) 1152px, 100vw"
            className="absolute inset-0 h-full w-full object-cover"
          />
          <span className="absolute inset-0 bg-gradient-to-t from-night-950/85 via-night-950/30 to-transparent" />
          <span className="absolute inset-x-0 bottom-0 block p-6 pb-12 sm:p-10 sm:pb-14">
            <span className="block font-serif text-2xl font-semibold text-white sm:text-4xl">{title}</span>
            {subtitle && <span className="mt-2 block max-w-2xl text-sand-100 sm:text-lg">{subtitle}</span>}
          </span>
        </BannerLink>
      </div>
      {count > 1 && (
        <div className="absolute right-4 bottom-3 left-4 flex items-center justify-between gap-2">
          <div className="flex gap-1">
            {banners.map((item, dot) => (
              <button
                key={item.id}
                type="button"
                onClick={() => setIndex(dot)}
                aria-label={t('slide', { number: dot + 1, total: count })}
                aria-current={dot === index}
                className="flex h-8 w-8 items-center justify-center"
              >
                <span className={`block h-2.5 rounded-full transition-all ${dot === index ? 'w-6 bg-saffron-300' : 'w-2.5 bg-white/60'}`} />
              </button>
            ))}
          </div>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => setIndex((index - 1 + count) % count)}
              aria-label={t('previous')}
              className="h-9 w-9 rounded-full bg-white/20 text-xl text-white hover:bg-white/35"
            >
              ‹
            </button>
            <button
              type="button"
              onClick={() => setIndex((index + 1) % count)}
              aria-label={t('next')}
              className="h-9 w-9 rounded-full bg-white/20 text-xl text-white hover:bg-white/35"
            >
              ›
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
