import { readQuery, staffApi } from '../../lib/api';
import { mailPaths, type MailState } from '@mahasi/contract/constants/staff-mail';
import type { WaitingMail } from '@mahasi/contract/staff-mail';

export const mailKeys = {
  all: ['console', 'mail'] as const,
  waiting: () => [...mailKeys.all, 'waiting'] as const,
};

export const mailQueries = {
  /** Asked again every half minute while the page is open: the job sends what waits on its own. */
  waiting: () => readQuery<WaitingMail[]>(mailKeys.waiting(), mailPaths.waiting, { staleTime: 0, refetchInterval: 30_000 }),
};

export const mailApi = {
  retry: (id: number) => staffApi.post<{ id: number; status: MailState }>(mailPaths.retry(id)),
};
