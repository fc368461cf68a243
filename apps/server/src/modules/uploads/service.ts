import { readFile } from 'node:fs/promises';
import { and, arrayOverlaps, eq, inArray, isNull, lt, not } from 'drizzle-orm';
import sharp from 'sharp';
import type { ResumableUploadKind, UploadedAudio, UploadedPdf } from '@mahasi/contract/uploads';
import type { Db } from '../../db/client.js';
import { randomToken } from '../../lib/crypto.js';
import { ValidationError } from '../../lib/validation.js';
import { newFileKey, type FileStore, type Visibility } from '../files/store.js';
import { namedByRevision } from '../records/revisions.js';
import { readAudioFacts } from './audio.js';
import { checkPdf } from './pdf.js';
import { PARTIAL_UPLOAD_TTL_MS, type ResumableUploads } from './resumable.js';
import { uploads, type AudioUploadMeta, type ImageUploadMeta, type PdfUploadMeta, type UploadKind } from './schema.js';

/** The widths the seed makes (480/960/1440, srcset), never wider than the image itself. */
export const IMAGE_WIDTHS = [480, 960, 1440] as const;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** An unused upload is removed after this long. */
export const UNATTACHED_TTL_MS = 24 * 60 * 60 * 1000;

export interface StoredUpload {
  id: number;
  width: number;
  height: number;
  variants: { key: string; width: number }[];
}

/** A talk's audio as a saved record takes it (podcasts: audioKey, audioType, audioBytes, durationSeconds). */
export interface StoredAudio extends AudioUploadMeta {
  id: number;
  /** Public FileStore key. */
  key: string;
  bytes: number;
  originalName: string;
}

/** An e-book's PDF as a saved record takes it (ebooks.fileKey). */
export interface StoredPdf extends PdfUploadMeta {
  id: number;
  /** Private FileStore key. */
  key: string;
  bytes: number;
  originalName: string;
}

const notAnImage = () => new ValidationError([{ field: 'file', message: 'Must be a JPEG, PNG, WebP or GIF image that opens' }]);

/** E-books are private (sold); everything else a page shows is public. */
export const visibilityOf = (kind: UploadKind): Visibility => (kind === 'pdf' ? 'private' : 'public');

const audioExtension = { mp3: 'mp3', m4a: 'm4a', ogg: 'ogg', opus: 'opus', flac: 'flac', wav: 'wav', webm: 'webm' } as const;

type UploadRow = typeof uploads.$inferSelect;

/**
 * The files of uploaded images an HTML body shows: the editor places an image by its stored
 * address (`/files/uploads/2026/11/abc-960.webp`, or the bucket's), so the key is in the text.
 */
export function imageKeysIn(html: string): string[] {
  return [...new Set(html.match(/uploads\/\d{4}\/\d{2}\/[a-z0-9]+-\d+\.webp/g) ?? [])];
}

/**
 * The hosts of pictures a rich text shows from other sites. Readers' browsers do not load them (the
 * pages' policy allows pictures from this site and its file store only, so that no other site sees
 * who reads what): the editor uploads a picture instead. `storeBase`: the address of any public
 * file (`files.publicUrl(key)`), a path on this site or on the bucket's (or CDN's) origin.
 */
export function foreignImageHosts(html: string, storeBase: string): string[] {
  const store = /^https?:\/\//i.test(storeBase) ? new URL(storeBase).origin.toLowerCase() : null;
  const hosts = new Set<string>();
  for (const [, src = ''] of html.matchAll(/<img\b[^>]*?\ssrc\s*=\s*["']([^"']*)["']/gi)) {
    const address = src.trim();
    if (!/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(address)) continue; // a path on this site
    let url: URL;
    try {
      url = new URL(address, 'https://site.invalid');
    } catch {
      hosts.add(address);
      continue;
    }
    if (store && url.origin.toLowerCase() === store) continue;
    hosts.add(url.host || address);
  }
  return [...hosts];
}

/**
 * A saved or sent rich text (a post's body, a reply, a notification) uses the uploaded images it
 * shows: they are marked in use, so the cleanup never removes them. Call it in the record's
 * transaction. Never let go by this: an image may be in several texts (copied from one to
 * another) and uses are not counted, so an image a text stops showing stays rather than risk
 * removing one that another text still shows.
 */
export async function keepImagesIn(tx: Db, at: Date, ...htmls: string[]): Promise<void> {
  const keys = [...new Set(htmls.flatMap(imageKeysIn))];
  if (keys.length === 0) return;
  await tx
    .update(uploads)
    .set({ attachedAt: at })
    .where(and(eq(uploads.kind, 'image'), isNull(uploads.attachedAt), arrayOverlaps(uploads.fileKeys, keys)));
}

export function uploadService(deps: { db: Db; files: FileStore; now: () => Date; resumable?: ResumableUploads }) {
  const { db, files, now } = deps;

  async function removeFiles(rows: { kind: UploadKind; fileKeys: string[] }[]): Promise<void> {
    await Promise.all(rows.flatMap((row) => row.fileKeys.map((key) => files.delete(key, visibilityOf(row.kind)).catch(() => undefined))));
  }

  /** A stored file's row as its kind's reader sees it: its one key, size and name, with what its kind measured. */
  const storedFile = <Meta>(row: UploadRow) => ({
    id: row.id,
    key: row.fileKeys[0]!,
    bytes: row.byteSize,
    originalName: row.originalName,
    ...(row.meta as Meta),
  });
  const storedAudio = (row: UploadRow): StoredAudio => storedFile<AudioUploadMeta>(row);
  const storedPdf = (row: UploadRow): StoredPdf => storedFile<PdfUploadMeta>(row);

  const unknownTransfer = () => new ValidationError([{ field: 'tusId', message: 'Is not an upload of this server' }]);

  /**
   * Turns a finished tus transfer of the caller's into an upload, once: `keep` checks the file and
   * stores it (returning the row's values); a second call for the same transfer gives the same
   * upload. Whatever happens, the transfer's own files are gone afterwards, and a refused file
   * leaves nothing stored.
   */
  async function finish(
    staffId: number,
    tusId: string,
    kind: ResumableUploadKind,
    keep: (filePath: string, size: number) => Promise<{ key: string; meta: AudioUploadMeta | PdfUploadMeta }>,
  ): Promise<UploadRow> {
    const resumable = deps.resumable;
    if (!resumable) throw unknownTransfer();
    const [done] = await db.select().from(uploads).where(eq(uploads.tusId, tusId)).limit(1);
    if (done) {
      if (done.staffId !== staffId || done.kind !== kind) throw unknownTransfer();
      return done;
    }
    const staged = await resumable.staged(tusId);
    if (!staged || staged.staffId !== staffId || staged.kind !== kind) throw unknownTransfer();
    if (staged.offset !== staged.size)
      throw new ValidationError([{ field: 'tusId', message: 'Is not finished: send the rest of the file first' }]);
    const claimed = await resumable.claim(tusId);
    if (!claimed) {
      // Another call is finishing it at this moment.
      const [row] = await db.select().from(uploads).where(eq(uploads.tusId, tusId)).limit(1);
      if (row) return row;
      throw new ValidationError([{ field: 'tusId', message: 'Is being finished: try again in a moment' }]);
    }
    let stored: { key: string; meta: AudioUploadMeta | PdfUploadMeta } | undefined;
    try {
      stored = await keep(claimed, staged.size);
      const [row] = await db
        .insert(uploads)
        .values({
          kind,
          fileKeys: [stored.key],
          meta: stored.meta,
          originalName: staged.filename,
          byteSize: staged.size,
          staffId,
          tusId,
          createdAt: now(),
        })
        .returning();
      return row!;
    } catch (error) {
      if (stored) await files.delete(stored.key, visibilityOf(kind)).catch(() => undefined);
      throw error;
    } finally {
      await resumable.discard(tusId);
    }
  }

  return {
    /**
     * Checks the image by decoding it (never by its name or type header), then stores it as WebP in
     * each width. Nothing is kept when any step fails.
     */
    async storeImage(staffId: number, bytes: Buffer, originalName: string): Promise<StoredUpload> {
      if (bytes.length === 0) throw new ValidationError([{ field: 'file', message: 'Is empty' }]);
      let width: number;
      let height: number;
      try {
        const meta = await sharp(bytes, { failOn: 'error' }).metadata();
        if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw notAnImage();
        // Photos from phones carry their rotation in EXIF: the stored files are turned upright.
        const swap = (meta.orientation ?? 1) >= 5;
        width = swap ? meta.height : meta.width;
        height = swap ? meta.width : meta.height;
      } catch {
        throw notAnImage();
      }
      const widths = IMAGE_WIDTHS.filter((w) => w <= width);
      if (widths.length === 0) widths.push(width as never);
      const stem = `uploads/${now().toISOString().slice(0, 7).replace('-', '/')}/${randomToken(9)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, 'x')}`;
      const written: string[] = [];
      try {
        const variants = [];
        for (const w of widths) {
          const body = await sharp(bytes, { failOn: 'error' }).rotate().resize({ width: w }).webp({ quality: 78 }).toBuffer();
          const key = `${stem}-${w}.webp`;
          await files.put(key, body, { visibility: 'public', contentType: 'image/webp' });
          written.push(key);
          variants.push({ key, width: w });
        }
        const [row] = await db
          .insert(uploads)
          .values({
            kind: 'image',
            fileKeys: written,
            meta: { width, height, variants },
            originalName: originalName.slice(0, 200),
            byteSize: bytes.length,
            staffId,
            createdAt: now(),
          })
          .returning({ id: uploads.id });
        return { id: row!.id, width, height, variants };
      } catch (error) {
        await removeFiles([{ kind: 'image', fileKeys: written }]);
        throw error instanceof ValidationError ? error : notAnImage();
      }
    },

    /**
     * A finished tus transfer of audio (POST /uploads/audio): read by music-metadata, refused
     * unless it is audio the site plays, then moved into the file store (public) as it is.
     */
    async finishAudio(staffId: number, tusId: string): Promise<StoredAudio> {
      const row = await finish(staffId, tusId, 'audio', async (filePath, size) => {
        const facts = await readAudioFacts(filePath, size);
        const key = newFileKey('audio', audioExtension[facts.format], now());
        await files.moveIn(key, filePath, { visibility: 'public', contentType: facts.contentType });
        return { key, meta: facts };
      });
      return storedAudio(row);
    },

    /**
     * A finished tus transfer of an e-book (POST /uploads/pdf): opened with pdf-lib (as the
     * dedication page will be), refused when broken, protected or empty, then kept private.
     */
    async finishPdf(staffId: number, tusId: string): Promise<StoredPdf> {
      const row = await finish(staffId, tusId, 'pdf', async (filePath) => {
        const { pageCount } = await checkPdf(await readFile(filePath));
        const key = newFileKey('ebooks', 'pdf', now());
        await files.moveIn(key, filePath, { visibility: 'private', contentType: 'application/pdf' });
        return { key, meta: { pageCount } };
      });
      return storedPdf(row);
    },

    /** The reply of a finished audio upload. */
    audioReply(audio: StoredAudio): UploadedAudio {
      return {
        uploadId: audio.id,
        url: files.publicUrl(audio.key),
        bytes: audio.bytes,
        contentType: audio.contentType,
        format: audio.format,
        durationSeconds: audio.durationSeconds,
        bitrate: audio.bitrate,
        originalName: audio.originalName,
      };
    },

    pdfReply(pdf: StoredPdf): UploadedPdf {
      return { uploadId: pdf.id, bytes: pdf.bytes, pageCount: pdf.pageCount, originalName: pdf.originalName };
    },

    /** An uploaded audio file for a record being saved (in its transaction), or a 422 on `field`. */
    async audio(tx: Db, id: number, field: string): Promise<StoredAudio> {
      const [row] = await tx.select().from(uploads).where(eq(uploads.id, id)).limit(1);
      if (!row || row.kind !== 'audio') throw new ValidationError([{ field, message: 'Is not an uploaded audio file' }]);
      return storedAudio(row);
    },

    /** An uploaded PDF for an e-book being saved (in its transaction), or a 422 on `field`. */
    async pdf(tx: Db, id: number, field: string): Promise<StoredPdf> {
      const [row] = await tx.select().from(uploads).where(eq(uploads.id, id)).limit(1);
      if (!row || row.kind !== 'pdf') throw new ValidationError([{ field, message: 'Is not an uploaded PDF' }]);
      return storedPdf(row);
    },

    /** The cleanup job: transfers nobody has written to for a day are removed with their files. */
    async purgePartial(): Promise<number> {
      return deps.resumable ? deps.resumable.purgeIdle(new Date(now().getTime() - PARTIAL_UPLOAD_TTL_MS)) : 0;
    },

    /** The stored image of an upload, or a 422 on `field` when there is no such upload. */
    async image(tx: Db, id: number, field: string): Promise<StoredUpload> {
      const [row] = await tx.select().from(uploads).where(eq(uploads.id, id)).limit(1);
      if (!row || row.kind !== 'image') throw new ValidationError([{ field, message: 'Is not an uploaded image' }]);
      return { id: row.id, ...(row.meta as ImageUploadMeta) };
    },

    /** A saved record now uses these uploads (kept) and no longer uses those (removed a day later). */
    async attach(tx: Db, use: (number | null | undefined)[], release: (number | null | undefined)[] = []): Promise<void> {
      const using = use.filter((id): id is number => typeof id === 'number');
      const released = release.filter((id): id is number => typeof id === 'number' && !using.includes(id));
      if (using.length) await tx.update(uploads).set({ attachedAt: now() }).where(inArray(uploads.id, using));
      if (released.length) await tx.update(uploads).set({ attachedAt: null, createdAt: now() }).where(inArray(uploads.id, released));
    },

    /**
     * Removes uploads no record uses, a day after they were made or let go. Returns how many. An
     * upload a kept revision names stays, so that the revision can be restored (decision 0032).
     */
    async purgeUnattached(tx: Db): Promise<number> {
      const gone = await tx
        .delete(uploads)
        .where(
          and(
            isNull(uploads.attachedAt),
            lt(uploads.createdAt, new Date(now().getTime() - UNATTACHED_TTL_MS)),
            not(namedByRevision(uploads.id)),
          ),
        )
        .returning({ kind: uploads.kind, fileKeys: uploads.fileKeys });
      await removeFiles(gone);
      return gone.length;
    },

    /** Removes uploads (a purged record's) with their files. */
    async remove(tx: Db, ids: number[]): Promise<void> {
      if (!ids.length) return;
      const gone = await tx.delete(uploads).where(inArray(uploads.id, ids)).returning({ kind: uploads.kind, fileKeys: uploads.fileKeys });
      await removeFiles(gone);
    },
  };
}

export type UploadService = ReturnType<typeof uploadService>;
