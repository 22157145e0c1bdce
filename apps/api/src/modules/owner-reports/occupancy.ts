import { addDays, isoWeekday, parseHHmm, venueDayBounds, venueWallTimeToInstant } from '../../lib/time';
import { blockedOfDay, openHolidayDates, toHolidayRule } from '../availability/availability.service';
import type { OccupancyRow } from './owner-reports.repository';

/**
 * Occupancy (decision 041): the minutes an expert could be booked in a period, from the same rules the slot
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
  /** Days the owner opened with hours of their own (decision 100): they replace the weekday's and are no holiday. */
  days?: ReadonlyMap<string, WallRange>;
}

export interface OccupancyExpert {
  /** ISO weekday → the expert's hours and breaks that day; a missing weekday is a day off. */
  hours: ReadonlyMap<number, WallRange & { breaks: readonly WallRange[] }>;
  timeOff: readonly { start: Date; end: Date }[];
  /** When the expert was deleted; no available minutes from then on. */
  until: Date | null;
  /** Hours for single dates (decision 100), replacing the weekday's; null: the expert is off that day. */
  days?: ReadonlyMap<string, (WallRange & { breaks: readonly WallRange[] }) | null>;
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

/** What one venue day is, whoever works it: computed once per day of a period, not once per expert-day. */
interface VenueDay {
  date: string;
  weekday: number;
  start: number;
  end: number;
  /** The instant of a wall minute of the day (linear on a day without a clock change). */
  instantOf: (minutes: number) => number;
  /** The venue's own blocked ranges that day: a closure, a closed holiday (blockedOfDay without time off). */
  blocked: Span[];
}

function venueDay(date: string, venue: OccupancyVenue): VenueDay {
  const bounds = venueDayBounds(date);
  const start = bounds.start.getTime();
  const end = bounds.end.getTime();
  const linear = end - start === 24 * 60 * 60_000;
  const { blocked } = blockedOfDay(date, {
    timeOff: [],
    closed: venue.closures.some((c) => c.start_date <= date && date <= c.end_date),
    holidayOpen: venue.holidayOpenings.has(date) || (venue.days?.has(date) ?? false),
  });
  return {
    date,
    weekday: isoWeekday(date),
    start,
    end,
    instantOf: (minutes) => (linear ? start + minutes * 60_000 : venueWallTimeToInstant(date, minutes).getTime()),
    blocked: blocked.map((b) => ({ start: b.start.getTime(), end: b.end.getTime() })),
  };
}

function minutesOn(day: VenueDay, venue: OccupancyVenue, expert: OccupancyExpert): number {
  // The slot function's precedence (decision 100): a date's own hours before the weekday's.
  const open = venue.days?.get(day.date) ?? venue.hours.get(day.weekday);
  const works = expert.days?.has(day.date) ? expert.days.get(day.date) : expert.hours.get(day.weekday);
  if (!open || !works) return 0;
  const wall = subtract([{ start: Math.max(open.start, works.start), end: Math.min(open.end, works.end) }], works.breaks);
  const spans = wall.filter((w) => w.end > w.start).map((w) => ({ start: day.instantOf(w.start), end: day.instantOf(w.end) }));
  if (spans.length === 0) return 0;
  // The expert's time off is blockedOfDay's third rule; it is added here because it differs per expert.
  const cuts = [...day.blocked];
  for (const t of expert.timeOff) {
    const from = t.start.getTime();
    const to = t.end.getTime();
    if (from < day.end && to > day.start) cuts.push({ start: from, end: to });
  }
  if (expert.until) cuts.push({ start: expert.until.getTime(), end: Number.POSITIVE_INFINITY });
  const ms = subtract(spans, cuts).reduce((sum, s) => sum + (s.end - s.start), 0);
  return Math.round(ms / 60_000);
}

/** The venue days `from` … `to`, inclusive, with what they are for the venue. */
function venueDays(from: string, to: string, venue: OccupancyVenue): VenueDay[] {
  const days: VenueDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) days.push(venueDay(date, venue));
  return days;
}

/** The minutes the expert could be booked on one venue day. */
export const availableMinutesOfDay = (date: string, venue: OccupancyVenue, expert: OccupancyExpert): number =>
  minutesOn(venueDay(date, venue), venue, expert);

/** The minutes the expert could be booked over the venue days `from` … `to`, inclusive. */
export function availableMinutes(from: string, to: string, venue: OccupancyVenue, expert: OccupancyExpert): number {
  return venueDays(from, to, venue).reduce((sum, day) => sum + minutesOn(day, venue, expert), 0);
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
    holidayOpenings: openHolidayDates(from, to, toHolidayRule(inputs.holidays)),
    days: new Map((inputs.venue_days ?? []).map((d) => [d.date, { start: parseHHmm(d.start), end: parseHHmm(d.end) }])),
  };
  const days = venueDays(from, to, venue);
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
      days: new Map(
        (e.days ?? []).map((d) => [
          d.date,
          d.start === null || d.end === null
            ? null
            : {
                start: parseHHmm(d.start),
                end: parseHHmm(d.end),
                breaks: d.breaks.map(([s, f]) => ({ start: parseHHmm(s), end: parseHHmm(f) })),
              },
        ]),
      ),
    };
    const minutes = days.reduce((sum, day) => sum + minutesOn(day, venue, expert), 0);
    out.set(e.id, { name: e.name, listed: e.listed, minutes });
  }
  return out;
}
