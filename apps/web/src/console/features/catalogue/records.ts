import { recordsApi } from '../../lib/records';
import { cataloguePaths, type CatalogueKind, type CatalogueRecord } from './contract';

/** A kind's revisions and bulk actions (under `/catalogue/{kind}`, as its create path). */
export const catalogueRecordsApi = (kind: CatalogueKind) => recordsApi<CatalogueRecord>(cataloguePaths.create(kind));
