import { queryOptions, useQuery } from '@tanstack/react-query';
import { messages, type UserAppointment } from '@randevu/contracts';
import { api } from '@/lib/api-client';

/**
 * One unfiltered call instead of the spec's five (no filter + each status) merged by id: the
 * unfiltered answer already is their union, read at one moment (docs/decisions/006).
 */
export const getUserAppointments = (signal?: AbortSignal) =>
  api.get<UserAppointment[]>('/api/user/appointments', undefined, signal);

export const userAppointmentsQueryKey = ['user-appointments'] as const;

export const userAppointmentsQueryOptions = () =>
  queryOptions({
    queryKey: userAppointmentsQueryKey,
    queryFn: ({ signal }) => getUserAppointments(signal),
    // Statuses change behind the user's back (owner confirms, completion job); read fresh on every visit.
    staleTime: 0,
    meta: { errorMessage: messages.appointments.listFailed },
  });

export const useUserAppointments = () => useQuery(userAppointmentsQueryOptions());
