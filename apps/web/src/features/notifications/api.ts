import type { Paged } from '@mahasi/contract/envelope';
import type { Notification } from '@mahasi/contract/notification';
import { memberApi, unwrap } from '../../lib/api/client';
import { NOTIFICATION_PAGE_SIZE } from './constants';

/** Query keys of the notifications feature; `all` invalidates the list and the unread badge together. */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** Per member, so that another member signing in on the same tab never sees the last one's rows. */
  list: (userId: number | undefined, notiType: number | null) => [...notificationKeys.all, 'list', userId, notiType ?? 'all'] as const,
  unreadCount: (userId: number | undefined) => [...notificationKeys.all, 'unread-count', userId] as const,
};

/** Member client calls of the notifications screen (spec section 7; page size and order of section 9). */
export const notificationsApi = {
  async page(pageNo: number, notiType: number | null): Promise<Paged<Notification>> {
    return unwrap(
      await memberApi.post<Paged<Notification>>('/notification/viewDataByPagination', {
        pageNo,
        pageSize: NOTIFICATION_PAGE_SIZE,
        sortBy: 'updated_time',
        orderBy: 'DESC',
        searchObj: { status: '0', type: 'in_app', notiType },
      }),
    );
  },
  async unreadCount(): Promise<number> {
    return unwrap(await memberApi.get<{ count: number }>('/notification/getUnreadCount', { silent: true })).count;
  },
  async markRead(id: number): Promise<void> {
    // Silent: a notification withdrawn meanwhile (404) is no news to the reader; the row just stays unread.
    unwrap(await memberApi.post<null>('/notification/markAsRead', { id }, { silent: true }));
  },
  async markAllRead(notiType: number | null): Promise<void> {
    unwrap(await memberApi.post<null>('/notification/markAllAsRead', { notiType }));
  },
};
