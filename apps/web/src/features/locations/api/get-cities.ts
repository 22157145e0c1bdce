import { queryOptions, useQuery } from '@tanstack/react-query';
import { messages } from '@randevu/contracts/messages';
import type { City } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getCities = (signal?: AbortSignal) => api.get<City[]>('/api/cities', undefined, signal);

export const citiesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.locations.cities(),
    queryFn: ({ signal }) => getCities(signal),
    staleTime: 60 * 60 * 1000,
    meta: { errorMessage: messages.locations.citiesFailed },
  });

export const useCities = () => useQuery(citiesQueryOptions());
