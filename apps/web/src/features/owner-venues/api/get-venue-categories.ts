import { queryOptions, useQuery } from '@tanstack/react-query';
import { messages } from '@randevu/contracts/messages';
import type { IdName, VenueDetail } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The categories a venue is listed under, for the owner's service and expert forms. Read from the
 * public venue payload (`categories`) because this branch has no owner venue read; when
 * GET /api/owner/venues/{id} lands, only this fetcher changes.
 */
export const getVenueCategories = async (venueId: number, signal?: AbortSignal): Promise<IdName[]> =>
  (await api.get<VenueDetail>(`/api/venues/${venueId}`, undefined, signal)).categories;

export const venueCategoriesQueryOptions = (venueId: number) =>
  queryOptions({
    queryKey: queryKeys.owner.venues.categories(venueId),
    queryFn: ({ signal }) => getVenueCategories(venueId, signal),
    meta: { errorMessage: messages.locations.categoriesFailed },
  });

/** Idle while `venueId` is null. */
export const useVenueCategories = (venueId: number | null) =>
  useQuery({ ...venueCategoriesQueryOptions(venueId ?? 0), enabled: venueId !== null });
