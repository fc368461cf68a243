import type * as desk from '@mahasi/contract/staff-news';
import type * as uploads from '@mahasi/contract/uploads';

/**
 * The uploads contract restated for the console without zod at run time (as lib/contract.ts does);
 * each value is typed by the contract's own type, and uploadContract.test.ts compares them.
 */
export type { AudioFormat, ResumableUploadKind, UploadedAudio, UploadedPdf } from '@mahasi/contract/uploads';
export type { UploadedImage } from '@mahasi/contract/staff-news';

export const AUDIO_UPLOAD_MAX_BYTES: typeof uploads.AUDIO_UPLOAD_MAX_BYTES = 1024 * 1024 * 1024;
export const PDF_UPLOAD_MAX_BYTES: typeof uploads.PDF_UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
export const uploadMaxBytes: typeof uploads.uploadMaxBytes = { audio: AUDIO_UPLOAD_MAX_BYTES, pdf: PDF_UPLOAD_MAX_BYTES };
export const uploadRoles: typeof uploads.uploadRoles = { audio: ['admin', 'editor', 'author'], pdf: ['admin', 'editor', 'store'] };
export const audioUploadAccept: typeof uploads.audioUploadAccept = [
  'audio/*',
  '.mp3',
  '.m4a',
  '.aac',
  '.ogg',
  '.opus',
  '.oga',
  '.flac',
  '.wav',
  '.webm',
];
export const pdfUploadAccept: typeof uploads.pdfUploadAccept = ['application/pdf', '.pdf'];
export const TUS_CHUNK_BYTES: typeof uploads.TUS_CHUNK_BYTES = 8 * 1024 * 1024;
export const uploadPaths: typeof uploads.uploadPaths = { tus: '/uploads/tus', audio: '/uploads/audio', pdf: '/uploads/pdf' };

/** Images (covers, photos, pictures in a body) upload whole, to the one image endpoint of every desk. */
export const IMAGE_UPLOAD_MAX_BYTES: typeof desk.IMAGE_UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
export const imageUploadTypes: typeof desk.imageUploadTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const imageUploadPath: typeof desk.deskPaths.uploadImage = '/uploads/images';
