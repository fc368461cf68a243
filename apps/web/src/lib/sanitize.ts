import DOMPurify, { type Config } from 'dompurify';

/**
 * The HTML the API sends (news bodies, notifications, Dhamma transcripts) was sanitised by the
 * server when it was stored, and is sanitised again here before it is shown. DOMPurify needs a DOM:
 * when the server renders a first screen it lends its own sanitiser (sanitize-html, the one that
 * cleaned the text on the way in) through `setServerSanitizer`.
 */
let serverSanitizer: ((html: string) => string) | undefined;

export function setServerSanitizer(sanitize: (html: string) => string): void {
  serverSanitizer = sanitize;
}

export function sanitizeHtml(html: string, config: Config = {}): string {
  if (DOMPurify.isSupported) return DOMPurify.sanitize(html, { ...config, RETURN_TRUSTED_TYPE: false }) as string;
  if (!serverSanitizer) throw new Error('No HTML sanitiser: DOMPurify needs a DOM, and no server sanitiser was set.');
  return serverSanitizer(html);
}
