import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerAppointment, UpdateOwnerAppointmentStatusBody } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export const updateOwnerAppointmentStatus = ({ id, ...body }: { id: number } & UpdateOwnerAppointmentStatusBody) =>
  api.put<OwnerAppointment>(`/api/owner/appointments/${id}/status`, body);

/**
 * Confirms or rejects, then refreshes the list, the badge and the expert's available times whatever the
 * outcome (a 409 means they were stale).
 */
export function useUpdateOwnerAppointmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnerAppointmentStatus,
    onSettled: (answer, _error, { status }) =>
      Promise.all([
        invalidateAfter(queryClient, 'appointment.statusChanged', { expertId: answer?.expert_id }),
        answer && status === 'no_show'
          ? invalidateAfter(queryClient, 'review.hiddenByNoShow', { venueId: answer.venue_id })
          : null,
      ]),
  });
}
