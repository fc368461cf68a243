import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { HttpError } from './api/errors';

/**
 * Query keys come from one factory per feature, e.g.
 *   export const newsKeys = { all: ['news'] as const, list: (filter) => [...newsKeys.all, 'list', filter] as const };
 */
export const queryDefaults = {
  staleTime: 60_000,
  refetchOnWindowFocus: false,
  // HTTP failures were already reported; retry only what may be a passing network fault.
  retry: (count: number, error: Error) => count < 1 && error instanceof HttpError && error.status === 0,
} satisfies DefaultOptions['queries'];

export const queryClient = new QueryClient({ defaultOptions: { queries: queryDefaults } });
