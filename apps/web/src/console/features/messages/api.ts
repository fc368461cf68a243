import { pagedQuery, readQuery, staffApi } from '../../lib/api';
import { messagePaths, type MessageStatus } from '@mahasi/contract/constants/staff-messages';
import type { Assignee, MessageDetail, MessageFilter, MessageRow } from '@mahasi/contract/staff-messages';

export const messageKeys = {
  all: ['console', 'messages'] as const,
  list: (filter: MessageFilter) => [...messageKeys.all, 'list', filter] as const,
  detail: (id: number) => [...messageKeys.all, 'detail', id] as const,
  assignees: () => [...messageKeys.all, 'assignees'] as const,
};

export const messageQueries = {
  list: (filter: MessageFilter) => pagedQuery<MessageRow>(messageKeys.list(filter), messagePaths.list, filter),
  detail: (id: number) => readQuery<MessageDetail>(messageKeys.detail(id), messagePaths.detail(id), { staleTime: 0 }),
  assignees: () => readQuery<Assignee[]>(messageKeys.assignees(), messagePaths.assignees, { staleTime: 60_000 }),
};

/** Each change answers the message as it is now, with its replies. */
export const messageApi = {
  assign: (id: number, staffId: number | null) => staffApi.post<MessageDetail>(messagePaths.assign(id), { staffId }),
  setStatus: (id: number, status: MessageStatus) => staffApi.post<MessageDetail>(messagePaths.status(id), { status }),
  reply: (id: number, payload: { subject: string; body: string; close: boolean }) =>
    staffApi.post<MessageDetail>(messagePaths.reply(id), payload),
};
