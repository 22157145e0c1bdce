import { parseHHmm, toVenueWallTime } from '../../lib/time';
import type { AvailabilityRepository } from './availability.repository';
import { isHolidayOpen, toHolidayRule, turkishHolidaysBetween } from './turkish-holidays';

/** When a venue is open between two instants' venue days (decision 097): the shape `requestExpiresAt` reads. */
export interface OpeningCalendar {
  weekly: Map<number, { opens: number; closes: number }>;
  closures: { startDate: string; endDate: string }[];
  /** The public holidays the venue keeps closed (its holiday rule, decision 096): whole days, or eves closed from 13:00. */
  holidays: { date: string; halfDay: boolean }[];
}

/** Reads a venue's opening calendar for the venue days from `from` to `to`; an unknown venue is never open. */
export async function readOpeningCalendar(
  repo: AvailabilityRepository,
  venueId: number,
  from: Date,
  to: Date,
): Promise<OpeningCalendar> {
  const first = toVenueWallTime(from).date;
  const last = toVenueWallTime(to).date < first ? first : toVenueWallTime(to).date;
  const found = await repo.findOpeningCalendar(venueId, first, last);
  if (!found) return { weekly: new Map(), closures: [], holidays: [] };
  const rule = toHolidayRule(found.holidays);
  return {
    weekly: new Map(
      found.hours.map((h) => [Number(h.weekday), { opens: parseHHmm(h.opens_at), closes: parseHHmm(h.closes_at) }]),
    ),
    closures: found.closures.map((c) => ({ startDate: c.start_date, endDate: c.end_date })),
    holidays: turkishHolidaysBetween(first, last)
      .filter((h) => !isHolidayOpen(h, rule))
      .map((h) => ({ date: h.date, halfDay: h.halfDay })),
  };
}
