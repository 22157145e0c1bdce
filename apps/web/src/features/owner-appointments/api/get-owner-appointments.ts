import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { messages } from '@randevu/contracts/messages';
import type { AppointmentStatus, OwnerAppointment } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** New requests arrive without a reload: poll while the page is visible and on focus (docs/decisions/013). */
export const OWNER_APPOINTMENTS_POLL_MS = 15_000;
export const OWNER_APPOINTMENTS_PAGE_SIZE = 50;

export interface OwnerAppointmentsFilter {
  venueId: number;
  status?: AppointmentStatus;
  /** Inclusive first venue day, YYYY-MM-DD. */
  from?: string;
}

export const getOwnerAppointments = (filter: OwnerAppointmentsFilter, offset: number, signal?: AbortSignal) =>
  api.get<OwnerAppointment[]>(
    '/api/owner/appointments',
    { venue_id: filter.venueId, status: filter.status, from: filter.from, limit: OWNER_APPOINTMENTS_PAGE_SIZE, offset },
    signal,
  );

export const ownerAppointmentsQueryOptions = (filter: OwnerAppointmentsFilter) =>
  infiniteQueryOptions({
    queryKey: queryKeys.owner.appointments.list(filter),
    queryFn: ({ pageParam, signal }) => getOwnerAppointments(filter, pageParam, signal),
    initialPageParam: 0,
    // A full page may have a successor; a short one is the end.
    getNextPageParam: (last, pages) =>
      last.length === OWNER_APPOINTMENTS_PAGE_SIZE ? pages.length * OWNER_APPOINTMENTS_PAGE_SIZE : undefined,
    staleTime: 0,
    refetchInterval: OWNER_APPOINTMENTS_POLL_MS,
    refetchOnWindowFocus: true,
    meta: { errorMessage: messages.ownerAppointments.listFailed },
  });

export const useOwnerAppointments = (filter: OwnerAppointmentsFilter) => useInfiniteQuery(ownerAppointmentsQueryOptions(filter));
