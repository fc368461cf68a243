import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AudioFormat } from '@mahasi/contract/uploads';

export interface ImageUploadMeta {
  width: number;
  height: number;
  variants: { key: string; width: number }[];
}

/** What music-metadata read from the file. */
export interface AudioUploadMeta {
  format: AudioFormat;
  /** The type the file is served with. */
  contentType: string;
  /** Whole seconds, rounded (at least 1). */
  durationSeconds: number;
  /** Average bits per second. */
  bitrate: number;
  sampleRate: number | null;
  channels: number | null;
  codec: string;
}

export interface PdfUploadMeta {
  pageCount: number;
}

export type UploadKind = 'image' | 'audio' | 'pdf';

/**
 * Files staff uploaded from the console. An upload stays until a saved record uses it; one that no
 * record uses a day later is removed with its files (a form left unsaved leaves no orphan file).
 * Images and audio are public files; PDFs (e-books) are private.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['image', 'audio', 'pdf'] }).notNull(),
    /** Every stored file of the upload (each width of an image; the one audio or PDF file). */
    fileKeys: text('file_keys').array().notNull(),
    /** By kind: an image's size and variants, the audio's format and duration, the PDF's page count. */
    meta: jsonb('meta').$type<ImageUploadMeta | AudioUploadMeta | PdfUploadMeta>().notNull(),
    originalName: text('original_name').notNull().default(''),
    byteSize: integer('byte_size').notNull(),
    staffId: integer('staff_id'),
    /** The resumable (tus) transfer it was made from: finishing it twice gives the same upload. */
    tusId: text('tus_id'),
    /** A saved record uses it (set on save, cleared when the record lets it go). */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_unattached_idx').on(t.attachedAt, t.createdAt),
    uniqueIndex('uploads_tus_id_idx').on(t.tusId),
    // A text's images are found by their file keys (keepImagesIn: file_keys && keys).
    index('uploads_file_keys_idx').using('gin', t.fileKeys),
  ],
);
