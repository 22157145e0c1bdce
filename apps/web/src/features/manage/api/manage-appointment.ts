import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancelMyAppointmentBody, ManageAppointment } from '@randevu/contracts';
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
