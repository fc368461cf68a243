import { consolePaths } from '../../paths';
import type { CatalogueKind } from '@mahasi/contract/constants/staff-catalogue';

/** The console page of each kind's list; a record's form is under it (`/admin/events/new`, `/admin/events/12`). */
export const kindPaths: Record<CatalogueKind, string> = {
  events: consolePaths.events,
  galleries: consolePaths.galleries,
  banners: consolePaths.banners,
  live: consolePaths.live,
  'dhamma-records': consolePaths.dhammaRecords,
  groups: consolePaths.groups,
  pages: consolePaths.pages,
};

export const recordPath = (kind: CatalogueKind, id: number | 'new') => `${kindPaths[kind]}/${id}`;
