import { BOOKING_HORIZON_DAYS } from '@randevu/contracts';
import { addDays, formatHHmm, toVenueWallTime, venueDayBounds, venueWallTimeToInstant } from '../../lib/time';

/**
 * The slot function (ARCHITECTURE rule 7, docs/decisions/007-slot-computation.md): a pure
 * function of working hours, venue hours, duration, busy intervals and now. Hours are venue
 * wall-clock minutes since midnight; busy intervals and now are instants, so the result does
 * not depend on the process time zone.
 */

/** A wall-clock range on one day, in minutes since midnight, half-open [start, end). */
export interface MinuteRange {
  start: number;
  end: number;
}

/** An instant range, half-open [start, end): an existing pending or confirmed appointment. */
export interface BusyInterval {
  start: Date;
  end: Date;
}

export interface SlotInput {
  /** The venue day, 'YYYY-MM-DD'. */
  date: string;
  /** The expert's hours on that weekday; null when the expert does not work that day. */
  expertHours: MinuteRange | null;
  /** The venue's hours on that weekday; null when the venue is closed that day. */
  venueHours: MinuteRange | null;
  durationMinutes: number;
  /** The venue's slot grid, anchored at midnight: starts are multiples of it. */
  intervalMinutes: number;
  busy: readonly BusyInterval[];
  now: Date;
  horizonDays?: number;
}

const MINUTE = 60_000;

/** Minutes since midnight of every offered start, ascending. */
export function computeSlotMinutes(input: SlotInput): number[] {
  const { date, expertHours, venueHours, durationMinutes, intervalMinutes, now } = input;
  if (!expertHours || !venueHours) return [];
  if (!(durationMinutes > 0)) return [];
  // Stryker disable next-line EqualityOperator: a grid of 0 has no first start (0 / 0 is NaN), so nothing is offered either
  if (!(intervalMinutes > 0)) return [];

  const today = toVenueWallTime(now).date;
  // Stryker disable next-line ConditionalExpression: a shortcut; every start of a past day is before now
  if (date < today) return [];
  if (date > addDays(today, input.horizonDays ?? BOOKING_HORIZON_DAYS)) return [];

  const open = Math.max(expertHours.start, venueHours.start);
  const close = Math.min(expertHours.end, venueHours.end);
  // Stryker disable next-line ConditionalExpression,ArithmeticOperator: a shortcut; the loop below offers nothing either then
  if (close - open < durationMinutes) return [];

  const day = venueDayBounds(date);
  // On a day without a clock change, wall minutes map linearly onto instants.
  // Stryker disable next-line ConditionalExpression,ArithmeticOperator: the fast path only; on a 24-hour day both paths give the same instants
  const linear = day.end.getTime() - day.start.getTime() === 24 * 60 * MINUTE;
  const instantOf = (minutes: number) =>
    linear ? day.start.getTime() + minutes * MINUTE : venueWallTimeToInstant(date, minutes).getTime();

  const nowMs = now.getTime();
  const busy = input.busy
    .map((b) => ({ start: b.start.getTime(), end: b.end.getTime() }))
    .filter(
      (b) =>
        b.end > b.start &&
        // Stryker disable next-line all: only narrows the list; an interval outside the day overlaps none of its starts
        b.start < day.end.getTime() + durationMinutes * MINUTE &&
        // Stryker disable next-line all: the same
        b.end > day.start.getTime(),
    )
    .sort((a, b) => a.start - b.start);

  const slots: number[] = [];
  const first = Math.ceil(open / intervalMinutes) * intervalMinutes;
  for (let m = first; m + durationMinutes <= close; m += intervalMinutes) {
    const start = instantOf(m);
    if (start <= nowMs) continue;
    const end = start + durationMinutes * MINUTE;
    let free = true;
    for (const b of busy) {
      if (b.start >= end) break;
      if (b.end > start) {
        free = false;
        break;
      }
    }
    if (free) slots.push(m);
  }
  return slots;
}

/** Offered starts as 24-hour 'HH:mm' strings. */
export function computeSlots(input: SlotInput): string[] {
  return computeSlotMinutes(input).map(formatHHmm);
}
