import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyAppointment, MyReview, ReviewValues } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

/** POST (first review) or PUT (the author's edit within 48 hours) /api/user/appointments/{id}/review. */
export const reviewMyAppointment = (appointment: Pick<MyAppointment, 'id' | 'review'>, body: ReviewValues) =>
  appointment.review
    ? api.put<MyReview>(`/api/user/appointments/${appointment.id}/review`, body)
    : api.post<MyReview>(`/api/user/appointments/${appointment.id}/review`, body);

/**
 * The user's review of one of their appointments; afterwards the list (the card shows the review) and the venue's
 * public reads (its rating) refresh, whatever the outcome (a 409 may mean the list was stale).
 */
export function useReviewMyAppointment(appointment: Pick<MyAppointment, 'id' | 'review' | 'venue_id'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewValues) => reviewMyAppointment(appointment, body),
    onSettled: () =>
      invalidateAfter(queryClient, appointment.review ? 'review.updated' : 'review.created', {
        venueId: appointment.venue_id,
      }),
  });
}
