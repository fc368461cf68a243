import { HttpError } from '../../../lib/api/errors';
import { pagedQuery, readQuery, staffApi } from '../../lib/api';
import { STAFF_API_BASE } from '@mahasi/contract/constants/staff';
import { staffToken } from '../../lib/token';
import { orderPaths } from '@mahasi/contract/constants/staff-orders';
import type { Dashboard, StaffOrderDetail, StaffOrderExportFilter, StaffOrderFilter, StaffOrderRow } from '@mahasi/contract/staff-orders';
import { fileNameOf, saveFile } from '../../../lib/saveFile';

export const orderKeys = {
  all: ['console', 'orders'] as const,
  list: (filter: StaffOrderFilter) => [...orderKeys.all, 'list', filter] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
  dashboard: ['console', 'dashboard'] as const,
};

export const orderQueries = {
  list: (filter: StaffOrderFilter) => pagedQuery<StaffOrderRow>(orderKeys.list(filter), orderPaths.list, filter),
  detail: (id: number) => readQuery<StaffOrderDetail>(orderKeys.detail(id), orderPaths.detail(id), { staleTime: 0 }),
  dashboard: () => readQuery<Dashboard>(orderKeys.dashboard, orderPaths.dashboard, { staleTime: 60_000 }),
};

/** The support actions of a member's call. */
export const orderSupportApi = {
  resendEmail: (id: number) => staffApi.post<{ sentTo: string }>(orderPaths.resendEmail(id)),
  regenerate: (id: number, itemId: number) => staffApi.post<{ itemId: number }>(orderPaths.regenerate(id, itemId)),
  checkStatus: (id: number) =>
    staffApi.post<{ answer: 'pending' | 'paid' | 'cancelled' | 'failed'; status: 'p' | 'c' | 'f' }>(orderPaths.checkStatus(id)),
};

/** The filtered list as a CSV file, saved by the browser (the server streams it; the export is audit-logged). */
export async function downloadOrdersCsv(filter: StaffOrderExportFilter): Promise<void> {
  const token = staffToken.get();
  const response = await fetch(`${STAFF_API_BASE}${orderPaths.export}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(filter),
  });
  if (!response.ok) throw new HttpError(response.status, await response.json().catch(() => null));
  saveFile(await response.blob(), fileNameOf(response, 'orders.csv'));
}
