import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OwnerReport } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** An expert's row, with the occupancy (booked / available minutes, 0–1 or null). */
export type ReportExpert = OwnerReport['by_expert'][number];

/** GET /api/owner/venues/{id}/reports?from=&to=: the figures of the venue's calendar days [from, to]. */
export const getOwnerReport = (venueId: number, from: string, to: string, signal?: AbortSignal) =>
  api.get<OwnerReport>(`/api/owner/venues/${venueId}/reports`, { from, to }, signal);

/** The report of a period; the previous period's stays on screen while the next one loads. */
export const useOwnerReport = (venueId: number, from: string, to: string) =>
  useQuery({
    queryKey: queryKeys.owner.appointments.reports(venueId, from, to),
    queryFn: ({ signal }) => getOwnerReport(venueId, from, to, signal),
    // The page shows its own error (the server's Turkish refusal of a range) in place of the figures: no toast.
    placeholderData: keepPreviousData,
  });

/** GET /api/owner/venues/{id}/reports.csv?from=&to=: the file's address (the session rides on the cookie). */
export const reportCsvUrl = (venueId: number, from: string, to: string) =>
  `/api/owner/venues/${venueId}/reports.csv?${new URLSearchParams({ from, to }).toString()}`;
