import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Paged } from '@mahasi/contract/envelope';
import { StaffRespCode } from '@mahasi/contract/staff';
import { DELETED_RECORD_DAYS } from '@mahasi/contract/staff-catalogue';
import {
  recordBulkPayload,
  type NotRestoredPart,
  type RecordBulkPayload,
  type RecordBulkResult,
  type RecordRevision,
  type RecordRevisionDetail,
} from '@mahasi/contract/staff-records';
import type { Db } from '../../db/client.js';
import type { Invalidate } from '../../http/cache.js';
import { BusinessError, forbidden, notFound } from '../../lib/errors.js';
import { ValidationError } from '../../lib/validation.js';
import type { FileStore } from '../files/store.js';
import { diff, recordAudit } from '../staff/audit.js';
import { foreignImageHosts, keepImagesIn, type UploadService } from '../uploads/service.js';
import { bulkInOneTransaction } from './bulk.js';
import { findRevision, forgetRevisions, keepRevision, listRevisions } from './revisions.js';
import type { Actor, StaffCaller } from '../../lib/staffCaller.js';

/**
 * The record engine (decisions 0023, 0032 and 0046): the lifecycle every kind of content staff write
 * shares, written once. A kind declares its table, its content, who may do what and a few hooks
 * (`defineRecordKind`); `recordDesk` gives it list, read, create, save and autosave with the version
 * check, revisions and their restore, publish, unpublish, the bin and its restore, bulk actions, the
 * order of ordered kinds and the purge of the bin, each audited and dropping the public caches.
 * A kind with statuses beyond draft, published and deleted (news) declares them and the moves
 * between them as a `StatusMachine` (decision 0051).
 */

/** The columns every record kind's table has. */
export interface LifecycleRow {
  id: number;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  updatedByName: string | null;
  deletedAt: Date | null;
}

/** The last four facts of a record as the console reads it: when it was changed and by whom, made, and binned. */
export const lifecycleStamps = (row: LifecycleRow) => ({
  updatedAt: row.updatedAt.toISOString(),
  updatedByName: row.updatedByName,
  createdAt: row.createdAt.toISOString(),
  deletedAt: row.deletedAt?.toISOString() ?? null,
});

/** A desk list's sort by title: the English one, or the Myanmar one where there is no English, ignoring case. */
export const titleSort = (titleEn: AnyColumn, titleMm: AnyColumn): SQL => sql`lower(coalesce(nullif(${titleEn}, ''), ${titleMm}))`;

/** A record as a row of the console's list: all of it but its long descriptions. */
export function withoutDescriptions<Presented extends { descriptionEn: unknown; descriptionMm: unknown }>(
  record: Presented,
): Omit<Presented, 'descriptionEn' | 'descriptionMm'> {
  const { descriptionEn: _en, descriptionMm: _mm, ...rest } = record;
  return rest;
}

/** A record's place in its life, as the console shows it. */
export type RecordStatus = 'draft' | 'published' | 'deleted';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The table of a kind, with the lifecycle's columns the engine reads. */
export type RecordTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  deletedAt: PgColumn;
};

export interface RecordContext {
  tx: Db;
  files: FileStore;
  uploads: UploadService;
}

/** How a record of the kind is on the site. */
export type Visibility =
  /**
   * Published or not, with the time it went on the site: `first` keeps the first time when it comes
   * back (talks, e-books: listeners' and buyers' lists keep their order), `each` takes every publish's.
   */
  | { flag: 'published'; publishedAt: 'first' | 'each' }
  /** Active or not, one at a time (the live broadcast): making one active turns the others off. */
  | { flag: 'isActive' };

type Errors = { field: string; message: string }[];

/** What a change of status knows: who asks, when, the transaction, and the record's content on demand. */
export interface Move {
  caller: StaffCaller;
  /** Whether the caller writes every record of the kind. */
  writesAny: boolean;
  at: Date;
  tx: Db;
  /** The change's own payload, parsed by the transition's `input` schema (a scheduled time). */
  input: unknown;
  /** The record's content as the console edits it. */
  content(): Promise<Record<string, unknown>>;
}

/** One change of status: what it writes, or why it is refused (409 not now, 403, 422). */
export interface Transition<Row> {
  /** Only those who write every record may make it (refused with 403 before anything is read). */
  editorsOnly?: boolean;
  /** The payload it takes besides the version, parsed before anything is read (422). */
  input?: z.ZodType;
  to(row: Row, move: Move): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** The audit action, when it is not `<entityType>.<name>` (a publish that schedules). */
  action?(next: Record<string, unknown>): string | undefined;
}

/**
 * A kind's statuses and the moves between them. Kinds that are on the site or not (`visibility`)
 * get the engine's own (draft, published, deleted; publish, unpublish, delete, restore); a kind
 * with more statuses (news: review, scheduled, archived) declares its own.
 */
export interface StatusMachine<Row, Status extends string> {
  of(row: Row): Status;
  /** On the site: a change in or out of it, or a save of it, drops the public caches. */
  isPublic(row: Row): boolean;
  /** What a save must keep fit to be read (on the site, or due to be). */
  staysPublishable(row: Row): boolean;
  /** What those who write their own drafts only may still change. */
  ownerMayChange(row: Row): boolean;
  /** The list's condition for a status asked ('' or undefined: every record not in the bin). */
  where(status: Status | '' | undefined): SQL | undefined;
  transitions: Partial<Record<string, Transition<Row>>>;
  /** The status columns a new record starts with. */
  initial(at: Date): Record<string, unknown>;
  /** What the audit log keeps of a move (default: the status before and after). */
  audited?(row: Row): Record<string, unknown>;
  /** Runs after a move in its transaction (news tells members of a post's first publish). */
  afterMove?(tx: Db, row: Row): Promise<void>;
}

export interface RecordKind<Row extends LifecycleRow, Content, Presented, Listed, Filter, Status extends string = RecordStatus> {
  /** The revisions' name for the kind ('events', 'talks', 'ebooks'). */
  name: string;
  /** The audit log's record type ('event', 'talk', 'ebook'). */
  entityType: string;
  table: RecordTable;
  /** How a record is on the site, for a kind with the engine's statuses; a kind with its own declares `status` instead. */
  visibility?: Visibility;
  /** The kind's own statuses and moves, when it has more than draft, published and deleted. */
  status?: StatusMachine<Row, Status>;
  /** The public caches every change of a public record drops (every process, at commit). */
  cacheScope: string;
  /** The name the audit log gives the record's status ('status'; e-books say 'state', their `status` is for sale or not). */
  statusKey?: 'status' | 'state';
  /** Where the record's cover is: the stored image's column and its upload's; the content's `coverUploadId`. */
  cover?: { column: string; uploadColumn: string };
  /** The column of a kind whose staff put records in order (banners, group entries). */
  sortOrder?: PgColumn;

  access: {
    /** Who may write every record of the kind (the routes say who may call at all). */
    writesAny(caller: StaffCaller): boolean;
    /**
     * Others write their own drafts only (talks' authors): they see their own records, cannot
     * publish or unpublish, and cannot change or bin what is on the site. Without it they may do nothing.
     */
    owner?: { column: PgColumn; of(row: Row): number | null };
  };

  /** The content as the console edits it (the create payload; a revision keeps it). */
  content: z.ZodType<Content, unknown>;
  /** Plain texts in Unicode (Zawgyi converted), HTML sanitised. */
  clean(content: Content): Content;
  /**
   * The caller's limits on what they write (e-books' prices); the content to write. `restoring` is
   * true for an older version being restored.
   */
  guard?(caller: StaffCaller, content: Content, existing: Row | undefined, restoring: boolean): Content;
  /** The row's columns from clean content (not the cover, which the engine writes); 422 naming a field. */
  values(ctx: RecordContext, content: Content, existing: Row | undefined): Promise<Record<string, unknown>>;
  /** Columns a new record starts with besides its content (its author). */
  created?(caller: StaffCaller, at: Date): Record<string, unknown>;
  /** Columns every write and move stamps besides the time and the name (who, by id). */
  stamp?(caller: StaffCaller): Record<string, unknown>;
  /** Writes what lives in other tables (a gallery's photos). */
  afterWrite?(ctx: RecordContext, id: number, content: Content, existing: Row | undefined): Promise<void>;
  /** The content as the console edits it, read back from the row. */
  contentOf(ctx: RecordContext, row: Row): Promise<Record<string, unknown>>;
  /** Uploads the record uses besides its cover (audio, a PDF, a gallery's photos). */
  uploadsOf?(ctx: RecordContext, row: Row): Promise<(number | null)[]>;
  /** What readers need before it goes public; 422 naming each missing field. */
  assertPublishable(row: Row, content: Record<string, unknown>): void;
  /** Refuses a change of status the site cannot do without (the contact page); 422 naming the field. */
  assertMovable?(row: Row, action: string): void;
  /** The parts of a revision gone for good (a gallery photo whose file is gone), left out and named. */
  restorable?(ctx: RecordContext, id: number, content: Content): Promise<{ content: Content; notRestored: NotRestoredPart[] }>;
  /** The audit action of a save that is more than a save ('ebook.price'). */
  saveAction?(existing: Row, row: Row): string | undefined;
  /** What the audit log keeps of a new record. */
  createdChanges?(row: Row): Record<string, unknown>;
  /** Fields of the content the audit log leaves out of a save's changes (a stored image). */
  auditOmits?: readonly string[];
  /**
   * Whether a record's first save keeps the content it had before as a revision when it has none
   * (default true; a kind whose revisions always name who saved them says false).
   */
  keepsContentBefore?: boolean;
  /** A revision's content as the console reads it, when it is not as kept (a stored image as its files). */
  revisionContent?(ctx: RecordContext, content: Record<string, unknown>): Record<string, unknown>;
  /** Records in the bin that the purge must leave (a sold book stays while an order names it). */
  keptInBin?: SQL;

  list: {
    filter: z.ZodType<{ pageNo: number; pageSize: number; orderBy: 'ASC' | 'DESC'; sortBy: string; searchObj: Filter }, unknown>;
    /** The status the list asks for ('' or undefined: every record not in the bin). */
    status(search: Filter): Status | '' | undefined;
    /** The kind's own conditions (text, category…); `writesAny` for a caller who sees every record. */
    where(search: Filter, writesAny: boolean): (SQL | undefined)[];
    /** The column to sort by; 422 naming `sortBy` when the kind has no such order. */
    sort(sortBy: string, asked: boolean): AnyColumn | SQL;
  };

  /** The record as the console reads it. */
  present(ctx: RecordContext, row: Row, status: Status): Promise<Presented>;
  /** A row of the console's list (or `presentRows`, the page's rows at once). */
  presentRow?(ctx: RecordContext, row: Row, status: Status): Listed;
  presentRows?(ctx: RecordContext, rows: Row[]): Promise<Listed[]>;
}

/** A kind's declaration, checked once by the type system. */
export function defineRecordKind<Row extends LifecycleRow, Content, Presented, Listed, Filter, Status extends string = RecordStatus>(
  kind: RecordKind<Row, Content, Presented, Listed, Filter, Status>,
): RecordKind<Row, Content, Presented, Listed, Filter, Status> {
  return kind;
}

export interface RecordDeps {
  db: Db;
  files: FileStore;
  uploads: UploadService;
  now: () => Date;
  invalidate: Invalidate;
}

const actorOf = (caller: StaffCaller): Actor => ({ staffId: caller.staffId, name: caller.fullName });
const notAllowedNow = () => new BusinessError(StaffRespCode.NOT_ALLOWED_NOW);

/** Reads a revision's content with today's schema (a field added since takes its default); 422 if it no longer fits. */
function parseStored<T>(schema: z.ZodType<T, unknown>, stored: Record<string, unknown>): T {
  const parsed = schema.safeParse(stored);
  if (!parsed.success)
    throw new ValidationError(parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || 'content', message: issue.message })));
  return parsed.data;
}

export function throwIfAny(errors: Errors): void {
  if (errors.length) throw new ValidationError(errors);
}

/** The desk of one kind: every lifecycle call the console makes, on the kind's declaration. */
/**
 * The statuses of a kind that is on the site or not: draft, published and deleted, with publish,
 * unpublish, delete (the bin) and restore. Putting records on the site or taking them off is for
 * those who write every record; those who write their own drafts only bin drafts.
 */
function visibilityMachine<Row extends LifecycleRow>(
  table: RecordTable,
  visibility: Visibility,
  assertPublishable: (row: Row, content: Record<string, unknown>) => void,
): StatusMachine<Row, RecordStatus> {
  const flag = visibility.flag;
  const flagColumn = (table as unknown as Record<string, PgColumn>)[flag]!;
  const field = (row: Row, name: string): unknown => (row as unknown as Record<string, unknown>)[name];
  const isPublic = (row: Row) => field(row, flag) === true;
  const of = (row: Row): RecordStatus => (row.deletedAt ? 'deleted' : isPublic(row) ? 'published' : 'draft');
  return {
    of,
    isPublic,
    staysPublishable: isPublic,
    ownerMayChange: (row) => !isPublic(row),
    initial: (at) => (flag === 'published' ? { published: false, publishedAt: at } : {}),
    where: (status) =>
      status === 'deleted'
        ? isNotNull(table.deletedAt)
        : status === 'published'
          ? and(isNull(table.deletedAt), eq(flagColumn, true))
          : status === 'draft'
            ? and(isNull(table.deletedAt), eq(flagColumn, false))
            : isNull(table.deletedAt),
    transitions: {
      publish: {
        editorsOnly: true,
        async to(row, move) {
          if (of(row) !== 'draft') throw notAllowedNow();
          const next = (() => {
            if (visibility.flag === 'isActive') return { isActive: true };
            // A record that was on the site before keeps its first date when it comes back (`first`).
            const everPublished = (field(row, 'publishedAt') as Date).getTime() !== row.createdAt.getTime();
            return {
              published: true,
              publishedAt: visibility.publishedAt === 'first' && everPublished ? field(row, 'publishedAt') : move.at,
            };
          })();
          assertPublishable(row, await move.content());
          return next;
        },
      },
      unpublish: {
        editorsOnly: true,
        to(row) {
          if (of(row) !== 'published') throw notAllowedNow();
          return { [flag]: false };
        },
      },
      delete: {
        to(row, move) {
          const status = of(row);
          if (status === 'deleted') throw notAllowedNow();
          // Those who write their own drafts only bin drafts.
          if (!move.writesAny && status === 'published') throw forbidden();
          return { [flag]: false, deletedAt: move.at };
        },
      },
      restore: {
        to(row) {
          if (of(row) !== 'deleted') throw notAllowedNow();
          return { deletedAt: null };
        },
      },
    },
  };
}

/** The desk of one kind: every lifecycle call the console makes, on the kind's declaration. */
export function recordDesk<Row extends LifecycleRow, Content, Presented, Listed, Filter, Status extends string = RecordStatus>(
  deps: RecordDeps,
  kind: RecordKind<Row, Content, Presented, Listed, Filter, Status>,
) {
  const { db, files, uploads, now } = deps;
  const { table } = kind;
  const ctxOf = (tx: Db): RecordContext => ({ tx, files, uploads });
  const statusKey = kind.statusKey ?? 'status';
  // One record active at a time (the live broadcast): making one active turns the others off.
  const oneActive = !kind.status && kind.visibility?.flag === 'isActive';
  // The row's own fields, by name: the kind's table is the engine's only way to them.
  const field = (row: Row, name: string): unknown => (row as unknown as Record<string, unknown>)[name];
  // A kind without statuses of its own has the engine's (whose status type is then RecordStatus).
  if (!kind.status && !kind.visibility) throw new Error(`Record kind ${kind.name} declares neither its visibility nor its statuses`);
  const machine: StatusMachine<Row, Status> =
    kind.status ?? (visibilityMachine<Row>(table, kind.visibility!, kind.assertPublishable) as unknown as StatusMachine<Row, Status>);
  const isPublic = (row: Row) => machine.isPublic(row);
  const statusOf = (row: Row): Status => machine.of(row);
  const isDeleted = (row: Row) => statusOf(row) === 'deleted';
  const writesAny = (caller: StaffCaller) => kind.access.writesAny(caller);
  const stampOf = (caller: StaffCaller) => ({ updatedByName: caller.fullName, ...kind.stamp?.(caller) });

  const set = (values: Record<string, unknown>) => values as PgUpdateSetSource<RecordTable>;

  /** Whether the caller may touch the record at all: every record, their own, or none (403). */
  function assertMayTouch(caller: StaffCaller, row: Row): void {
    if (writesAny(caller)) return;
    if (!kind.access.owner || kind.access.owner.of(row) !== caller.staffId) throw forbidden();
  }

  function assertMayCall(caller: StaffCaller): void {
    if (!writesAny(caller) && !kind.access.owner) throw forbidden();
  }

  async function find(tx: Db, id: number, lock: boolean): Promise<Row | undefined> {
    const query = tx.select().from(table).where(eq(table.id, id));
    const [row] = lock ? await query.for('update').limit(1) : await query.limit(1);
    return row as Row | undefined;
  }

  /** The record, locked for this transaction, if the caller may touch it; 404 / 403 otherwise. */
  async function lock(tx: Db, caller: StaffCaller, id: number): Promise<Row> {
    const row = await find(tx, id, true);
    if (!row) throw notFound();
    assertMayTouch(caller, row);
    return row;
  }

  function assertVersion(row: Row, version: number): void {
    if (row.version !== version) {
      throw new BusinessError(StaffRespCode.EDIT_CONFLICT, undefined, {
        conflict: { version: row.version, by: row.updatedByName ?? null, at: row.updatedAt.toISOString() },
      });
    }
  }

  const usedUploads = async (ctx: RecordContext, row: Row): Promise<(number | null)[]> => [
    kind.cover ? (field(row, kind.cover.uploadColumn) as number | null) : null,
    ...((await kind.uploadsOf?.(ctx, row)) ?? []),
  ];

  /** 422 naming each rich text that shows a picture from another site, which readers would not see. */
  function refuseForeignImages(values: Record<string, unknown>, content: Content): void {
    // The fields the editor sent (a column derived from them, such as a post's primary body, would say it twice).
    const sent = Object.entries(values).filter(([name]) => name in (content as object));
    const errors = sent.flatMap(([name, value]) => {
      const hosts = typeof value === 'string' && value.includes('<img') ? foreignImageHosts(value, files.publicUrl('any.webp')) : [];
      return hosts.length
        ? [{ field: name, message: `Shows a picture from another site (${hosts.join(', ')}): upload the picture instead` }]
        : [];
    });
    if (errors.length) throw new ValidationError(errors);
  }

  /** Writes a record's content (new or existing) with its cover and other uploads; returns its row. */
  async function write(tx: Db, caller: StaffCaller, content: Content, existing: Row | undefined): Promise<Row> {
    const ctx = ctxOf(tx);
    const usedBefore = existing ? await usedUploads(ctx, existing) : [];
    const values = await kind.values(ctx, content, existing);
    refuseForeignImages(values, content);
    const cover: Record<string, unknown> = {};
    if (kind.cover) {
      const wanted = (content as { coverUploadId?: number | null }).coverUploadId ?? null;
      if (wanted !== ((existing && field(existing, kind.cover.uploadColumn)) ?? null)) {
        const stored = wanted === null ? null : await uploads.image(tx, wanted, 'coverUploadId');
        cover[kind.cover.column] = stored && { width: stored.width, height: stored.height, variants: stored.variants };
        cover[kind.cover.uploadColumn] = wanted;
      }
    }
    const at = now();
    const common = { ...values, ...cover, updatedAt: at, ...stampOf(caller) };
    const [written] = existing
      ? await tx
          .update(table)
          .set(set({ ...common, version: existing.version + 1 }))
          .where(eq(table.id, existing.id))
          .returning()
      : await tx
          .insert(table)
          .values({
            ...common,
            ...machine.initial(at),
            ...kind.created?.(caller, at),
            createdAt: at,
            version: 1,
          } as PgUpdateSetSource<RecordTable> as never)
          .returning();
    const id = (written as Row).id;
    if (kind.afterWrite) await kind.afterWrite(ctx, id, content, existing);
    const fresh = kind.afterWrite ? (await find(tx, id, false))! : (written as Row);
    // Uploads the record now uses are kept; those it let go are removed a day later.
    await uploads.attach(tx, await usedUploads(ctx, fresh), usedBefore);
    // Pictures placed in its rich texts (a description, a page's body) are uploads too.
    await keepImagesIn(tx, at, ...Object.values(values).filter((value): value is string => typeof value === 'string'));
    return fresh;
  }

  /** The kind's move by this name; 404 for a move it does not have. */
  function transitionOf(action: string): Transition<Row> {
    const transition = machine.transitions[action];
    if (!transition) throw notFound();
    return transition;
  }

  /**
   * Moves a record to another status in `tx` (with its version check unless `version` is null: a
   * bulk action acts on the record as it is), audited. Says whether the site's pages change.
   */
  async function moveIn(
    tx: Db,
    caller: StaffCaller,
    id: number,
    version: number | null,
    action: string,
    options: { bulk?: boolean; input?: unknown } = {},
  ): Promise<{ row: Row; public: boolean }> {
    const transition = transitionOf(action);
    const row = await lock(tx, caller, id);
    if (version !== null) assertVersion(row, version);
    kind.assertMovable?.(row, action);
    const at = now();
    const next = await transition.to(row, {
      caller,
      writesAny: writesAny(caller),
      at,
      tx,
      input: options.input,
      content: () => kind.contentOf(ctxOf(tx), row),
    });
    if (action === 'publish' && oneActive) {
      // Exactly one is on the site: the others are turned off.
      const others = await tx
        .update(table)
        .set(set({ isActive: false, updatedAt: at, ...stampOf(caller), version: sql`${table.version} + 1` }))
        .where(and(eq((table as unknown as { isActive: PgColumn }).isActive, true), ne(table.id, id)))
        .returning({ id: table.id });
      for (const other of others)
        await recordAudit(tx, actorOf(caller), {
          action: `${kind.entityType}.unpublish`,
          entityType: kind.entityType,
          entityId: Number(other.id),
          changes: { [statusKey]: ['published', 'draft'], reason: `#${id} made active` },
        });
    }
    const [updated] = await tx
      .update(table)
      .set(set({ ...next, version: row.version + 1, updatedAt: at, ...stampOf(caller) }))
      .where(eq(table.id, id))
      .returning();
    let moved = updated as Row;
    const audited = machine.audited ?? ((r: Row) => ({ [statusKey]: statusOf(r) }));
    await recordAudit(tx, actorOf(caller), {
      action: transition.action?.(next) ?? `${kind.entityType}.${action}`,
      entityType: kind.entityType,
      entityId: id,
      changes: { ...diff(audited(row), audited(moved)), ...(options.bulk ? { bulk: true } : {}) },
    });
    if (machine.afterMove) {
      await machine.afterMove(tx, moved);
      moved = (await find(tx, id, false))!;
    }
    return { row: moved, public: isPublic(row) || isPublic(moved) };
  }

  const present = (tx: Db, row: Row) => kind.present(ctxOf(tx), row, statusOf(row));

  /** Refuses a move the caller may not make at all (403), and parses its payload (422). */
  function assertMayMove(caller: StaffCaller, action: string, input?: unknown): unknown {
    assertMayCall(caller);
    const transition = transitionOf(action);
    if (transition.editorsOnly && !writesAny(caller)) throw forbidden();
    return transition.input ? transition.input.parse(input) : input;
  }

  /** One record's status change from the version the editor holds; the public caches follow. */
  async function move(caller: StaffCaller, id: number, version: number, action: string, payload?: unknown): Promise<Presented> {
    const input = assertMayMove(caller, action, payload);
    return db.transaction(async (tx) => {
      const moved = await moveIn(tx, caller, id, version, action, { input });
      // Leaving or entering the public site: every process drops its cached pages.
      if (moved.public) await deps.invalidate(kind.cacheScope, tx);
      return present(tx, moved.row);
    });
  }

  /**
   * A save (or autosave, or a revision restored) of a locked record from `version`, kept as a
   * revision and audited; refused with who and when if someone saved since.
   */
  async function saveIn(
    tx: Db,
    caller: StaffCaller,
    id: number,
    version: number,
    input: Content,
    how: { autosave: boolean; restoredFrom?: number; notRestored?: NotRestoredPart[] },
  ): Promise<Row> {
    const existing = await lock(tx, caller, id);
    assertVersion(existing, version);
    if (isDeleted(existing)) throw notAllowedNow();
    // Those who write their own drafts only change drafts.
    if (!writesAny(caller) && !machine.ownerMayChange(existing)) throw forbidden();
    const content = kind.guard ? kind.guard(caller, input, existing, how.restoredFrom !== undefined) : input;
    const ctx = ctxOf(tx);
    const before = await kind.contentOf(ctx, existing);
    const row = await write(tx, caller, content, existing);
    const after = await kind.contentOf(ctx, row);
    // A record on the site (or due to be) must stay fit to be read.
    if (machine.staysPublishable(row)) kind.assertPublishable(row, after);
    await keepRevision(tx, {
      kind: kind.name,
      recordId: id,
      version: row.version,
      actor: actorOf(caller),
      autosave: how.autosave,
      restoredFrom: how.restoredFrom ?? null,
      content: after,
      at: row.updatedAt,
      before:
        kind.keepsContentBefore === false
          ? undefined
          : { version: existing.version, content: before, at: existing.updatedAt, by: existing.updatedByName ?? null },
    });
    const omit = (content: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(content).filter(([key]) => !kind.auditOmits?.includes(key)));
    const changes = diff(omit(before), omit(after));
    const restored = how.restoredFrom !== undefined;
    await recordAudit(tx, actorOf(caller), {
      action: restored
        ? `${kind.entityType}.revert`
        : (kind.saveAction?.(existing, row) ?? (how.autosave ? `${kind.entityType}.autosave` : `${kind.entityType}.save`)),
      entityType: kind.entityType,
      entityId: id,
      changes: restored
        ? {
            ...changes,
            restoredVersion: how.restoredFrom,
            ...(how.notRestored?.length ? { notRestored: how.notRestored.map((part) => `${part.field}.${part.position}`) } : {}),
          }
        : changes,
    });
    if (isPublic(row)) await deps.invalidate(kind.cacheScope, tx);
    return row;
  }

  const parse = (input: unknown): Content => kind.clean(kind.content.parse(input));

  /** One move on several records in one transaction (each under a savepoint); each refusal is reported. */
  async function moveMany(caller: StaffCaller, ids: number[], action: string): Promise<RecordBulkResult> {
    assertMayMove(caller, action);
    if (oneActive && action === 'publish' && new Set(ids).size > 1)
      throw new ValidationError([{ field: 'ids', message: 'Must name one setting: only one broadcast can be active' }]);
    let publicChange = false;
    return bulkInOneTransaction(
      db,
      ids,
      async (tx, id) => {
        if ((await moveIn(tx, caller, id, null, action, { bulk: true })).public) publicChange = true;
      },
      async (tx) => {
        if (publicChange) await deps.invalidate(kind.cacheScope, tx);
      },
    );
  }

  /** The record if the caller may read it; 404 / 403 otherwise. */
  async function readable(caller: StaffCaller, id: number): Promise<Row> {
    assertMayCall(caller);
    const row = await find(db, id, false);
    if (!row) throw notFound();
    assertMayTouch(caller, row);
    return row;
  }

  return {
    kind,

    async list(caller: StaffCaller, input: unknown): Promise<Paged<Listed>> {
      assertMayCall(caller);
      const query = kind.list.filter.parse(input);
      const f = query.searchObj;
      const asked = typeof input === 'object' && input !== null && Boolean((input as { sortBy?: unknown }).sortBy);
      const sortColumn = kind.list.sort(query.sortBy, asked);
      const where = and(
        machine.where(kind.list.status(f)),
        // Those who write their own drafts see their own records.
        writesAny(caller) || !kind.access.owner ? undefined : eq(kind.access.owner.column, caller.staffId),
        ...kind.list.where(f, writesAny(caller)),
      );
      const direction = query.orderBy === 'ASC' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(table)
          .where(where)
          .orderBy(direction(sortColumn), direction(table.id))
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize),
        db.select({ total: count() }).from(table).where(where),
      ]);
      const numOfRows = Number(total?.total ?? 0);
      return {
        dataList: kind.presentRows
          ? await kind.presentRows(ctxOf(db), rows as Row[])
          : (rows as Row[]).map((row) => kind.presentRow!(ctxOf(db), row, statusOf(row))),
        currentPageNo: query.pageNo,
        pageSize: query.pageSize,
        numOfPages: Math.ceil(numOfRows / query.pageSize),
        numOfRows,
      };
    },

    async get(caller: StaffCaller, id: number): Promise<Presented> {
      return present(db, await readable(caller, id));
    },

    /** A new draft. */
    async create(caller: StaffCaller, input: unknown): Promise<Presented> {
      assertMayCall(caller);
      const parsed = parse(input);
      const content = kind.guard ? kind.guard(caller, parsed, undefined, false) : parsed;
      return db.transaction(async (tx) => {
        const row = await write(tx, caller, content, undefined);
        await keepRevision(tx, {
          kind: kind.name,
          recordId: row.id,
          version: row.version,
          actor: actorOf(caller),
          autosave: false,
          content: await kind.contentOf(ctxOf(tx), row),
          at: row.updatedAt,
        });
        const titles = row as unknown as { titleEn: string; titleMm: string };
        await recordAudit(tx, actorOf(caller), {
          action: `${kind.entityType}.create`,
          entityType: kind.entityType,
          entityId: row.id,
          changes: kind.createdChanges?.(row) ?? { titleEn: titles.titleEn, titleMm: titles.titleMm },
        });
        return present(tx, row);
      });
    },

    /** Saves (or autosaves) from `version`; refused with who and when if someone saved since. */
    async save(
      caller: StaffCaller,
      id: number,
      input: { version: number; autosave?: boolean } & Record<string, unknown>,
    ): Promise<Presented> {
      assertMayCall(caller);
      const { version, autosave, ...rest } = input;
      const content = parse(rest);
      return db.transaction(async (tx) => present(tx, await saveIn(tx, caller, id, version, content, { autosave: autosave ?? false })));
    },

    /** The record's saved versions, newest first (the last REVISIONS_KEPT_PER_RECORD). */
    async revisions(caller: StaffCaller, id: number): Promise<RecordRevision[]> {
      await readable(caller, id);
      return listRevisions(db, kind.name, id);
    },

    async revision(caller: StaffCaller, id: number, revisionId: number): Promise<RecordRevisionDetail> {
      await readable(caller, id);
      const revision = await findRevision(db, kind.name, id, revisionId);
      return kind.revisionContent ? { ...revision, content: kind.revisionContent(ctxOf(db), revision.content) } : revision;
    },

    /**
     * Saves a revision's content as the newest version, from the version the editor holds (a save
     * like any other). What of it is gone for good is left out and named in `notRestored`.
     */
    async restoreRevision(
      caller: StaffCaller,
      id: number,
      revisionId: number,
      version: number,
    ): Promise<Presented & { notRestored: NotRestoredPart[] }> {
      assertMayCall(caller);
      return db.transaction(async (tx) => {
        const revision = await findRevision(tx, kind.name, id, revisionId);
        const wanted = kind.clean(parseStored(kind.content, revision.content));
        const { content, notRestored } = kind.restorable
          ? await kind.restorable(ctxOf(tx), id, wanted)
          : { content: wanted, notRestored: [] };
        const row = await saveIn(tx, caller, id, version, content, { autosave: false, restoredFrom: revision.version, notRestored });
        return { ...(await present(tx, row)), notRestored };
      });
    },

    /** One status change on several records, in one transaction; each one refused is reported with its reason. */
    async bulk(caller: StaffCaller, input: RecordBulkPayload): Promise<RecordBulkResult> {
      assertMayCall(caller);
      const { ids, action } = recordBulkPayload.parse(input);
      return moveMany(caller, ids, action);
    },

    /** One move of the kind's (its own name: 'archive') on several records, as `bulk`. */
    moveMany,

    /** One move of the kind's by name, from the version the editor holds, with the move's payload. */
    move,

    /** Puts records in the given order: they share out the order values they had, smallest first. */
    async reorder(caller: StaffCaller, ids: number[]): Promise<void> {
      assertMayCall(caller);
      if (!writesAny(caller)) throw forbidden();
      const order = kind.sortOrder;
      if (!order) throw notFound();
      if (new Set(ids).size !== ids.length) throw new ValidationError([{ field: 'ids', message: 'Has the same record twice' }]);
      await db.transaction(async (tx) => {
        const rows = (await tx.select().from(table).where(inArray(table.id, ids)).for('update')) as Row[];
        if (rows.length !== ids.length || rows.some((row) => row.deletedAt))
          throw new ValidationError([{ field: 'ids', message: 'Has a record that does not exist' }]);
        const orderOf = (row: Row) => field(row, 'sortOrder') as number;
        let values = rows.map(orderOf).sort((a, b) => a - b);
        // Records that shared one value are spread out from it.
        if (new Set(values).size < values.length) values = values.map((_, i) => values[0]! + i);
        const byId = new Map(rows.map((row) => [row.id, row]));
        let publicChange = false;
        const at = now();
        for (const [index, id] of ids.entries()) {
          const row = byId.get(id)!;
          if (orderOf(row) === values[index]) continue;
          await tx
            .update(table)
            .set(set({ sortOrder: values[index], version: row.version + 1, updatedAt: at, ...stampOf(caller) }))
            .where(eq(table.id, id));
          await recordAudit(tx, actorOf(caller), {
            action: `${kind.entityType}.reorder`,
            entityType: kind.entityType,
            entityId: id,
            changes: { sortOrder: [orderOf(row), values[index]] },
          });
          if (isPublic(row)) publicChange = true;
        }
        if (publicChange) await deps.invalidate(kind.cacheScope, tx);
      });
    },

    /** On the site now. */
    publish: (caller: StaffCaller, id: number, version: number) => move(caller, id, version, 'publish'),
    /** Off the site, back to draft. */
    unpublish: (caller: StaffCaller, id: number, version: number) => move(caller, id, version, 'unpublish'),
    /** Into the bin for 30 days (off the site). */
    delete: (caller: StaffCaller, id: number, version: number) => move(caller, id, version, 'delete'),
    /** Out of the bin, as a draft (it is not published again by itself). */
    restore: (caller: StaffCaller, id: number, version: number) => move(caller, id, version, 'restore'),

    /** The scheduler's job: records in the bin for 30 days are removed, with their files and revisions. */
    async purgeDeleted(tx: Db): Promise<number> {
      const before = new Date(now().getTime() - DELETED_RECORD_DAYS * DAY_MS);
      const due = (await tx
        .select()
        .from(table)
        .where(and(lt(table.deletedAt, before), kind.keptInBin ? sql`not (${kind.keptInBin})` : undefined))) as Row[];
      const ctx = ctxOf(tx);
      for (const row of due) {
        const used = (await usedUploads(ctx, row)).filter((u): u is number => typeof u === 'number');
        await tx.delete(table).where(eq(table.id, row.id));
        await forgetRevisions(tx, kind.name, [row.id]);
        await uploads.remove(tx, used);
        await recordAudit(
          tx,
          { staffId: null, name: 'scheduler' },
          { action: `${kind.entityType}.purge`, entityType: kind.entityType, entityId: row.id },
        );
      }
      return due.length;
    },
  };
}

export type RecordDesk<Row extends LifecycleRow, Content, Presented, Listed, Filter> = ReturnType<
  typeof recordDesk<Row, Content, Presented, Listed, Filter>
>;
