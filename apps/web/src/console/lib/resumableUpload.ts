import { Upload, type DetailedError, type UploadOptions } from 'tus-js-client';
import type { FieldError } from '@mahasi/contract/envelope';
import { HttpError } from '../../lib/api/errors';
import { staffApi } from './api';
import { STAFF_API_BASE } from '@mahasi/contract/constants/staff';
import { staffToken } from './token';
import { TUS_CHUNK_BYTES, uploadMaxBytes, uploadPaths, type ResumableUploadKind } from '@mahasi/contract/constants/uploads';
import type { UploadedAudio, UploadedPdf } from '@mahasi/contract/uploads';

/**
 * Large files (a talk's audio, an e-book's PDF) sent with the tus protocol (tus-js-client): in
 * 8 MB pieces, retried after a dropped connection from the last byte the server has, paused and
 * resumed at will, and picked up again after a reload (the browser remembers the transfer of the
 * same file). When every byte is there, one call turns the transfer into an upload, which the
 * server checks by reading the file. No React here: the hook and the fields use it.
 */
export type ResumableProblem =
  /** Not a file of this kind (here by its name or type, or the server read it: 422). */
  | 'type'
  /** Over the kind's limit (here, or the server's 413). */
  | 'size'
  | 'empty'
  /** A PDF protected by a password. */
  | 'encrypted'
  /** The connection is gone and the retries ran out. */
  | 'network'
  /** Signed out: 401. */
  | 'session'
  /** The role may not upload this kind: 403. */
  | 'forbidden'
  | 'failed';

export class ResumableUploadError extends Error {
  constructor(
    readonly problem: ResumableProblem,
    /** The server's own words, when it gave some. */
    readonly serverMessage?: string,
  ) {
    super(serverMessage ?? problem);
    this.name = 'ResumableUploadError';
  }
}

export type Uploaded<K extends ResumableUploadKind> = K extends 'audio' ? UploadedAudio : UploadedPdf;

const AUDIO_NAME = /\.(mp3|m4a|aac|ogg|oga|opus|flac|wav|webm)$/i;

/** What is wrong with a file before a byte is sent, or null. The server decides in the end, by content. */
export function checkResumableFile(kind: ResumableUploadKind, file: Pick<File, 'name' | 'type' | 'size'>): ResumableProblem | null {
  if (file.size === 0) return 'empty';
  const looksRight =
    kind === 'audio'
      ? file.type.startsWith('audio/') || (file.type === 'video/webm' && /\.webm$/i.test(file.name)) || AUDIO_NAME.test(file.name)
      : file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!looksRight) return 'type';
  if (file.size > uploadMaxBytes[kind]) return 'size';
  return null;
}

interface ServerReply {
  respCode?: string;
  respMsg?: string;
  errors?: FieldError[];
}

/** The problem of an answered request (HTTP status and the envelope it carried), for either kind. */
export function problemOf(status: number, body: ServerReply | null): ResumableProblem {
  if (status === 0) return 'network';
  if (status === 401) return 'session';
  if (status === 403) return 'forbidden';
  if (status === 413) return 'size';
  if (status === 422) {
    const error = body?.errors?.[0];
    if (error?.field === 'file') {
      if (/password/i.test(error.message)) return 'encrypted';
      if (/empty/i.test(error.message)) return 'empty';
      return 'type';
    }
    return 'failed';
  }
  return 'failed';
}

/** tus-js-client's error as one of ours: the reply it carried, if any. */
export function tusErrorOf(error: Error | DetailedError): ResumableUploadError {
  const response = (error as DetailedError).originalResponse;
  if (!response) return new ResumableUploadError('network');
  let body: ServerReply | null;
  try {
    body = JSON.parse(response.getBody()) as ServerReply;
  } catch {
    body = null;
  }
  return new ResumableUploadError(problemOf(response.getStatus(), body), body?.errors?.[0]?.message ?? body?.respMsg);
}

/** Retry what a retry can fix (the connection, the server's own trouble, a lock), never a refusal. */
export function shouldRetry(status: number | undefined): boolean {
  return status === undefined || status === 0 || status === 409 || status === 423 || status === 429 || status >= 500;
}

export interface ResumableHandlers {
  /** Bytes the server has confirmed so far, of `total`. */
  onProgress(sent: number, total: number): void;
  /** The connection dropped and the upload will try again by itself. */
  onRetrying?(): void;
}

export interface ResumableHandle<K extends ResumableUploadKind> {
  /** The upload, checked and kept by the server; rejects with a ResumableUploadError (or an AbortError when cancelled). */
  done: Promise<Uploaded<K>>;
  pause(): void;
  /** After a pause, or after the retries ran out: goes on from the last byte the server has. */
  resume(): void;
  /** Stops and removes the transfer on the server. */
  cancel(): void;
}

/** Options of the tus client in one place (the tests read them). */
export function tusOptions(kind: ResumableUploadKind, file: File, handlers: Partial<UploadOptions>): UploadOptions {
  return {
    endpoint: `${STAFF_API_BASE}${uploadPaths.tus}`,
    chunkSize: TUS_CHUNK_BYTES,
    // Tried again at once, then after 1, 3, 5, 10 and 20 seconds; offline time does not count.
    retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
    metadata: { kind, filename: file.name.slice(0, 200) },
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    // The staff token of the moment (a new sign-in during a long upload is taken up).
    onBeforeRequest(request) {
      const token = staffToken.get();
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
    },
    onShouldRetry(error) {
      return shouldRetry((error as DetailedError).originalResponse?.getStatus());
    },
    ...handlers,
  };
}

/** Starts sending `file` as `kind`; see ResumableHandle. */
export function startResumableUpload<K extends ResumableUploadKind>(kind: K, file: File, handlers: ResumableHandlers): ResumableHandle<K> {
  let upload: Upload | undefined;
  let settle: { resolve: (url: string) => void; reject: (error: unknown) => void } | undefined;
  let cancelled = false;

  const transferred = new Promise<string>((resolve, reject) => {
    settle = { resolve, reject };
    const problem = checkResumableFile(kind, file);
    if (problem) {
      reject(new ResumableUploadError(problem));
      return;
    }
    upload = new Upload(
      file,
      tusOptions(kind, file, {
        onProgress: (sent, total) => handlers.onProgress(sent, total),
        onSuccess: () => resolve(upload!.url!),
        onError: (error) => reject(tusErrorOf(error)),
        onShouldRetry(error) {
          const retry = shouldRetry((error as DetailedError).originalResponse?.getStatus());
          if (retry) handlers.onRetrying?.();
          return retry;
        },
      }),
    );
    const current = upload;
    void current
      .findPreviousUploads()
      .then((previous) => {
        if (cancelled) return;
        if (previous[0]) current.resumeFromPreviousUpload(previous[0]);
        current.start();
      })
      .catch(() => current.start());
  });

  const done = transferred.then(async (url) => {
    const tusId = url.split('/').at(-1)!;
    try {
      return await staffApi.post<Uploaded<K>>(uploadPaths[kind], { tusId }, { silent: true });
    } catch (error) {
      if (error instanceof HttpError)
        throw new ResumableUploadError(
          problemOf(error.status, { errors: error.fieldErrors }),
          error.fieldErrors[0]?.message ?? error.serverMessage,
        );
      throw new ResumableUploadError('failed', (error as Error).message);
    }
  });

  return {
    done,
    pause: () => void upload?.abort(false),
    resume: () => upload?.start(),
    cancel() {
      cancelled = true;
      void upload?.abort(true).catch(() => undefined);
      settle?.reject(new DOMException('Upload cancelled', 'AbortError'));
    },
  };
}
