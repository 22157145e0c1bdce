import type { z } from 'zod';
import { createVenueBodySchema, type CreateVenueBody } from '@randevu/contracts';
import { checkWeekHours, toHoursPayload, weekHoursFormSchema } from './venue-hours';

export { defaultHours, type DayHoursValue } from './venue-hours';

/** The /business-setup form: the contract's fields, with the per-day hours as the screen holds them. */
export const venueSetupFormSchema = createVenueBodySchema
  .omit({ working_hours: true, opening_time: true, closing_time: true, working_days: true })
  .extend({ hours: weekHoursFormSchema })
  .superRefine((values, ctx) => checkWeekHours(values.hours, ctx));

export type VenueSetupFormInput = z.input<typeof venueSetupFormSchema>;
export type VenueSetupFormOutput = z.output<typeof venueSetupFormSchema>;

/** The POST /api/owner/venues body (docs/product-owner.md#venues). */
export function toCreateVenueBody(values: VenueSetupFormOutput): CreateVenueBody {
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
    ...toHoursPayload(values.hours),
  };
}
