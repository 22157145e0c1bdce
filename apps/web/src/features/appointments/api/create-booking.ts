import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookedAppointment, BookingMode, PublicBookingPayload, UserBookingPayload } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { availableTimesKey } from './get-available-times';

/** POST /appointments/public (guest) or POST /api/user/appointments (signed in). */
export const createBooking = (
  input: { mode: 'guest'; payload: PublicBookingPayload } | { mode: 'user'; payload: UserBookingPayload },
) =>
  input.mode === 'guest'
    ? api.post<BookedAppointment>('/api/appointments/public', input.payload)
    : api.post<BookedAppointment>('/api/user/appointments', input.payload);

export type CreateBookingInput = Parameters<typeof createBooking>[0];
export type { BookingMode };

/** Books, then refreshes every slot list whatever the outcome: a 409 means the list was stale. */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: availableTimesKey }),
  });
}
