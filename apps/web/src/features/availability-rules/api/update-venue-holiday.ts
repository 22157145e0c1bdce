import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateHolidayBody, VenueHoliday } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';
import { queryKeys } from '@/lib/query-keys';

export type UpdateHolidayInput = { date: string; body: UpdateHolidayBody };

/** Opens or closes one holiday; closing it over booked appointments answers 409 RULE_CONFLICT. */
export const updateVenueHoliday = (venueId: number, { date, body }: UpdateHolidayInput) =>
  api.put<VenueHoliday>(`/api/owner/venues/${venueId}/holidays/${date}`, body);

export function useUpdateVenueHoliday(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateHolidayInput) => updateVenueHoliday(venueId, input),
    onSuccess: (holiday) => {
      // The switch shows the answer at once; the refetch below confirms it.
      queryClient.setQueryData<VenueHoliday[]>(
        queryKeys.owner.availabilityRules.holidays(venueId, Number(holiday.date.slice(0, 4))),
        (list) => list?.map((h) => (h.date === holiday.date ? holiday : h)),
      );
      return invalidateAfter(queryClient, 'holiday.updated', { venueId });
    },
  });
}
