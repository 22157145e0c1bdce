import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerHolidaysBody, VenueHoliday } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

/** The holiday question's answer for every holiday until next year's end (decision 075). */
export const answerHolidays = (venueId: number, body: AnswerHolidaysBody) =>
  api.put<VenueHoliday[]>(`/api/owner/venues/${venueId}/holidays`, body);

export function useAnswerHolidays(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerHolidaysBody) => answerHolidays(venueId, body),
    onSuccess: () => invalidateAfter(queryClient, 'holiday.answered', { venueId }),
  });
}
