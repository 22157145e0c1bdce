import { BOOKING_HORIZON_DAYS } from '@randevu/contracts';
import { addDays, formatHHmm, toVenueWallTime, venueDayBounds, venueWallTimeToInstant } from '../../lib/time';

/**
 * The slot function (ARCHITECTURE rule 7, docs/decisions/007-slot-computation.md and 031): a pure function of
 * working hours and breaks, venue hours, duration and buffer, busy and blocked intervals, the booking rules and now.
 * Hours and breaks are venue wall-clock minutes since midnight; intervals and now are instants, so the result does
 * not depend on the process time zone. `explainStart` names the rule that refuses one start; a start is offered
 * exactly when it names none (a property test holds the two together).
 */

/** A wall-clock range on one day, in minutes since midnight, half-open [start, end). */
export interface MinuteRange {
  start: number;
  end: number;
}

/** A pending or confirmed appointment of the expert, half-open [start, end), and its sub-service's buffer now. */
export interface BusyInterval {
  start: Date;
  end: Date;
  /** Minutes the expert stays blocked after it (the sub-service's current buffer); default 0. */
  bufferMinutes?: number;
}

/** Why an instant range cannot hold a service: the expert's time off, a venue closure or a closed public holiday. */
export type BlockedRule = 'timeOff' | 'closure' | 'holiday';
export interface BlockedInterval {
  start: Date;
  end: Date;
  rule: BlockedRule;
}

/** An expert's day override: off that day, or its own hours and breaks. */
export type ExpertDayOverride = { off: true } | { off: false; hours: MinuteRange; breaks: readonly MinuteRange[] };

export interface SlotInput {
  /** The venue day, 'YYYY-MM-DD'. */
  date: string;
  /** The expert's hours on that weekday; null when the expert does not work that day. */
  expertHours: MinuteRange | null;
  /** The expert's breaks that day (inside the hours). */
  breaks?: readonly MinuteRange[];
  /** The venue's hours on that weekday; null when the venue is closed that day. */
  venueHours: MinuteRange | null;
  /** The expert's hours for this very date (decision 100): they replace `expertHours` and `breaks`. */
  expertDay?: ExpertDayOverride | null;
  /** The venue opened this date with these hours (decision 100): they replace `venueHours`, and a holiday does not close it. */
  venueDay?: MinuteRange | null;
  durationMinutes: number;
  /** Minutes the expert stays blocked after this service; other appointments may not start inside it. */
  bufferMinutes?: number;
  /** The venue's slot grid, anchored at midnight: starts are multiples of it. */
  intervalMinutes: number;
  busy: readonly BusyInterval[];
  blocked?: readonly BlockedInterval[];
  now: Date;
  /** Customers book at least this many minutes ahead; default 0 (strictly after now). */
  minNoticeMinutes?: number;
  /** The furthest day ahead, in days; default BOOKING_HORIZON_DAYS; null: no horizon (the owner's front desk). */
  horizonDays?: number | null;
}

/**
 * The rule that refuses a start, in the order a customer is told: the day (horizon, past, notice, closure,
 * holiday), the hours (hours, grid), then the expert (time off, break, another appointment, its buffer).
 */
export type SlotRule =
  'horizon' | 'past' | 'notice' | 'closure' | 'holiday' | 'hours' | 'grid' | BlockedRule | 'break' | 'taken' | 'buffer';

const MINUTE = 60_000;

interface Range {
  start: number;
  end: number;
}

/** The input with the date's overrides applied (decision 100): the hours and breaks that bind on that date. */
export function resolveDay(input: SlotInput): SlotInput {
  const { expertDay, venueDay } = input;
  if (!expertDay && !venueDay) return input;
  const out: SlotInput = { ...input, expertDay: null, venueDay: null };
  if (expertDay) {
    out.expertHours = expertDay.off ? null : expertDay.hours;
    out.breaks = expertDay.off ? [] : expertDay.breaks;
  }
  if (venueDay) {
    out.venueHours = venueDay;
    out.blocked = (input.blocked ?? []).filter((b) => b.rule !== 'holiday');
  }
  return out;
}

/** What both functions need of one day, or null when nothing can be offered at all (no hours, bad sizes). */
function prepare(input: SlotInput) {
  const { date, expertHours, venueHours, durationMinutes, intervalMinutes } = input;
  const day = venueDayBounds(date);
  // On a day without a clock change, wall minutes map linearly onto instants.
  // Stryker disable next-line ConditionalExpression,ArithmeticOperator: the fast path only; on a 24-hour day both paths give the same instants
  const linear = day.end.getTime() - day.start.getTime() === 24 * 60 * MINUTE;
  const instantOf = (minutes: number) =>
    linear ? day.start.getTime() + minutes * MINUTE : venueWallTimeToInstant(date, minutes).getTime();
  const today = toVenueWallTime(input.now).date;
  return {
    day,
    instantOf,
    nowMs: input.now.getTime(),
    earliestMs: input.now.getTime() + Math.max(0, input.minNoticeMinutes ?? 0) * MINUTE,
    beyondHorizon: input.horizonDays !== null && date > addDays(today, input.horizonDays ?? BOOKING_HORIZON_DAYS),
    pastDay: date < today,
    open: expertHours && venueHours ? Math.max(expertHours.start, venueHours.start) : 0,
    close: expertHours && venueHours ? Math.min(expertHours.end, venueHours.end) : 0,
    hasHours: expertHours !== null && venueHours !== null && durationMinutes > 0 && intervalMinutes > 0,
    durationMs: durationMinutes * MINUTE,
    bufferMs: Math.max(0, input.bufferMinutes ?? 0) * MINUTE,
  };
}

/** Sorted, merged ranges: their ends ascend, so one pointer can sweep them. */
function mergeRanges(ranges: Range[]): Range[] {
  ranges.sort((a, b) => a.start - b.start);
  const out: Range[] = [];
  for (const r of ranges) {
    if (!(r.end > r.start)) continue;
    const last = out[out.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else out.push({ start: r.start, end: r.end });
  }
  return out;
}

/** The occupied span of a busy interval: the appointment and its buffer. */
const occupied = (b: BusyInterval): Range => ({
  start: b.start.getTime(),
  end: b.end.getTime() + Math.max(0, b.bufferMinutes ?? 0) * MINUTE,
});

/** Minutes since midnight of every offered start, ascending. */
export function computeSlotMinutes(given: SlotInput): number[] {
  const input = resolveDay(given);
  const p = prepare(input);
  // Stryker disable next-line ConditionalExpression: a shortcut; every start of a past day is before now
  if (!p.hasHours || p.beyondHorizon || p.pastDay) return [];
  const { durationMinutes, intervalMinutes } = input;
  // Stryker disable next-line ConditionalExpression,ArithmeticOperator: a shortcut; the loop below offers nothing either then
  if (p.close - p.open < durationMinutes) return [];

  // What the service itself may not overlap, and what the service with its buffer may not overlap.
  const service = mergeRanges([
    ...(input.breaks ?? []).map((b) => ({ start: p.instantOf(b.start), end: p.instantOf(b.end) })),
    ...(input.blocked ?? []).map((b) => ({ start: b.start.getTime(), end: b.end.getTime() })),
  ]);
  const busy = mergeRanges(input.busy.map(occupied));

  const slots: number[] = [];
  let i = 0;
  let j = 0;
  const first = Math.ceil(p.open / intervalMinutes) * intervalMinutes;
  for (let m = first; m + durationMinutes <= p.close; m += intervalMinutes) {
    const start = p.instantOf(m);
    if (start <= p.nowMs || start < p.earliestMs) continue;
    const end = start + p.durationMs;
    const held = end + p.bufferMs;
    while (i < service.length && service[i]!.end <= start) i++;
    if (i < service.length && service[i]!.start < end) continue;
    while (j < busy.length && busy[j]!.end <= start) j++;
    if (j < busy.length && busy[j]!.start < held) continue;
    slots.push(m);
  }
  return slots;
}

/** Offered starts as 24-hour 'HH:mm' strings. */
export function computeSlots(input: SlotInput): string[] {
  return computeSlotMinutes(input).map(formatHHmm);
}

/** A non-empty range overlapping [start, end) (an empty one blocks nothing, as in the sweep). */
const overlaps = (a: Range, start: number, end: number) => a.end > a.start && a.start < end && a.end > start;

/** The rule refusing the start at wall minute `minute` of the day, or null when it is offered. */
export function explainStart(given: SlotInput, minute: number): SlotRule | null {
  const input = resolveDay(given);
  const p = prepare(input);
  if (p.beyondHorizon) return 'horizon';
  const start = p.instantOf(minute);
  if (p.pastDay || start <= p.nowMs) return 'past';
  if (start < p.earliestMs) return 'notice';
  const end = start + p.durationMs;
  const blocked = input.blocked ?? [];
  for (const rule of ['closure', 'holiday'] as const) {
    if (blocked.some((b) => b.rule === rule && overlaps({ start: b.start.getTime(), end: b.end.getTime() }, start, end)))
      return rule;
  }
  if (!p.hasHours || minute < p.open || minute + input.durationMinutes > p.close) return 'hours';
  if (minute % input.intervalMinutes !== 0) return 'grid';
  if (blocked.some((b) => b.rule === 'timeOff' && overlaps({ start: b.start.getTime(), end: b.end.getTime() }, start, end)))
    return 'timeOff';
  if ((input.breaks ?? []).some((b) => overlaps({ start: p.instantOf(b.start), end: p.instantOf(b.end) }, start, end)))
    return 'break';
  if (input.busy.some((b) => overlaps({ start: b.start.getTime(), end: b.end.getTime() }, start, end))) return 'taken';
  if (input.busy.some((b) => overlaps(occupied(b), start, end + p.bufferMs))) return 'buffer';
  return null;
}
