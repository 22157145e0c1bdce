import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExpertDayHours, ExpertDayHoursBody, VenueDayHours, VenueDayHoursBody } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

/** PUT /api/owner/experts/{id}/days/{date}: the expert's hours, breaks or day off for one date (decision 100). */
export function usePutExpertDay(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ expertId, date, body }: { expertId: number; date: string; body: ExpertDayHoursBody }) =>
      api.put<ExpertDayHours>(`/api/owner/experts/${expertId}/days/${date}`, body),
    onSettled: () => invalidateAfter(queryClient, 'expertDay.updated', { venueId }),
  });
}

/** DELETE /api/owner/experts/{id}/days/{date}: back to the weekly hours. */
export function useDeleteExpertDay(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ expertId, date }: { expertId: number; date: string }) =>
      api.delete<{ date: string }>(`/api/owner/experts/${expertId}/days/${date}`),
    onSettled: () => invalidateAfter(queryClient, 'expertDay.deleted', { venueId }),
  });
}

/** PUT /api/owner/venues/{id}/days/{date}: the venue opens a date it keeps closed. */
export function usePutVenueDay(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, body }: { date: string; body: VenueDayHoursBody }) =>
      api.put<VenueDayHours>(`/api/owner/venues/${venueId}/days/${date}`, body),
    onSettled: () => invalidateAfter(queryClient, 'venueDay.updated', { venueId }),
  });
}

/** DELETE /api/owner/venues/{id}/days/{date}: the date follows the weekly hours and holidays again. */
export function useDeleteVenueDay(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => api.delete<{ date: string }>(`/api/owner/venues/${venueId}/days/${date}`),
    onSettled: () => invalidateAfter(queryClient, 'venueDay.deleted', { venueId }),
  });
}
