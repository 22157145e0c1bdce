import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerVenueImage } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getVenueImages = (venueId: number, signal?: AbortSignal) =>
  api.get<OwnerVenueImage[]>(`/api/owner/venues/${venueId}/images`, undefined, signal);

export const venueImagesQueryOptions = (venueId: number) =>
  queryOptions({
    queryKey: queryKeys.owner.venueImages(venueId),
    queryFn: ({ signal }) => getVenueImages(venueId, signal),
  });

export const useVenueImages = (venueId: number) => useQuery(venueImagesQueryOptions(venueId));
