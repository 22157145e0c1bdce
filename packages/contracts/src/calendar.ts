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
