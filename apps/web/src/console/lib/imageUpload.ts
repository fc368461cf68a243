import type { Envelope, FieldError } from '@mahasi/contract/envelope';
import { STAFF_API_BASE } from '@mahasi/contract/constants/staff';
import { IMAGE_UPLOAD_MAX_BYTES, deskPaths, imageUploadTypes } from '@mahasi/contract/constants/staff-news';
import type { UploadedImage } from '@mahasi/contract/staff-news';
import { staffToken } from './token';

/**
 * Images for the news desk (covers and pictures in the body): checked here first (type and size,
 * so a wrong file fails at once rather than after a long upload), then sent as the raw request
 * body with progress. The server decides what the file is by decoding it.
 */
export type UploadProblem =
  /** Not JPEG, PNG, WebP or GIF (here by its type, or the server could not open it: 422). */
  | 'type'
  /** Larger than 15 MB (here, or the server's 413). */
  | 'size'
  | 'network'
  | 'session'
  | 'failed';

export class UploadError extends Error {
  constructor(
    readonly problem: UploadProblem,
    /** The server's own words, when it gave some. */
    readonly serverMessage?: string,
  ) {
    super(serverMessage ?? problem);
    this.name = 'UploadError';
  }
}

/** What is wrong with a file before it is sent, or null when it may go. */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): UploadProblem | null {
  if (!(imageUploadTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return 'size';
  if (file.size === 0) return 'type';
  return null;
}

/** The problem an answered upload names (HTTP status and body). */
export function problemOf(status: number, body: { respCode?: string; errors?: FieldError[] } | null): UploadProblem {
  if (status === 0) return 'network';
  if (status === 413 || body?.respCode === '0413') return 'size';
  if (status === 422) return 'type';
  if (status === 401 || status === 403) return 'session';
  return 'failed';
}

export interface UploadHandle {
  done: Promise<UploadedImage>;
  abort: () => void;
}

/** POST /admin-api/uploads/images?name=… with the file as the body; `onProgress` gets 0..1. */
export function uploadImage(file: File, onProgress: (fraction: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadedImage>((resolve, reject) => {
    const problem = checkImageFile(file);
    if (problem) {
      reject(new UploadError(problem));
      return;
    }
    xhr.open('POST', `${STAFF_API_BASE}${deskPaths.uploadImage}?${new URLSearchParams({ name: file.name.slice(0, 200) }).toString()}`);
    xhr.setRequestHeader('content-type', file.type);
    xhr.setRequestHeader('accept', 'application/json');
    const token = staffToken.get();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new UploadError('network'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.onload = () => {
      let body: (Envelope<UploadedImage> & { errors?: FieldError[] }) | null;
      try {
        body = JSON.parse(xhr.responseText) as Envelope<UploadedImage> & { errors?: FieldError[] };
      } catch {
        body = null;
      }
      if (xhr.status === 200 && body?.respCode === '0000') {
        onProgress(1);
        resolve(body.data);
        return;
      }
      reject(new UploadError(problemOf(xhr.status, body), body?.errors?.[0]?.message ?? body?.respMsg));
    };
    xhr.send(file);
  });
  return { done, abort: () => xhr.abort() };
}

/** The image files among what was dropped or pasted. */
export function imageFilesOf(list: FileList | null | undefined): File[] {
  return Array.from(list ?? []).filter((file) => file.type.startsWith('image/'));
}
