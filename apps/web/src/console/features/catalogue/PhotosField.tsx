import { useEffect, useId, useRef, useState, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Image } from '@mahasi/contract/content';
import { ImageIcon } from '../../../components/icons';
import { ui } from '../../../components/ui';
import { imageSrcSet, imageUrl } from '../../../lib/image';
import { IMAGE_UPLOAD_MAX_BYTES, imageUploadTypes } from '@mahasi/contract/constants/staff-news';
import type { UploadedImage } from '@mahasi/contract/staff-news';
import { GALLERY_MAX_PHOTOS } from '@mahasi/contract/constants/staff-catalogue';
import { UploadError, checkImageFile, uploadImage, type UploadHandle } from '../../lib/imageUpload';

export interface Photo {
  uploadId: number | null;
  photoId: number | null;
  captionEn: string;
  captionMm: string;
}

/** How a photo is known in the images of a record: its upload, or (older photos) its own id. */
export const photoKey = (photo: Pick<Photo, 'uploadId' | 'photoId'>) =>
  photo.uploadId !== null ? String(photo.uploadId) : `photo:${photo.photoId}`;

const MAX_MB = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);

interface Transfer {
  id: number;
  name: string;
  fraction: number;
}

/** `photos` with the one at `from` moved to `to`; the cover stays on the same photo. */
export function movePhoto(
  photos: readonly Photo[],
  coverIndex: number | null,
  from: number,
  to: number,
): { photos: Photo[]; coverIndex: number | null } {
  if (from === to || from < 0 || to < 0 || from >= photos.length || to >= photos.length) return { photos: [...photos], coverIndex };
  const cover = coverIndex === null ? null : photos[coverIndex];
  const next = [...photos];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return { photos: next, coverIndex: cover ? next.indexOf(cover) : null };
}

/**
 * A gallery's photos: many images dropped or chosen at once (each uploaded with its progress bar
 * and made into the site's sizes by the server), put in order by dragging or with the arrow
 * buttons, a caption in each language, and the cover chosen among them.
 */
export function PhotosField({
  photos,
  coverIndex,
  images,
  error,
  disabled,
  onChange,
  onAdd,
  onUploaded,
  onBusyChange,
  onPaste,
}: {
  photos: readonly Photo[];
  coverIndex: number | null;
  images: Record<string, Image>;
  error?: string;
  disabled: boolean;
  onChange: (photos: Photo[], coverIndex: number | null) => void;
  /** A photo uploaded: it joins the end (after whatever else changed meanwhile). */
  onAdd: (photo: Photo) => void;
  onUploaded: (uploaded: UploadedImage) => void;
  onBusyChange: (busy: boolean) => void;
  onPaste: (field: string, index: number, event: ClipboardEvent) => void;
}) {
  const { t } = useTranslation('consoleCatalogue');
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [transfers, setTransfers] = useState<Transfer[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [dragging, setDragging] = useState<number | null>(null);
  const handles = useRef(new Set<UploadHandle>());
  const count = useRef(photos.length);
  count.current = photos.length;

  useEffect(() => onBusyChange(transfers.length > 0), [transfers.length, onBusyChange]);
  // Leaving the page stops the uploads on their way.
  useEffect(() => {
    const open = handles.current;
    return () => open.forEach((handle) => handle.abort());
  }, []);

  const add = async (files: File[]) => {
    if (disabled || !files.length) return;
    const room = GALLERY_MAX_PHOTOS - count.current;
    const said: string[] = [];
    if (files.length > room) said.push(t('photos.tooMany', { max: GALLERY_MAX_PHOTOS }));
    const wanted = files.slice(0, Math.max(0, room)).filter((file) => {
      const problem = checkImageFile(file);
      if (problem) said.push(t(`photos.problem.${problem}`, { name: file.name, max: MAX_MB }));
      return !problem;
    });
    setProblems(said);
    let next = 0;
    // Two at a time: the server makes each image's sizes as it arrives.
    const worker = async () => {
      while (next < wanted.length) {
        const file = wanted[next++]!;
        const id = Math.random();
        setTransfers((list) => [...list, { id, name: file.name, fraction: 0 }]);
        const handle = uploadImage(file, (fraction) => setTransfers((list) => list.map((x) => (x.id === id ? { ...x, fraction } : x))));
        handles.current.add(handle);
        try {
          const uploaded = await handle.done;
          onUploaded(uploaded);
          onAdd({ uploadId: uploaded.uploadId, photoId: null, captionEn: '', captionMm: '' });
        } catch (failure) {
          if (failure instanceof UploadError)
            setProblems((list) => [...list, t(`photos.problem.${failure.problem}`, { name: file.name, max: MAX_MB })]);
        } finally {
          handles.current.delete(handle);
          setTransfers((list) => list.filter((x) => x.id !== id));
        }
      }
    };
    await Promise.all([worker(), worker()]);
  };

  const update = (index: number, patch: Partial<Photo>) =>
    onChange(
      photos.map((photo, i) => (i === index ? { ...photo, ...patch } : photo)),
      coverIndex,
    );
  const move = (from: number, to: number) => {
    const moved = movePhoto(photos, coverIndex, from, to);
    onChange(moved.photos, moved.coverIndex);
  };
  const remove = (index: number) => {
    const cover = coverIndex === null ? null : photos[coverIndex];
    const next = photos.filter((_, i) => i !== index);
    const at = cover ? next.indexOf(cover) : -1;
    onChange(next, at >= 0 ? at : null);
  };
  const effectiveCover = coverIndex ?? (photos.length ? 0 : null);

  return (
    <fieldset className="space-y-4" disabled={disabled}>
      <legend className={ui.label}>{t('fields.photos')}</legend>
      <div
        onDragOver={(event) => {
          if (disabled || !event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setOver(false);
          void add(Array.from(event.dataTransfer.files));
        }}
        className={`rounded-2xl border-2 border-dashed p-4 transition ${
          over ? 'border-saffron-500 bg-saffron-50 dark:bg-night-800' : 'border-sand-200 dark:border-night-700'
        }`}
        data-testid="photo-drop"
      >
        <div className="flex flex-wrap items-center gap-3">
          <input
            ref={input}
            id={inputId}
            type="file"
            multiple
            accept={imageUploadTypes.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-label={t('photos.choose')}
            disabled={disabled}
            onChange={(event) => {
              void add(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
          <button
            type="button"
            className={`${ui.buttonSecondary} px-4 py-2`}
            aria-describedby={hintId}
            onClick={() => input.current?.click()}
          >
            <ImageIcon width={18} height={18} />
            {t('photos.choose')}
          </button>
          <p id={hintId} className="text-sm text-stone-600 dark:text-stone-400">
            {t('photos.hint', { max: MAX_MB })}
          </p>
        </div>
        {transfers.map((transfer) => {
          const percent = Math.round(transfer.fraction * 100);
          return (
            <div key={transfer.id} className="mt-3 space-y-1.5">
              <p className="truncate text-sm text-stone-700 dark:text-stone-300" aria-live="polite">
                {t('photos.progress', { name: transfer.name, percent })}
              </p>
              <div
                role="progressbar"
                aria-label={t('photos.progressLabel', { name: transfer.name })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="h-2 overflow-hidden rounded-full bg-sand-200 dark:bg-night-700"
              >
                <div
                  className="h-full rounded-full bg-maroon-700 transition-[width] dark:bg-saffron-500"
                  style={{ width: `${percent}%` }}
                />
              </div>
            </div>
          );
        })}
        {problems.length > 0 && (
          <ul role="alert" className={`${ui.error} list-disc pl-5`}>
            {problems.map((problem, index) => (
              <li key={index}>{problem}</li>
            ))}
          </ul>
        )}
      </div>
      {error && (
        <p role="alert" className={ui.error}>
          {error}
        </p>
      )}
      {photos.length === 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">{t('photos.none')}</p>
      ) : (
        <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('photos.order')}>
          {photos.map((photo, index) => {
            const image = images[photoKey(photo)];
            const isCover = effectiveCover === index;
            return (
              <li
                key={photoKey(photo)}
                draggable={!disabled}
                onDragStart={(event) => {
                  setDragging(index);
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(index));
                }}
                onDragEnd={() => setDragging(null)}
                onDragOver={(event) => {
                  if (dragging === null) return;
                  event.preventDefault();
                }}
                onDrop={(event) => {
                  if (dragging === null) return;
                  event.preventDefault();
                  event.stopPropagation();
                  move(dragging, index);
                  setDragging(null);
                }}
                className={`${ui.card} space-y-3 p-3 ${dragging === index ? 'opacity-50' : ''} ${isCover ? 'ring-2 ring-saffron-500' : ''}`}
                data-testid="gallery-photo"
              >
                <div className="flex items-center justify-between gap-2 text-sm font-semibold text-stone-700 dark:text-stone-200">
                  <span className="cursor-grab" title={t('photos.drag')}>
                    <span aria-hidden="true">⠿ </span>
                    {t('photos.position', { n: index + 1 })}
                  </span>
                  <span className="flex gap-1">
                    <button
                      type="button"
                      className={ui.iconButton}
                      disabled={index === 0}
                      aria-label={t('photos.earlier', { n: index + 1 })}
                      onClick={() => move(index, index - 1)}
                    >
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button
                      type="button"
                      className={ui.iconButton}
                      disabled={index === photos.length - 1}
                      aria-label={t('photos.later', { n: index + 1 })}
                      onClick={() => move(index, index + 1)}
                    >
                      <span aria-hidden="true">↓</span>
                    </button>
                  </span>
                </div>
                {image ? (
                  <img
                    src={imageUrl(image.url)}
                    srcSet={imageSrcSet(image.variants)}
                    sizes="20rem"
                    width={image.width}
                    height={image.height}
                    alt={photo.captionEn || photo.captionMm || t('photos.position', { n: index + 1 })}
                    className="aspect-[4/3] w-full rounded-xl bg-sand-100 object-cover dark:bg-night-800"
                    draggable={false}
                  />
                ) : (
                  <div className="aspect-[4/3] w-full rounded-xl bg-sand-100 dark:bg-night-800" />
                )}
                <label className="flex items-center gap-2 text-sm font-semibold text-stone-700 dark:text-stone-200">
                  <input
                    type="radio"
                    name={`${inputId}-cover`}
                    className="h-5 w-5 accent-maroon-700 dark:accent-saffron-500"
                    checked={isCover}
                    onChange={() => onChange([...photos], index)}
                  />
                  {t('photos.cover')}
                </label>
                <div>
                  <label className={ui.label} htmlFor={`${inputId}-en-${index}`}>
                    {t('fields.captionEn')}
                  </label>
                  <input
                    id={`${inputId}-en-${index}`}
                    lang="en"
                    className={ui.input}
                    value={photo.captionEn}
                    maxLength={500}
                    onChange={(event) => update(index, { captionEn: event.target.value })}
                    onPaste={(event) => onPaste('captionEn', index, event)}
                  />
                </div>
                <div>
                  <label className={ui.label} htmlFor={`${inputId}-mm-${index}`}>
                    {t('fields.captionMm')}
                  </label>
                  <input
                    id={`${inputId}-mm-${index}`}
                    lang="my"
                    className={ui.input}
                    value={photo.captionMm}
                    maxLength={500}
                    onChange={(event) => update(index, { captionMm: event.target.value })}
                    onPaste={(event) => onPaste('captionMm', index, event)}
                  />
                </div>
                <button type="button" className={`${ui.link} text-sm`} onClick={() => remove(index)}>
                  {t('photos.remove', { n: index + 1 })}
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </fieldset>
  );
}
