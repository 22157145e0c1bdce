import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerAppointmentsSummary } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { OWNER_APPOINTMENTS_POLL_MS } from './get-owner-appointments';

export const getOwnerAppointmentsSummary = (venueId: number, signal?: AbortSignal) =>
  api.get<OwnerAppointmentsSummary>('/api/owner/appointments/summary', { venue_id: venueId }, signal);

export const ownerAppointmentsSummaryQueryOptions = (venueId: number) =>
  queryOptions({
    queryKey: queryKeys.owner.appointments.summary(venueId),
    queryFn: ({ signal }) => getOwnerAppointmentsSummary(venueId, signal),
    staleTime: 0,
    refetchInterval: OWNER_APPOINTMENTS_POLL_MS,
    refetchOnWindowFocus: true,
  });

export const useOwnerAppointmentsSummary = (venueId: number) => useQuery(ownerAppointmentsSummaryQueryOptions(venueId));
