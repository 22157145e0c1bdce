import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { messages } from '@randevu/contracts/messages';
import type { Service } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getCategoryServices = (categoryId: number, signal?: AbortSignal) =>
  api.get<Service[]>(`/api/categories/${categoryId}/services`, undefined, signal);

export const categoryServicesQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: queryKeys.categories.services(categoryId),
    queryFn: ({ signal }) => getCategoryServices(categoryId, signal),
    staleTime: 60 * 60 * 1000,
    meta: { errorMessage: messages.venues.servicesFailed },
  });

/** The catalogue services of one category; idle while `categoryId` is null. */
export const useCategoryServices = (categoryId: number | null) =>
  useQuery({ ...categoryServicesQueryOptions(categoryId ?? 0), enabled: categoryId !== null });

/** The catalogue services of several categories, in the categories' order, without duplicates. */
export function useServicesOfCategories(categoryIds: readonly number[]) {
  return useQueries({
    queries: categoryIds.map((id) => categoryServicesQueryOptions(id)),
    combine: (results) => {
      const seen = new Set<number>();
      const services: Service[] = [];
      for (const result of results) {
        for (const service of result.data ?? []) {
          if (seen.has(service.id)) continue;
          seen.add(service.id);
          services.push(service);
        }
      }
      return {
        data: services,
        isPending: results.some((r) => r.isPending),
        isError: results.some((r) => r.isError),
      };
    },
  });
}
