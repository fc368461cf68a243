import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';

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
    const address = req.socket?.remoteAddress;
    if (typeof forwarded === 'string' && forwarded && address !== undefined && trusted(address, 0)) {
      return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim() === 'https';
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

const originOf = (url: string | undefined) => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/**
 * The Content-Security-Policy of the app's pages (public site and staff console). Scripts: the
 * build's own files and the page's inline scripts by their hashes, never 'unsafe-inline' or eval.
 * Styles may be inline (React's style attributes). Images, audio and video come from this site,
 * the file store and any HTTPS address (news images, podcast and stream hosts); players from
 * HTTPS hosts in frames (YouTube, Vimeo, a live stream's page). No other site may frame a page.
 */
export function pageContentSecurityPolicy(html: string, config: Pick<AppConfig, 'files'>): string {
  const store = [...originOf(config.files.publicBaseUrl), ...(config.files.driver === 's3' ? originOf(config.files.s3.endpoint) : [])];
  const media = ["'self'", 'data:', 'blob:', 'https:', ...store].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src ${media}`,
    `media-src ${media}`,
    "font-src 'self' data:",
    `connect-src 'self' https: ${store.join(' ')}`.trim(),
    "worker-src 'self' blob:",
    'frame-src https:',
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

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
