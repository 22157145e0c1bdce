import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Closure } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getVenueClosures = (venueId: number, signal?: AbortSignal) =>
  api.get<Closure[]>(`/api/owner/venues/${venueId}/closures`, undefined, signal);

export const venueClosuresQueryOptions = (venueId: number) =>
  queryOptions({
    queryKey: queryKeys.owner.availabilityRules.closures(venueId),
    queryFn: ({ signal }) => getVenueClosures(venueId, signal),
  });

export const useVenueClosures = (venueId: number) => useQuery(venueClosuresQueryOptions(venueId));
