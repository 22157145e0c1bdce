import { queryOptions, useQuery } from '@tanstack/react-query';
import { messages } from '@randevu/contracts/messages';
import type { Category } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getCategories = (signal?: AbortSignal) => api.get<Category[]>('/api/categories', undefined, signal);

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.categories.all(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 60 * 60 * 1000,
    meta: { errorMessage: messages.locations.categoriesFailed },
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
