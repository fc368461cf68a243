/**
 * Without zod, for the web app: what every record desk shares (staff-records.ts re-exports it), and
 * the one function that makes a record kind's paths, statuses and sort order from its declaration
 * (`recordKind`). The kind's schemas are made from the same declaration (`recordKindSchemas` in
 * staff-records.ts), so the console, which imports this, and the server, which validates with those,
 * read one definition.
 */

/** Revisions kept per record (the oldest go first). */
export const REVISIONS_KEPT_PER_RECORD = 50;
/** Records one bulk action may name. */
export const BULK_MAX_RECORDS = 100;

export const bulkActions = ['publish', 'unpublish', 'delete', 'restore'] as const;
export type BulkAction = (typeof bulkActions)[number];

/** The revision and bulk paths under a desk's base (`/catalogue/events`, `/talks`, `/ebooks`). */
export const recordPaths = <const Base extends string>(base: Base) => ({
  /** GET */ revisions: (id: number) => `${base}/${id}/revisions` as const,
  /** GET */ revision: (id: number, revisionId: number) => `${base}/${id}/revisions/${revisionId}` as const,
  /** POST */ restoreRevision: (id: number, revisionId: number) => `${base}/${id}/revisions/${revisionId}/restore` as const,
  /** POST */ bulk: `${base}/bulk` as const,
});

/** A record's lifecycle paths under its kind's base, relative to /admin-api. */
export const recordLifecyclePaths = <const Base extends string>(base: Base) => ({
  /** POST */ list: `${base}/list` as const,
  /** POST */ create: base,
  /** GET */ get: (id: number) => `${base}/${id}` as const,
  /** POST */ save: (id: number) => `${base}/${id}/save` as const,
  /** POST */ publish: (id: number) => `${base}/${id}/publish` as const,
  /** POST */ unpublish: (id: number) => `${base}/${id}/unpublish` as const,
  /** POST */ delete: (id: number) => `${base}/${id}/delete` as const,
  /** POST */ restore: (id: number) => `${base}/${id}/restore` as const,
});

/** What a record kind declares: where its desk lives, the states a record passes through, how its list sorts. */
export interface RecordKindDeclaration<
  Base extends string,
  Statuses extends readonly [string, ...string[]],
  SortKeys extends readonly [string, ...string[]],
  StatusField extends string,
> {
  /** The desk's base under /admin-api: '/talks', '/catalogue/events'. */
  base: Base;
  /** Its states (draft, published, deleted, …), in the order the console offers them. */
  statuses: Statuses;
  /** The list filter's name for the state: 'status', or 'state' where 'status' means something else (e-books). */
  statusField: StatusField;
  /** The list's sort keys (snake_case columns) and the one it sorts by when none is asked for. */
  sortKeys: SortKeys;
  defaultSort: SortKeys[number];
  /** A deleted record can be restored this many days; then it is removed with its files. */
  deletedDays: number;
}

/** A record kind: its declaration and its lifecycle, revision and bulk paths, made by one function. */
export const recordKind = <
  const Base extends string,
  const Statuses extends readonly [string, ...string[]],
  const SortKeys extends readonly [string, ...string[]],
  const StatusField extends string = 'status',
>(
  declaration: RecordKindDeclaration<Base, Statuses, SortKeys, StatusField>,
) => ({ ...declaration, paths: { ...recordLifecyclePaths(declaration.base), ...recordPaths(declaration.base) } });
