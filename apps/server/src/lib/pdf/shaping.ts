import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import * as hb from 'harfbuzzjs';
import { popGraphicsState, pushGraphicsState, rgb, setCharacterSqueeze, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { woffToSfnt } from './woff.js';

/**
 * Lines of English and Myanmar text drawn into a PDF as a browser would draw them. pdf-lib cannot
 * shape Myanmar (stacked consonants and kinzi come out wrong), so HarfBuzz shapes each run with the
 * bundled Noto fonts and the glyph outlines are drawn as paths; the same text is laid invisibly on
 * top so that the PDF stays searchable and copyable (NOTES.md, "Myanmar text in PDFs").
 */

const require = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string) => require.resolve(`@fontsource/${pkg}/files/${file}`);

interface LoadedFont {
  sfnt: Buffer;
  hbFont: hb.Font;
  upem: number;
}

type Script = 'mymr' | 'latn';
export type Weight = '400' | '700';

let fontsPromise: Promise<Record<`${Script}-${Weight}`, LoadedFont>> | undefined;

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
  text: string;
  /** One SVG path in font units, y up already flipped for pdf-lib (which treats SVG y as down). */
  path: string;
  width: number; // in points at the given size
  font: LoadedFont;
}

function shapeRun(font: LoadedFont, text: string, size: number): Omit<ShapedRun, 'text' | 'font'> {
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

async function shapeLine(text: string, size: number, weight: Weight): Promise<ShapedRun[]> {
  const loaded = await fonts();
  return scriptRuns(text).map((run) => {
    const font = loaded[`${run.script}-${weight}`];
    return { text: run.text, font, ...shapeRun(font, run.text, size) };
  });
}

const lineWidth = (runs: ShapedRun[]) => runs.reduce((sum, r) => sum + r.width, 0);

/** The width in points of one line of text as drawn. */
export async function textWidth(text: string, size: number, weight: Weight = '400'): Promise<number> {
  return lineWidth(await shapeLine(text, size, weight));
}

/** Greedy line filling at the break opportunities; a piece wider than the line stands alone. */
export async function wrapText(text: string, size: number, maxWidth: number, weight: Weight = '400'): Promise<string[]> {
  const chars = [...text.trim()];
  const breaks = [...breakOpportunities(chars.join('')), chars.length];
  const widthOf = async (from: number, to: number) => textWidth(chars.slice(from, to).join('').trim(), size, weight);
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

export interface LineOptions {
  size: number;
  weight?: Weight;
  color?: ReturnType<typeof rgb>;
  /** Where the line starts (left), ends (right) or has its middle (center). */
  x: number;
  /** The baseline. */
  y: number;
  align?: 'left' | 'center' | 'right';
}

/** The text colour of every document the site makes. */
export const INK = rgb(0.17, 0.12, 0.1);

/**
 * Draws shaped lines into one document: the fonts are embedded (subset) once per document, for
 * the invisible text that makes the lines searchable.
 */
export function shapedWriter(doc: PDFDocument) {
  doc.registerFontkit(fontkit);
  const embedded = new Map<LoadedFont, PDFFont>();
  return {
    /** One line, not wrapped; returns its width. */
    async line(page: PDFPage, text: string, options: LineOptions): Promise<number> {
      const runs = await shapeLine(text, options.size, options.weight ?? '400');
      const width = lineWidth(runs);
      const align = options.align ?? 'left';
      let x = align === 'center' ? options.x - width / 2 : align === 'right' ? options.x - width : options.x;
      for (const run of runs) {
        const scale = options.size / run.font.upem;
        if (run.path) page.drawSvgPath(run.path, { x, y: options.y, scale, color: options.color ?? INK, borderWidth: 0 });
        let pdfFont = embedded.get(run.font);
        if (!pdfFont) {
          pdfFont = await doc.embedFont(run.font.sfnt, { subset: true });
          embedded.set(run.font, pdfFont);
        }
        // Invisible, so that search and copy find the words; the visible glyphs are the paths above.
        // Unshaped, the run is wider than drawn (each mark has its own advance): squeezed to the
        // drawn width, so that it ends where the next run begins and readers keep the words' order.
        const unshaped = pdfFont.widthOfTextAtSize(run.text, options.size);
        const squeeze = unshaped > 0 ? (100 * run.width) / unshaped : 100;
        page.pushOperators(pushGraphicsState(), setCharacterSqueeze(squeeze));
        page.drawText(run.text, { x, y: options.y, size: options.size, font: pdfFont, opacity: 0 });
        page.pushOperators(popGraphicsState());
        x += run.width;
      }
      return width;
    },
  };
}

export type ShapedWriter = ReturnType<typeof shapedWriter>;
