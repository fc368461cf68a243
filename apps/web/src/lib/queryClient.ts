import { QueryClient } from '@tanstack/react-query';
import { HttpError } from './api/errors';

/**
 * Query keys come from one factory per feature, e.g.
 *   export const newsKeys = { all: ['news'] as const, list: (filter) => [...newsKeys.all, 'list', filter] as const };
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // HTTP failures were already reported; retry only what may be a passing network fault.
      retry: (count, error) => count < 1 && error instanceof HttpError && error.status === 0,
    },
  },
});
