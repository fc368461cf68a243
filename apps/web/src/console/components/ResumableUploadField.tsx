import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ui } from '../../components/ui';
import type { ResumableProblem, Uploaded } from '../lib/resumableUpload';
import { uploadMaxBytes, type ResumableUploadKind } from '@mahasi/contract/constants/uploads';
import { canRetry, useResumableUpload, type ResumableUpload, type UploadState } from './useResumableUpload';

/** 1.5 MB, 180 MB, 1 GB: bytes as people read them (the same in both languages). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits).replace(/\.0$/, '')} ${units[unit]}`;
}

/** 1:02:03 or 42:07. */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

const problemKey = (kind: ResumableUploadKind, problem: ResumableProblem) =>
  problem === 'type' ? (kind === 'audio' ? 'problems.typeAudio' : 'problems.typePdf') : `problems.${problem}`;

/**
 * An upload on its way (bar with percentage and bytes, pause / resume, cancel) or failed (what went
 * wrong in the reader's language, try again when a retry can help). Renders nothing when idle.
 */
export function UploadStatus({
  kind,
  state,
  actions,
}: {
  kind: ResumableUploadKind;
  state: UploadState;
  actions: Pick<ResumableUpload, 'pause' | 'resume' | 'retry' | 'cancel' | 'dismiss'>;
}) {
  const { t } = useTranslation('consoleUploads');
  if (state.phase === 'idle') return null;
  if (state.phase === 'failed') {
    return (
      <div className="mt-3 flex flex-wrap items-start gap-3" role="alert">
        <p className={`${ui.error} mt-0 min-w-0 flex-1`}>
          {t(problemKey(kind, state.problem), { name: state.name, max: formatBytes(uploadMaxBytes[kind]) })}
        </p>
        {canRetry(state.problem) && (
          <button type="button" className={`${ui.buttonSecondary} px-4 py-1.5`} onClick={actions.retry}>
            {t('actions.retry')}
          </button>
        )}
        <button type="button" className={ui.link} onClick={actions.dismiss}>
          {t('actions.dismiss')}
        </button>
      </div>
    );
  }
  const sent = state.phase === 'checking' ? state.total : state.sent;
  const percent = state.total ? Math.floor((sent / state.total) * 100) : 0;
  return (
    <div className="mt-3 space-y-1.5">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm text-stone-700 dark:text-stone-300">
        <span className="min-w-0 truncate font-medium" aria-live="polite">
          {t(`progress.${state.phase}`, { name: state.name })}
        </span>
        <span className="tabular-nums">{t('progress.bytes', { sent: formatBytes(sent), total: formatBytes(state.total), percent })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('progress.label', { name: state.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('progress.bytes', { sent: formatBytes(sent), total: formatBytes(state.total), percent })}
        className="h-2 overflow-hidden rounded-full bg-sand-200 dark:bg-night-700"
      >
        <div
          className={`h-full rounded-full transition-[width] ${state.phase === 'paused' ? 'bg-stone-400' : 'bg-maroon-700 dark:bg-saffron-500'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      {state.phase !== 'checking' && (
        <div className="flex gap-4 text-sm">
          {state.phase === 'paused' ? (
            <button type="button" className={ui.link} onClick={actions.resume}>
              {t('actions.resume')}
            </button>
          ) : (
            <button type="button" className={ui.link} onClick={actions.pause}>
              {t('actions.pause')}
            </button>
          )}
          <button type="button" className={ui.link} onClick={actions.cancel}>
            {t('actions.cancel')}
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * A large file chosen by the picker or dropped on the area, then sent resumably. `children` shows
 * what the record has now. The audio and PDF fields below are this with their texts.
 */
export function ResumableUploadField({
  kind,
  upload,
  label,
  chooseText,
  hint,
  accept,
  error,
  disabled = false,
  children,
}: {
  kind: ResumableUploadKind;
  upload: ResumableUpload;
  /** The field's name, above it. */
  label: string;
  chooseText: string;
  hint: string;
  accept: readonly string[];
  /** The form's error for this field (the server's 422 on save), if any. */
  error?: string;
  disabled?: boolean;
  children?: ReactNode;
}) {
  const labelId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (file: File | undefined) => {
    if (!file || disabled || upload.busy) return;
    upload.start(file);
  };

  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className={ui.label}>
        {label}
      </p>
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
          take(event.dataTransfer.files[0]);
        }}
        className={`rounded-2xl border-2 border-dashed p-4 transition ${
          over ? 'border-saffron-500 bg-saffron-50 dark:bg-night-800' : 'border-sand-200 dark:border-night-700'
        }`}
      >
        {children}
        <div className="flex flex-wrap items-center gap-3">
          <input
            ref={input}
            type="file"
            accept={accept.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            disabled={disabled}
            data-upload-kind={kind}
            onChange={(event) => {
              take(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <button
            type="button"
            className={`${ui.buttonSecondary} px-4 py-2`}
            disabled={disabled || upload.busy}
            aria-describedby={hintId}
            onClick={() => input.current?.click()}
          >
            {chooseText}
          </button>
          <p id={hintId} className="min-w-0 flex-1 text-sm text-stone-600 dark:text-stone-400">
            {hint}
          </p>
        </div>
        <UploadStatus kind={kind} state={upload.state} actions={upload} />
        {error && (
          <p role="alert" className={ui.error}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * A form's field for one kind's file: `value` is what the record has now, `onUploaded` gets the
 * server's upload (its `uploadId` for the form), `onBusyChange` lets the form hold its save while
 * a file is on its way.
 */
export interface KindUploadProps<V, U> {
  label: string;
  value: V | null;
  onUploaded: (upload: U, file: File) => void;
  onBusyChange?: (busy: boolean) => void;
  error?: string;
  disabled?: boolean;
}

/** The resumable upload of one kind with that kind's texts (`consoleUploads:${kind}.*`); `children` show the current file. */
export function KindUploadField<K extends ResumableUploadKind>({
  kind,
  accept,
  label,
  value,
  onUploaded,
  onBusyChange,
  error,
  disabled,
  children,
}: KindUploadProps<unknown, Uploaded<K>> & { kind: K; accept: readonly string[]; children?: ReactNode }) {
  const { t } = useTranslation('consoleUploads');
  const upload = useResumableUpload(kind, onUploaded);
  useEffect(() => onBusyChange?.(upload.busy), [upload.busy, onBusyChange]);
  return (
    <ResumableUploadField
      kind={kind}
      upload={upload}
      label={label}
      chooseText={t(value ? `${kind}.replace` : `${kind}.choose`)}
      hint={t(`${kind}.hint`, { max: formatBytes(uploadMaxBytes[kind]) })}
      accept={accept}
      error={error}
      disabled={disabled}
    >
      {children}
    </ResumableUploadField>
  );
}
