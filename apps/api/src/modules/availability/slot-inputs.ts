import { parseHHmm, venueDayBounds, venueWallTimeToInstant } from '../../lib/time';
import type { AvailabilityRepository } from './availability.repository';
import type { DayFound } from './day-columns';
import type { BlockedInterval, ExpertDayOverride, SlotInput } from './slot-calculator';
import { HALF_DAY_CLOSES_AT, isHolidayOpen, turkishHolidayOn, type PublicHoliday } from './turkish-holidays';

const HOUR = 3_600_000;

/** A slot function's inputs for one venue day, with the holiday that closes (part of) it, if any. */
export interface DayInputs {
  input: SlotInput;
  holiday: PublicHoliday | null;
}

/** What the slot function's inputs of one venue day are read for (see readDayInputs). */
export interface DayQuery {
  expertId: number;
  venueId: number;
  date: string;
  weekday: number;
  durationMinutes: number;
  bufferMinutes: number;
  intervalMinutes: number;
  now: Date;
  ignoreBusy?: boolean;
  /** Leaves this appointment out of the busy ones (it is being moved). */
  excludeAppointmentId?: number;
  /** The owner's front desk (decision 033): no minimum notice and no horizon bind it. */
  owner?: boolean;
}

/** The instants whose appointments and time off can reach into `date`: buffers included (at most 2 h each). */
export function dayWindow(date: string): { from: Date; to: Date } {
  const day = venueDayBounds(date);
  return { from: new Date(day.start.getTime() - 3 * HOUR), to: new Date(day.end.getTime() + 27 * HOUR) };
}

/**
 * Reads one venue day of an expert and turns it into the slot function's input (decision 031): hours and breaks,
 * the venue's booking rules, the busy appointments with their buffers, and the blocked instants: the expert's time
 * off, a closure of the venue (the whole day) and a public holiday the venue has not opened (the whole day, or from
 * 13:00 on an eve). `ignoreBusy` leaves the appointments out.
 */
export async function readDayInputs(repo: AvailabilityRepository, q: DayQuery): Promise<DayInputs> {
  const { from, to } = dayWindow(q.date);
  const found = await repo.findDayInputs(
    q.expertId,
    q.venueId,
    q.date,
    q.weekday,
    from,
    to,
    q.ignoreBusy ? null : { exceptId: q.excludeAppointmentId },
  );
  return toDayInputs(q, found);
}

/** The slot function's inputs from a venue day's rows as `findDayInputs` (or `findSelectionWithDay`) read them. */
export function toDayInputs(q: DayQuery, found: DayFound | null): DayInputs {
  const busy = found?.busy ?? [];
  const listed = turkishHolidayOn(q.date);
  const h = found?.holidays;
  const { blocked, holiday } = blockedOfDay(q.date, {
    timeOff: found?.timeOff ?? [],
    closed: found?.closed ?? false,
    // A venue day the owner opened (decision 100) is no holiday's.
    holidayOpen:
      Boolean(found?.venueDay) ||
      (!!listed && !!h && isHolidayOpen(listed, { ...h, days: new Map(h.day === null ? [] : [[q.date, h.day]]) })),
  });
  const expert = found?.expert ?? null;
  return {
    holiday,
    input: {
      date: q.date,
      expertHours: expert ? { start: parseHHmm(expert.startsAt), end: parseHHmm(expert.endsAt) } : null,
      breaks: (expert?.breaks ?? []).map(([s, e]) => ({ start: parseHHmm(s), end: parseHHmm(e) })),
      venueHours: found?.venue ? { start: parseHHmm(found.venue.opensAt), end: parseHHmm(found.venue.closesAt) } : null,
      expertDay: toExpertDayOverride(found?.expertDay ?? null),
      venueDay: found?.venueDay ? { start: parseHHmm(found.venueDay.opensAt), end: parseHHmm(found.venueDay.closesAt) } : null,
      durationMinutes: q.durationMinutes,
      bufferMinutes: q.bufferMinutes,
      intervalMinutes: q.intervalMinutes,
      busy,
      blocked,
      now: q.now,
      minNoticeMinutes: q.owner ? 0 : (found?.rules.minNoticeMinutes ?? 0),
      horizonDays: q.owner ? null : found?.rules.horizonDays,
    },
  };
}

/** The slot function's form of an expert's day override (decision 100). */
function toExpertDayOverride(day: DayFound['expertDay']): ExpertDayOverride | null {
  if (!day) return null;
  if (day.off || !day.startsAt || !day.endsAt) return { off: true };
  return {
    off: false,
    hours: { start: parseHHmm(day.startsAt), end: parseHHmm(day.endsAt) },
    breaks: day.breaks.map(([s, e]) => ({ start: parseHHmm(s), end: parseHHmm(e) })),
  };
}

/**
 * What blocks one venue day besides hours and breaks (decision 031): the expert's time off, a closure of the venue
 * (the whole day) and a public holiday the venue has not opened (the whole day, or from 13:00 on an eve). The slot
 * function reads it through `readDayInputs`; the owner's reports count available minutes with it (decision 041).
 */
export function blockedOfDay(
  date: string,
  day: { timeOff: readonly { start: Date; end: Date }[]; closed: boolean; holidayOpen: boolean },
): { blocked: BlockedInterval[]; holiday: PublicHoliday | null } {
  const bounds = venueDayBounds(date);
  const blocked: BlockedInterval[] = day.timeOff.map((t) => ({ start: t.start, end: t.end, rule: 'timeOff' as const }));
  if (day.closed) blocked.push({ start: bounds.start, end: bounds.end, rule: 'closure' });
  const listed = turkishHolidayOn(date);
  const holiday = listed && !day.holidayOpen ? listed : null;
  if (holiday) {
    const start = holiday.halfDay ? venueWallTimeToInstant(date, HALF_DAY_CLOSES_AT) : bounds.start;
    blocked.push({ start, end: bounds.end, rule: 'holiday' });
  }
  return { blocked, holiday };
}

const WHOLE_DAY = { start: 0, end: 24 * 60 };

/**
 * The owner's confirmed override (decision 033): hours, breaks, time off, closures, holidays and the grid no longer
 * bind; a past start, another appointment and a buffer still do.
 */
export const withoutRules = (input: SlotInput): SlotInput => ({
  ...input,
  expertHours: WHOLE_DAY,
  venueHours: WHOLE_DAY,
  expertDay: null,
  venueDay: null,
  breaks: [],
  blocked: [],
  intervalMinutes: 1,
});

/**
 * The owner's confirmed buffer override (decision 098): neither the new appointment's buffer nor the busy ones' bind;
 * the busy appointments themselves still do (an overlap stays refused, and the exclusion constraint holds it).
 */
export const withoutBuffers = (input: SlotInput): SlotInput => ({
  ...input,
  bufferMinutes: 0,
  busy: input.busy.map((b) => ({ ...b, bufferMinutes: 0 })),
});
