import { z } from 'zod';
import { envelope } from './envelope.js';
import type { StaffRole } from './staff.js';

/**
 * Large files from the console (a talk's audio, an e-book's PDF) go up resumably with the tus
 * protocol (tus.io, version 1.0.0) to `${STAFF_API_BASE}${uploadPaths.tus}`, then one call turns
 * the finished transfer into an upload (`uploadPaths.audio` / `uploadPaths.pdf`), whose id a form
 * saves (`audioUploadId`, `pdfUploadId`). Images stay one request (`/uploads/images`).
 *
 * The tus creation request carries `Upload-Length` (a deferred length is refused) and
 * `Upload-Metadata` with `kind` ('audio' | 'pdf') and `filename`. Failures answer with this API's
 * envelope as JSON: 401/403 as everywhere, 413 too large, 422 with `errors` naming `file`.
 */

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
export type AudioFormat = (typeof audioFormats)[number];

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

/** The id the tus server gave the transfer (the last part of its Location). */
export const tusId = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Is required' : 'Must be text') })
  .regex(/^[0-9a-f]{32}$/, 'Is not an upload of this server');

export const finishUploadPayload = z.object({ tusId });
export type FinishUploadPayload = z.infer<typeof finishUploadPayload>;

export const uploadedAudio = z.object({
  uploadId: z.number().int(),
  /** Where the audio plays from (public). */
  url: z.string(),
  bytes: z.number().int(),
  /** The type it is served with: audio/mpeg, audio/mp4, … */
  contentType: z.string(),
  format: z.enum(audioFormats),
  /** Whole seconds, rounded. */
  durationSeconds: z.number().int(),
  /** Average bits per second (128000 for a 128 kbps MP3). */
  bitrate: z.number().int(),
  originalName: z.string(),
});
export type UploadedAudio = z.infer<typeof uploadedAudio>;
export const uploadedAudioReply = envelope(uploadedAudio);

export const uploadedPdf = z.object({
  uploadId: z.number().int(),
  bytes: z.number().int(),
  pageCount: z.number().int(),
  originalName: z.string(),
});
export type UploadedPdf = z.infer<typeof uploadedPdf>;
export const uploadedPdfReply = envelope(uploadedPdf);
