import { recordsApi } from '../../lib/records';
import { cataloguePaths, type CatalogueKind } from '@mahasi/contract/constants/staff-catalogue';
import type { CatalogueRestored } from '@mahasi/contract/staff-catalogue';

/** A kind's revisions and bulk actions (under `/catalogue/{kind}`, as its create path). */
export const catalogueRecordsApi = (kind: CatalogueKind) => recordsApi<CatalogueRestored>(cataloguePaths.create(kind));
