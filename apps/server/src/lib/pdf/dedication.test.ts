import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { addDedicationPage, breakOpportunities, scriptRuns, wrapText } from './dedication.js';

async function book(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([420, 595]);
  page.drawText('Chapter One', { x: 40, y: 500, size: 18, font: await doc.embedFont(StandardFonts.Helvetica) });
  return doc.save();
}

/** pdftotext (poppler-utils, installed by .ci/run) reads the PDF as a reader's tools would. */
async function extractText(pdf: Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dedication-'));
  try {
    const file = path.join(dir, 'book.pdf');
    await writeFile(file, pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const squash = (text: string) => text.replace(/\s+/g, '');

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
    const text = await extractText(out);
    expect(squash(text)).toContain(squash(dedication));
    expect(text).toContain('Ko Aung Min');
    expect(text.indexOf('Ko Aung Min')).toBeLessThan(text.indexOf('Chapter One'));
  });
});

describe('line breaking', () => {
  it('splits runs by script and keeps spaces inside a run', () => {
    expect(scriptRuns('မေတ္တာ with love')).toEqual([
      { script: 'mymr', text: 'မေတ္တာ ' },
      { script: 'latn', text: 'with love' },
    ]);
  });

  it('never breaks inside a stacked consonant or before an asat', () => {
    const text = 'ဗုဒ္ဓ'; // ဗ ု ဒ ္ ဓ: ဓ is stacked under ဒ by the virama
    expect(breakOpportunities(text)).toEqual([]);
    expect(breakOpportunities('သည်')).toEqual([]);
    expect(breakOpportunities('မိခင်')).toEqual([2]);
  });

  it('prefers breaking between words and keeps every character', async () => {
    const text = 'ကွယ်လွန်သူ မိခင် ဒေါ်ခင်မြင့်အား ရည်စူး၍ သဒ္ဓါတရားဖြင့် လှူဒါန်းပါသည်။';
    const lines = await wrapText(text, 18, 200);
    expect(lines.length).toBeGreaterThan(1);
    expect(squash(lines.join(''))).toBe(squash(text));
    expect(lines.slice(0, -1).every((line) => text.includes(`${line} `))).toBe(true);
  });
});
