import { queryOptions, useQuery } from '@tanstack/react-query';
import { messages } from '@randevu/contracts/messages';
import type { OwnerVenue } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getMyVenues = (signal?: AbortSignal) => api.get<OwnerVenue[]>('/api/owner/my-venues', undefined, signal);

export const myVenuesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.owner.venues.list(),
    queryFn: ({ signal }) => getMyVenues(signal),
    meta: { errorMessage: messages.ownerVenues.list.listFailed },
  });

export const useMyVenues = () => useQuery(myVenuesQueryOptions());
