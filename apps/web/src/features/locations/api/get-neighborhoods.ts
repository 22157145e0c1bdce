import { queryOptions, useQuery } from '@tanstack/react-query';
import { messages } from '@randevu/contracts/messages';
import type { Neighborhood } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getNeighborhoods = (districtId: number, signal?: AbortSignal) =>
  api.get<Neighborhood[]>(`/api/neighborhoods/${districtId}`, undefined, signal);

export const neighborhoodsQueryOptions = (districtId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.locations.neighborhoods(districtId),
    queryFn: ({ signal }) => getNeighborhoods(districtId!, signal),
    enabled: districtId !== undefined,
    staleTime: 60 * 60 * 1000,
    meta: { errorMessage: messages.locations.neighborhoodsFailed },
  });

/** Neighbourhoods of a district; idle until a district is chosen. */
export const useNeighborhoods = (districtId: number | undefined) => useQuery(neighborhoodsQueryOptions(districtId));
