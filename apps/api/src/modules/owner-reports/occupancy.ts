import { addDays, isoWeekday, parseHHmm, venueDayBounds, venueWallTimeToInstant } from '../../lib/time';
import { blockedOfDay } from '../availability/slot-inputs';
import type { OccupancyRow } from './owner-reports.repository';

/**
 * Occupancy (issue 27, decision 041): the minutes an expert could be booked in a period, from the same rules the slot
 * function applies — the expert's weekly hours inside the venue's, minus the day's breaks, the expert's time off, the
 * venue's closures and the public holidays it has not opened (`blockedOfDay`, the rule shared with readDayInputs).
 * A deleted expert has no minutes from its deletion on. Pure: the reads are the repository's.
 */

/** Wall minutes since the venue's midnight, half-open. */
export interface WallRange {
  start: number;
  end: number;
}

export interface OccupancyVenue {
  /** ISO weekday (1 = Monday) → opening hours; a missing weekday is closed. */
  hours: ReadonlyMap<number, WallRange>;
  /** Whole venue days, inclusive. */
  closures: readonly { start_date: string; end_date: string }[];
  /** Public holidays the venue opened. */
  holidayOpenings: ReadonlySet<string>;
}

export interface OccupancyExpert {
  /** ISO weekday → the expert's hours and breaks that day; a missing weekday is a day off. */
  hours: ReadonlyMap<number, WallRange & { breaks: readonly WallRange[] }>;
  timeOff: readonly { start: Date; end: Date }[];
  /** When the expert was deleted; no available minutes from then on. */
  until: Date | null;
}

interface Span {
  start: number;
  end: number;
}

/** `spans` (disjoint, ascending) minus every cut, in any order. */
function subtract(spans: Span[], cuts: readonly Span[]): Span[] {
  let out = spans;
  for (const cut of cuts) {
    if (cut.end <= cut.start) continue;
    const next: Span[] = [];
    for (const s of out) {
      if (cut.end <= s.start || cut.start >= s.end) next.push(s);
      else {
        if (cut.start > s.start) next.push({ start: s.start, end: cut.start });
        if (cut.end < s.end) next.push({ start: cut.end, end: s.end });
      }
    }
    out = next;
  }
  return out;
}

/** The minutes the expert could be booked on one venue day. */
export function availableMinutesOfDay(date: string, venue: OccupancyVenue, expert: OccupancyExpert): number {
  const weekday = isoWeekday(date);
  const open = venue.hours.get(weekday);
  const works = expert.hours.get(weekday);
  if (!open || !works) return 0;
  const wall = subtract([{ start: Math.max(open.start, works.start), end: Math.min(open.end, works.end) }], works.breaks);
  const spans = wall
    .filter((w) => w.end > w.start)
    .map((w) => ({
      start: venueWallTimeToInstant(date, w.start).getTime(),
      end: venueWallTimeToInstant(date, w.end).getTime(),
    }));
  if (spans.length === 0) return 0;
  const day = venueDayBounds(date);
  const { blocked } = blockedOfDay(date, {
    timeOff: expert.timeOff.filter((t) => t.start < day.end && t.end > day.start),
    closed: venue.closures.some((c) => c.start_date <= date && date <= c.end_date),
    holidayOpen: venue.holidayOpenings.has(date),
  });
  const cuts = blocked.map((b) => ({ start: b.start.getTime(), end: b.end.getTime() }));
  if (expert.until) cuts.push({ start: expert.until.getTime(), end: Number.POSITIVE_INFINITY });
  const ms = subtract(spans, cuts).reduce((sum, s) => sum + (s.end - s.start), 0);
  return Math.round(ms / 60_000);
}

/** The minutes the expert could be booked over the venue days `from` … `to`, inclusive. */
export function availableMinutes(from: string, to: string, venue: OccupancyVenue, expert: OccupancyExpert): number {
  let total = 0;
  for (let date = from; date <= to; date = addDays(date, 1)) total += availableMinutesOfDay(date, venue, expert);
  return total;
}

/** Each expert's available minutes over the period, from the repository's inputs, with its name and whether it is listed. */
export function expertAvailability(
  inputs: OccupancyRow,
  from: string,
  to: string,
): Map<number, { name: string; listed: boolean; minutes: number }> {
  const venue: OccupancyVenue = {
    hours: new Map(inputs.venue_hours.map((h) => [h.weekday, { start: parseHHmm(h.start), end: parseHHmm(h.end) }])),
    closures: inputs.closures,
    holidayOpenings: new Set(inputs.holiday_openings),
  };
  const out = new Map<number, { name: string; listed: boolean; minutes: number }>();
  for (const e of inputs.experts) {
    const expert: OccupancyExpert = {
      hours: new Map(
        e.hours.map((h) => [
          h.weekday,
          {
            start: parseHHmm(h.start),
            end: parseHHmm(h.end),
            breaks: h.breaks.map(([s, f]) => ({ start: parseHHmm(s), end: parseHHmm(f) })),
          },
        ]),
      ),
      timeOff: e.time_off.map((t) => ({ start: new Date(t.start), end: new Date(t.end) })),
      until: e.deleted_at ? new Date(e.deleted_at) : null,
    };
    out.set(e.id, { name: e.name, listed: e.listed, minutes: availableMinutes(from, to, venue, expert) });
  }
  return out;
}
