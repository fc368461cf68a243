import { editorQuery, pagedQuery, staffApi } from '../../lib/api';
import { cataloguePaths, type CatalogueKind } from '@mahasi/contract/constants/staff-catalogue';
import type { CatalogueFilter, CatalogueRecord, CatalogueRow } from '@mahasi/contract/staff-catalogue';

export const catalogueKeys = {
  all: ['console', 'catalogue'] as const,
  kind: (kind: CatalogueKind) => [...catalogueKeys.all, kind] as const,
  lists: (kind: CatalogueKind) => [...catalogueKeys.kind(kind), 'list'] as const,
  list: (kind: CatalogueKind, filter: CatalogueFilter) => [...catalogueKeys.lists(kind), filter] as const,
  record: (kind: CatalogueKind, id: number) => [...catalogueKeys.kind(kind), 'record', id] as const,
};

export const catalogueQueries = {
  list: (kind: CatalogueKind, filter: CatalogueFilter) =>
    pagedQuery<CatalogueRow>(catalogueKeys.list(kind, filter), cataloguePaths.list(kind), filter),
  record: (kind: CatalogueKind, id: number) => editorQuery<CatalogueRecord>(catalogueKeys.record(kind, id), cataloguePaths.get(kind, id)),
};

export type CatalogueAction = 'publish' | 'unpublish' | 'delete' | 'restore';

/** The catalogue's writes; each answers the record as it is now (with its next version). */
export const catalogueApi = {
  create: (kind: CatalogueKind, content: Record<string, unknown>) => staffApi.post<CatalogueRecord>(cataloguePaths.create(kind), content),
  save: (kind: CatalogueKind, id: number, content: Record<string, unknown>, version: number, autosave: boolean) =>
    staffApi.post<CatalogueRecord>(cataloguePaths.save(kind, id), { ...content, version, autosave }),
  reorder: (kind: CatalogueKind, ids: number[]) => staffApi.post<null>(cataloguePaths.reorder(kind), { ids }),
  move: (kind: CatalogueKind, action: CatalogueAction, id: number, version: number) =>
    staffApi.post<CatalogueRecord>(cataloguePaths[action](kind, id), { version }),
};
