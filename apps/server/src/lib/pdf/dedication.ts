import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import * as hb from 'harfbuzzjs';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { woffToSfnt } from './woff.js';

/**
 * The dedication page at the front of a bought e-book. pdf-lib cannot shape Myanmar (stacked
 * consonants and kinzi come out wrong), so HarfBuzz shapes each run with the bundled Noto fonts and
 * the glyph outlines are drawn as paths; the same text is laid invisibly on top so that the PDF
 * stays searchable and copyable.
 */

const require = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string) => require.resolve(`@fontsource/${pkg}/files/${file}`);

interface LoadedFont {
  sfnt: Buffer;
  hbFont: hb.Font;
  upem: number;
}

type Script = 'mymr' | 'latn';

let fontsPromise: Promise<Record<`${Script}-${'400' | '700'}`, LoadedFont>> | undefined;

async function loadFont(path: string): Promise<LoadedFont> {
  const sfnt = woffToSfnt(await readFile(path));
  const face = new hb.Face(new hb.Blob(new Uint8Array(sfnt)));
  return { sfnt, hbFont: new hb.Font(face), upem: face.upem };
}

function fonts() {
  fontsPromise ??= (async () => ({
    'mymr-400': await loadFont(fontFile('noto-sans-myanmar', 'noto-sans-myanmar-myanmar-400-normal.woff')),
    'mymr-700': await loadFont(fontFile('noto-sans-myanmar', 'noto-sans-myanmar-myanmar-700-normal.woff')),
    'latn-400': await loadFont(fontFile('noto-sans', 'noto-sans-latin-400-normal.woff')),
    'latn-700': await loadFont(fontFile('noto-sans', 'noto-sans-latin-700-normal.woff')),
  }))();
  return fontsPromise;
}

const isMyanmar = (cp: number) => (cp >= 0x1000 && cp <= 0x109f) || (cp >= 0xa9e0 && cp <= 0xa9ff) || (cp >= 0xaa60 && cp <= 0xaa7f);
const isNeutral = (ch: string) => /[\s\u200b-\u200d]/.test(ch);

/** Splits text into runs of one script; spaces join the run they are in. */
export function scriptRuns(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const ch of text) {
    const script: Script = isMyanmar(ch.codePointAt(0)!) ? 'mymr' : 'latn';
    const last = runs.at(-1);
    if (last && (last.script === script || isNeutral(ch))) last.text += ch;
    else runs.push({ script, text: ch });
  }
  return runs;
}

/**
 * Where a line may break: after a space, or before a Myanmar syllable (a consonant that is not
 * stacked under the previous one by the virama and not killed by an asat).
 */
export function breakOpportunities(text: string): number[] {
  const chars = [...text];
  const points: number[] = [];
  for (let i = 1; i < chars.length; i++) {
    const prev = chars[i - 1]!.codePointAt(0)!;
    const cp = chars[i]!.codePointAt(0)!;
    const next = chars[i + 1]?.codePointAt(0);
    if (chars[i - 1] === ' ') points.push(i);
    else if (cp >= 0x1000 && cp <= 0x1021 && prev !== 0x1039 && next !== 0x103a && next !== 0x1039 && isMyanmar(prev)) points.push(i);
  }
  return points;
}

interface ShapedRun {
  script: Script;
  text: string;
  /** One SVG path in font units, y up already flipped for pdf-lib (which treats SVG y as down). */
  path: string;
  width: number; // in points at the given size
  font: LoadedFont;
}

function shapeRun(font: LoadedFont, text: string, size: number): Omit<ShapedRun, 'script' | 'text' | 'font'> {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font.hbFont, buffer);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  let pen = 0;
  const parts: string[] = [];
  infos.forEach((info, i) => {
    const pos = positions[i]!;
    const ox = pen + pos.xOffset;
    const oy = pos.yOffset;
    for (const cmd of font.hbFont.glyphToJson(info.codepoint)) {
      const v = cmd.values;
      const pts: string[] = [];
      for (let k = 0; k < v.length; k += 2) pts.push(`${ox + v[k]!} ${-(oy + v[k + 1]!)}`);
      parts.push(`${cmd.type}${pts.join(' ')}`);
    }
    pen += pos.xAdvance;
  });
  return { path: parts.join(''), width: (pen * size) / font.upem };
}

async function shapeLine(text: string, size: number, weight: '400' | '700'): Promise<ShapedRun[]> {
  const loaded = await fonts();
  return scriptRuns(text).map((run) => {
    const font = loaded[`${run.script}-${weight}`];
    return { script: run.script, text: run.text, font, ...shapeRun(font, run.text, size) };
  });
}

const lineWidth = (runs: ShapedRun[]) => runs.reduce((sum, r) => sum + r.width, 0);

/** Greedy line filling at the break opportunities; a piece wider than the line stands alone. */
export async function wrapText(text: string, size: number, maxWidth: number, weight: '400' | '700' = '400'): Promise<string[]> {
  const chars = [...text.trim()];
  const breaks = [...breakOpportunities(chars.join('')), chars.length];
  const widthOf = async (from: number, to: number) => lineWidth(await shapeLine(chars.slice(from, to).join('').trim(), size, weight));
  const lines: string[] = [];
  let start = 0;
  while (start < chars.length) {
    const candidates = breaks.filter((b) => b > start);
    const fitting: number[] = [candidates[0]!];
    for (const b of candidates.slice(1)) {
      if ((await widthOf(start, b)) > maxWidth) break;
      fitting.push(b);
    }
    // Prefer the last break after a space (between words) over one inside a word.
    const atSpace = fitting.filter((b) => chars[b - 1] === ' ' || b === chars.length);
    const end = atSpace.at(-1) ?? fitting.at(-1)!;
    lines.push(chars.slice(start, end).join('').trim());
    start = end;
  }
  return lines.filter(Boolean);
}

interface DrawOptions {
  size: number;
  weight?: '400' | '700';
  color?: ReturnType<typeof rgb>;
  centerX: number;
  y: number;
}

/** Draws one shaped line centred on centerX, with the same text invisible on top. */
async function drawShapedLine(
  page: PDFPage,
  pdfFonts: Map<LoadedFont, PDFFont>,
  doc: PDFDocument,
  text: string,
  options: DrawOptions,
): Promise<void> {
  const runs = await shapeLine(text, options.size, options.weight ?? '400');
  let x = options.centerX - lineWidth(runs) / 2;
  for (const run of runs) {
    const scale = options.size / run.font.upem;
    if (run.path) page.drawSvgPath(run.path, { x, y: options.y, scale, color: options.color ?? rgb(0.17, 0.12, 0.1), borderWidth: 0 });
    let pdfFont = pdfFonts.get(run.font);
    if (!pdfFont) {
      pdfFont = await doc.embedFont(run.font.sfnt, { subset: true });
      pdfFonts.set(run.font, pdfFont);
    }
    // Invisible, so that search and copy find the words; the visible glyphs are the paths above.
    page.drawText(run.text, { x, y: options.y, size: options.size, font: pdfFont, opacity: 0 });
    x += run.width;
  }
}

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
  doc.registerFontkit(fontkit);
  const first = doc.getPages()[0];
  const { width, height } = first ? first.getSize() : { width: 420, height: 595 };
  const page = doc.insertPage(0, [width, height]);
  const pdfFonts = new Map<LoadedFont, PDFFont>();
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
  await drawShapedLine(page, pdfFonts, doc, 'ဓမ္မဒါန', { size: 22, weight: '700', color: saffron, centerX: cx, y });
  y -= 24;
  await drawShapedLine(page, pdfFonts, doc, 'A Gift of the Dhamma', { size: 13, color: muted, centerX: cx, y });
  y -= 40;
  const maxWidth = width - 110;
  for (const line of await wrapText(dedication.bookTitle, 12, maxWidth)) {
    await drawShapedLine(page, pdfFonts, doc, line, { size: 12, color: muted, centerX: cx, y });
    y -= 18;
  }
  y -= 26;
  const size = 18;
  for (const line of await wrapText(dedication.text, size, maxWidth)) {
    await drawShapedLine(page, pdfFonts, doc, line, { size, centerX: cx, y });
    y -= size * 1.9; // Myanmar stacks above and below: generous leading
  }
  y -= 16;
  page.drawLine({ start: { x: cx - 30, y }, end: { x: cx + 30, y }, thickness: 0.6, color: saffron });
  y -= 26;
  await drawShapedLine(page, pdfFonts, doc, dedication.donorName, { size: 12, weight: '700', centerX: cx, y });
  y -= 18;
  await drawShapedLine(page, pdfFonts, doc, dedication.date, { size: 11, color: muted, centerX: cx, y });
  await drawShapedLine(page, pdfFonts, doc, 'သာဓု သာဓု သာဓု', { size: 12, color: saffron, centerX: cx, y: 60 });
  return doc.save();
}
