import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerAppointment, UpdateOwnerAppointmentStatusBody } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { ownerAppointmentsQueryKey } from './get-owner-appointments';

export const updateOwnerAppointmentStatus = ({ id, ...body }: { id: number } & UpdateOwnerAppointmentStatusBody) =>
  api.put<OwnerAppointment>(`/api/owner/appointments/${id}/status`, body);

/** Confirms or rejects, then refreshes the list and the badge whatever the outcome (a 409 means they were stale). */
export function useUpdateOwnerAppointmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnerAppointmentStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownerAppointmentsQueryKey }),
  });
}
