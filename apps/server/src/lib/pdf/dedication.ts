import { PDFDocument, rgb } from 'pdf-lib';
import { shapedWriter, wrapText } from './shaping.js';

/**
 * The dedication page at the front of a bought e-book, its Myanmar shaped by HarfBuzz
 * (shaping.ts): stacked consonants and kinzi as a browser draws them, the text searchable.
 */

export interface Dedication {
  bookTitle: string;
  text: string;
  donorName: string;
  /** Already formatted for the reader, e.g. 23-11-2026. */
  date: string;
}

/** Returns the book with a dedication page added at the front. */
export async function addDedicationPage(book: Uint8Array, dedication: Dedication): Promise<Uint8Array> {
  const doc = await PDFDocument.load(book);
  const writer = shapedWriter(doc);
  const first = doc.getPages()[0];
  const { width, height } = first ? first.getSize() : { width: 420, height: 595 };
  const page = doc.insertPage(0, [width, height]);
  const cx = width / 2;
  const saffron = rgb(0.71, 0.33, 0.04);
  const muted = rgb(0.42, 0.36, 0.32);

  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: saffron, borderWidth: 1.2, opacity: 0 });
  page.drawRectangle({ x: 30, y: 30, width: width - 60, height: height - 60, borderColor: saffron, borderWidth: 0.4, opacity: 0 });
  // A small lotus: three petals over a line.
  const lotusY = height - 110;
  page.drawSvgPath(
    'M0 0 C -10 -18 -4 -34 0 -40 C 4 -34 10 -18 0 0 Z M0 0 C -16 -8 -26 -22 -26 -30 C -16 -26 -6 -16 0 0 Z M0 0 C 16 -8 26 -22 26 -30 C 16 -26 6 -16 0 0 Z',
    {
      x: cx,
      y: lotusY,
      color: saffron,
      borderWidth: 0,
    },
  );
  page.drawLine({ start: { x: cx - 60, y: lotusY - 8 }, end: { x: cx + 60, y: lotusY - 8 }, thickness: 0.6, color: saffron });

  let y = lotusY - 44;
  await writer.line(page, 'ဓမ္မဒါန', { size: 22, weight: '700', color: saffron, x: cx, align: 'center', y });
  y -= 24;
  await writer.line(page, 'A Gift of the Dhamma', { size: 13, color: muted, x: cx, align: 'center', y });
  y -= 40;
  const maxWidth = width - 110;
  for (const line of await wrapText(dedication.bookTitle, 12, maxWidth)) {
    await writer.line(page, line, { size: 12, color: muted, x: cx, align: 'center', y });
    y -= 18;
  }
  y -= 26;
  const size = 18;
  for (const line of await wrapText(dedication.text, size, maxWidth)) {
    await writer.line(page, line, { size, x: cx, align: 'center', y });
    y -= size * 1.9; // Myanmar stacks above and below: generous leading
  }
  y -= 16;
  page.drawLine({ start: { x: cx - 30, y }, end: { x: cx + 30, y }, thickness: 0.6, color: saffron });
  y -= 26;
  await writer.line(page, dedication.donorName, { size: 12, weight: '700', x: cx, align: 'center', y });
  y -= 18;
  await writer.line(page, dedication.date, { size: 11, color: muted, x: cx, align: 'center', y });
  await writer.line(page, 'သာဓု သာဓု သာဓု', { size: 12, color: saffron, x: cx, align: 'center', y: 60 });
  return doc.save();
}
