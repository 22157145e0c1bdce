import { z } from 'zod';
import { DEFAULT_VENUE_HOURS, DEFAULT_WORKING_DAYS, messages, WEEKDAYS } from '@randevu/contracts/messages';
import type { OwnerWorkingHours, Weekday } from '@randevu/contracts';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

const dayFormSchema = z.object({ open: z.boolean(), start: z.string(), end: z.string() });
export type DayHoursValue = z.infer<typeof dayFormSchema>;
export type WeekHoursValue = Record<Weekday, DayHoursValue>;

/** The week as the screen holds it: a toggle plus start and end that survive closing and reopening a day. */
export const weekHoursFormSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, dayFormSchema])) as Record<Weekday, typeof dayFormSchema>,
);

/** Each open day closes after it opens; at least one day is open. Issues land on `hours.{day}.end` and `hours`. */
export function checkWeekHours(hours: WeekHoursValue, ctx: z.RefinementCtx) {
  let openDays = 0;
  for (const day of WEEKDAYS) {
    const h = hours[day];
    if (!h.open) continue;
    openDays += 1;
    if (!HHMM.test(h.start) || !HHMM.test(h.end) || h.start >= h.end) {
      ctx.addIssue({ code: 'custom', path: ['hours', day, 'end'], message: messages.ownerVenues.hoursInvalid });
    }
  }
  if (openDays === 0) ctx.addIssue({ code: 'custom', path: ['hours'], message: messages.ownerVenues.noOpenDay });
}

/** The default hours (docs/product.md#constants): 09:00–18:00, Monday to Saturday open, Sunday closed. */
export function defaultHours(): WeekHoursValue {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      { open: DEFAULT_WORKING_DAYS.includes(day), start: DEFAULT_VENUE_HOURS.opening, end: DEFAULT_VENUE_HOURS.closing },
    ]),
  ) as WeekHoursValue;
}

/** The week of a saved venue: its open days as they are, closed days with the default times ready to reopen. */
export function hoursFromWorkingHours(workingHours: OwnerWorkingHours): WeekHoursValue {
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const h = workingHours[day];
      return [
        day,
        h
          ? { open: true, start: h[0], end: h[1] }
          : { open: false, start: DEFAULT_VENUE_HOURS.opening, end: DEFAULT_VENUE_HOURS.closing },
      ];
    }),
  ) as WeekHoursValue;
}

/**
 * The hours part of a venue body (docs/product-owner.md#venues): per-day hours, plus opening_time/closing_time
 * as the earliest open and latest close across open days (09:00/18:00 when none) and the open days' names.
 */
export function toHoursPayload(hours: WeekHoursValue) {
  const openDays = WEEKDAYS.filter((day) => hours[day].open);
  const starts = openDays.map((day) => hours[day].start).sort();
  const ends = openDays.map((day) => hours[day].end).sort();
  return {
    working_hours: Object.fromEntries(
      WEEKDAYS.map((day) => [day, hours[day].open ? ([hours[day].start, hours[day].end] as [string, string]) : null]),
    ) as Record<Weekday, [string, string] | null>,
    opening_time: starts[0] ?? DEFAULT_VENUE_HOURS.opening,
    closing_time: ends.at(-1) ?? DEFAULT_VENUE_HOURS.closing,
    working_days: openDays,
  };
}

/** Server error keys about hours, all shown on the week editor. */
export const hoursErrorAliases = {
  working_hours: 'hours',
  opening_time: 'hours',
  closing_time: 'hours',
  working_days: 'hours',
} as const;
