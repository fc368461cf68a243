import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { shapedWriter, wrapText, type Weight } from './shaping.js';

/**
 * A one- or two-page A4 letter from the centre, in English or Myanmar: a letterhead, the date, a
 * title, paragraphs, a table of facts and a signature. Every line is shaped (shaping.ts), so
 * Myanmar stacks and kinzi come out as a browser draws them and the text stays searchable.
 */

export interface LetterContent {
  /** The sender's name, and the lines under it (address, telephone, e-mail). */
  letterhead: { name: string; lines: string[] };
  /** The date line, already written out ('Date: 27-11-2026'). */
  date: string;
  /** Whom it is for ('To whom it may concern'), above the title. */
  to: string[];
  title: string;
  /** Before the facts. */
  paragraphs: string[];
  /** Label and value, a row each. */
  facts: { label: string; value: string }[];
  /** After the facts: a heading and its lines (what to bring, how to come), or a paragraph alone. */
  sections: { heading?: string; lines: string[] }[];
  /** The closing words and who signs; the last line is the centre's name. */
  signature: string[];
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const SAFFRON = rgb(0.71, 0.33, 0.04);
const MUTED = rgb(0.42, 0.36, 0.32);
/** Myanmar stacks above and below the line: more room between lines than Latin needs. */
const leading = (size: number, text: string) => size * (/[\u1000-\u109f]/.test(text) ? 1.8 : 1.45);

export async function letterPdf(content: LetterContent, meta: { title: string; author: string }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setCreator(meta.author);
  const writer = shapedWriter(doc);
  const right = A4.width - MARGIN;
  const width = right - MARGIN;
  let page: PDFPage = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;

  /** Room for `height` more points on this page, or a new page. */
  const room = (height: number) => {
    if (y - height >= MARGIN) return;
    page = doc.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  };
  const text = async (line: string, x: number, size: number, options: { weight?: Weight; color?: ReturnType<typeof rgb> } = {}) => {
    const step = leading(size, line);
    room(step);
    y -= step;
    await writer.line(page, line, { x, y, size, ...options });
  };
  const paragraph = async (body: string, x: number, size: number, options: { weight?: Weight; maxWidth?: number } = {}) => {
    for (const line of await wrapText(body, size, options.maxWidth ?? right - x, options.weight)) await text(line, x, size, options);
  };

  // Letterhead: the name, its lines, a rule.
  await writer.line(page, content.letterhead.name, {
    x: A4.width / 2,
    y: y - 18,
    size: 18,
    weight: '700',
    color: SAFFRON,
    align: 'center',
  });
  y -= 24;
  for (const line of content.letterhead.lines) {
    const step = leading(9.5, line);
    y -= step;
    await writer.line(page, line, { x: A4.width / 2, y, size: 9.5, color: MUTED, align: 'center' });
  }
  y -= 12;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: right, y }, thickness: 1, color: SAFFRON });
  y -= 8;

  y -= leading(11, content.date);
  await writer.line(page, content.date, { x: right, y, size: 11, align: 'right' });
  y -= 6;
  for (const line of content.to) await paragraph(line, MARGIN, 11);
  y -= 10;
  await paragraph(content.title, MARGIN, 14, { weight: '700' });
  y -= 4;
  for (const body of content.paragraphs) {
    await paragraph(body, MARGIN, 11);
    y -= 6;
  }

  // Facts: the labels in a column, each value wrapped beside its label.
  const labelWidth = 150;
  y -= 4;
  for (const fact of content.facts) {
    const labelLines = await wrapText(fact.label, 10.5, labelWidth - 10, '700');
    const valueLines = await wrapText(fact.value || '—', 10.5, width - labelWidth);
    const rows = Math.max(labelLines.length, valueLines.length);
    const step = Math.max(...[...labelLines, ...valueLines].map((line) => leading(10.5, line)));
    room(rows * step + 4);
    for (let i = 0; i < rows; i++) {
      y -= step;
      if (labelLines[i]) await writer.line(page, labelLines[i]!, { x: MARGIN, y, size: 10.5, weight: '700', color: MUTED });
      if (valueLines[i]) await writer.line(page, valueLines[i]!, { x: MARGIN + labelWidth, y, size: 10.5 });
    }
    y -= 4;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: right, y }, thickness: 0.3, color: rgb(0.85, 0.8, 0.74) });
  }
  y -= 10;

  for (const section of content.sections) {
    if (section.heading) await text(section.heading, MARGIN, 11.5, { weight: '700', color: SAFFRON });
    for (const line of section.lines) await paragraph(line, MARGIN, 10.5);
    y -= 8;
  }

  y -= 10;
  // The closing words, then who signs: the last line (the centre) in bold.
  for (const [i, line] of content.signature.entries())
    await text(line, MARGIN, 11, i === content.signature.length - 1 ? { weight: '700' } : {});
  return doc.save();
}
