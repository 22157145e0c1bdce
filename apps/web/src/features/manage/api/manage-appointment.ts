import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CancelMyAppointmentBody,
  ManageAppointment,
  ManageLinkRevoked,
  MyReview,
  RescheduleMyAppointmentBody,
  ReviewValues,
} from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';
import { queryKeys } from '@/lib/query-keys';

const manageUrl = (token: string) => `/api/manage/${encodeURIComponent(token)}`;

export const getManageAppointment = (token: string, signal?: AbortSignal) =>
  api.get<ManageAppointment>(manageUrl(token), undefined, signal);

/** No error toast: the page shows the server's text (an invalid link, too many requests) in place. */
export const manageAppointmentQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.manage(token),
    queryFn: ({ signal }) => getManageAppointment(token, signal),
    staleTime: 0,
    retry: false,
  });

export const useManageAppointment = (token: string) => useQuery(manageAppointmentQueryOptions(token));

export const cancelByLink = (token: string, body: NonNullable<CancelMyAppointmentBody>) =>
  api.post<ManageAppointment>(`${manageUrl(token)}/cancel`, body);

/** Cancels through the link, then reads the page again and refreshes what the cancel changed (free times, lists). */
export function useCancelByLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NonNullable<CancelMyAppointmentBody>) => cancelByLink(token, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.manage(token) }),
        invalidateAfter(queryClient, 'appointment.cancelledByLink', {}),
      ]),
  });
}

export const rescheduleByLink = (token: string, body: RescheduleMyAppointmentBody) =>
  api.post<ManageAppointment>(`${manageUrl(token)}/reschedule`, body);

/**
 * Moves the appointment through the link; the page shows the answer at once and reads it again, and both experts' free
 * times are refreshed (`expertId`: the expert before the change).
 */
export function useRescheduleByLink(token: string, expertId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RescheduleMyAppointmentBody) => rescheduleByLink(token, body),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.manage(token), data),
    onSettled: (data, _error, body) => {
      const experts = new Set([expertId, data?.expert_id ?? body.expert_id ?? expertId]);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.manage(token) }),
        ...[...experts].map((id) => invalidateAfter(queryClient, 'appointment.rescheduledByLink', { expertId: id })),
      ]);
    },
  });
}

/**
 * The link's review of its completed appointment: POST the first time, PUT to edit within 48 hours; then the
 * page and the venue's public reads (its rating) refresh.
 */
export function useReviewByLink(token: string, appointment: Pick<ManageAppointment, 'review' | 'venue'>) {
  const queryClient = useQueryClient();
  const write = appointment.review ? 'review.updated' : 'review.created';
  return useMutation({
    mutationFn: (body: ReviewValues) =>
      appointment.review
        ? api.put<MyReview>(`${manageUrl(token)}/review`, body)
        : api.post<MyReview>(`${manageUrl(token)}/review`, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.manage(token) }),
        invalidateAfter(queryClient, write, { venueId: appointment.venue.id }),
      ]),
  });
}

/**
 * Revokes every link of the appointment (decision 054): this page's link stops working and a new one is sent to the
 * customer. The page's read is not repeated (it would be the unknown link's 404).
 */
export function useRevokeByLink(token: string) {
  return useMutation({
    mutationFn: () => api.post<ManageLinkRevoked>(`${manageUrl(token)}/revoke`),
  });
}
