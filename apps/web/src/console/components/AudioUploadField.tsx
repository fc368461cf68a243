import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../lib/image';
import { AUDIO_UPLOAD_MAX_BYTES, audioUploadAccept } from '@mahasi/contract/constants/uploads';
import type { UploadedAudio } from '@mahasi/contract/uploads';
import { ResumableUploadField, formatBytes, formatDuration } from './ResumableUploadField';
import { useResumableUpload } from './useResumableUpload';

/** The audio a record has now: what a saved talk or a fresh upload says of itself. */
export interface CurrentAudio {
  url: string;
  durationSeconds: number;
  /** Bits per second, when known. */
  bitrate?: number;
  format?: string;
  bytes?: number;
  /** A name to show (the uploaded file's). */
  name?: string;
}

/**
 * A talk's audio for a form: the current file with a player, and a resumable upload of another
 * (up to 1 GB; tus). `onUploaded` gets the server's upload (`uploadId` for the form's
 * `audioUploadId`, with the duration, bitrate and format it read). `onBusyChange` lets the form
 * hold its save while a file is on its way.
 */
export function AudioUploadField({
  label,
  value,
  onUploaded,
  onBusyChange,
  error,
  disabled,
}: {
  label: string;
  value: CurrentAudio | null;
  onUploaded: (audio: UploadedAudio, file: File) => void;
  onBusyChange?: (busy: boolean) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('consoleUploads');
  const upload = useResumableUpload('audio', onUploaded);
  useEffect(() => onBusyChange?.(upload.busy), [upload.busy, onBusyChange]);
  return (
    <ResumableUploadField
      kind="audio"
      upload={upload}
      label={label}
      chooseText={t(value ? 'audio.replace' : 'audio.choose')}
      hint={t('audio.hint', { max: formatBytes(AUDIO_UPLOAD_MAX_BYTES) })}
      accept={audioUploadAccept}
      error={error}
      disabled={disabled}
    >
      {value && (
        <div className="mb-3 space-y-2">
          <audio
            controls
            preload="metadata"
            src={imageUrl(value.url)}
            className="w-full"
            aria-label={t('audio.player', { name: value.name ?? label })}
          />
          <p className="text-sm text-stone-600 dark:text-stone-400">
            {t('audio.current', {
              duration: formatDuration(value.durationSeconds),
              bitrate: value.bitrate ? Math.round(value.bitrate / 1000) : '—',
              format: (value.format ?? '').toUpperCase() || '—',
              size: value.bytes ? formatBytes(value.bytes) : '—',
            })}
            {value.name ? ` · ${value.name}` : ''}
          </p>
        </div>
      )}
    </ResumableUploadField>
  );
}
