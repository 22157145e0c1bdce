import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerSubService } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getSubService = (id: number, signal?: AbortSignal) =>
  api.get<OwnerSubService>(`/api/sub-services/${id}`, undefined, signal);

export const subServiceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.owner.subServices.item(id),
    queryFn: ({ signal }) => getSubService(id, signal),
  });

/** One sub-service of the owner; idle while `id` is null. */
export const useSubService = (id: number | null) => useQuery({ ...subServiceQueryOptions(id ?? 0), enabled: id !== null });
