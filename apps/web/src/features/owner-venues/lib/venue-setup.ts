import { z } from 'zod';
import {
  createVenueBodySchema,
  DEFAULT_VENUE_HOURS,
  DEFAULT_WORKING_DAYS,
  messages,
  WEEKDAYS,
  type CreateVenueBody,
  type Weekday,
} from '@randevu/contracts';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

const dayFormSchema = z.object({ open: z.boolean(), start: z.string(), end: z.string() });
export type DayHoursValue = z.infer<typeof dayFormSchema>;

/**
 * The /business-setup form: the contract's fields, with the per-day hours as the screen holds them
 * (a toggle plus start and end that survive closing and reopening a day).
 */
export const venueSetupFormSchema = createVenueBodySchema
  .omit({ working_hours: true, opening_time: true, closing_time: true, working_days: true })
  .extend({
    hours: z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, dayFormSchema])) as Record<Weekday, typeof dayFormSchema>),
  })
  .superRefine((values, ctx) => {
    let openDays = 0;
    for (const day of WEEKDAYS) {
      const h = values.hours[day];
      if (!h.open) continue;
      openDays += 1;
      if (!HHMM.test(h.start) || !HHMM.test(h.end) || h.start >= h.end) {
        ctx.addIssue({ code: 'custom', path: ['hours', day, 'end'], message: messages.ownerVenues.hoursInvalid });
      }
    }
    if (openDays === 0) ctx.addIssue({ code: 'custom', path: ['hours'], message: messages.ownerVenues.noOpenDay });
  });

export type VenueSetupFormInput = z.input<typeof venueSetupFormSchema>;
export type VenueSetupFormOutput = z.output<typeof venueSetupFormSchema>;

/** Spec section 9: 09:00–18:00, Monday to Saturday open, Sunday closed. */
export function defaultHours(): Record<Weekday, DayHoursValue> {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      { open: DEFAULT_WORKING_DAYS.includes(day), start: DEFAULT_VENUE_HOURS.opening, end: DEFAULT_VENUE_HOURS.closing },
    ]),
  ) as Record<Weekday, DayHoursValue>;
}

/**
 * The POST /api/owner/venues body (spec section 7): per-day hours, plus opening_time/closing_time as
 * the earliest open and latest close across open days (09:00/18:00 when none) and the open days' names.
 */
export function toCreateVenueBody(values: VenueSetupFormOutput): CreateVenueBody {
  const openDays = WEEKDAYS.filter((day) => values.hours[day].open);
  const starts = openDays.map((day) => values.hours[day].start).sort();
  const ends = openDays.map((day) => values.hours[day].end).sort();
  return {
    name: values.name,
    description: values.description,
    category_ids: values.category_ids,
    city_id: values.city_id,
    district_id: values.district_id,
    neighborhood_id: values.neighborhood_id,
    address: values.address,
    phone: values.phone,
    email: values.email ?? '',
    working_hours: Object.fromEntries(
      WEEKDAYS.map((day) => [
        day,
        values.hours[day].open ? ([values.hours[day].start, values.hours[day].end] as [string, string]) : null,
      ]),
    ) as Record<Weekday, [string, string] | null>,
    opening_time: starts[0] ?? DEFAULT_VENUE_HOURS.opening,
    closing_time: ends.at(-1) ?? DEFAULT_VENUE_HOURS.closing,
    working_days: openDays,
  };
}
