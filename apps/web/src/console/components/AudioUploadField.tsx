import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../lib/image';
import { audioUploadAccept } from '@mahasi/contract/constants/uploads';
import type { UploadedAudio } from '@mahasi/contract/uploads';
import { KindUploadField, formatBytes, formatDuration, type KindUploadProps } from './ResumableUploadField';

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
export function AudioUploadField(props: KindUploadProps<CurrentAudio, UploadedAudio>) {
  const { t } = useTranslation('consoleUploads');
  const { value, label } = props;
  return (
    <KindUploadField kind="audio" accept={audioUploadAccept} {...props}>
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
    </KindUploadField>
  );
}
