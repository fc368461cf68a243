import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import { defaultPublicBaseUrl } from '../lib/bucketAddress.js';

/**
 * Headers every reply carries (docs/threat-model.md): no content sniffing, no framing by another
 * site, no full address of a page sent to another site. Cached replies the front door answers
 * carry them too (cache.ts).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** One year, sub-domains included: sent only over HTTPS (a browser ignores it over HTTP anyway). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Adds the security headers to every reply Fastify sends, and HSTS when the request came over
 * TLS: directly, or through a proxy the server trusts (TRUST_PROXY) saying so in
 * X-Forwarded-Proto. An untrusted X-Forwarded-Proto is ignored (Fastify's request.protocol).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}

/**
 * Whether a request came over TLS, decided as Fastify decides `request.protocol` under the same
 * trustProxy setting: for the front door (front.ts), which answers cache hits before Fastify.
 */
export function overTlsOf(trustProxy: AppConfig['trustProxy']): (req: IncomingMessage) => boolean {
  const trusted =
    typeof trustProxy === 'function'
      ? trustProxy
      : trustProxy === true
        ? () => true
        : trustProxy === false
          ? () => false
          : proxyAddr.compile(trustProxy);
  return (req) => {
    const forwarded = req.headers['x-forwarded-proto'];
    if (typeof forwarded === 'string' && forwarded) {
      const address = req.socket?.remoteAddress;
      if (address !== undefined && trusted(address, 0)) return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim() === 'https';
    }
    return (req.socket as TLSSocket | undefined)?.encrypted === true;
  };
}

/** Inline `<script>` elements that run (not JSON data blocks, not `src=` scripts). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The CSP hash source of each inline script of a page, as the browser computes it. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1]!;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[2]!, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const originOf = (url: string | undefined): string[] => {
  if (!url) return [];
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? [origin] : [];
  } catch {
    return [];
  }
};

/**
 * Where the browser reads files from besides this site: FILES_PUBLIC_URL (a CDN, or the bucket's
 * public address) and, with S3, the bucket's own address, which serves public files when no public
 * address is set and every presigned link (a bought e-book, "Save for offline").
 */
export function fileStoreOrigins(files: AppConfig['files']): string[] {
  const origins = originOf(files.publicBaseUrl);
  if (files.driver === 's3') origins.push(...originOf(defaultPublicBaseUrl(files.s3)));
  return [...new Set(origins)];
}

/** The active broadcast's address when the page fetches it (an HLS playlist on another host), as an origin. */
export function liveStreamOrigins(live: { streamKind: string; streamUrl: string } | null | undefined): string[] {
  return live?.streamKind === 'hls' ? originOf(live.streamUrl) : [];
}

/**
 * The Content-Security-Policy of the app's pages (public site and staff console). Scripts: the
 * build's own files and the page's inline scripts by their hashes, never 'unsafe-inline' or eval.
 * Styles may be inline (React's style attributes). Images come from this site and the file store
 * only (so injected markup or styles cannot send anything elsewhere through an image address);
 * the page fetches from this site, the file store and the active broadcast's HLS host (`streams`).
 * Audio, video and frames stay open to HTTPS hosts: staff link talks on podcast hosts in news
 * bodies, and choose the broadcast's player and each Dhamma video's page (YouTube, Vimeo, Facebook)
 * in the console; none of them runs in this page. Forms post to this site only (checkout goes to the
 * payment provider by navigation, not by a form). The console previews a broadcast from any address
 * staff type before it is saved, so its fetches stay open to HTTPS hosts (`console`). No other site
 * may frame a page. Decision 0043.
 */
export function pageContentSecurityPolicy(
  html: string,
  config: Pick<AppConfig, 'files'>,
  options: { streams?: string[]; console?: boolean } = {},
): string {
  const store = fileStoreOrigins(config.files);
  const streams = options.streams ?? [];
  const sources = (...list: string[]) => [...new Set(list)].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src ${sources("'self'", 'data:', 'blob:', ...store)}`,
    `media-src ${sources("'self'", 'data:', 'blob:', 'https:', ...store, ...streams)}`,
    "font-src 'self' data:",
    `connect-src ${sources("'self'", ...store, ...streams, ...(options.console ? ['https:'] : []))}`,
    "worker-src 'self' blob:",
    'frame-src https:',
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The API documentation's page (/docs, Swagger UI): its scripts and styles are files of its own,
 * it reads the OpenAPI document and sends "Try it out" calls to this site only; its components set
 * style attributes, and its icons are data: images.
 */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Query parameters that carry a secret: signed links, S3 presigned links, codes, tokens. */
const SECRET_QUERY = /^(signature|token|code|password|secret|key|access_token|x-amz-signature|x-amz-credential|x-amz-security-token)$/i;
/** Path parameters that are secrets: a staff member's account set-up link. */
const SECRET_PATH = /(\/auth\/setup\/)[^/?#]+/;

/** A request's address as the log keeps it: secrets in the path or the query replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at)).replace(SECRET_PATH, '$1[redacted]');
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const [name = '', ...rest] = pair.split('=');
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A broken escape is logged as it came.
      }
      return rest.length && SECRET_QUERY.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
}

/**
 * The logger: a request is logged as its method, address (secrets redacted), host and client
 * address, never its headers (Authorization, Cookie) or body (passwords, codes); should a header
 * or body reach a log line some other way, the usual secret fields are censored by path.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url ?? ''),
        ...(request.host ? { host: request.host } : {}),
        ...(request.ip ? { remoteAddress: request.ip } : {}),
      }),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        'body.password',
        'body.newPassword',
        'body.oldPassword',
        'body.token',
        'body.code',
        'password',
        'token',
      ],
      censor: '[redacted]',
    },
  };
}
