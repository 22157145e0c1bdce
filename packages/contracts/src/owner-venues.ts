import { z } from 'zod';
import { messages } from './messages';
import { WEEKDAYS } from './constants';
import { noContactDetails } from './safe-names';
import { textHasContactDetails } from './contact-details';

const m = messages.ownerVenues;

const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: m.tooLong });
const hhmmField = z
  .string()
  .max(5, { error: m.hoursInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: m.hoursInvalid });
const requiredId = (message: string) => z.coerce.number({ error: message }).int({ error: message }).positive({ error: message });

const dayHours = z
  .tuple([hhmmField, hhmmField])
  .nullable()
  .refine((v) => v === null || v[0] < v[1], { error: m.hoursInvalid });

export const workingHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, dayHours.optional()])) as {
    [K in (typeof WEEKDAYS)[number]]: z.ZodOptional<typeof dayHours>;
  },
);

/** POST /api/owner/venues: the /business-setup form and its payload (docs/product-owner.md#venues). */
export const createVenueBodySchema = z.object({
  // Capped before trimming and the contact-details check (the name goes out in customers' messages).
  name: z
    .string({ error: m.nameRequired })
    .max(600, { error: m.tooLong })
    .pipe(required(m.nameRequired, 150))
    .refine(...noContactDetails(150)),
  // Public free texts (decision 053): capped first, then the contact rule every public text follows.
  description: z
    .string()
    .max(8000, { error: m.tooLong })
    .trim()
    .max(2000, { error: m.tooLong })
    .refine((v) => !textHasContactDetails(v), { error: m.descriptionHasContact })
    .optional()
    .default(''),
  category_ids: z.array(z.coerce.number().int().positive()).max(10).optional().default([]),
  city_id: requiredId(m.cityRequired),
  district_id: requiredId(m.districtRequired),
  neighborhood_id: requiredId(m.neighborhoodRequired),
  address: z
    .string({ error: m.addressRequired })
    .max(2000, { error: m.tooLong })
    .pipe(required(m.addressRequired, 500))
    .refine((v) => !textHasContactDetails(v, { postcode: true }), { error: m.addressHasContact }),
  phone: z
    .string({ error: m.phoneRequired })
    .trim()
    .min(1, { error: m.phoneRequired })
    .max(20, { error: m.phoneDigits })
    .regex(/^\d{7,11}$/, { error: m.phoneDigits }),
  email: z
    .string()
    .trim()
    .max(254, { error: messages.auth.emailInvalid })
    .pipe(z.union([z.literal(''), z.email({ error: messages.auth.emailInvalid })]))
    .optional()
    .transform((v) => (v ? v.toLowerCase() : null)),
  /** Per-day hours; when absent, opening_time/closing_time over working_days are used. */
  working_hours: workingHoursSchema.optional(),
  opening_time: hhmmField.optional(),
  closing_time: hhmmField.optional(),
  working_days: z.array(z.enum(WEEKDAYS)).optional(),
  /**
   * Decision 074: false keeps the new venue out of the public listing until the owner's "Yayına al" (the app's setup
   * sends it); absent (a client of the spec's call) publishes it, listed as soon as it can take a booking.
   */
  is_published: z.boolean().optional(),
});
export type CreateVenueBody = z.input<typeof createVenueBodySchema>;

/**
 * PUT /api/owner/venues/{id}: the creation fields (docs/product-owner.md#venue-info) with the creation rules, plus
 * `working_hours` (wins over opening/closing like on creation) and optional `category_ids`
 * (absent = unchanged). The location is not editable (the spec's PUT does not take it).
 * Hours stay as they are when none of working_hours, opening_time, closing_time, working_days is sent.
 */
export const updateVenueBodySchema = createVenueBodySchema
  .omit({ city_id: true, district_id: true, neighborhood_id: true, is_published: true })
  .extend({ category_ids: z.array(z.coerce.number().int().positive()).max(10).optional() });
export type UpdateVenueBody = z.input<typeof updateVenueBodySchema>;

export const ownerVenueSchema = z.object({
  id: z.number().int(),
  prefix: z.string(),
  name: z.string(),
  address: z.string(),
  is_active: z.boolean(),
  /** Decision 074: the owner's "Yayına al". */
  is_published: z.boolean(),
  /** Decision 074: an active expert with hours offers an active sub-service. */
  is_bookable: z.boolean(),
  /** Decision 074: shown in the public listing (active, published, bookable). */
  is_listed: z.boolean(),
  city: z.object({ id: z.number().int(), name: z.string() }),
  district: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
});
export type OwnerVenue = z.infer<typeof ownerVenueSchema>;

/** Weekday → [opens, closes] 'HH:mm' for open days only (closed days are absent). */
export const ownerWorkingHoursSchema = z.partialRecord(z.enum(WEEKDAYS), z.tuple([z.string(), z.string()]));
export type OwnerWorkingHours = z.infer<typeof ownerWorkingHoursSchema>;

/** GET/PUT /api/owner/venues/{id}: everything the venue-info editor needs. */
export const ownerVenueDetailSchema = ownerVenueSchema.extend({
  description: z.string().nullable(),
  phone: z.string(),
  email: z.string().nullable(),
  city_id: z.number().int(),
  district_id: z.number().int(),
  neighborhood_id: z.number().int(),
  neighborhood: z.object({ id: z.number().int(), name: z.string() }),
  category_ids: z.array(z.number().int()),
  working_hours: ownerWorkingHoursSchema,
  /** Earliest opening time over open days (docs/product-owner.md#venues). */
  opening_time: z.string(),
  /** Latest closing time over open days. */
  closing_time: z.string(),
  working_days: z.array(z.enum(WEEKDAYS)),
});
export type OwnerVenueDetail = z.infer<typeof ownerVenueDetailSchema>;

/** GET /api/owner/venues/{id}/go-live: the go-live checklist's facts (decision 074). */
export const venueGoLiveSchema = z.object({
  is_published: z.boolean(),
  is_bookable: z.boolean(),
  is_listed: z.boolean(),
  /** Active sub-services of a service one of the venue's categories holds. */
  active_sub_services: z.number().int(),
  /** Active experts, and of them those without weekly hours or without an active sub-service assigned. */
  experts: z.number().int(),
  experts_without_hours: z.number().int(),
  experts_without_services: z.number().int(),
  images: z.number().int(),
  /** Decision 075: the holiday question was answered (asked once, on the checklist). */
  holidays_answered: z.boolean(),
});
export type VenueGoLive = z.infer<typeof venueGoLiveSchema>;

/** PUT /api/owner/venues/{id}/publication: "Yayına al" (true, only once bookable) or "Yayından kaldır" (false). */
export const venuePublicationBodySchema = z.object({
  is_published: z.boolean({ error: messages.ownerVenues.goLive.publishInvalid }),
});
export type VenuePublicationBody = z.infer<typeof venuePublicationBodySchema>;
