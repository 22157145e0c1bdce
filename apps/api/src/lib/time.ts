import { addDays, VENUE_TIME_ZONE, venueClockParts as zoneParts } from '@randevu/contracts';

/**
 * Conversions between instants and venue wall time (Europe/Istanbul). Only this file knows
 * about time zones; everything else speaks `YYYY-MM-DD`, `HH:mm`, minutes or Date instants.
 * The exact reading of the venue's clock is contracts' `venueClockParts` (shared with the web).
 */
/**
 * The zone name for SQL that groups instants by the venue's calendar day or hour (`starts_at at time zone …`, the
 * owner's reports): PostgreSQL and PGlite both carry the zone database.
 */
export const VENUE_SQL_TIME_ZONE = VENUE_TIME_ZONE;

export interface WallTime {
  date: string; // YYYY-MM-DD
  minutes: number; // minutes since local midnight
}

function wallTimeFromParts(instant: Date): WallTime {
  const p = zoneParts(instant);
  return { date: `${p.year}-${p.month}-${p.day}`, minutes: Number(p.hour) * 60 + Number(p.minute) };
}

/** Offset (ms) of the venue zone from UTC at a given instant. */
function zoneOffsetMs(instant: Date): number {
  const p = zoneParts(instant);
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const HOUR_MS = 3_600_000;
const offsetByHour = new Map<number, number | null>();

/**
 * The zone's offset through UTC hour `hour` (ms since the epoch / HOUR_MS), or null when it changes within that
 * hour. formatToParts costs microseconds a call, and a calendar converts hundreds of instants per answer;
 * the offset is read once an hour of time instead. Instants of an hour with a change take the exact path.
 */
function offsetThroughHour(hour: number): number | null {
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const start = zoneOffsetMs(new Date(hour * HOUR_MS));
    offset = start === zoneOffsetMs(new Date(hour * HOUR_MS + HOUR_MS - 1000)) ? start : null;
    if (offsetByHour.size >= 50_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

export function toVenueWallTime(instant: Date): WallTime {
  const ms = instant.getTime();
  const offset = Number.isFinite(ms) ? offsetThroughHour(Math.floor(ms / HOUR_MS)) : null;
  const wall = offset === null ? null : new Date(ms + offset);
  const year = wall?.getUTCFullYear() ?? 0;
  // Years the ISO form writes otherwise (before 1 or after 9999) take the exact path.
  if (!wall || year < 1 || year > 9999) return wallTimeFromParts(instant);
  return { date: wall.toISOString().slice(0, 10), minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}

/** The instant at which the venue's clock shows `date` + `minutes`. */
export function venueWallTimeToInstant(date: string, minutes: number): Date {
  const [y, m, d] = date.split('-').map(Number);
  const guess = Date.UTC(y!, m! - 1, d!, 0, minutes);
  // Two passes settle the offset even across a DST change (Türkiye has none since 2016); the offset is read from the
  // hour cache (a year of venue days in a report: 1,464 conversions), exactly where it changes within the hour.
  const offsetAt = (ms: number) => offsetThroughHour(Math.floor(ms / HOUR_MS)) ?? zoneOffsetMs(new Date(ms));
  let instant = guess - offsetAt(guess);
  instant = guess - offsetAt(instant);
  return new Date(instant);
}

export function parseHHmm(value: string): number {
  const [h, m] = value.split(':').map(Number);
  return h! * 60 + m!;
}

export function formatHHmm(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Postgres `time` values come back as 'HH:mm:ss'; the API speaks 'HH:mm'. */
export const trimSeconds = (value: string): string => value.slice(0, 5);

// Calendar-date arithmetic is shared with the web (contracts/calendar.ts).
export { addDays, isoWeekday } from '@randevu/contracts';

/** The instants at which venue day `date` starts and the next one starts (a DST day is not 24 h long). */
export function venueDayBounds(date: string): { start: Date; end: Date } {
  return { start: venueWallTimeToInstant(date, 0), end: venueWallTimeToInstant(addDays(date, 1), 0) };
}

/** The instant the venue's next day starts after `instant` (when a day leaves or enters the booking window). */
export function nextVenueMidnight(instant: Date): Date {
  return venueWallTimeToInstant(addDays(toVenueWallTime(instant).date, 1), 0);
}
