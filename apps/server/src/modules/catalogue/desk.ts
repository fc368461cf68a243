import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  catalogueContents,
  catalogueFilter,
  type CatalogueContentOut,
  type CatalogueKind,
  type CatalogueRecord,
  type CatalogueRow,
  type CatalogueSortKey,
} from '@mahasi/contract/staff-catalogue';
import type { Db } from '../../db/client.js';
import { ValidationError } from '../../lib/validation.js';
import { toImage } from '../content/images.js';
import { containsText } from '../../lib/text.js';
import type { StoredImage } from '../content/schema.js';
import { defineRecordKind, recordDesk, type RecordContext, type RecordDeps, type RecordTable } from '../records/engine.js';
import { kindSpecs, type CatalogueBaseRow, type KindSpec } from './kinds.js';
import type { StaffCaller } from '../../lib/staffCaller.js';

/** Editors and admins keep the catalogue. */
const canEdit = (caller: StaffCaller) => caller.role === 'admin' || caller.role === 'editor';
/** The public content caches every catalogue write drops (every process, at commit). */
const CACHE_SCOPE = 'content';

/** What the catalogue's list filters by. */
type CatalogueSearch = z.output<typeof catalogueFilter>['searchObj'];

/** A catalogue kind's spec as the record engine's declaration: the seven kinds share their presentation. */
function recordKindOf<Row extends CatalogueBaseRow, K extends CatalogueKind>(spec: KindSpec<Row, K>) {
  /** The cover's stored image, read by the column the kind keeps it in. */
  const coverOf = (files: RecordContext['files'], row: Row) =>
    spec.imageKey ? toImage(files, (row as unknown as Record<string, StoredImage | null>)[spec.imageKey] ?? null) : null;
  return defineRecordKind<Row, CatalogueContentOut<K>, CatalogueRecord, CatalogueRow, CatalogueSearch>({
    name: spec.kind,
    entityType: spec.entityType,
    table: spec.table,
    visibility: spec.activeFlag ? { flag: 'isActive' } : { flag: 'published', publishedAt: 'each' },
    cacheScope: CACHE_SCOPE,
    ...(spec.imageKey ? { cover: { column: spec.imageKey, uploadColumn: 'imageUploadId' } } : {}),
    ...('sortOrder' in spec.table ? { sortOrder: (spec.table as RecordTable & { sortOrder: PgColumn }).sortOrder } : {}),
    access: { writesAny: canEdit },
    content: catalogueContents[spec.kind] as unknown as z.ZodType<CatalogueContentOut<K>, unknown>,
    clean: (content) => spec.clean(content),
    values: (ctx, content, existing) => spec.values(ctx, content, existing),
    ...(spec.afterWrite ? { afterWrite: spec.afterWrite } : {}),
    contentOf: (ctx, row) => spec.content(ctx, row),
    ...(spec.otherUploads ? { uploadsOf: (ctx: RecordContext, row: Row) => spec.otherUploads!(ctx.tx, row) } : {}),
    assertPublishable: (row, content) => spec.assertPublishable(row, content),
    ...(spec.assertMovable ? { assertMovable: spec.assertMovable } : {}),
    ...(spec.restorable ? { restorable: spec.restorable } : {}),
    list: {
      filter: catalogueFilter,
      status: (search) => search.status,
      where: (search) => [search.text ? containsText(spec.titleColumns, search.text) : undefined, ...(spec.filters?.(search) ?? [])],
      sort(sortBy, asked) {
        const column = !asked && sortBy === 'updated_at' ? spec.sortable[spec.defaultSort] : spec.sortable[sortBy as CatalogueSortKey];
        if (!column) throw new ValidationError([{ field: 'sortBy', message: `Must be one of ${Object.keys(spec.sortable).join(', ')}` }]);
        return column;
      },
    },
    async present(ctx, row, status) {
      const images = spec.images ? await spec.images(ctx, row) : {};
      const cover = coverOf(ctx.files, row);
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
        publishedAt: !spec.activeFlag && status === 'published' && row.publishedAt ? row.publishedAt.toISOString() : null,
        updatedAt: row.updatedAt.toISOString(),
        updatedByName: row.updatedByName ?? null,
        createdAt: row.createdAt.toISOString(),
        deletedAt: row.deletedAt?.toISOString() ?? null,
      };
    },
    presentRow: (ctx, row, status) => ({
      id: row.id,
      version: row.version,
      status,
      titleEn: row.titleEn,
      titleMm: row.titleMm,
      cover: coverOf(ctx.files, row),
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
  const desk = <Row extends CatalogueBaseRow, K extends CatalogueKind>(spec: KindSpec<Row, K>) => recordDesk(deps, recordKindOf(spec));
  const kinds = {
    events: desk(kindSpecs.events),
    galleries: desk(kindSpecs.galleries),
    banners: desk(kindSpecs.banners),
    live: desk(kindSpecs.live),
    'dhamma-records': desk(kindSpecs['dhamma-records']),
    groups: desk(kindSpecs.groups),
    pages: desk(kindSpecs.pages),
  };

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
