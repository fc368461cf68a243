import { queryOptions } from '@tanstack/react-query';
import type { DhammaKind, DhammaRecord, DhammaRecordFilter } from '@mahasi/contract/dhamma';
import { fetchById, pagedListOptions } from '../../components/content/api';

export const DHAMMA_PAGE_SIZE = 12;
/** Same values as the contract's dhammaKinds (restated: the contract module carries zod). */
export const dhammaKindKeys: readonly DhammaKind[] = ['audio', 'video', 'text'];

export interface DhammaSearch {
  title: string;
  speaker: string;
  kind: DhammaKind | '';
  year: number | null;
}

export const dhammaKeys = {
  all: ['dhamma-records'] as const,
  list: (search: DhammaSearch) => [...dhammaKeys.all, 'list', search] as const,
  detail: (id: string) => [...dhammaKeys.all, 'detail', id] as const,
};

export const dhammaListOptions = (search: DhammaSearch) =>
  pagedListOptions<DhammaRecord>(dhammaKeys.list(search), 'dhammaRecord', {
    pageSize: DHAMMA_PAGE_SIZE,
    searchObj: {
      ...(search.title ? { title: search.title } : {}),
      ...(search.speaker ? { speaker: search.speaker } : {}),
      ...(search.kind ? { kind: search.kind } : {}),
      ...(search.year ? { year: search.year } : {}),
    },
  } satisfies DhammaRecordFilter);

export const dhammaDetailOptions = (id: string) =>
  queryOptions({ queryKey: dhammaKeys.detail(id), queryFn: ({ signal }) => fetchById<DhammaRecord>('dhammaRecord', id, signal) });
