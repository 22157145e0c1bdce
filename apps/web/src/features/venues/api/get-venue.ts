import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VenueDetail } from '@randevu/contracts';
import { api } from '@/lib/api-client';

export const getVenue = (id: number, signal?: AbortSignal) => api.get<VenueDetail>(`/api/venues/${id}`, undefined, signal);

export const venueQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['venues', 'detail', id],
    queryFn: ({ signal }) => getVenue(id, signal),
  });

/** The public venue payload; idle while `id` is null. */
export const useVenue = (id: number | null) => useQuery({ ...venueQueryOptions(id ?? 0), enabled: id !== null });
