import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText, squash } from '../../test/pdf.js';
import { addDedicationPage } from './dedication.js';

async function book(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([420, 595]);
  page.drawText('Chapter One', { x: 40, y: 500, size: 18, font: await doc.embedFont(StandardFonts.Helvetica) });
  return doc.save();
}

describe('the dedication page', () => {
  it('is added in front of the book and carries the dedication as searchable text', async () => {
    const dedication = 'ကွယ်လွန်သူ မိခင် ဒေါ်ခင်မြင့်အား ရည်စူး၍ လှူဒါန်းပါသည်။ In loving memory';
    const out = await addDedicationPage(await book(), {
      bookTitle: 'Manual of Insight',
      text: dedication,
      donorName: 'Ko Aung Min',
      date: '23-11-2026',
    });
    const doc = await PDFDocument.load(out);
    expect(doc.getPageCount()).toBe(2);
    const text = await pdfText(out);
    expect(squash(text)).toContain(squash(dedication));
    expect(text).toContain('Ko Aung Min');
    expect(text.indexOf('Ko Aung Min')).toBeLessThan(text.indexOf('Chapter One'));
  });
});
