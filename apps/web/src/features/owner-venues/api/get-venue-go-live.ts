import { queryOptions, useQuery } from '@tanstack/react-query';
import { messages } from '@randevu/contracts/messages';
import type { VenueGoLive } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getVenueGoLive = (venueId: number, signal?: AbortSignal) =>
  api.get<VenueGoLive>(`/api/owner/venues/${venueId}/go-live`, undefined, signal);

/** The go-live checklist's facts (decision 074); every write that changes the public page refreshes it. */
export const venueGoLiveQueryOptions = (venueId: number) =>
  queryOptions({
    queryKey: queryKeys.venues.goLive(venueId),
    queryFn: ({ signal }) => getVenueGoLive(venueId, signal),
    // Read again whenever the checklist mounts: an owner comes back to it after each step (one small query).
    staleTime: 0,
    meta: { errorMessage: messages.ownerVenues.goLive.loadFailed },
  });

export const useVenueGoLive = (venueId: number) => useQuery(venueGoLiveQueryOptions(venueId));
