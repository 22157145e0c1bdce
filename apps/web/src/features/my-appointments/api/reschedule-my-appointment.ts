import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyAppointment, RescheduleMyAppointmentBody } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export interface RescheduleMyAppointmentVariables extends RescheduleMyAppointmentBody {
  id: number;
  /** The expert before the change: their freed start is offered again. */
  expertId: number;
}

export const rescheduleMyAppointment = ({ id, expertId: _expertId, ...body }: RescheduleMyAppointmentVariables) =>
  api.post<MyAppointment>(`/api/user/appointments/${id}/reschedule`, body);

/**
 * Moves the user's appointment, then refreshes the list whatever the outcome (a 409 may mean it was stale) and both
 * experts' free times: the old one's freed start and the new one's taken start.
 */
export function useRescheduleMyAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleMyAppointment,
    onSettled: (data, _error, variables) => {
      const experts = new Set([variables.expertId, data?.expert_id ?? variables.expert_id ?? variables.expertId]);
      return Promise.all([...experts].map((expertId) => invalidateAfter(queryClient, 'appointment.rescheduled', { expertId })));
    },
  });
}
