import { recordsApi } from '../../lib/records';
import { cataloguePaths, type CatalogueKind, type CatalogueRestored } from './contract';

/** A kind's revisions and bulk actions (under `/catalogue/{kind}`, as its create path). */
export const catalogueRecordsApi = (kind: CatalogueKind) => recordsApi<CatalogueRestored>(cataloguePaths.create(kind));
