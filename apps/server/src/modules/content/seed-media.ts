import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import sharp from 'sharp';
import type { FileStore } from '../files/store.js';
import type { StoredImage } from './schema.js';

/**
 * Demo media made on the spot, without network or fonts: abstract SVG artwork rendered to WebP in
 * two widths, a soft bell tone as WAV, and small text PDFs.
 */

export type Pattern = 'lotus' | 'rings' | 'hills' | 'stupa' | 'leaves';
export interface Artwork {
  pattern: Pattern;
  /** Background hues (HSL degrees): top-left and bottom-right of the gradient. */
  hues: [number, number];
  /** Width / height, e.g. 1 (square), 0.75 (book cover), 16 / 9. */
  aspect: number;
}

const BASE_WIDTH = 1600;

function svgOf({ pattern, hues, aspect }: Artwork): string {
  const w = BASE_WIDTH;
  const h = Math.round(w / aspect);
  const cx = w / 2;
  const cy = h / 2;
  const r = Math.min(w, h);
  const [a, b] = hues;
  const defs = `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${a},55%,32%)"/><stop offset="1" stop-color="hsl(${b},60%,14%)"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="hsl(42,95%,75%)" stop-opacity="0.9"/><stop offset="1" stop-color="hsl(42,95%,60%)" stop-opacity="0"/>
    </radialGradient>
  </defs><rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  let art = '';
  if (pattern === 'lotus') {
    art += `<circle cx="${cx}" cy="${cy}" r="${r * 0.45}" fill="url(#glow)"/>`;
    for (const [count, len, op] of [
      [16, 0.36, 0.35],
      [12, 0.28, 0.55],
      [8, 0.19, 0.85],
    ] as const) {
      for (let i = 0; i < count; i++) {
        const angle = (360 / count) * i + (count === 12 ? 15 : 0);
        art += `<ellipse cx="${cx}" cy="${cy - r * len * 0.5}" rx="${r * len * 0.16}" ry="${r * len * 0.5}" fill="hsl(${(a + 330) % 360},70%,82%)" fill-opacity="${op}" transform="rotate(${angle} ${cx} ${cy})"/>`;
      }
    }
    art += `<circle cx="${cx}" cy="${cy}" r="${r * 0.05}" fill="hsl(45,95%,65%)"/>`;
  } else if (pattern === 'rings') {
    for (let i = 9; i >= 1; i--) {
      art += `<circle cx="${cx}" cy="${cy}" r="${(r * 0.6 * i) / 9}" fill="none" stroke="hsl(42,90%,${55 + i * 3}%)" stroke-opacity="${0.9 - i * 0.08}" stroke-width="${r * 0.012}"/>`;
    }
    art += `<circle cx="${cx}" cy="${cy}" r="${r * 0.09}" fill="hsl(42,95%,70%)"/>`;
  } else if (pattern === 'hills') {
    art += `<circle cx="${w * 0.68}" cy="${h * 0.42}" r="${r * 0.16}" fill="hsl(40,95%,70%)" fill-opacity="0.95"/>`;
    for (let i = 0; i < 4; i++) {
      const y = h * (0.55 + i * 0.12);
      art += `<path d="M0 ${y} C ${w * 0.25} ${y - h * 0.12}, ${w * 0.55} ${y + h * 0.1}, ${w} ${y - h * 0.06} L ${w} ${h} L 0 ${h} Z" fill="hsl(${b},45%,${30 - i * 6}%)" fill-opacity="0.9"/>`;
    }
  } else if (pattern === 'stupa') {
    const base = h * 0.85;
    const s = r * 0.42;
    art += `<circle cx="${cx}" cy="${base - s * 0.9}" r="${s * 0.9}" fill="url(#glow)"/>`;
    art += `<path d="M ${cx - s * 0.8} ${base} L ${cx + s * 0.8} ${base} L ${cx + s * 0.6} ${base - s * 0.15} L ${cx - s * 0.6} ${base - s * 0.15} Z" fill="hsl(43,85%,55%)"/>`;
    art += `<path d="M ${cx - s * 0.55} ${base - s * 0.15} C ${cx - s * 0.55} ${base - s * 0.75}, ${cx - s * 0.1} ${base - s * 0.9}, ${cx} ${base - s * 1.05} C ${cx + s * 0.1} ${base - s * 0.9}, ${cx + s * 0.55} ${base - s * 0.75}, ${cx + s * 0.55} ${base - s * 0.15} Z" fill="hsl(45,90%,60%)"/>`;
    art += `<path d="M ${cx - s * 0.07} ${base - s * 1.0} L ${cx} ${base - s * 1.75} L ${cx + s * 0.07} ${base - s * 1.0} Z" fill="hsl(47,95%,68%)"/>`;
  } else {
    for (let i = 0; i < 14; i++) {
      const x = (w * ((i * 37) % 100)) / 100;
      const y = (h * ((i * 61 + 13) % 100)) / 100;
      const size = r * (0.08 + ((i * 7) % 5) * 0.025);
      art += `<path d="M 0 ${size} C ${-size} ${size * 0.2}, ${-size * 0.7} ${-size * 0.8}, 0 ${-size * 0.4} C ${size * 0.7} ${-size * 0.8}, ${size} ${size * 0.2}, 0 ${size} Z" fill="hsl(${(a + i * 9) % 360},55%,${45 + (i % 4) * 8}%)" fill-opacity="0.75" transform="translate(${x} ${y}) rotate(${180 + i * 23})"/>`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs}${art}</svg>`;
}

/** Renders an artwork once and stores it as public WebP files in each width. */
export async function storeArtwork(files: FileStore, key: string, art: Artwork, widths: number[] = [480, 960]): Promise<StoredImage> {
  const svg = Buffer.from(svgOf(art));
  const height = Math.round(BASE_WIDTH / art.aspect);
  const variants = await Promise.all(
    widths.map(async (width) => {
      const body = await sharp(svg).resize({ width }).webp({ quality: 72, effort: 2 }).toBuffer();
      const fileKey = `seed/${key}-${width}.webp`;
      await files.put(fileKey, body, { visibility: 'public', contentType: 'image/webp' });
      return { key: fileKey, width };
    }),
  );
  return { width: BASE_WIDTH, height, variants };
}

/** A soft temple-bell tone: a few inharmonic partials, decaying, struck `strikes` times. 16-bit mono PCM WAV. */
export function bellWav(options: { seconds: number; pitch: number; strikes?: number; sampleRate?: number }): Buffer {
  const sampleRate = options.sampleRate ?? 8000;
  const samples = Math.round(options.seconds * sampleRate);
  const strikes = options.strikes ?? 2;
  const data = Buffer.alloc(samples * 2);
  const partials = [
    [1, 1, 1.1],
    [2.76, 0.45, 1.9],
    [5.4, 0.22, 3.2],
    [0.5, 0.3, 0.8],
  ] as const;
  const gap = options.seconds / strikes;
  for (let i = 0; i < samples; i++) {
    const t = i / sampleRate;
    const since = t % gap;
    let value = 0;
    for (const [ratio, amp, decay] of partials) {
      const freq = options.pitch * ratio;
      if (freq < sampleRate / 2) value += amp * Math.exp(-decay * since) * Math.sin(2 * Math.PI * freq * since);
    }
    const attack = Math.min(1, since * 200);
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value * 0.35 * attack)) * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A small A5 PDF: a title page and a few pages of English text (Myanmar shaping is the store's dedication code). */
export async function bookPdf(book: { title: string; author: string; paragraphs: string[] }): Promise<{ bytes: Buffer; pages: number }> {
  const doc = await PDFDocument.create();
  doc.setTitle(book.title);
  doc.setAuthor(book.author);
  doc.setProducer('Mahasi Sasana Yeiktha');
  const serif = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const [width, height] = [420, 595];
  const title = doc.addPage([width, height]);
  title.drawRectangle({ x: 30, y: 30, width: width - 60, height: height - 60, borderColor: rgb(0.7, 0.55, 0.2), borderWidth: 1.5 });
  title.drawText(book.title, {
    x: 50,
    y: height - 200,
    size: 20,
    font: bold,
    maxWidth: width - 100,
    lineHeight: 26,
    color: rgb(0.35, 0.2, 0.05),
  });
  title.drawText(book.author, { x: 50, y: height - 290, size: 13, font: serif, maxWidth: width - 100 });
  title.drawText('Mahasi Sasana Yeiktha, Yangon', { x: 50, y: 80, size: 10, font: serif });
  for (const [index, paragraph] of book.paragraphs.entries()) {
    const page = doc.addPage([width, height]);
    page.drawText(paragraph, { x: 50, y: height - 70, size: 11.5, font: serif, maxWidth: width - 100, lineHeight: 16 });
    page.drawText(String(index + 1), { x: width / 2 - 4, y: 30, size: 9, font: serif });
  }
  return { bytes: Buffer.from(await doc.save()), pages: doc.getPageCount() };
}
