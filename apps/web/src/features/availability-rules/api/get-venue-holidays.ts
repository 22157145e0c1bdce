import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VenueHoliday } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The public holidays of `year` (the current or the next one) with the venue's choice for each. */
export const getVenueHolidays = (venueId: number, year: number, signal?: AbortSignal) =>
  api.get<VenueHoliday[]>(`/api/owner/venues/${venueId}/holidays`, { year }, signal);

export const venueHolidaysQueryOptions = (venueId: number, year: number) =>
  queryOptions({
    queryKey: queryKeys.owner.availabilityRules.holidays(venueId, year),
    queryFn: ({ signal }) => getVenueHolidays(venueId, year, signal),
  });

export const useVenueHolidays = (venueId: number, year: number) => useQuery(venueHolidaysQueryOptions(venueId, year));
