import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Paged } from '@mahasi/contract/envelope';
import { StaffRespCode } from '@mahasi/contract/staff';
import {
  DELETED_RECORD_DAYS,
  catalogueContents,
  catalogueFilter,
  catalogueSaveExtra,
  type CatalogueFilter,
  type CatalogueKind,
  type CatalogueRecord,
  type CatalogueRestored,
  type CatalogueRow,
  type CatalogueStatus,
} from '@mahasi/contract/staff-catalogue';
import {
  recordBulkPayload,
  type BulkAction,
  type NotRestoredPart,
  type RecordBulkPayload,
  type RecordBulkResult,
} from '@mahasi/contract/staff-records';
import type { Db } from '../../db/client.js';
import type { Invalidate } from '../../http/cache.js';
import { BusinessError, forbidden, notFound } from '../../lib/errors.js';
import { ValidationError } from '../../lib/validation.js';
import { toImage } from '../content/images.js';
import type { FileStore } from '../files/store.js';
import { containsText } from '../news/items.js';
import { bulkInOneTransaction } from '../records/bulk.js';
import { findRevision, forgetRevisions, keepRevision, listRevisions } from '../records/revisions.js';
import { diff, recordAudit, type Actor } from '../staff/audit.js';
import type { StaffCaller } from '../staff/service.js';
import { keepImagesIn, type UploadService } from '../uploads/service.js';
import { kindSpecs, type AnyRow, type KindSpec } from './kinds.js';
import { DAY_MS } from './time.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- the kinds' tables are written through their specs */

/** Editors and admins keep the catalogue. */
const canEdit = (caller: StaffCaller) => caller.role === 'admin' || caller.role === 'editor';
const actorOf = (caller: StaffCaller): Actor => ({ staffId: caller.staffId, name: caller.fullName });
/** The public content caches every catalogue write drops (every process, at commit). */
const CACHE_SCOPE = 'content';

export interface CatalogueDeps {
  db: Db;
  files: FileStore;
  uploads: UploadService;
  now: () => Date;
  invalidate: Invalidate;
}

export function catalogueDesk(deps: CatalogueDeps) {
  const { db, files, uploads, now } = deps;

  const col = (spec: KindSpec, name: string) => (spec.table as any)[name];

  function statusOf(spec: KindSpec, row: AnyRow): CatalogueStatus {
    if (row.deletedAt) return 'deleted';
    return (spec.activeFlag ? row.isActive : row.published) ? 'published' : 'draft';
  }

  async function lock(tx: Db, spec: KindSpec, id: number): Promise<AnyRow> {
    const [row] = await tx.select().from(spec.table).where(eq(spec.table.id, id)).for('update').limit(1);
    if (!row) throw notFound();
    return row as AnyRow;
  }

  function assertVersion(row: AnyRow, version: number): void {
    if (row.version !== version) {
      throw new BusinessError(StaffRespCode.EDIT_CONFLICT, undefined, {
        conflict: { version: row.version, by: row.updatedByName ?? null, at: row.updatedAt.toISOString() },
      });
    }
  }

  const notAllowedNow = () => new BusinessError(StaffRespCode.NOT_ALLOWED_NOW);

  async function toRecord(tx: Db, spec: KindSpec, row: AnyRow): Promise<CatalogueRecord> {
    const images = spec.images ? await spec.images({ tx, files }, row) : {};
    const cover = spec.imageKey ? toImage(files, row[spec.imageKey]) : null;
    if (cover) {
      images.cover = cover;
      if (row.imageUploadId) images[String(row.imageUploadId)] = cover;
    }
    return {
      id: row.id,
      kind: spec.kind,
      version: row.version,
      status: statusOf(spec, row),
      content: await spec.content({ tx }, row),
      images,
      audioUrl: row.mediaKey ? files.publicUrl(row.mediaKey) : null,
      publicPath: spec.publicPath(row),
      protected: spec.isProtected?.(row) ?? false,
      publishedAt: spec.activeFlag ? null : statusOf(spec, row) === 'published' ? row.publishedAt.toISOString() : null,
      updatedAt: row.updatedAt.toISOString(),
      updatedByName: row.updatedByName ?? null,
      createdAt: row.createdAt.toISOString(),
      deletedAt: row.deletedAt?.toISOString() ?? null,
    };
  }

  function toRow(spec: KindSpec, row: AnyRow): CatalogueRow {
    return {
      id: row.id,
      version: row.version,
      status: statusOf(spec, row),
      titleEn: row.titleEn,
      titleMm: row.titleMm,
      cover: spec.imageKey ? toImage(files, row[spec.imageKey]) : null,
      facts: spec.facts(row),
      protected: spec.isProtected?.(row) ?? false,
      updatedAt: row.updatedAt.toISOString(),
      updatedByName: row.updatedByName ?? null,
      deletedAt: row.deletedAt?.toISOString() ?? null,
    };
  }

  /** Writes a record's content (new or existing) with its cover and other uploads; returns its row. */
  async function write(tx: Db, spec: KindSpec, caller: StaffCaller, content: any, existing: AnyRow | undefined): Promise<AnyRow> {
    const ctx = { tx, files, uploads };
    const usedBefore = existing ? [existing.imageUploadId, ...((await spec.otherUploads?.(tx, existing)) ?? [])] : [];
    const values = await spec.values(ctx, content, existing);
    const cover: Record<string, unknown> = {};
    if (spec.imageKey && 'coverUploadId' in content && content.coverUploadId !== (existing?.imageUploadId ?? null)) {
      const stored = content.coverUploadId === null ? null : await uploads.image(tx, content.coverUploadId, 'coverUploadId');
      // A record from before the console keeps its cover until another is chosen.
      if (stored || existing?.imageUploadId) {
        cover[spec.imageKey] = stored ? { width: stored.width, height: stored.height, variants: stored.variants } : null;
      }
      cover.imageUploadId = content.coverUploadId;
    }
    const at = now();
    const common = { ...values, ...cover, updatedAt: at, updatedByName: caller.fullName };
    const [row] = existing
      ? await tx
          .update(spec.table)
          .set({ ...common, version: existing.version + 1 } as any)
          .where(eq(spec.table.id, existing.id))
          .returning()
      : await tx
          .insert(spec.table)
          .values({ ...common, createdAt: at, version: 1 } as any)
          .returning();
    const id = (row as AnyRow).id as number;
    if (spec.afterWrite) await spec.afterWrite(ctx, id, content, existing);
    const [fresh] = await tx.select().from(spec.table).where(eq(spec.table.id, id)).limit(1);
    // Uploads the record now uses are kept; those it let go are removed a day later.
    const usedAfter = [(fresh as AnyRow).imageUploadId, ...((await spec.otherUploads?.(tx, fresh as AnyRow)) ?? [])];
    await uploads.attach(tx, usedAfter, usedBefore);
    // Pictures placed in its rich texts (a description, a page's body) are uploads too.
    await keepImagesIn(tx, at, ...Object.values(values).filter((value): value is string => typeof value === 'string'));
    return fresh as AnyRow;
  }
  /**
   * Moves a record to another status in `tx` (with its version check unless `version` is null: a bulk
   * action acts on the record as it is), audited. The caller drops the public caches.
   */
  async function moveIn(
    tx: Db,
    spec: KindSpec,
    caller: StaffCaller,
    id: number,
    version: number | null,
    action: BulkAction,
    bulk = false,
  ): Promise<AnyRow> {
    const row = await lock(tx, spec, id);
    if (version !== null) assertVersion(row, version);
    const status = statusOf(spec, row);
    spec.assertMovable?.(row, action);
    const at = now();
    const flag = spec.activeFlag ? 'isActive' : 'published';
    let next: Record<string, unknown>;
    switch (action) {
      case 'publish':
        if (status !== 'draft') throw notAllowedNow();
        spec.assertPublishable(row, await spec.content({ tx }, row));
        next = { [flag]: true, ...(spec.activeFlag ? {} : { publishedAt: at }) };
        if (spec.activeFlag) {
          // Exactly one broadcast is on the live page: the others are turned off.
          const others = await tx
            .update(spec.table)
            .set({ isActive: false, updatedAt: at, updatedByName: caller.fullName, version: sql`${col(spec, 'version')} + 1` } as any)
            .where(and(eq(col(spec, 'isActive'), true), ne(spec.table.id, id)))
            .returning({ id: spec.table.id });
          for (const other of others)
            await recordAudit(tx, actorOf(caller), {
              action: `${spec.entityType}.unpublish`,
              entityType: spec.entityType,
              entityId: Number(other.id),
              changes: { status: ['published', 'draft'], reason: `#${id} made active` },
            });
        }
        break;
      case 'unpublish':
        if (status !== 'published') throw notAllowedNow();
        next = { [flag]: false };
        break;
      case 'delete':
        if (status === 'deleted') throw notAllowedNow();
        next = { [flag]: false, deletedAt: at };
        break;
      case 'restore':
        if (status !== 'deleted') throw notAllowedNow();
        next = { deletedAt: null };
        break;
    }
    const [updated] = await tx
      .update(spec.table)
      .set({ ...next, version: row.version + 1, updatedAt: at, updatedByName: caller.fullName } as any)
      .where(eq(spec.table.id, id))
      .returning();
    await recordAudit(tx, actorOf(caller), {
      action: `${spec.entityType}.${action}`,
      entityType: spec.entityType,
      entityId: id,
      changes: { ...diff({ status }, { status: statusOf(spec, updated as AnyRow) }), ...(bulk ? { bulk: true } : {}) },
    });
    return updated as AnyRow;
  }

  /** One record's status change from the version the editor holds; the public caches follow. */
  async function move(spec: KindSpec, caller: StaffCaller, id: number, version: number, action: BulkAction): Promise<CatalogueRecord> {
    if (!canEdit(caller)) throw forbidden();
    return db.transaction(async (tx) => {
      const updated = await moveIn(tx, spec, caller, id, version, action);
      await deps.invalidate(CACHE_SCOPE, tx);
      return toRecord(tx, spec, updated);
    });
  }

  /**
   * A save (or autosave, or a revision restored) of a locked record from `version`, kept as a
   * revision and audited; refused with who and when if someone saved since.
   */
  async function saveIn(
    tx: Db,
    spec: KindSpec,
    caller: StaffCaller,
    id: number,
    version: number,
    content: any,
    how: { autosave: boolean; restoredFrom?: number; notRestored?: NotRestoredPart[] },
  ): Promise<AnyRow> {
    const existing = await lock(tx, spec, id);
    assertVersion(existing, version);
    if (existing.deletedAt) throw notAllowedNow();
    const before = await spec.content({ tx }, existing);
    const row = await write(tx, spec, caller, content, existing);
    // A published record must stay fit to be read.
    const after = await spec.content({ tx }, row);
    if (statusOf(spec, row) === 'published') spec.assertPublishable(row, after);
    await keepRevision(tx, {
      kind: spec.kind,
      recordId: id,
      version: row.version,
      actor: actorOf(caller),
      autosave: how.autosave,
      restoredFrom: how.restoredFrom ?? null,
      content: after,
      at: row.updatedAt,
      before: { version: existing.version, content: before, at: existing.updatedAt, by: existing.updatedByName ?? null },
    });
    const changes = diff(before, after);
    await recordAudit(tx, actorOf(caller), {
      action:
        how.restoredFrom !== undefined
          ? `${spec.entityType}.revert`
          : how.autosave
            ? `${spec.entityType}.autosave`
            : `${spec.entityType}.save`,
      entityType: spec.entityType,
      entityId: id,
      changes:
        how.restoredFrom !== undefined
          ? {
              ...changes,
              restoredVersion: how.restoredFrom,
              ...(how.notRestored?.length ? { notRestored: how.notRestored.map((part) => `${part.field}.${part.position}`) } : {}),
            }
          : changes,
    });
    if (statusOf(spec, row) === 'published') await deps.invalidate(CACHE_SCOPE, tx);
    return row;
  }

  function parseContent(spec: KindSpec, input: unknown): any {
    return spec.clean(catalogueContents[spec.kind].parse(input));
  }

  /** A revision's content read with today's schema (a field added since takes its default); 422 if it no longer fits. */
  function revisionContent(spec: KindSpec, stored: Record<string, unknown>): any {
    const parsed = catalogueContents[spec.kind].safeParse(stored);
    if (!parsed.success)
      throw new ValidationError(parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || 'content', message: issue.message })));
    return spec.clean(parsed.data);
  }

  const kind = (name: CatalogueKind) => {
    const spec = kindSpecs[name];
    return {
      spec,

      async list(caller: StaffCaller, input: CatalogueFilter): Promise<Paged<CatalogueRow>> {
        if (!canEdit(caller)) throw forbidden();
        const query = catalogueFilter.parse(input);
        const f = query.searchObj;
        const sortColumn = query.sortBy === 'updated_at' && !input.sortBy ? spec.sortable[spec.defaultSort] : spec.sortable[query.sortBy];
        if (!sortColumn)
          throw new ValidationError([{ field: 'sortBy', message: `Must be one of ${Object.keys(spec.sortable).join(', ')}` }]);
        const flag = col(spec, spec.activeFlag ? 'isActive' : 'published');
        const deletedAt = col(spec, 'deletedAt');
        const statusWhere: SQL | undefined =
          f.status === 'deleted'
            ? isNotNull(deletedAt)
            : f.status === 'published'
              ? and(isNull(deletedAt), eq(flag, true))
              : f.status === 'draft'
                ? and(isNull(deletedAt), eq(flag, false))
                : isNull(deletedAt);
        const where = and(statusWhere, f.text ? containsText(spec.titleColumns, f.text) : undefined, ...(spec.filters?.(f) ?? []));
        const direction = query.orderBy === 'ASC' ? asc : desc;
        const [rows, [total]] = await Promise.all([
          db
            .select()
            .from(spec.table)
            .where(where)
            .orderBy(direction(sortColumn), direction(spec.table.id))
            .limit(query.pageSize)
            .offset((query.pageNo - 1) * query.pageSize),
          db.select({ total: count() }).from(spec.table).where(where),
        ]);
        const numOfRows = Number(total?.total ?? 0);
        return {
          dataList: (rows as AnyRow[]).map((row) => toRow(spec, row)),
          currentPageNo: query.pageNo,
          pageSize: query.pageSize,
          numOfPages: Math.ceil(numOfRows / query.pageSize),
          numOfRows,
        };
      },

      async get(caller: StaffCaller, id: number): Promise<CatalogueRecord> {
        if (!canEdit(caller)) throw forbidden();
        const [row] = await db.select().from(spec.table).where(eq(spec.table.id, id)).limit(1);
        if (!row) throw notFound();
        return toRecord(db, spec, row as AnyRow);
      },

      /** A new draft. */
      async create(caller: StaffCaller, input: unknown): Promise<CatalogueRecord> {
        if (!canEdit(caller)) throw forbidden();
        const content = parseContent(spec, input);
        return db.transaction(async (tx) => {
          const row = await write(tx, spec, caller, content, undefined);
          await keepRevision(tx, {
            kind: spec.kind,
            recordId: row.id,
            version: row.version,
            actor: actorOf(caller),
            autosave: false,
            content: await spec.content({ tx }, row),
            at: row.updatedAt,
          });
          await recordAudit(tx, actorOf(caller), {
            action: `${spec.entityType}.create`,
            entityType: spec.entityType,
            entityId: row.id,
            changes: { titleEn: row.titleEn, titleMm: row.titleMm },
          });
          return toRecord(tx, spec, row);
        });
      },

      /** Saves (or autosaves) from `version`; refused with who and when if someone saved since. */
      async save(caller: StaffCaller, id: number, input: Record<string, unknown>): Promise<CatalogueRecord> {
        if (!canEdit(caller)) throw forbidden();
        const { version, autosave } = catalogueSaveExtra.parse(input);
        const content = parseContent(spec, input);
        return db.transaction(async (tx) => toRecord(tx, spec, await saveIn(tx, spec, caller, id, version, content, { autosave })));
      },

      /** The record's saved versions, newest first (the last REVISIONS_KEPT_PER_RECORD). */
      async revisions(caller: StaffCaller, id: number) {
        if (!canEdit(caller)) throw forbidden();
        const [row] = await db.select({ id: spec.table.id }).from(spec.table).where(eq(spec.table.id, id)).limit(1);
        if (!row) throw notFound();
        return listRevisions(db, spec.kind, id);
      },

      async revision(caller: StaffCaller, id: number, revisionId: number) {
        if (!canEdit(caller)) throw forbidden();
        return findRevision(db, spec.kind, id, revisionId);
      },

      /**
       * Saves a revision's content as the newest version, from the version the editor holds (a save
       * like any other). What of it is gone for good (a gallery photo removed since, its file gone)
       * is left out and named in `notRestored`.
       */
      async restoreRevision(caller: StaffCaller, id: number, revisionId: number, version: number): Promise<CatalogueRestored> {
        if (!canEdit(caller)) throw forbidden();
        return db.transaction(async (tx) => {
          const revision = await findRevision(tx, spec.kind, id, revisionId);
          const wanted = revisionContent(spec, revision.content);
          const { content, notRestored } = spec.restorable
            ? await spec.restorable({ tx, files, uploads }, id, wanted)
            : { content: wanted, notRestored: [] };
          const row = await saveIn(tx, spec, caller, id, version, content, {
            autosave: false,
            restoredFrom: revision.version,
            notRestored,
          });
          return { ...(await toRecord(tx, spec, row)), notRestored };
        });
      },

      /** One status change on several records, in one transaction; each one refused is reported with its reason. */
      async bulk(caller: StaffCaller, input: RecordBulkPayload): Promise<RecordBulkResult> {
        if (!canEdit(caller)) throw forbidden();
        const { ids, action } = recordBulkPayload.parse(input);
        if (spec.activeFlag && action === 'publish' && new Set(ids).size > 1)
          throw new ValidationError([{ field: 'ids', message: 'Must name one setting: only one broadcast can be active' }]);
        return bulkInOneTransaction(
          db,
          ids,
          async (tx, id) => void (await moveIn(tx, spec, caller, id, null, action, true)),
          (tx) => deps.invalidate(CACHE_SCOPE, tx),
        );
      },

      /** Puts records in the given order: they share out the order values they had, smallest first. */
      async reorder(caller: StaffCaller, ids: number[]): Promise<void> {
        if (!canEdit(caller)) throw forbidden();
        const order = col(spec, 'sortOrder');
        if (!order) throw notFound();
        if (new Set(ids).size !== ids.length) throw new ValidationError([{ field: 'ids', message: 'Has the same record twice' }]);
        await db.transaction(async (tx) => {
          const rows = (await tx.select().from(spec.table).where(inArray(spec.table.id, ids)).for('update')) as AnyRow[];
          if (rows.length !== ids.length || rows.some((row) => row.deletedAt))
            throw new ValidationError([{ field: 'ids', message: 'Has a record that does not exist' }]);
          let values = rows.map((row) => row.sortOrder as number).sort((a, b) => a - b);
          // Records that shared one value are spread out from it.
          if (new Set(values).size < values.length) values = values.map((_, i) => values[0]! + i);
          const byId = new Map(rows.map((row) => [row.id as number, row]));
          let publicChange = false;
          const at = now();
          for (const [index, id] of ids.entries()) {
            const row = byId.get(id)!;
            if (row.sortOrder === values[index]) continue;
            await tx
              .update(spec.table)
              .set({ sortOrder: values[index], version: row.version + 1, updatedAt: at, updatedByName: caller.fullName } as any)
              .where(eq(spec.table.id, id));
            await recordAudit(tx, actorOf(caller), {
              action: `${spec.entityType}.reorder`,
              entityType: spec.entityType,
              entityId: id,
              changes: { sortOrder: [row.sortOrder, values[index]] },
            });
            if (row.published) publicChange = true;
          }
          if (publicChange) await deps.invalidate(CACHE_SCOPE, tx);
        });
      },

      publish: (caller: StaffCaller, id: number, version: number) => move(spec, caller, id, version, 'publish'),
      unpublish: (caller: StaffCaller, id: number, version: number) => move(spec, caller, id, version, 'unpublish'),
      /** Into the bin for 30 days. */
      delete: (caller: StaffCaller, id: number, version: number) => move(spec, caller, id, version, 'delete'),
      /** Out of the bin, as a draft. */
      restore: (caller: StaffCaller, id: number, version: number) => move(spec, caller, id, version, 'restore'),
    };
  };

  const kinds = {
    events: kind('events'),
    galleries: kind('galleries'),
    banners: kind('banners'),
    live: kind('live'),
    'dhamma-records': kind('dhamma-records'),
    groups: kind('groups'),
    pages: kind('pages'),
  } satisfies Record<CatalogueKind, ReturnType<typeof kind>>;

  return {
    kinds,

    /** The scheduler's job: records in the bin for 30 days are removed, with their files. */
    async purgeDeleted(tx: Db): Promise<number> {
      const before = new Date(now().getTime() - DELETED_RECORD_DAYS * DAY_MS);
      let removed = 0;
      for (const spec of Object.values(kindSpecs)) {
        const due = (await tx
          .select()
          .from(spec.table)
          .where(lt(col(spec, 'deletedAt'), before))) as AnyRow[];
        for (const row of due) {
          const used = [row.imageUploadId, ...((await spec.otherUploads?.(tx, row)) ?? [])].filter(
            (u): u is number => typeof u === 'number',
          );
          await tx.delete(spec.table).where(eq(spec.table.id, row.id));
          await forgetRevisions(tx, spec.kind, [row.id]);
          await uploads.remove(tx, used);
          await recordAudit(
            tx,
            { staffId: null, name: 'scheduler' },
            { action: `${spec.entityType}.purge`, entityType: spec.entityType, entityId: row.id },
          );
          removed++;
        }
      }
      return removed;
    },
  };
}

export type CatalogueDesk = ReturnType<typeof catalogueDesk>;
