import { queryOptions, useQuery } from '@tanstack/react-query';
import { messages } from '@randevu/contracts/messages';
import type { Category } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { takeInlineAnswer } from '@/lib/inline-data';
import { queryKeys } from '@/lib/query-keys';

export const getCategories = (signal?: AbortSignal) => api.get<Category[]>('/api/categories', undefined, signal);

/** Must match the API's inlined categories (apps/api/src/plugins/web-listing.ts): a rendered listing carries them (decision 095). */
export const INLINE_CATEGORIES_ID = 'categories-data';

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.categories.all(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 60 * 60 * 1000,
    initialData: () => takeInlineAnswer<Category[]>(INLINE_CATEGORIES_ID),
    meta: { errorMessage: messages.locations.categoriesFailed },
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
