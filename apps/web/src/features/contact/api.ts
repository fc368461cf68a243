import { queryOptions } from '@tanstack/react-query';
import type { Content, ContactPayload } from '@mahasi/contract/content';
import { memberApi, unwrap } from '../../lib/api/client';
import { toUnicodeFields } from '../../lib/zawgyi';

/** Same value as the contract's CONTENT_SLUGS.CONTACT (restated: the contract module carries zod). */
export const CONTACT_SLUG = 'contact';

export const contactKeys = {
  all: ['contact'] as const,
  details: () => [...contactKeys.all, 'details'] as const,
};

export const contactDetailsOptions = () =>
  queryOptions({
    queryKey: contactKeys.details(),
    queryFn: async ({ signal }) => unwrap(await memberApi.get<Content>(`/content/getDataBySlug/${CONTACT_SLUG}`, { signal, silent: true })),
    staleTime: 10 * 60_000,
  });

export const contactApi = {
  async send(payload: ContactPayload): Promise<void> {
    unwrap(await memberApi.post<{ id: number }>('/contactInfo/create', await toUnicodeFields(payload)));
  },
};
