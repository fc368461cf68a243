import type { StaffRole } from './staff.js';

/** Without zod, for the web app: the resumable uploads' limits, roles, formats and paths (uploads.ts re-exports them). */

/** 1 GB: a long talk in a high bitrate. */
export const AUDIO_UPLOAD_MAX_BYTES = 1024 * 1024 * 1024;

/** 100 MB: the PDF is read whole to check it and to add a dedication page at download. */
export const PDF_UPLOAD_MAX_BYTES = 100 * 1024 * 1024;

export const resumableUploadKinds = ['audio', 'pdf'] as const;
export type ResumableUploadKind = (typeof resumableUploadKinds)[number];

export const uploadMaxBytes: Record<ResumableUploadKind, number> = { audio: AUDIO_UPLOAD_MAX_BYTES, pdf: PDF_UPLOAD_MAX_BYTES };

/** Who may upload each kind: talks are drafted by authors too; e-books are kept by editors and the store. */
export const uploadRoles: Record<ResumableUploadKind, readonly StaffRole[]> = {
  audio: ['admin', 'editor', 'author'],
  pdf: ['admin', 'editor', 'store'],
};

/** The audio formats kept (every one plays in the browsers the site supports), by what the file is, never its name. */
export const audioFormats = ['mp3', 'm4a', 'ogg', 'opus', 'flac', 'wav', 'webm'] as const;

/** What the file pickers offer (a hint for the picker; the server reads the file). */
export const audioUploadAccept = ['audio/*', '.mp3', '.m4a', '.aac', '.ogg', '.opus', '.oga', '.flac', '.wav', '.webm'] as const;

export const pdfUploadAccept = ['application/pdf', '.pdf'] as const;

/** Each PATCH carries at most this much, so a dropped connection loses little and no proxy sees a huge body. */
export const TUS_CHUNK_BYTES = 8 * 1024 * 1024;

/** Paths relative to /admin-api. */
export const uploadPaths = {
  /** tus creation (POST); each upload then lives at `${tus}/{tusId}` (HEAD, PATCH, DELETE). */
  tus: '/uploads/tus',
  /** POST { tusId }: the finished transfer checked as audio and kept. */
  audio: '/uploads/audio',
  /** POST { tusId }: the finished transfer checked as a PDF and kept, private. */
  pdf: '/uploads/pdf',
} as const;
