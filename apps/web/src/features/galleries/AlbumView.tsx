import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Gallery, GalleryDetail } from '@mahasi/contract/gallery';
import { useBilingual } from '../../components/content/bilingual';
import { cardSizes } from '../../components/content/ContentCard';
import { formatDate } from '../../lib/format';
import { NoResults } from '../../components/content/ListStates';
import { ReadMore } from '../../components/ReadMore';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { ui } from '../../components/ui';
import { Lightbox } from './Lightbox';

/** An album as the galleries page shows it: its photos, opened one by one (also drawn by the console's preview). */
export function AlbumView({ gallery }: { gallery: GalleryDetail }) {
  const { t } = useTranslation('galleries');
  const { bi } = useBilingual();
  const [open, setOpen] = useState<number | null>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);

  const close = () => {
    const last = open;
    setOpen(null);
    if (last !== null) window.setTimeout(() => thumbs.current[last]?.focus(), 0);
  };

  return (
    <section aria-labelledby="album-title" className="mb-14">
      <h2 id="album-title" tabIndex={-1} className="font-serif text-2xl font-semibold text-maroon-800 dark:text-sand-50">
        {bi(gallery, 'title')}
      </h2>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
        {formatDate(gallery.takenOn)} · {t('photos', { count: gallery.photoCount })}
      </p>
      {bi(gallery, 'description') && (
        <ReadMore className="mt-3 max-w-3xl text-stone-700 dark:text-stone-300" lines={3}>
          {bi(gallery, 'description')}
        </ReadMore>
      )}
      {gallery.photos.length === 0 ? (
        <div className="mt-6">
          <NoResults />
        </div>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {gallery.photos.map((photo, index) => (
            <li key={photo.id}>
              <button
                ref={(element) => {
                  thumbs.current[index] = element;
                }}
                type="button"
                onClick={() => setOpen(index)}
                aria-label={t('openPhoto', { number: index + 1, caption: bi(photo, 'caption') })}
                className="block aspect-square w-full overflow-hidden rounded-xl bg-sand-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-saffron-500 dark:bg-night-800"
              >
                <ResponsiveImage
                  image={photo.image}
                  alt=""
                  sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
                  className="h-full w-full object-cover transition hover:scale-105"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {open !== null && <Lightbox photos={gallery.photos} index={open} onIndex={setOpen} onClose={close} />}
    </section>
  );
}

/** An album among the others on the galleries page: the pressed one is shown above. */
export function AlbumCard({ gallery, active, onOpen }: { gallery: Gallery; active: boolean; onOpen: () => void }) {
  const { t } = useTranslation('galleries');
  const { bi } = useBilingual();
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-pressed={active}
      className={`${ui.card} group flex h-full w-full flex-col overflow-hidden text-left transition hover:-translate-y-0.5 hover:shadow-md ${active ? 'ring-2 ring-saffron-500' : ''}`}
    >
      <span className="block aspect-[3/2] overflow-hidden bg-sand-100 dark:bg-night-800">
        <ResponsiveImage image={gallery.cover} alt="" sizes={cardSizes} className="h-full w-full object-cover" />
      </span>
      <span className="block p-5">
        <span className="block text-sm text-stone-600 dark:text-stone-400">
          {formatDate(gallery.takenOn)} · {t('photos', { count: gallery.photoCount })}
        </span>
        <span className="mt-1 line-clamp-2 block font-serif text-lg font-semibold text-maroon-800 dark:text-sand-50">
          {bi(gallery, 'title')}
        </span>
      </span>
    </button>
  );
}
