import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeOff } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getExpertTimeOff = (expertId: number, signal?: AbortSignal) =>
  api.get<TimeOff[]>(`/api/owner/experts/${expertId}/time-off`, undefined, signal);

export const expertTimeOffQueryOptions = (venueId: number, expertId: number) =>
  queryOptions({
    queryKey: queryKeys.owner.availabilityRules.timeOff(venueId, expertId),
    queryFn: ({ signal }) => getExpertTimeOff(expertId, signal),
  });

/** The expert's time off; idle while no expert is chosen. */
export const useExpertTimeOff = (venueId: number, expertId: number | null) =>
  useQuery({ ...expertTimeOffQueryOptions(venueId, expertId ?? 0), enabled: expertId !== null });
