import { queryOptions, useQuery } from '@tanstack/react-query';
import { messages } from '@randevu/contracts/messages';
import type { City } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { takeInlineAnswer } from '@/lib/inline-data';
import { queryKeys } from '@/lib/query-keys';

export const getCities = (signal?: AbortSignal) => api.get<City[]>('/api/cities', undefined, signal);

/** Must match the API's inlined cities (apps/api/src/plugins/web-listing.ts): a rendered listing carries them (decision 095). */
export const INLINE_CITIES_ID = 'cities-data';

export const citiesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.locations.cities(),
    queryFn: ({ signal }) => getCities(signal),
    staleTime: 60 * 60 * 1000,
    initialData: () => takeInlineAnswer<City[]>(INLINE_CITIES_ID),
    meta: { errorMessage: messages.locations.citiesFailed },
  });

export const useCities = () => useQuery(citiesQueryOptions());
