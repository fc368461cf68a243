import { z } from 'zod';
import { envelope } from './envelope.js';
import { audioFormats } from './constants/uploads.js';
export * from './constants/uploads.js';

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

export type AudioFormat = (typeof audioFormats)[number];

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
