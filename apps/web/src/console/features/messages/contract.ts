import type * as messages from '@mahasi/contract/staff-messages';

/** The messages contract restated for the console (see members/contract.ts); contract.test.ts compares the values. */
export type { Assignee, MessageDetail, MessageFilter, MessageReply, MessageRow, MessageStatus } from '@mahasi/contract/staff-messages';

export const messageStatuses: typeof messages.messageStatuses = ['new', 'replied', 'closed'];
export const REPLY_MAX_CHARS: typeof messages.REPLY_MAX_CHARS = 20_000;

export const messagePaths: typeof messages.messagePaths = {
  list: '/messages/list',
  assignees: '/messages/assignees',
  detail: (id: number) => `/messages/${id}`,
  assign: (id: number) => `/messages/${id}/assign`,
  status: (id: number) => `/messages/${id}/status`,
  reply: (id: number) => `/messages/${id}/reply`,
};
