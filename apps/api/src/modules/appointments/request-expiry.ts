import { addDays, isoWeekday, toVenueWallTime, venueWallTimeToInstant } from '../../lib/time';
import { EXPIRY_BEFORE_START_HOURS, MIN_EXPIRY_MINUTES } from './appointment-state';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Minutes since midnight from which an eve (arife) is closed; the same instant the slot rules use (decision 031). */
const EVE_CLOSES_AT = 13 * 60;

/** When a venue is open (decision 097), in venue wall time: what a request's time to answer is counted in. */
export interface OpeningCalendar {
  /** Opening minutes of each ISO weekday (1 = Monday … 7 = Sunday), [opens, closes); a missing weekday is closed. */
  weekly: ReadonlyMap<number, { opens: number; closes: number }>;
  /** The owner's closures, whole venue days 'YYYY-MM-DD', inclusive. */
  closures: readonly { startDate: string; endDate: string }[];
  /** The public holidays the venue keeps closed: the whole day, or from 13:00 on an eve (`halfDay`). */
  holidays: readonly { date: string; halfDay: boolean }[];
}

/** The open intervals of one venue day, as instants (ms), at most one (a day has one opening span). */
export function openSpanOf(date: string, calendar: OpeningCalendar): { start: number; end: number } | null {
  const hours = calendar.weekly.get(isoWeekday(date));
  if (!hours) return null;
  if (calendar.closures.some((c) => c.startDate <= date && date <= c.endDate)) return null;
  const holiday = calendar.holidays.find((h) => h.date === date);
  if (holiday && !holiday.halfDay) return null;
  const closes = holiday ? Math.min(hours.closes, EVE_CLOSES_AT) : hours.closes;
  if (closes <= hours.opens) return null;
  return { start: venueWallTimeToInstant(date, hours.opens).getTime(), end: venueWallTimeToInstant(date, closes).getTime() };
}

/** The venue's open time (ms) in [from, to). */
export function openMsBetween(from: number, to: number, calendar: OpeningCalendar): number {
  let total = 0;
  const last = toVenueWallTime(new Date(to)).date;
  for (let date = toVenueWallTime(new Date(from)).date; date <= last; date = addDays(date, 1)) {
    const span = openSpanOf(date, calendar);
    if (span) total += Math.max(0, Math.min(span.end, to) - Math.max(span.start, from));
  }
  return total;
}

/**
 * When a request made (or rescheduled into a request) at `madeAt` for `startsAt` expires if nobody decides it
 * (decision 097, amending decision 036): the moment the venue has been open `hours` hours since it was made (weekly
 * hours less closures and the holidays it keeps closed, an eve open until 13:00), but no later than 2 hours before the
 * start and no sooner than 15 minutes after it was made. When the start is so close that those two bounds cross, the
 * 15 minutes win: the owner always has a few minutes, and the sweep expires the request at its start if that is sooner.
 * Pure: the caller reads the calendar for the venue days from `madeAt` to `startsAt`.
 */
export function requestExpiresAt(madeAt: Date, startsAt: Date, hours: number, calendar: OpeningCalendar): Date {
  const from = madeAt.getTime();
  const floor = from + MIN_EXPIRY_MINUTES * MINUTE;
  const cap = startsAt.getTime() - EXPIRY_BEFORE_START_HOURS * HOUR;
  if (cap <= floor) return new Date(floor);
  let remaining = hours * HOUR;
  const last = toVenueWallTime(new Date(cap)).date;
  for (let date = toVenueWallTime(madeAt).date; date <= last; date = addDays(date, 1)) {
    const span = openSpanOf(date, calendar);
    if (!span) continue;
    const start = Math.max(span.start, from);
    const end = Math.min(span.end, cap);
    if (end <= start) continue;
    if (end - start >= remaining) return new Date(Math.max(floor, start + remaining));
    remaining -= end - start;
  }
  return new Date(cap);
}
