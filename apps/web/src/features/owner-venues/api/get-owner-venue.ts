import { queryOptions, useQuery } from '@tanstack/react-query';
import { messages } from '@randevu/contracts/messages';
import type { OwnerVenueDetail } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getOwnerVenue = (id: number, signal?: AbortSignal) =>
  api.get<OwnerVenueDetail>(`/api/owner/venues/${id}`, undefined, signal);

export const ownerVenueQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.owner.venues.detail(id),
    queryFn: ({ signal }) => getOwnerVenue(id, signal),
    meta: { errorMessage: messages.ownerVenues.info.loadFailed },
  });

export const useOwnerVenueDetail = (id: number | null) => useQuery({ ...ownerVenueQueryOptions(id ?? 0), enabled: id !== null });
