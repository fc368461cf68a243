import type { Paged } from '@mahasi/contract/envelope';
import type { Order } from '@mahasi/contract/store';
import { memberApi, unwrap } from '../../lib/api/client';
import { saveFile } from '../../lib/saveFile';

export const ORDER_PAGE_SIZE = 10;
export type OrderTab = 'all' | 'success' | 'fail';
const tabStatus: Record<OrderTab, '' | 'c' | 'f'> = { all: '', success: 'c', fail: 'f' };

export interface OrderQuery {
  tab: OrderTab;
  /** YYYY-MM-DD or ''. */
  date: string;
  page: number;
}

export const orderKeys = {
  all: ['orders'] as const,
  list: (query: OrderQuery) => [...orderKeys.all, 'list', query] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
};

export const ordersApi = {
  /** Spec section 9: page size 10, order_no descending, pending excluded on every tab. */
  async page(query: OrderQuery, userId: number | undefined): Promise<Paged<Order>> {
    const body = {
      pageNo: query.page,
      pageSize: ORDER_PAGE_SIZE,
      sortBy: 'order_no',
      orderBy: 'DESC',
      searchObj: { userId: userId ?? null, status: tabStatus[query.tab], orderDate: query.date, showNotExpiredOrder: true },
      searchExceptObj: { status: 'p' },
    };
    return unwrap(await memberApi.post<Paged<Order>>('/order/getDataByPagination', body));
  },
  async detail(id: number): Promise<Order> {
    return unwrap(await memberApi.get<Order>(`/order/getDataById/${id}`));
  },
  async presign(fileUrl: string): Promise<string> {
    return unwrap(await memberApi.post<{ presignUrl: string; expiresAt: string }>('/order/generateEbookFilePresignUrl', { fileUrl }))
      .presignUrl;
  },
};

/** Spec section 4: only an https link is acted on; the presigned file is saved as '<title>.pdf'. */
export async function downloadEbook(fileUrl: string | null, title: string): Promise<boolean> {
  if (!fileUrl || !fileUrl.includes('https://')) return false;
  const presignUrl = await ordersApi.presign(fileUrl);
  const response = await fetch(presignUrl);
  if (!response.ok) throw new Error(`Download failed: HTTP ${response.status}`);
  saveFile(await response.blob(), `${title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'ebook'}.pdf`);
  return true;
}
