import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClosedDay } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { addDays } from '../lib/week';

export const getClosedDays = (venueId: number, from: string, to: string, signal?: AbortSignal) =>
  api.get<ClosedDay[]>(`/api/venues/${venueId}/closed-days`, { from, to }, signal);

/** The closed days of the week starting `monday`; cached like the venue page it belongs to (the server caches till midnight). */
export const closedDaysQueryOptions = (venueId: number, monday: string) => {
  const sunday = addDays(monday, 6);
  return queryOptions({
    queryKey: queryKeys.venues.closedDays(venueId, monday, sunday),
    queryFn: ({ signal }) => getClosedDays(venueId, monday, sunday, signal),
  });
};

/** A week's holidays, closures and weekly days off; on failure the strip simply shows no marks (the times still say). */
export const useClosedDays = (venueId: number, monday: string) => useQuery(closedDaysQueryOptions(venueId, monday));
