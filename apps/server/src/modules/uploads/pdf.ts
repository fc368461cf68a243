import { PDFDocument } from 'pdf-lib';
import { ValidationError } from '../../lib/validation.js';

/**
 * Checks an e-book's PDF by opening it as the dedication page will (pdf-lib): refused, naming the
 * field, when it does not open, is protected by a password, or has no page. Returns its page count.
 */
export async function checkPdf(bytes: Uint8Array, field = 'file'): Promise<{ pageCount: number }> {
  const refuse = (message: string) => new ValidationError([{ field, message }]);
  // pdf-lib reads a document without the header too; a file that does not say it is a PDF is not one.
  if (!Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-')) throw refuse('Must be a PDF file');
  let pageCount: number;
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
    pageCount = doc.getPageCount();
  } catch (error) {
    // pdf-lib's EncryptedPDFError (matched by its words: its class differs between pdf-lib's CommonJS and ES builds).
    if (error instanceof Error && /is encrypted/.test(error.message))
      throw refuse('Is protected by a password: save it without one and upload it again');
    throw refuse('Must be a PDF that opens');
  }
  if (pageCount === 0) throw refuse('Must be a PDF that opens');
  return { pageCount };
}
