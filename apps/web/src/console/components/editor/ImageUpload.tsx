import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageIcon } from '../../../components/icons';
import { ui } from '../../../components/ui';
import { IMAGE_UPLOAD_MAX_BYTES, imageUploadTypes } from '@mahasi/contract/constants/staff-news';
import type { UploadedImage } from '@mahasi/contract/staff-news';
import { UploadError, checkImageFile, imageFilesOf, uploadImage, type UploadHandle, type UploadProblem } from '../../lib/imageUpload';

const MAX_MB = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);

/** An image upload with its progress and what went wrong, said in the reader's language. */
export function useImageUpload() {
  const { t } = useTranslation('consoleNews');
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const handle = useRef<UploadHandle | null>(null);

  // Leaving the page stops an upload on its way.
  useEffect(() => () => handle.current?.abort(), []);

  const say = (problem: UploadProblem, name: string, serverMessage?: string) =>
    t(`upload.${problem}`, { name, max: MAX_MB }) + (problem === 'failed' && serverMessage ? ` (${serverMessage})` : '');

  /** Uploads the file; its image, or null when it failed (the error is set) or was cancelled. */
  const start = async (file: File): Promise<UploadedImage | null> => {
    setError(null);
    const problem = checkImageFile(file);
    if (problem) {
      setError(say(problem, file.name));
      return null;
    }
    setProgress({ name: file.name, fraction: 0 });
    const upload = uploadImage(file, (fraction) => setProgress({ name: file.name, fraction }));
    handle.current = upload;
    try {
      return await upload.done;
    } catch (failure) {
      if (failure instanceof UploadError) setError(say(failure.problem, file.name, failure.serverMessage));
      return null;
    } finally {
      handle.current = null;
      setProgress(null);
    }
  };

  return { progress, error, start, cancel: () => handle.current?.abort(), clearError: () => setError(null) };
}

export type ImageUpload = ReturnType<typeof useImageUpload>;

/** The bar of an upload on its way, with a way to stop it. */
export function UploadProgress({ upload }: { upload: ImageUpload }) {
  const { t } = useTranslation('consoleNews');
  if (!upload.progress) return null;
  const percent = Math.round(upload.progress.fraction * 100);
  return (
    <div className="mt-3 space-y-1.5">
      <div className="flex items-center justify-between gap-3 text-sm text-stone-700 dark:text-stone-300">
        <span className="min-w-0 truncate" aria-live="polite">
          {t('upload.progress', { name: upload.progress.name, percent })}
        </span>
        <button type="button" className={ui.link} onClick={upload.cancel}>
          {t('upload.cancel')}
        </button>
      </div>
      <div
        role="progressbar"
        aria-label={t('upload.progressLabel', { name: upload.progress.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-sand-200 dark:bg-night-700"
      >
        <div className="h-full rounded-full bg-maroon-700 transition-[width] dark:bg-saffron-500" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/**
 * Where an image is chosen: a button opening the file picker, and the whole area takes a dropped
 * file. `children` shows what is there now (the current image).
 */
export function ImageDropZone({
  upload,
  onImage,
  label,
  children,
  disabled = false,
}: {
  upload: ImageUpload;
  onImage: (image: UploadedImage, file: File) => void;
  label: string;
  children?: ReactNode;
  disabled?: boolean;
}) {
  const { t } = useTranslation('consoleNews');
  const inputId = useId();
  const hintId = useId();
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const take = async (file: File | undefined) => {
    if (!file || disabled || upload.progress) return;
    const image = await upload.start(file);
    if (image) onImage(image, file);
  };

  return (
    <div
      onDragOver={(event) => {
        if (disabled || !event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        void take(imageFilesOf(event.dataTransfer.files)[0] ?? event.dataTransfer.files[0]);
      }}
      className={`rounded-2xl border-2 border-dashed p-4 transition ${
        over ? 'border-saffron-500 bg-saffron-50 dark:bg-night-800' : 'border-sand-200 dark:border-night-700'
      }`}
    >
      {children}
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={imageUploadTypes.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          disabled={disabled}
          onChange={(event) => {
            void take(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <button
          type="button"
          className={`${ui.buttonSecondary} px-4 py-2`}
          disabled={disabled || upload.progress !== null}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          <ImageIcon width={18} height={18} />
          {label}
        </button>
        <p id={hintId} className="text-sm text-stone-600 dark:text-stone-400">
          {t('upload.hint', { max: MAX_MB })}
        </p>
      </div>
      <UploadProgress upload={upload} />
      {upload.error && (
        <p role="alert" className={ui.error}>
          {upload.error}
        </p>
      )}
    </div>
  );
}
