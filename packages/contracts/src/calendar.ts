import { WEEKDAYS, type Weekday } from './constants';

/**
 * Calendar dates as 'YYYY-MM-DD' strings, the way the API speaks them (venue days in
 * Europe/Istanbul, `VENUE_TIME_ZONE`). Arithmetic runs on UTC dates so that neither the server's
 * nor the browser's own zone can shift a day (ARCHITECTURE rule 7). One copy for api and web.
 */
const toUtc = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
};

/**
 * The calendar days the API accepts in a request: wide enough for any booking or report,
 * narrow enough that date arithmetic never leaves four-digit years. 'YYYY-MM-DD' sorts as it reads.
 */
export const CALENDAR_DATE_MIN = '2000-01-01';
export const CALENDAR_DATE_MAX = '2100-12-31';
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' naming a day that exists (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [y, mo, d] = value.split('-').map(Number) as [number, number, number];
  const dt = new Date(0);
  // setUTCFullYear, not Date.UTC: that one reads years 0–99 as 1900–1999.
  dt.setUTCFullYear(y, mo - 1, d);
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}

/** Inside CALENDAR_DATE_MIN … CALENDAR_DATE_MAX. */
export const isInCalendarWindow = (value: string): boolean => value >= CALENDAR_DATE_MIN && value <= CALENDAR_DATE_MAX;

export function addDays(date: string, days: number): string {
  const dt = toUtc(date);
  dt.setUTCDate(dt.getUTCDate() + days);
  return dt.toISOString().slice(0, 10);
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = toUtc(date).getUTCDay();
  return day === 0 ? 7 : day;
}

/** 'monday' … 'sunday'. */
export const weekdayOf = (date: string): Weekday => WEEKDAYS[isoWeekday(date) - 1]!;

/** The Monday of the week containing `date`. */
export const mondayOf = (date: string): string => addDays(date, 1 - isoWeekday(date));
