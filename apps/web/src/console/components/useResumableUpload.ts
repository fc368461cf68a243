import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  ResumableUploadError,
  startResumableUpload,
  type ResumableHandle,
  type ResumableProblem,
  type Uploaded,
} from '../lib/resumableUpload';
import type { ResumableUploadKind } from '@mahasi/contract/constants/uploads';

/** Where one file's upload is: what the field shows. */
export type UploadState =
  | { phase: 'idle' }
  | { phase: 'sending' | 'paused' | 'reconnecting'; name: string; sent: number; total: number }
  /** Every byte is there; the server is reading the file. */
  | { phase: 'checking'; name: string; total: number }
  | { phase: 'failed'; name: string; problem: ResumableProblem; serverMessage?: string; sent: number; total: number };

export type UploadEvent =
  | { type: 'start'; name: string; total: number }
  | { type: 'progress'; sent: number; total: number }
  | { type: 'reconnecting' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'checking' }
  | { type: 'failed'; problem: ResumableProblem; serverMessage?: string }
  | { type: 'reset' };

/** The upload's states and what moves it between them (kept pure, so it can be tested on its own). */
export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'start':
      return { phase: 'sending', name: event.name, sent: 0, total: event.total };
    case 'progress':
      if (state.phase !== 'sending' && state.phase !== 'reconnecting') return state;
      return { ...state, phase: 'sending', sent: event.sent, total: event.total };
    case 'reconnecting':
      return state.phase === 'sending' ? { ...state, phase: 'reconnecting' } : state;
    case 'pause':
      return state.phase === 'sending' || state.phase === 'reconnecting' ? { ...state, phase: 'paused' } : state;
    case 'resume':
      return state.phase === 'paused' || state.phase === 'failed'
        ? { phase: 'sending', name: state.name, sent: state.sent, total: state.total }
        : state;
    case 'checking':
      return state.phase === 'idle' ? state : { phase: 'checking', name: state.name, total: state.total };
    case 'failed':
      if (state.phase === 'idle') return state;
      return {
        phase: 'failed',
        name: state.name,
        problem: event.problem,
        serverMessage: event.serverMessage,
        sent: 'sent' in state ? state.sent : state.total,
        total: state.total,
      };
    case 'reset':
      return { phase: 'idle' };
  }
}

/** Whether a failed upload can be tried again with the same file (a refusal of the file cannot). */
export const canRetry = (problem: ResumableProblem) => problem === 'network' || problem === 'failed' || problem === 'session';

/**
 * One resumable upload of `kind` at a time: start a file, pause, resume, retry after a failure
 * (from the last byte the server has), cancel. `onUploaded` gets the upload the server kept.
 */
export function useResumableUpload<K extends ResumableUploadKind>(kind: K, onUploaded: (upload: Uploaded<K>, file: File) => void) {
  const [state, dispatch] = useReducer(uploadReducer, { phase: 'idle' } as UploadState);
  const handle = useRef<ResumableHandle<K> | null>(null);
  const file = useRef<File | null>(null);
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);

  // Leaving the page pauses the transfer (it can be resumed later from the same file); it is not deleted.
  useEffect(() => () => handle.current?.pause(), []);

  const run = useCallback(
    (chosen: File) => {
      file.current = chosen;
      const current = startResumableUpload(kind, chosen, {
        onProgress: (sent, total) => {
          dispatch({ type: 'progress', sent, total });
          if (sent === total) dispatch({ type: 'checking' });
        },
        onRetrying: () => dispatch({ type: 'reconnecting' }),
      });
      handle.current = current;
      current.done.then(
        (upload) => {
          if (handle.current !== current) return;
          handle.current = null;
          dispatch({ type: 'reset' });
          uploaded.current(upload, chosen);
        },
        (error: unknown) => {
          if (handle.current !== current) return;
          handle.current = null;
          if ((error as Error)?.name === 'AbortError') return;
          const failure = error instanceof ResumableUploadError ? error : new ResumableUploadError('failed');
          dispatch({ type: 'failed', problem: failure.problem, serverMessage: failure.serverMessage });
        },
      );
    },
    [kind],
  );

  return {
    state,
    busy: state.phase !== 'idle' && state.phase !== 'failed',
    start(chosen: File) {
      if (handle.current) return;
      dispatch({ type: 'start', name: chosen.name, total: chosen.size });
      run(chosen);
    },
    pause() {
      handle.current?.pause();
      dispatch({ type: 'pause' });
    },
    resume() {
      handle.current?.resume();
      dispatch({ type: 'resume' });
    },
    /** After a failure: the same file again, from where the server has it. */
    retry() {
      if (!file.current || handle.current) return;
      dispatch({ type: 'resume' });
      run(file.current);
    },
    cancel() {
      const current = handle.current;
      handle.current = null;
      current?.cancel();
      dispatch({ type: 'reset' });
    },
    dismiss: () => dispatch({ type: 'reset' }),
  };
}

export type ResumableUpload = ReturnType<typeof useResumableUpload>;
