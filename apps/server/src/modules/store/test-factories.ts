import { PDFDocument, StandardFonts } from 'pdf-lib';
import { ebooks } from '../content/schema.js';
import type { TestApp } from '../../test/app.js';
import { seedStore } from './seed.js';

let counter = 0;

/** An offered e-book with a small private PDF of `pages` pages (or a listed one not on sale, or an unpublished one). */
export async function createEbook(
  t: TestApp,
  overrides: {
    title?: string;
    minMmk?: number;
    minUsd?: number;
    pages?: number;
    status?: 'available' | 'coming_soon';
    published?: boolean;
  } = {},
) {
  const n = ++counter;
  const pages = overrides.pages ?? 2;
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) doc.addPage([420, 595]).drawText(`Page ${i}`, { x: 40, y: 540, size: 14, font });
  const fileKey = `ebooks/test-${process.pid}-${n}.pdf`;
  await t.app.ctx.files.put(fileKey, Buffer.from(await doc.save()), { visibility: 'private', contentType: 'application/pdf' });
  const [row] = await t.database.db
    .insert(ebooks)
    .values({
      titleEn: overrides.title ?? `Dhamma Book ${n}`,
      titleMm: `ဓမ္မစာအုပ် ${n}`,
      status: overrides.status ?? 'available',
      fileKey,
      minPriceMmk: overrides.minMmk ?? 500000,
      minPriceUsd: overrides.minUsd ?? 250,
      pageCount: pages,
      published: overrides.published ?? true,
      publishedAt: new Date(Date.now() - 60_000),
    })
    .returning();
  return { id: row!.id, pages };
}

export const seedFees = (t: TestApp) => seedStore(t.database.db);

/** The secret the test app's sandbox signs its callbacks with. */
export function sandboxSecretOf(t: TestApp): string {
  const provider = t.app.ctx.config.payment.provider;
  if (provider.name !== 'sandbox') throw new Error('This test app takes payments with Dinger, not the sandbox.');
  return provider.secret;
}
