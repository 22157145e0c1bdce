import type { z } from 'zod';
import { updateVenueBodySchema, type OwnerVenueDetail, type UpdateVenueBody } from '@randevu/contracts';
import { checkWeekHours, hoursFromWorkingHours, toHoursPayload, weekHoursFormSchema } from './venue-hours';

/** The venue-info form: the PUT contract's fields, with the per-day hours as the screen holds them. */
export const venueInfoFormSchema = updateVenueBodySchema
  .omit({ working_hours: true, opening_time: true, closing_time: true, working_days: true })
  .extend({ hours: weekHoursFormSchema })
  .superRefine((values, ctx) => checkWeekHours(values.hours, ctx));

export type VenueInfoFormInput = z.input<typeof venueInfoFormSchema>;
export type VenueInfoFormOutput = z.output<typeof venueInfoFormSchema>;

export function venueInfoFormValues(venue: OwnerVenueDetail): VenueInfoFormInput {
  return {
    name: venue.name,
    description: venue.description ?? '',
    category_ids: venue.category_ids,
    address: venue.address,
    phone: venue.phone,
    email: venue.email ?? '',
    hours: hoursFromWorkingHours(venue.working_hours),
  };
}

/** The PUT /api/owner/venues/{id} body (the creation fields of docs/product-owner.md#venues, per-day hours and categories). */
export function toUpdateVenueBody(values: VenueInfoFormOutput): UpdateVenueBody {
  return {
    name: values.name,
    description: values.description,
    category_ids: values.category_ids ?? [],
    address: values.address,
    phone: values.phone,
    email: values.email ?? '',
    ...toHoursPayload(values.hours),
  };
}
