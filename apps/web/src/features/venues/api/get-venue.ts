import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VenueDetail } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { takeInlineJson } from '@/lib/inline-data';
import { queryKeys } from '@/lib/query-keys';

export const getVenue = (id: number, signal?: AbortSignal) => api.get<VenueDetail>(`/api/venues/${id}`, undefined, signal);

/** Must match VENUE_DATA_ID in apps/api/src/plugins/web.ts. */
const INLINE_VENUE_ID = 'venue-data';

/**
 * The venue the server inlined into a venue page's HTML: the `{ success, data }` answer of
 * `GET /api/venues/{id}`, used when it is this venue's, so the first render needs no request.
 */
function inlinedVenue(id: number): VenueDetail | undefined {
  const answer = takeInlineJson(INLINE_VENUE_ID) as { success?: unknown; data?: { id?: unknown } } | undefined;
  return answer?.success === true && answer.data?.id === id ? (answer.data as VenueDetail) : undefined;
}

export const venueQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.venues.detail(id),
    queryFn: ({ signal }) => getVenue(id, signal),
    initialData: () => inlinedVenue(id),
  });

/** The public venue payload; idle while `id` is null. */
export const useVenue = (id: number | null) => useQuery({ ...venueQueryOptions(id ?? 0), enabled: id !== null });
