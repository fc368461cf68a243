import {
  catalogueContents,
  catalogueFilter,
  type CatalogueKind,
  type CatalogueRecord,
  type CatalogueRow,
} from '@mahasi/contract/staff-catalogue';
import type { Db } from '../../db/client.js';
import { ValidationError } from '../../lib/validation.js';
import { toImage } from '../content/images.js';
import { containsText } from '../news/items.js';
import { defineRecordKind, recordDesk, type LifecycleRow, type RecordDeps } from '../records/engine.js';
import type { StaffCaller } from '../staff/service.js';
import { kindSpecs, type AnyRow, type KindSpec } from './kinds.js';

/** Editors and admins keep the catalogue. */
const canEdit = (caller: StaffCaller) => caller.role === 'admin' || caller.role === 'editor';
/** The public content caches every catalogue write drops (every process, at commit). */
const CACHE_SCOPE = 'content';

type Row = LifecycleRow & AnyRow;

/** A catalogue kind's spec as the record engine's declaration: the seven kinds share their presentation. */
function recordKindOf(spec: KindSpec) {
  const table = spec.table as KindSpec['table'] & Record<string, never>;
  return defineRecordKind({
    name: spec.kind,
    entityType: spec.entityType,
    table: spec.table as Parameters<typeof defineRecordKind>[0]['table'],
    visibility: spec.activeFlag ? { flag: 'isActive' } : { flag: 'published', publishedAt: 'each' },
    cacheScope: CACHE_SCOPE,
    ...(spec.imageKey ? { cover: { column: spec.imageKey, uploadColumn: 'imageUploadId' } } : {}),
    ...('sortOrder' in table ? { sortOrder: table.sortOrder } : {}),
    access: { writesAny: canEdit },
    content: catalogueContents[spec.kind] as unknown as Parameters<
      typeof defineRecordKind<Row, AnyRow, unknown, unknown, unknown>
    >[0]['content'],
    clean: (content: AnyRow) => spec.clean(content),
    values: (ctx, content: AnyRow, existing: Row | undefined) => spec.values(ctx, content, existing),
    ...(spec.afterWrite ? { afterWrite: spec.afterWrite } : {}),
    contentOf: (ctx, row: Row) => spec.content(ctx, row),
    ...(spec.otherUploads ? { uploadsOf: (ctx: { tx: Db }, row: Row) => spec.otherUploads!(ctx.tx, row) } : {}),
    assertPublishable: (row: Row, content) => spec.assertPublishable(row, content),
    ...(spec.assertMovable ? { assertMovable: spec.assertMovable } : {}),
    ...(spec.restorable ? { restorable: spec.restorable } : {}),
    list: {
      filter: catalogueFilter,
      status: (search) => search.status,
      where: (search) => [search.text ? containsText(spec.titleColumns, search.text) : undefined, ...(spec.filters?.(search) ?? [])],
      sort(sortBy, asked) {
        const column =
          !asked && sortBy === 'updated_at' ? spec.sortable[spec.defaultSort] : spec.sortable[sortBy as keyof KindSpec['sortable']];
        if (!column) throw new ValidationError([{ field: 'sortBy', message: `Must be one of ${Object.keys(spec.sortable).join(', ')}` }]);
        return column;
      },
    },
    async present(ctx, row: Row, status): Promise<CatalogueRecord> {
      const images = spec.images ? await spec.images(ctx, row) : {};
      const cover = spec.imageKey ? toImage(ctx.files, row[spec.imageKey]) : null;
      if (cover) {
        images.cover = cover;
        if (row.imageUploadId) images[String(row.imageUploadId)] = cover;
      }
      return {
        id: row.id,
        kind: spec.kind,
        version: row.version,
        status,
        content: await spec.content(ctx, row),
        images,
        audioUrl: row.mediaKey ? ctx.files.publicUrl(row.mediaKey) : null,
        publicPath: spec.publicPath(row),
        protected: spec.isProtected?.(row) ?? false,
        publishedAt: spec.activeFlag ? null : status === 'published' ? row.publishedAt.toISOString() : null,
        updatedAt: row.updatedAt.toISOString(),
        updatedByName: row.updatedByName ?? null,
        createdAt: row.createdAt.toISOString(),
        deletedAt: row.deletedAt?.toISOString() ?? null,
      };
    },
    presentRow: (ctx, row: Row, status): CatalogueRow => ({
      id: row.id,
      version: row.version,
      status,
      titleEn: row.titleEn,
      titleMm: row.titleMm,
      cover: spec.imageKey ? toImage(ctx.files, row[spec.imageKey]) : null,
      facts: spec.facts(row),
      protected: spec.isProtected?.(row) ?? false,
      updatedAt: row.updatedAt.toISOString(),
      updatedByName: row.updatedByName ?? null,
      deletedAt: row.deletedAt?.toISOString() ?? null,
    }),
  });
}

/** The catalogue's seven kinds (events, galleries, banners, live, Dhamma records, groups, pages) on the record engine. */
export function catalogueDesk(deps: RecordDeps) {
  const desk = (name: CatalogueKind) => recordDesk(deps, recordKindOf(kindSpecs[name]));
  const kinds = {
    events: desk('events'),
    galleries: desk('galleries'),
    banners: desk('banners'),
    live: desk('live'),
    'dhamma-records': desk('dhamma-records'),
    groups: desk('groups'),
    pages: desk('pages'),
  } satisfies Record<CatalogueKind, ReturnType<typeof desk>>;

  return {
    kinds,

    /** The scheduler's job: records in the bin for 30 days are removed, with their files. */
    async purgeDeleted(tx: Db): Promise<number> {
      let removed = 0;
      for (const kind of Object.values(kinds)) removed += await kind.purgeDeleted(tx);
      return removed;
    },
  };
}

export type CatalogueDesk = ReturnType<typeof catalogueDesk>;
