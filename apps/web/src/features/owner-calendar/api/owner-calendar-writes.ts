import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CalendarAppointment,
  ManageLinkRevoked,
  MoveAppointmentBody,
  OwnerAppointment,
  OwnerBookingBody,
} from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

/** PUT /api/owner/appointments/{id}/status with the calendar's four outcomes. */
export type CalendarStatus = 'confirmed' | 'cancelled' | 'completed' | 'no_show';

/**
 * Every calendar write changes an expert's times and the owner's appointments (list, badge, calendar): the
 * owner's status change row covers exactly those keys (the calendar's key lies under the appointments key).
 * A move touches two experts' times, so each is invalidated.
 */
const refresh = (
  queryClient: QueryClient,
  expertIds: (number | undefined)[],
  write: 'appointment.statusChanged' | 'appointment.moved' = 'appointment.statusChanged',
) => Promise.all([...new Set(expertIds)].map((expertId) => invalidateAfter(queryClient, write, { expertId })));

export function useCreateOwnerBooking(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OwnerBookingBody) => api.post<CalendarAppointment>(`/api/owner/venues/${venueId}/appointments`, body),
    onSuccess: (answer) => refresh(queryClient, [answer.expert_id]),
  });
}

export function useMoveAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; fromExpertId: number; body: MoveAppointmentBody }) =>
      api.put<CalendarAppointment>(`/api/owner/appointments/${id}`, body),
    onSuccess: (_answer, { fromExpertId, body }) => refresh(queryClient, [fromExpertId, body.expert_id], 'appointment.moved'),
  });
}

export function useUpdateCalendarStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; expertId: number; status: CalendarStatus; reason?: string | null }) =>
      api.put<OwnerAppointment>(`/api/owner/appointments/${id}/status`, {
        status: body.status,
        ...(body.reason ? { reason: body.reason } : {}),
      }),
    onSettled: (answer, _error, { expertId, status }) => {
      const venueId = answer?.venue_id;
      return Promise.all([
        refresh(queryClient, [expertId]),
        status === 'no_show' && venueId ? invalidateAfter(queryClient, 'review.hiddenByNoShow', { venueId }) : null,
      ]);
    },
  });
}

/**
 * "Geri al" (decision 077): the server takes back the owner's "Geldi" or "Gelmedi" while its rule table allows it. A
 * plain function, not a hook: the toast that calls it outlives the dialog that made the change.
 */
export const undoCalendarStatus = (queryClient: QueryClient, { id, expertId }: { id: number; expertId: number }) =>
  api.post<OwnerAppointment>(`/api/owner/appointments/${id}/status/undo`).finally(() => refresh(queryClient, [expertId]));

/** Revokes the customer's links of the appointment and sends them a new one (decision 054); nothing on screen changes. */
export function useRevokeCustomerLink() {
  return useMutation({
    mutationFn: (id: number) => api.post<ManageLinkRevoked>(`/api/owner/appointments/${id}/manage-link/revoke`),
  });
}
