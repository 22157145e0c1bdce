import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailableTimes, OwnerCalendar } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** New requests and cancellations appear within this many milliseconds (polling of at most 15 s). */
export const CALENDAR_REFRESH_MS = 15_000;

export const getOwnerCalendar = (venueId: number, from: string, to: string, signal?: AbortSignal) =>
  api.get<OwnerCalendar>(`/api/owner/venues/${venueId}/calendar`, { from, to }, signal);

export const ownerCalendarQueryOptions = (venueId: number, from: string, to: string) =>
  queryOptions({
    queryKey: queryKeys.owner.appointments.calendar(venueId, from, to),
    queryFn: ({ signal }) => getOwnerCalendar(venueId, from, to, signal),
    refetchInterval: CALENDAR_REFRESH_MS,
    // The previous day stays on screen while the next one loads: the grid does not collapse between days.
    placeholderData: keepPreviousData,
  });

/** The calendar of [from, to], refetched every 15 s while on screen. */
export const useOwnerCalendar = (venueId: number, from: string, to: string) =>
  useQuery({ ...ownerCalendarQueryOptions(venueId, from, to), meta: { errorMessage: messages.ownerCalendar.page.loadFailed } });

export interface StartTimesParams {
  expertId: number;
  date: string;
  serviceId: number;
  subServiceId: number | null;
}

/** The customer's valid starts of one day (GET /api/experts/{id}/available-times); idle while `params` is null. */
export const useStartTimes = (params: StartTimesParams | null) =>
  useQuery({
    queryKey: queryKeys.availableTimes.day(params ?? { expertId: 0, date: '', serviceId: 0, subServiceId: null }),
    queryFn: ({ signal }) =>
      api.get<AvailableTimes>(
        `/api/experts/${params!.expertId}/available-times`,
        { date: params!.date, service_id: params!.serviceId, sub_service_id: params!.subServiceId },
        signal,
      ),
    enabled: params !== null,
    staleTime: 5_000,
  });
