import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { TestApp } from '../../test/app.js';
import { uploads } from './schema.js';
import { UNATTACHED_TTL_MS } from './service.js';

export interface TestUpload {
  uploadId: number;
  /** Where the editor places it: the address the upload answered (`/files/uploads/…-960.webp`). */
  url: string;
  /** Every stored file of it. */
  keys: string[];
}

/** An image uploaded through the console's call, as the rich text editor does before placing it. */
export async function uploadTestImage(t: TestApp, token: string): Promise<TestUpload> {
  const png = await sharp({ create: { width: 1000, height: 600, channels: 3, background: { r: 180, g: 90, b: 30 } } })
    .png()
    .toBuffer();
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin-api/uploads/images?name=picture.png',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
    payload: png,
  });
  if (res.json().respCode !== '0000') throw new Error(res.body);
  const data = res.json().data as { uploadId: number; image: { url: string } };
  const [row] = await t.database.db
    .select()
    .from(uploads)
    .where(inArray(uploads.id, [data.uploadId]));
  return { uploadId: data.uploadId, url: data.image.url, keys: row!.fileKeys };
}

/** Makes the uploads older than the cleanup's grace period, then runs the cleanup job. */
export async function purgeAfterADay(t: TestApp, uploadIds: number[]): Promise<void> {
  await t.database.db
    .update(uploads)
    .set({ createdAt: new Date(Date.now() - UNATTACHED_TTL_MS - 60 * 60 * 1000) })
    .where(inArray(uploads.id, uploadIds));
  await t.app.ctx.jobs.runJob('uploads.purgeUnattached');
}

/** Which of an upload's files are still stored. */
export async function storedFiles(t: TestApp, upload: TestUpload): Promise<string[]> {
  const kept = await Promise.all(upload.keys.map(async (key) => ((await t.app.ctx.files.exists(key, 'public')) ? key : null)));
  return kept.filter((key): key is string => key !== null);
}
