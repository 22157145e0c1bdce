import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VenueCard } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/venues/{id}/alternatives: the venues of a removed venue's city and category (decision 081). */
export const getVenueAlternatives = (id: number, signal?: AbortSignal) =>
  api.get<VenueCard[]>(`/api/venues/${id}/alternatives`, undefined, signal);

export const venueAlternativesQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.venues.alternatives(id), queryFn: ({ signal }) => getVenueAlternatives(id, signal) });

export const useVenueAlternatives = (id: number) => useQuery(venueAlternativesQueryOptions(id));
