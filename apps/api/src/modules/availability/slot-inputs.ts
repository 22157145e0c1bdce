import { parseHHmm, venueDayBounds, venueWallTimeToInstant } from '../../lib/time';
import type { AvailabilityRepository } from './availability.repository';
import type { BlockedInterval, SlotInput } from './slot-calculator';
import { HALF_DAY_CLOSES_AT, turkishHolidayOn, type PublicHoliday } from './turkish-holidays';

const HOUR = 3_600_000;

/** A slot function's inputs for one venue day, with the holiday that closes (part of) it, if any. */
export interface DayInputs {
  input: SlotInput;
  holiday: PublicHoliday | null;
}

/**
 * Reads one venue day of an expert and turns it into the slot function's input (decision 031): hours and breaks,
 * the venue's booking rules, the busy appointments with their buffers, and the blocked instants: the expert's time
 * off, a closure of the venue (the whole day) and a public holiday the venue has not opened (the whole day, or from
 * 13:00 on an eve). `ignoreBusy` leaves the appointments out.
 */
export async function readDayInputs(
  repo: AvailabilityRepository,
  q: {
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
  },
): Promise<DayInputs> {
  const day = venueDayBounds(q.date);
  // Appointments and time off reaching into the day from either side, buffers included (at most 2 h each).
  const from = new Date(day.start.getTime() - 3 * HOUR);
  const to = new Date(day.end.getTime() + 27 * HOUR);
  const [found, busy] = await Promise.all([
    repo.findDayInputs(q.expertId, q.venueId, q.date, q.weekday, from, to),
    q.ignoreBusy ? Promise.resolve([]) : repo.listBusyIntervals(q.expertId, from, to, q.excludeAppointmentId),
  ]);
  const blocked: BlockedInterval[] = (found?.timeOff ?? []).map((t) => ({ ...t, rule: 'timeOff' as const }));
  if (found?.closed) blocked.push({ start: day.start, end: day.end, rule: 'closure' });
  const listed = turkishHolidayOn(q.date);
  const holiday = listed && !found?.holidayOpen ? listed : null;
  if (holiday) {
    const start = holiday.halfDay ? venueWallTimeToInstant(q.date, HALF_DAY_CLOSES_AT) : day.start;
    blocked.push({ start, end: day.end, rule: 'holiday' });
  }
  const expert = found?.expert ?? null;
  return {
    holiday,
    input: {
      date: q.date,
      expertHours: expert ? { start: parseHHmm(expert.startsAt), end: parseHHmm(expert.endsAt) } : null,
      breaks: (expert?.breaks ?? []).map(([s, e]) => ({ start: parseHHmm(s), end: parseHHmm(e) })),
      venueHours: found?.venue ? { start: parseHHmm(found.venue.opensAt), end: parseHHmm(found.venue.closesAt) } : null,
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

const WHOLE_DAY = { start: 0, end: 24 * 60 };

/**
 * The owner's confirmed override (decision 033): hours, breaks, time off, closures, holidays and the grid no longer
 * bind; a past start, another appointment and a buffer still do.
 */
export const withoutRules = (input: SlotInput): SlotInput => ({
  ...input,
  expertHours: WHOLE_DAY,
  venueHours: WHOLE_DAY,
  breaks: [],
  blocked: [],
  intervalMinutes: 1,
});
