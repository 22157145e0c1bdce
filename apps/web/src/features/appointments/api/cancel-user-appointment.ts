import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelUserAppointmentBody, UserAppointment } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { userAppointmentsQueryKey } from './get-user-appointments';

export const cancelUserAppointment = ({ id, ...body }: { id: number } & NonNullable<CancelUserAppointmentBody>) =>
  api.post<UserAppointment>(`/api/user/appointments/${id}/cancel`, body);

/** Cancels, then refreshes the list whatever the outcome (a 409 means the list was stale). */
export function useCancelUserAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelUserAppointment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userAppointmentsQueryKey }),
  });
}
