import { queryOptions, useQuery } from '@tanstack/react-query';
import { messages } from '@randevu/contracts/messages';
import type { MyAppointment } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * One unfiltered call instead of the spec's five (no filter + each status) merged by id: the
 * unfiltered answer already is their union, read at one moment (docs/decisions/006).
 */
export const getMyAppointments = (signal?: AbortSignal) => api.get<MyAppointment[]>('/api/user/appointments', undefined, signal);

export const myAppointmentsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.myAppointments(),
    queryFn: ({ signal }) => getMyAppointments(signal),
    // Statuses change behind the user's back (owner confirms, completion job); read fresh on every visit.
    staleTime: 0,
    meta: { errorMessage: messages.myAppointments.listFailed },
  });

export const useMyAppointments = () => useQuery(myAppointmentsQueryOptions());
