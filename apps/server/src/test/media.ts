import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * Media files made in the tests, byte by byte, so that no fixture is checked in and every
 * property (duration, bitrate, pages) is known exactly.
 */

/** One MPEG-1 Layer III frame: 128 kbps, 48 kHz, mono, no CRC; 384 bytes (no padding at 48 kHz), silent. */
const MP3_FRAME = (() => {
  const frame = Buffer.alloc(384);
  frame.set([0xff, 0xfb, 0x94, 0xc4]);
  return frame;
})();
const MP3_FRAMES_PER_SECOND = 48000 / 1152;

/** A constant-bitrate MP3 (128 kbps) of about `seconds` seconds: 16,000 bytes a second. */
export function mp3(seconds: number): Buffer {
  const frames = Math.ceil(seconds * MP3_FRAMES_PER_SECOND);
  return Buffer.concat(Array.from({ length: frames }, () => MP3_FRAME));
}

/** A PCM WAV file (16-bit mono) of `seconds` seconds of silence. */
export function wav(seconds: number, sampleRate = 8000): Buffer {
  const samples = seconds * sampleRate;
  const file = Buffer.alloc(44 + samples * 2);
  file.write('RIFF', 0);
  file.writeUInt32LE(36 + samples * 2, 4);
  file.write('WAVEfmt ', 8);
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20);
  file.writeUInt16LE(1, 22);
  file.writeUInt32LE(sampleRate, 24);
  file.writeUInt32LE(sampleRate * 2, 28);
  file.writeUInt16LE(2, 32);
  file.writeUInt16LE(16, 34);
  file.write('data', 36);
  file.writeUInt32LE(samples * 2, 40);
  return file;
}

/** A book of `pages` pages with text on each; `objectStreams` as pdf-lib writes by default, or a classic xref table. */
export async function pdfBook(pages: number, options: { objectStreams?: boolean; size?: [number, number] } = {}): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle('A book made in the test');
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  for (let i = 1; i <= pages; i++) doc.addPage(options.size ?? [420, 595]).drawText(`Chapter ${i}`, { x: 40, y: 500, size: 20, font });
  return Buffer.from(await doc.save({ useObjectStreams: options.objectStreams ?? true }));
}

/** The same book, marked as encrypted with a password (the standard security handler in its trailer). */
export async function encryptedPdf(): Promise<Buffer> {
  const plain = (await pdfBook(2, { objectStreams: false })).toString('latin1');
  return Buffer.from(
    plain.replace(/trailer\s*<</, 'trailer\n<<\n/Encrypt << /Filter /Standard /V 1 /R 2 /O (owner-key) /U (user-key) /P -4 >>'),
    'latin1',
  );
}
