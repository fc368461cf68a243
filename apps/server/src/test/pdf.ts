import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The text of a PDF as pdftotext (poppler-utils, installed by .ci/run) reads it, as a reader's tools would. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Text without its white space: pdftotext breaks lines and spaces where the layout does. */
export const squash = (text: string) => text.replace(/\s+/g, '');
