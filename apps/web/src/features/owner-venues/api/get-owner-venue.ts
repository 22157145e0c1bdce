import { queryOptions, useQuery } from '@tanstack/react-query';
import { messages } from '@randevu/contracts/messages';
import type { OwnerVenueDetail } from '@randevu/contracts';
import { api } from '@/lib/api-client';

export const getOwnerVenue = (id: number, signal?: AbortSignal) =>
  api.get<OwnerVenueDetail>(`/api/owner/venues/${id}`, undefined, signal);

/** Under ['owner', 'venues'], so invalidating the owner's venue list refreshes this too. */
export const ownerVenueQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['owner', 'venues', 'detail', id],
    queryFn: ({ signal }) => getOwnerVenue(id, signal),
    meta: { errorMessage: messages.ownerVenues.info.loadFailed },
  });

export const useOwnerVenueDetail = (id: number | null) => useQuery({ ...ownerVenueQueryOptions(id ?? 0), enabled: id !== null });
