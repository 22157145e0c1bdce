import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedAppointment,
  GuestCreatedAppointment,
  AppointmentMode,
  GuestAppointmentPayload,
  UserAppointmentPayload,
} from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

/** POST /appointments/public (guest) or POST /api/user/appointments (signed in). */
export const createAppointment = (
  input: { mode: 'guest'; payload: GuestAppointmentPayload } | { mode: 'user'; payload: UserAppointmentPayload },
) =>
  input.mode === 'guest'
    ? api.post<GuestCreatedAppointment>('/api/appointments/public', input.payload)
    : api.post<CreatedAppointment>('/api/user/appointments', input.payload);

export type CreateAppointmentInput = Parameters<typeof createAppointment>[0];
export type { AppointmentMode };

/** Books, then refreshes the expert's slot lists whatever the outcome: a 409 means the list was stale. */
export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppointment,
    onSettled: (_answer, _error, input) =>
      invalidateAfter(queryClient, 'appointment.created', { expertId: input.payload.expert_id }),
  });
}
