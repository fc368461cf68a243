import type { Image } from '@mahasi/contract/content';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ResponsiveImage } from '../ResponsiveImage';
import { Skeleton } from '../Skeleton';
import { ui } from '../ui';

export const cardSizes = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

/** A linked card: image, meta line, title (two lines), text (three lines). */
export function ContentCard({
  to,
  image,
  title,
  meta,
  text,
  badge,
  aspect = 'aspect-[3/2]',
  headingLevel = 2,
  deferImage = false,
}: {
  to: string;
  image: Image | null;
  title: string;
  meta?: ReactNode;
  text?: string;
  badge?: ReactNode;
  aspect?: string;
  /** 3 where the cards sit under a section's own h2 (the home page). */
  headingLevel?: 2 | 3;
  /** The image's source only once the app has taken over (ResponsiveImage's `deferred`). */
  deferImage?: boolean;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <Link to={to} className={`${ui.card} group flex h-full flex-col overflow-hidden transition hover:-translate-y-0.5 hover:shadow-md`}>
      <div className={`relative ${aspect} overflow-hidden bg-sand-100 dark:bg-night-800`}>
        <ResponsiveImage
          image={image}
          alt=""
          sizes={cardSizes}
          deferred={deferImage}
          className="h-full w-full object-cover transition group-hover:scale-[1.02]"
        />
        {badge && <span className="absolute top-3 left-3">{badge}</span>}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        {meta && <p className="text-sm text-stone-600 dark:text-stone-400">{meta}</p>}
        <Heading className="line-clamp-2 font-serif text-lg leading-snug font-semibold text-maroon-800 group-hover:text-maroon-600 dark:text-sand-50">
          {title}
        </Heading>
        {text && <p className="line-clamp-3 text-sm text-stone-700 dark:text-stone-300">{text}</p>}
      </div>
    </Link>
  );
}

export const badgeClass =
  'rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-maroon-800 shadow-sm dark:bg-night-900/90 dark:text-saffron-200';

export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>;
}

export function CardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={`${ui.card} overflow-hidden`}>
          <Skeleton className="aspect-[3/2] rounded-none" />
          <div className="space-y-3 p-5">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-6" />
            <Skeleton className="h-4" />
          </div>
        </div>
      ))}
    </div>
  );
}
