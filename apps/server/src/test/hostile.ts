import fc from 'fast-check';

/**
 * Generators of hostile HTTP requests, derived from the server's own OpenAPI document (made by
 * @fastify/swagger from the contract's zod schemas): values that fit each field's schema, values
 * that nearly fit (one field wrong, one missing, one unexpected), and values that fit nothing
 * (wrong types, huge numbers, long strings, control characters, SQL and markup, prototype keys,
 * malformed and oversized JSON, wrong content types, garbage headers and path segments).
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  items?: JsonSchema;
  maxItems?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  default?: unknown;
}

/** encodeURIComponent, and a lone surrogate as the invalid UTF-8 bytes a client could send. */
export const uriEncode = (value: string): string => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};

const LONG = 'a'.repeat(5_000);
const HUGE = 'ဗ'.repeat(70_000);

/** Scalars that break naive code: boundaries, coercion traps, injection and markup, odd Unicode. */
export const hostileScalar: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  null,
  true,
  false,
  0,
  -1,
  -0.5,
  1.5,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  '',
  ' ',
  '0',
  '-1',
  '1e400',
  '9'.repeat(40),
  'NaN',
  'Infinity',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'ဗုဒ္ဓ',
  '🙏'.repeat(40),
  LONG,
  HUGE,
  '2026-13-45T25:61:00Z',
  '0000-00-00',
  'javascript:alert(1)',
  'http://169.254.169.254/latest/meta-data/',
  'MMK',
  'USD',
  'true',
  '[]',
  '{}',
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('a', 'id', '__proto__', 'constructor', ''), hostileScalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2, maxKeys: 3 }) },
);

const pick = (type: JsonSchema['type']): string | undefined => (Array.isArray(type) ? type.find((t) => t !== 'null') : type);

/** Values that fit a JSON schema (the subset the zod transform emits). */
export function fitting(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return fc.constant(undefined);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => fitting(s, depth + 1)));
  if (schema.allOf?.length) return fitting(schema.allOf[0], depth + 1);
  const withNull = (arb: fc.Arbitrary<unknown>) =>
    schema.nullable || (Array.isArray(schema.type) && schema.type.includes('null')) ? fc.option(arb, { nil: null }) : arb;
  switch (pick(schema.type)) {
    case 'integer':
    case 'number': {
      const low =
        typeof schema.exclusiveMinimum === 'number'
          ? schema.exclusiveMinimum + 1
          : (schema.minimum ?? -1000) + (schema.exclusiveMinimum === true ? 1 : 0);
      const high =
        typeof schema.exclusiveMaximum === 'number'
          ? schema.exclusiveMaximum - 1
          : (schema.maximum ?? 1_000_000) - (schema.exclusiveMaximum === true ? 1 : 0);
      const min = Math.max(low, -(2 ** 31));
      const max = Math.min(high, 2 ** 31 - 1);
      // Small ids hit the rows the test made; the edges hit the limits.
      return withNull(
        fc.oneof(
          fc.integer({ min: Math.max(min, Math.min(max, 1)), max: Math.min(max, Math.max(min, 8)) }),
          fc.constantFrom(min, max),
          fc.integer({ min, max }),
        ),
      );
    }
    case 'boolean':
      return withNull(fc.boolean());
    case 'string': {
      const maxLength = Math.min(schema.maxLength ?? 60, 200);
      const minLength = Math.min(schema.minLength ?? 0, maxLength);
      if (schema.format === 'email') return withNull(fc.emailAddress());
      if (schema.format === 'date-time')
        return withNull(
          fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
        );
      if (schema.format === 'date')
        return withNull(
          fc
            .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
            .map((d) => d.toISOString().slice(0, 10)),
        );
      if (schema.format === 'uri' || schema.format === 'url') return withNull(fc.webUrl());
      if (schema.pattern) {
        try {
          return withNull(fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= maxLength && s.length >= minLength));
        } catch {
          // An expression fast-check cannot generate from: any string will do.
        }
      }
      return withNull(fc.oneof(fc.string({ minLength, maxLength }), fc.string({ unit: 'grapheme', minLength, maxLength })));
    }
    case 'array':
      return withNull(
        fc.array(fitting(schema.items, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) }),
      );
    case 'object':
    case undefined: {
      if (!schema.properties) return withNull(fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }));
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(schema.properties)) model[key] = fitting(value, depth + 1);
      return withNull(fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in model) }));
    }
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** A fitting object with one thing wrong: a field replaced by a hostile value, a field left out, an unexpected one added. */
export function nearlyFitting(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  return fc
    .tuple(fitting(schema), fc.nat(), hostileValue, fc.constantFrom('replace', 'delete', 'extra', 'nest'))
    .map(([value, n, bad, how]) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return bad;
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      const keys = Object.keys(schema?.properties ?? copy);
      const key = keys.length ? keys[n % keys.length]! : 'unexpected';
      if (how === 'replace') copy[key] = bad;
      else if (how === 'delete') delete copy[key];
      else if (how === 'nest') copy[key] = { [key]: bad };
      else copy[`unexpected_${n % 5}`] = bad;
      return copy;
    });
}

/** Bodies sent as raw text: malformed, odd JSON, prototype pollution, too deep, too large. */
export const rawBody = fc.constantFrom(
  '',
  '{',
  '{"a":1',
  'null',
  '[]',
  '"text"',
  '123',
  'true',
  '{"__proto__":{"admin":true,"role":"admin"}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"id":1e999,"pageNo":1e999}',
  '{"id":-0,"pageNo":0.0000001}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `{"a":"${'x'.repeat(300 * 1024)}"}`,
  '\u0000\u0001\u0002',
  '\ufeff{}',
  'a=1&b=2',
  '--x\r\nContent-Disposition: form-data; name="file"; filename="../../x.pdf"\r\n\r\nhello\r\n--x--\r\n',
);

export const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/xml',
  'application/octet-stream',
  '*/*',
  'application/offset+octet-stream',
  undefined,
);

/** A path segment: fitting the parameter's schema or not fitting anything. */
export function pathSegment(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fitting(schema).map((v) => uriEncode(String(v))) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '1.5',
        '1e3',
        '0x10',
        '99999999999999999999999',
        '2147483648',
        'abc',
        '%00',
        '%2e%2e%2f%2e%2e',
        '..%2F..%2Fetc%2Fpasswd',
        '%ZZ',
        '%E1%80',
        encodeURIComponent('ဗုဒ္ဓ'),
        'a'.repeat(3000),
        'null',
        'undefined',
        '%20',
        '1%20OR%201%3D1',
      ),
    },
    { weight: 1, arbitrary: hostileScalar.map((v) => uriEncode(typeof v === 'string' ? v : JSON.stringify(v))) },
  );
}

/** Extra query strings: unexpected keys, arrays, nested brackets, and the parameters' own names with bad values. */
export function queryString(names: string[]): fc.Arbitrary<string> {
  const key = fc.constantFrom(...names, 'a', '__proto__', 'constructor[prototype][x]', 'page[]', 'id', 'expires', 'signature', 'name', '');
  const value = fc.oneof(
    hostileScalar.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
    fc.string({ maxLength: 20 }),
  );
  return fc
    .array(fc.tuple(key, value), { maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${uriEncode(k)}=${uriEncode(v)}`).join('&'));
}

/** Headers a client may send wrong on purpose. */
export const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    accept: fc.constantFrom('*/*', 'text/html', 'application/xml', 'garbage/;;;', ''),
    'accept-encoding': fc.constantFrom('br', 'gzip;q=abc', 'identity;q=0', 'x'.repeat(2000), ''),
    'accept-language': fc.constantFrom('my', 'en', '*;q=2', 'x'.repeat(2000)),
    cookie: fc.constantFrom('locale=mm', 'locale=../../etc', 'session=\u0001', 'a=' + 'b'.repeat(4000), 'token=; token=x'),
    'if-none-match': fc.constantFrom('*', '"abc"', 'W/"x"', '', '\u00ff'),
    'if-modified-since': fc.constantFrom('yesterday', 'Thu, 01 Jan 1970 00:00:00 GMT'),
    range: fc.constantFrom('bytes=0-0', 'bytes=999999999-1', 'bytes=-', 'bytes=0-1,2-3,4-5', 'lines=1-2'),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'garbage', '::1, 10.0.0.1', ''),
    'x-forwarded-proto': fc.constantFrom('https', 'gopher'),
    'upload-length': fc.constantFrom('-1', '1', '99999999999999', 'x'),
    'upload-metadata': fc.constantFrom('filename ZmlsZS5wZGY=', 'kind YXVkaW8=', 'bad', '=,=,='),
    'upload-offset': fc.constantFrom('0', '-1', 'x'),
    'tus-resumable': fc.constantFrom('1.0.0', '0.0.1'),
  },
  { requiredKeys: [] },
);
