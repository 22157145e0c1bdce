import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailableTimes } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface AvailableTimesParams {
  expertId: number;
  date: string;
  serviceId: number;
  subServiceId: number | null;
}

export const getAvailableTimes = ({ expertId, date, serviceId, subServiceId }: AvailableTimesParams, signal?: AbortSignal) =>
  api.get<AvailableTimes>(
    `/api/experts/${expertId}/available-times`,
    { date, service_id: serviceId, sub_service_id: subServiceId },
    signal,
  );

export const availableTimesQueryOptions = (p: AvailableTimesParams) =>
  queryOptions({
    queryKey: queryKeys.availableTimes.day(p),
    queryFn: ({ signal }) => getAvailableTimes(p, signal),
    // Slots are sold by other people: a few seconds of cache at most.
    staleTime: 5_000,
  });

/** Start times of one day; idle while `params` is null. */
export const useAvailableTimes = (params: AvailableTimesParams | null) =>
  useQuery({
    ...availableTimesQueryOptions(params ?? { expertId: 0, date: '', serviceId: 0, subServiceId: null }),
    enabled: params !== null,
  });
