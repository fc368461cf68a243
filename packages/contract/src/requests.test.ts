import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatFieldMessage, labelOf } from './fields.js';
import { installHumanMessages } from './messages.js';

/**
 * Every request schema of the contract, found by name (`…Payload`, `…Filter`, `…Request`,
 * `…Param`, `…Query`) in every module, so that a schema added later is checked without being listed.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const modules = await Promise.all(
  readdirSync(here)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
    .map(async (file) => [file, (await import(`./${file}`)) as Record<string, unknown>] as const),
);
const requestSchemas = (() => {
  const seen = new Set<unknown>();
  const found: [string, z.ZodType][] = [];
  for (const [file, exports] of modules) {
    for (const [name, value] of Object.entries(exports)) {
      if (!/(Payload|Filter|Request|Param|Query)$/.test(name) || !(value instanceof z.ZodType) || seen.has(value)) continue;
      seen.add(value);
      found.push([`${file.replace(/\.ts$/, '')}.${name}`, value]);
    }
  }
  return found;
})();

type AnySchema = z.core.$ZodType;

/** The fields of an object schema, through defaults, optionals and preprocessing. */
function shapeOf(schema: AnySchema): Record<string, AnySchema> | undefined {
  let current: AnySchema | undefined = schema;
  for (let depth = 0; current && depth < 10; depth++) {
    const def = current._zod.def as unknown as {
      type: string;
      shape?: Record<string, AnySchema>;
      innerType?: AnySchema;
      in?: AnySchema;
      out?: AnySchema;
    };
    if (def.type === 'object') return def.shape;
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe') current = def.in?._zod.def.type === 'transform' ? def.out : def.in;
    else return undefined;
  }
  return undefined;
}

const searchSchemas = requestSchemas.flatMap(([name, schema]) => {
  const search = shapeOf(schema)?.searchObj;
  const fields = search && shapeOf(search);
  return fields ? [{ name, schema, fields: Object.keys(fields) }] : [];
});

const searchOf = (schema: z.ZodType, searchObj: Record<string, unknown>) => {
  const result = schema.safeParse({ searchObj });
  return { ...result, search: (result.data as { searchObj?: Record<string, unknown> } | undefined)?.searchObj };
};

/** A field is a numeric filter when a plain number such as 1, 5 or 2026 reads as a number. */
const isNumeric = (schema: z.ZodType, field: string) =>
  [1, 5, 2026].some((value) => typeof searchOf(schema, { [field]: value }).search?.[field] === 'number');

describe('request schemas', () => {
  it('are found in every module (the checks below go through them)', () => {
    const names = requestSchemas.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining(['notification.notificationFilter', 'news.newsFilter', 'ebook.ebookFilter', 'store.orderFilter']),
    );
    expect(searchSchemas.length).toBeGreaterThanOrEqual(14);
  });
});

describe('an empty search filter means no filter', () => {
  const numeric = searchSchemas.flatMap(({ name, schema, fields }) =>
    fields.filter((field) => isNumeric(schema, field)).map((field) => ({ name, schema, field })),
  );

  it('finds the numeric filters', () => {
    const names = numeric.map(({ name, field }) => `${name} ${field}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'notification.notificationFilter notiType',
        'news.newsFilter month',
        'ebook.ebookFilter categoryId',
        'event.eventFilter year',
        'group.groupFilter groupType',
        'store.orderFilter userId',
      ]),
    );
  });

  const blanks: [string, unknown][] = [
    ["''", ''],
    ["' '", ' '],
    ['null', null],
    ['0', 0],
    ["'0'", '0'],
  ];
  it.each(numeric.map(({ name, schema, field }) => [`${name} searchObj.${field}`, schema, field] as const))(
    '%s: blank, null, 0 and absent all read as no filter',
    (_label, schema, field) => {
      const absent = searchOf(schema, {});
      expect(absent.success, 'absent').toBe(true);
      expect(absent.search?.[field] ?? null).toBeNull();
      for (const [label, value] of blanks) {
        const result = searchOf(schema, { [field]: value });
        expect(result.error?.issues ?? [], label).toEqual([]);
        expect(result.search?.[field] ?? null, label).toBeNull();
      }
    },
  );

  // A select's 'All' option or a cleared search box sends '' or null for text and choice filters too.
  const others = searchSchemas.flatMap(({ name, schema, fields }) =>
    fields.filter((field) => !isNumeric(schema, field)).map((field) => [`${name} searchObj.${field}`, schema, field] as const),
  );
  it.each(others)('%s: blank and null are accepted as no filter', (_label, schema, field) => {
    const absent = searchOf(schema, {});
    for (const value of ['', null]) {
      const result = searchOf(schema, { [field]: value });
      expect(result.error?.issues ?? [], JSON.stringify(value)).toEqual([]);
      const read = result.search?.[field];
      expect(
        read === '' || read == null || read === absent.search?.[field],
        `${JSON.stringify(value)} read as ${JSON.stringify(read)}`,
      ).toBe(true);
    }
  });
});

describe('a 422 message', () => {
  // As on the server (apps/server/src/http/errors.ts installs them at start).
  beforeAll(installHumanMessages);

  /** Every field path of a request: its own fields and those of nested objects (searchObj.notiType). */
  const pathsOf = (schema: AnySchema, prefix: string[] = []): string[][] =>
    Object.entries(shapeOf(schema) ?? {}).flatMap(([name, field]) => {
      const inner = shapeOf(field);
      return [[...prefix, name], ...(inner ? pathsOf(field, [...prefix, name]) : [])];
    });
  const withValue = (fieldPath: string[], value: unknown): Record<string, unknown> =>
    fieldPath.reduceRight<unknown>((inner, name) => ({ [name]: inner }), value) as Record<string, unknown>;

  const badValues: unknown[] = [
    null,
    '',
    ' ',
    'x',
    -1,
    0,
    1.5,
    1e12,
    'x'.repeat(6000),
    true,
    {},
    [],
    ['x'],
    [-1],
    Array.from({ length: 200 }, () => 1),
  ];
  // zod's own wording ('Too small: expected number to be >=1', 'Invalid input') and field paths.
  const machineWords = /expected|received|[<>]=?|too small|too big|invalid input|invalid option|\bnan\b/i;
  const fieldNames = /\b[a-z]+[A-Z]\w*/;

  it.each(requestSchemas)('%s: every field has a label and a message for people', (_name, schema) => {
    const problems = new Set<string>();
    const values = [{}, ...pathsOf(schema).flatMap((fieldPath) => badValues.map((value) => withValue(fieldPath, value)))];
    for (const value of values) {
      for (const issue of schema.safeParse(value).error?.issues ?? []) {
        const field = issue.path.map(String).join('.') || 'body';
        const message = formatFieldMessage(field, issue.message);
        if (labelOf(field) === undefined) problems.add(`no label for ${field}`);
        if (machineWords.test(issue.message) || fieldNames.test(issue.message)) problems.add(`${field}: ${message}`);
      }
    }
    expect([...problems]).toEqual([]);
  });

  it('says the range of a number filter with its label', () => {
    const [issue] = requestSchemas
      .find(([name]) => name === 'notification.notificationFilter')![1]
      .safeParse({ searchObj: { notiType: 9 } }).error!.issues;
    expect(formatFieldMessage(issue!.path.join('.'), issue!.message)).toBe('Notification type must be between 1 and 6');
  });
});
