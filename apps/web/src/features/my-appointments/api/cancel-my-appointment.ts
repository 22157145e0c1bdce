import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelMyAppointmentBody, MyAppointment } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export const cancelMyAppointment = ({ id, ...body }: { id: number } & NonNullable<CancelMyAppointmentBody>) =>
  api.post<MyAppointment>(`/api/user/appointments/${id}/cancel`, body);

/**
 * Cancels, then refreshes the list whatever the outcome (a 409 means the list was stale), and the available
 * times (the freed start is offered again; the answer does not name the expert, so every expert's).
 */
export function useCancelMyAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMyAppointment,
    onSettled: () => invalidateAfter(queryClient, 'appointment.cancelled', {}),
  });
}
