import { QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from './toast';
import { ApiError } from './api-client';

declare module '@tanstack/react-query' {
  interface Register {
    /** `meta: { errorMessage }` on a query shows that Turkish text as a toast when it fails. */
    queryMeta: { errorMessage?: string };
    mutationMeta: { errorMessage?: string };
  }
}

const isClientError = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (_error, query) => {
      if (query.meta?.errorMessage) toast.error(query.meta.errorMessage, { id: query.meta.errorMessage });
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change on retry; network and 5xx failures get two more tries.
      retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
    },
    mutations: { retry: false },
  },
});
