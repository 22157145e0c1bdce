import { queryOptions, useQuery } from '@tanstack/react-query';
import { messages } from '@randevu/contracts/messages';
import type { District } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getDistricts = (cityId: number, signal?: AbortSignal) =>
  api.get<District[]>(`/api/districts/${cityId}`, undefined, signal);

export const districtsQueryOptions = (cityId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.locations.districts(cityId),
    queryFn: ({ signal }) => getDistricts(cityId!, signal),
    enabled: cityId !== undefined,
    staleTime: 60 * 60 * 1000,
    meta: { errorMessage: messages.locations.districtsFailed },
  });

/** Districts of a city; idle until a city is chosen. */
export const useDistricts = (cityId: number | undefined) => useQuery(districtsQueryOptions(cityId));
