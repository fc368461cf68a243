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

/** Video players a post may embed: the same hosts the server keeps (apps/server/src/lib/html.ts). */
const EMBED_HOSTS = ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com'];

let embedHook = false;

/** A post's body: the default rules, plus frames from the video hosts above (any other frame is dropped). */
export function sanitizeRichHtml(html: string): string {
  if (DOMPurify.isSupported && !embedHook) {
    embedHook = true;
    DOMPurify.addHook('uponSanitizeElement', (node, data) => {
      if (data.tagName !== 'iframe') return;
      if (!EMBED_HOSTS.includes(httpsHost((node as Element).getAttribute('src') ?? ''))) {
        node.parentNode?.removeChild(node);
      }
    });
  }
  return sanitizeHtml(html, { ADD_TAGS: ['iframe'], ADD_ATTR: ['allowfullscreen', 'loading'] });
}

function httpsHost(src: string): string {
  try {
    const url = new URL(src);
    return url.protocol === 'https:' ? url.hostname : '';
  } catch {
    return '';
  }
}
