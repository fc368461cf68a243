/**
 * "A page of this site" as staff enter it (a banner's link, a notification's, an event's
 * registration) and as the site follows it: the one check the server, the console and the public
 * pages share, so that what the server stores is what the pages treat as their own. Zod-free, so
 * that the public pages can import it.
 *
 * A browser reads more than `//host` as another site: it turns `\` into `/` (`/\host`), drops tabs
 * and line breaks (`/\t/host`), and resolves `%2e%2e` in a path as `..` (`/%2e%2e//host` is the path
 * `//host`). So a site path here starts with a single `/`; has no backslash, whitespace or control
 * character, written or %-encoded (once or twice) in its path; and is still a path of this origin,
 * not starting with `//`, once a browser has resolved it.
 */

/** Control characters (C0, DEL, C1) and the backslash: what a browser drops or reads as `/`. */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f-\u009f\\]/u;
/** …and whitespace of any script, which has no place in a link as typed. */
const hasUnsafe = (text: string) => CONTROL_OR_BACKSLASH.test(text) || /\s/u.test(text);
const BASE = 'https://site.invalid';

/** The path part (before `?` or `#`), %-decoded as often as it still changes (three times at most); undefined when broken. */
function decodedPath(value: string): string | undefined {
  let path = value.split(/[?#]/, 1)[0] ?? '';
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(path);
    } catch {
      return undefined;
    }
    if (next === path) break;
    path = next;
  }
  return path;
}

/** Whether staff may store this as a link to a page of this site, and the site may follow it as one. */
export function isSitePath(value: unknown): value is string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || hasUnsafe(value)) return false;
  const path = decodedPath(value);
  if (path === undefined || path.startsWith('//') || CONTROL_OR_BACKSLASH.test(path)) return false;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return false;
  }
  return url.origin === BASE && !url.pathname.startsWith('//');
}

/** A web address a link may open in a new tab: http or https with a host, nothing a browser would rewrite. */
export function isWebAddress(value: unknown): value is string {
  if (typeof value !== 'string' || !/^https?:\/\/[^\s/\\?#]/i.test(value) || hasUnsafe(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
