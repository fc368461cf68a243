import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryPhoto } from '@mahasi/contract/gallery';
import { useBilingual } from '../../components/content/bilingual';
import { ResponsiveImage } from '../../components/ResponsiveImage';

const SWIPE_PX = 45;

/**
 * A modal photo viewer: arrows move, Escape closes, a horizontal swipe moves; focus stays inside
 * and returns to the opener on close (the caller restores it).
 */
export function Lightbox({
  photos,
  index,
  onIndex,
  onClose,
}: {
  photos: GalleryPhoto[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('galleries');
  const { bi } = useBilingual();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const start = useRef<number | null>(null);
  const photo = photos[index];
  const count = photos.length;
  const go = (step: number) => onIndex((index + step + count) % count);

  useEffect(() => {
    closeButton.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'Tab') {
      const focusable = dialog.current?.querySelectorAll<HTMLElement>('button');
      if (!focusable?.length) return;
      const first = focusable[0]!;
      const last = focusable[focusable.length - 1]!;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const dx = event.clientX - start.current;
    start.current = null;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
  };

  if (!photo) return null;
  const caption = bi(photo, 'caption');
  const navButton =
    'absolute top-1/2 z-10 inline-flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 text-2xl text-white hover:bg-white/30 focus-visible:outline-2 focus-visible:outline-saffron-300';

  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={t('viewer')}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-50 flex flex-col bg-night-950/95 text-sand-50"
    >
      <div className="flex items-center justify-between px-4 py-3">
        <p aria-live="polite" className="text-sm">
          {t('position', { current: index + 1, total: count })}
        </p>
        <button
          ref={closeButton}
          type="button"
          onClick={onClose}
          className="rounded-full px-4 py-2 text-sm font-semibold hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-saffron-300"
        >
          {t('common:labels.close')}
        </button>
      </div>
      <div
        className="relative flex flex-1 touch-pan-y items-center justify-center px-4 select-none"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
      >
        {count > 1 && (
          <button type="button" onClick={() => go(-1)} aria-label={t('previous')} className={`${navButton} left-3`}>
            ‹
          </button>
        )}
        <figure className="flex max-h-full max-w-5xl flex-col items-center">
          <ResponsiveImage
            key={photo.id}
            image={photo.image}
            alt={caption || t('photo', { number: index + 1 })}
            sizes="100vw"
            priority
            className="max-h-[75vh] w-auto rounded-lg object-contain"
          />
          {caption && <figcaption className="mt-3 text-center text-sm text-sand-200">{caption}</figcaption>}
        </figure>
        {count > 1 && (
          <button type="button" onClick={() => go(1)} aria-label={t('next')} className={`${navButton} right-3`}>
            ›
          </button>
        )}
      </div>
    </div>
  );
}
