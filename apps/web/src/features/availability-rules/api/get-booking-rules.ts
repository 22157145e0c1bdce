import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingRules } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getBookingRules = (venueId: number, signal?: AbortSignal) =>
  api.get<BookingRules>(`/api/owner/venues/${venueId}/booking-rules`, undefined, signal);

export const bookingRulesQueryOptions = (venueId: number) =>
  queryOptions({
    queryKey: queryKeys.owner.availabilityRules.bookingRules(venueId),
    queryFn: ({ signal }) => getBookingRules(venueId, signal),
  });

export const useBookingRules = (venueId: number) => useQuery(bookingRulesQueryOptions(venueId));
