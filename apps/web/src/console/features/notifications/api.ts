import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { pagedQuery, staffApi } from '../../lib/api';
import { notificationPaths } from '@mahasi/contract/constants/staff-notifications';
import type { ComposePayload, Recipient, SentFilter, SentNotification } from '@mahasi/contract/staff-notifications';

export const sentKeys = {
  all: ['console', 'notifications'] as const,
  list: (filter: SentFilter) => [...sentKeys.all, 'list', filter] as const,
  recipients: (text: string) => [...sentKeys.all, 'recipients', text] as const,
};

export const sentQueries = {
  list: (filter: SentFilter) => pagedQuery<SentNotification>(sentKeys.list(filter), notificationPaths.list, filter),
  recipients: (text: string) =>
    queryOptions({
      queryKey: sentKeys.recipients(text),
      queryFn: () => staffApi.post<Recipient[]>(notificationPaths.recipients, { text }),
      enabled: text.trim().length > 0,
      placeholderData: keepPreviousData,
    }),
};

export const sentApi = {
  send: (payload: ComposePayload) => staffApi.post<SentNotification>(notificationPaths.send, payload),
  cancel: (id: number) => staffApi.post<null>(notificationPaths.cancel(id)),
};
