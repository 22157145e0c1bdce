import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DevOutboxMessage } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/dev/outbox: the latest 50 messages outside production (404 in production). */
export const devOutboxQuery = () =>
  queryOptions({
    queryKey: queryKeys.devOutbox(),
    queryFn: () => api.get<DevOutboxMessage[]>('/api/dev/outbox'),
    retry: false,
    staleTime: 0,
  });

export const useDevOutbox = () => useQuery(devOutboxQuery());
