import fc from 'fast-check';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_HEADER } from '@mahasi/contract/auth';
import { createTestApp, TEST_API_KEY, type TestApp } from '../test/app.js';
import { createMember, type TestMember } from '../test/factories.js';
import {
  contentType,
  extraHeaders,
  fitting,
  hostileValue,
  nearlyFitting,
  pathSegment,
  queryString,
  rawBody,
  uriEncode,
  type JsonSchema,
} from '../test/hostile.js';
import { createStaff, type TestStaff } from '../modules/staff/test-factories.js';
import { createEbook, seedFees } from '../modules/store/test-factories.js';
import { newsFactory } from '../modules/news/test-factories.js';
import { createEvent, createTalkWithAudio } from '../modules/content/test-factories.js';

/**
 * Hostile input on every endpoint (docs/threat-model.md): every route of the OpenAPI document the
 * server makes from the contract's schemas, and the routes it leaves out of it (files, feeds, the
 * sandbox gateway's page, tus uploads), gets requests built from its own schemas and then broken:
 * wrongly typed, oversized, malformed, with unexpected fields, headers, query strings and path
 * segments, as a guest, a member and staff. No reply may be a 5xx, none may carry a stack trace or
 * SQL, and every 4xx of the API is the error envelope.
 *
 * HOSTILE_INPUT_RUNS sets the requests per route (default 12, the quick run of `npm test`; the
 * bench's full run uses 200); HOSTILE_INPUT_SEED replays a run.
 */
const RUNS = Number(process.env.HOSTILE_INPUT_RUNS ?? 12);
const SEED = Number(process.env.HOSTILE_INPUT_SEED ?? Date.now() % 2 ** 31);

interface Operation {
  method: string;
  path: string;
  parameters?: { in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Routes the OpenAPI document leaves out (hide: true) and pages, with their parameters. */
const HIDDEN: Operation[] = [
  { method: 'GET', path: '/files/{key}' },
  { method: 'GET', path: '/files/private/{key}' },
  { method: 'HEAD', path: '/files/{key}' },
  { method: 'GET', path: '/feeds/podcasts.xml' },
  { method: 'GET', path: '/feeds/events.ics' },
  { method: 'GET', path: '/feeds/events/{id}.ics' },
  { method: 'GET', path: '/sandbox-pay/{reference}' },
  { method: 'POST', path: '/sandbox-pay/{reference}/decide' },
  { method: 'POST', path: '/admin-api/uploads/tus' },
  { method: 'HEAD', path: '/admin-api/uploads/tus/{id}' },
  { method: 'PATCH', path: '/admin-api/uploads/tus/{id}' },
  { method: 'DELETE', path: '/admin-api/uploads/tus/{id}' },
  { method: 'GET', path: '/healthz' },
  { method: 'GET', path: '/readyz' },
  { method: 'GET', path: '/metrics' },
  { method: 'GET', path: '/{page}' },
  { method: 'GET', path: '/admin/{page}' },
  { method: 'POST', path: '/rest-api/{page}' },
  { method: 'PUT', path: '/rest-api/post/getDataById/{id}' },
  { method: 'OPTIONS', path: '/rest-web-api/auth/token' },
];

/** The replies' own words may not show the server's insides. */
const STACK = /\n\s+at [^\n]+:\d+:\d+|node_modules\/|\/work\/|file:\/\/\/|\.ts:\d+:\d+|\.js:\d+:\d+/;
const SQL =
  /syntax error at or near|violates [a-z -]*constraint|duplicate key value|invalid input syntax|relation "[^"]+" does not exist|column "[^"]+"|Failed query|out of range for type|\bselect\b[^\n]{0,200}\bfrom\b\s+"|insert into "|update "\w+" set|delete from "|PGlite|drizzle|PostgresError|DatabaseError/i;
/** tus speaks its own protocol (plain-text replies); feeds, files and pages answer 404 as plain text. */
const NOT_ENVELOPE = /^\/(admin-api\/uploads\/tus|files|feeds|sandbox-pay)(\/|$)|^\/[^/]*$|^\/admin\//;

type Caller = 'guest' | 'member' | 'staff' | 'editor' | 'forged';

describe('hostile input on every endpoint', () => {
  let t: TestApp;
  let member: TestMember;
  let admin: TestStaff;
  let editor: TestStaff;
  let operations: Operation[];

  beforeAll(async () => {
    t = await createTestApp();
    await seedFees(t);
    member = await createMember(t);
    admin = await createStaff(t, 'admin');
    editor = await createStaff(t, 'editor');
    // A few rows for small ids to find: posts, an e-book on sale, an event, a podcast.
    const news = newsFactory(t);
    await news.category();
    for (let i = 0; i < 3; i++) await news.post();
    await createEbook(t);
    await createEvent(t);
    await createTalkWithAudio(t);
    const cart = (await t.member('POST', '/cart/save-cart', member.token, { currencyCode: 'MMK' })).json().data.id;
    await t.member('POST', '/cart/add-item', member.token, { cartId: cart, ebookId: 1, currencyCode: 'MMK' });
    const document = t.app.swagger() as { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> };
    operations = [
      ...Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
      ),
      ...HIDDEN,
    ];
  });

  afterAll(async () => {
    await t?.close();
  });

  /** A session the fuzzer itself ended (log-out, a changed password) is replaced before the next request. */
  async function keepSignedIn(): Promise<void> {
    if ((await t.member('GET', '/getLoginUserInfo', member.token)).statusCode === 401) member = await createMember(t);
    const me = (token: string) => t.app.inject({ method: 'GET', url: '/admin-api/auth/me', headers: { authorization: `Bearer ${token}` } });
    if ((await me(admin.token)).statusCode === 401) admin = await createStaff(t, 'admin');
    if ((await me(editor.token)).statusCode === 401) editor = await createStaff(t, 'editor');
  }

  function requestsFor(operation: Operation): fc.Arbitrary<{ caller: Caller; options: InjectOptions }> {
    const params = operation.parameters ?? [];
    const pathNames = [...operation.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const segments = fc.tuple(...pathNames.map((name) => pathSegment(params.find((p) => p.in === 'path' && p.name === name)?.schema)));
    const querySchema: JsonSchema = {
      type: 'object',
      properties: Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}])),
    };
    const query = fc.oneof(
      fitting(querySchema).map((q) =>
        Object.entries((q as Record<string, unknown>) ?? {})
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => `${uriEncode(k)}=${uriEncode(String(v))}`)
          .join('&'),
      ),
      queryString(Object.keys(querySchema.properties!)),
    );
    const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
    const body = fc.oneof(
      { weight: bodySchema ? 3 : 1, arbitrary: fitting(bodySchema).map((v) => ({ json: v })) },
      { weight: 4, arbitrary: nearlyFitting(bodySchema).map((v) => ({ json: v })) },
      { weight: 1, arbitrary: hostileValue.map((v) => ({ json: v })) },
      { weight: 2, arbitrary: rawBody.map((raw) => ({ raw })) },
      { weight: 1, arbitrary: fc.constant({}) },
    );
    const caller = fc.constantFrom<Caller>('guest', 'member', 'staff', 'editor', 'forged');
    return fc
      .record({ segments, query, body, caller, type: contentType, headers: extraHeaders, apiKey: fc.nat(9), address: fc.nat(250) })
      .map(({ segments, query, body, caller, type, headers, apiKey, address }) => {
        let i = 0;
        const url = operation.path.replace(/\{\w+\}/g, () => segments[i++]!) + (query ? `?${query}` : '');
        const token = { guest: undefined, member: member.token, staff: admin.token, editor: editor.token, forged: 'st_forged.forged' }[
          caller
        ];
        const all: Record<string, string> = { ...headers };
        if (token) all.authorization = `Bearer ${token}`;
        if (apiKey < 7) all[API_KEY_HEADER] = TEST_API_KEY;
        const hasBody = operation.method !== 'GET' && operation.method !== 'HEAD' && ('json' in body || 'raw' in body);
        if (hasBody && type) all['content-type'] = type;
        const payload = !hasBody ? undefined : 'raw' in body ? body.raw : JSON.stringify(body.json ?? null);
        return {
          caller,
          options: {
            method: operation.method as InjectOptions['method'],
            url,
            headers: all,
            remoteAddress: `198.51.100.${address}`,
            ...(payload === undefined ? {} : { payload }),
          },
        };
      });
  }

  interface Reply {
    statusCode: number;
    headers: http.IncomingHttpHeaders;
    body: string;
  }

  /**
   * The request over a real connection, through the front door that answers cache hits before
   * Fastify (decision 0016); undefined when Node's client refuses to send it (a control character
   * in a header), which only app.inject can.
   */
  function overHttp(options: InjectOptions): Promise<Reply | undefined> {
    const { port } = t.app.server.address() as AddressInfo;
    return new Promise((resolve) => {
      try {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: options.method,
            path: String(options.url),
            headers: options.headers as http.OutgoingHttpHeaders,
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
            );
          },
        );
        req.on('error', () => resolve(undefined));
        req.end(typeof options.payload === 'string' ? options.payload : undefined);
      } catch {
        resolve(undefined);
      }
    });
  }

  async function inProcess(options: InjectOptions): Promise<Reply> {
    const res = await t.app.inject(options);
    return { statusCode: res.statusCode, headers: res.headers as http.IncomingHttpHeaders, body: res.body };
  }

  function problemsOf(method: string, path: string, res: Reply): string[] {
    const problems: string[] = [];
    if (res.statusCode >= 500) problems.push(`status ${res.statusCode}`);
    const text = res.body;
    if (STACK.test(text)) problems.push(`stack trace: ${STACK.exec(text)![0]}`);
    const failed = res.statusCode >= 400 || /"respCode":"(?!0000)/.test(text.slice(0, 40));
    if (failed && SQL.test(text)) problems.push(`SQL: ${SQL.exec(text)![0]}`);
    const json = String(res.headers['content-type'] ?? '').includes('json');
    if (res.statusCode >= 400 && !NOT_ENVELOPE.test(path.split('?')[0]!)) {
      if (!json) problems.push(`4xx not JSON: ${res.headers['content-type']}`);
    }
    if (res.statusCode >= 400 && json && method !== 'HEAD') {
      try {
        const body = JSON.parse(text) as Record<string, unknown>;
        const envelope =
          typeof body.respCode === 'string' && typeof body.respMsg === 'string' && 'data' in body && body.respCode !== '0000';
        if (!envelope) problems.push(`not the envelope: ${text.slice(0, 200)}`);
      } catch {
        problems.push(`JSON reply that does not parse: ${text.slice(0, 200)}`);
      }
    }
    return problems;
  }

  it(
    'answers every route, as guest, member and staff, without a 5xx, a stack trace, SQL, or a 4xx outside the envelope',
    async () => {
      expect(operations.length).toBeGreaterThan(100);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const failures: string[] = [];
      let tried = 0;
      const statuses = new Map<number, number>();
      for (const [index, operation] of operations.entries()) {
        const samples = fc.sample(requestsFor(operation), { numRuns: RUNS, seed: SEED + index });
        for (const { caller, options } of samples) {
          // One request in three over a real connection (the front door), the rest in process.
          const res = (tried % 3 === 0 ? await overHttp(options) : undefined) ?? (await inProcess(options));
          tried++;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const problems = problemsOf(String(options.method), String(options.url), res);
          if (problems.length) {
            const payload = typeof options.payload === 'string' ? options.payload.slice(0, 300) : '';
            failures.push(
              `${operation.method} ${operation.path} as ${caller}: ${problems.join('; ')}\n    ${options.method} ${String(options.url).slice(0, 300)} ${payload}\n    ${res.body.slice(0, 300)}`,
            );
          }
          if (/logout|password|two-factor|disable|role|reset|setup|enrol/.test(operation.path)) await keepSignedIn();
        }
      }
      const byStatus = [...statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}: ${n}`)
        .join(', ');
      console.log(`hostile input: ${tried} requests to ${operations.length} routes (seed ${SEED}, ${RUNS} a route); ${byStatus}`);
      expect(failures, failures.slice(0, 30).join('\n')).toEqual([]);
      expect(tried).toBe(operations.length * RUNS);
      // The quick run fits the default limit; a full run (HOSTILE_INPUT_RUNS=200) takes minutes.
    },
    Math.max(30_000, RUNS * 150 * 50),
  );
});
