import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, DEFAULT_VENUE_HOURS, MAX_PAGE_SIZE, WEEKDAYS, type Weekday } from './constants';

/** The longest `after` cursor accepted: base64url of a venue's sort key (its folded name is at most a few hundred). */
const VENUE_LIST_CURSOR_MAX = 1024;
import { idParam, noNul, ok, okList } from './common';
import { messages } from './messages';

/**
 * The public venue payloads: GET /venues/{id} and GET /venues/by-city-category/{city}/{category}.
 * Field names are the original ones (docs/product-public.md#venue-page). Owner data, expert phone/e-mail, inactive items and
 * appointments are absent by design: response schemas strip anything undeclared
 * (docs/decisions/0xx-public-venue-payload.md).
 */

const idName = z.object({ id: z.number().int(), name: z.string() });
export type IdName = z.infer<typeof idName>;

const hhmmValue = z.string();
/** Weekday → [start, end] in 'HH:mm', or null on a closed day / day off. Every weekday key is present. */
export const publicWorkingHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, z.tuple([hhmmValue, hhmmValue]).nullable()])) as {
    [K in (typeof WEEKDAYS)[number]]: z.ZodNullable<z.ZodTuple<[z.ZodString, z.ZodString], null>>;
  },
);
export type PublicWorkingHours = z.infer<typeof publicWorkingHoursSchema>;

/**
 * A venue's spec-shaped opening pair and working days from its per-day hours: the earliest opening
 * and the latest closing over the open days, else the defaults (docs/product.md#constants). Both the
 * public venue and the owner's editor show it.
 */
export function venueOpeningSpan(hours: Partial<Record<Weekday, readonly [string, string] | null>>): {
  opening_time: string;
  closing_time: string;
  working_days: Weekday[];
} {
  const working_days = WEEKDAYS.filter((d) => hours[d]);
  const opens = working_days.map((d) => hours[d]![0]).sort();
  const closes = working_days.map((d) => hours[d]![1]).sort();
  return {
    opening_time: opens[0] ?? DEFAULT_VENUE_HOURS.opening,
    closing_time: closes[closes.length - 1] ?? DEFAULT_VENUE_HOURS.closing,
    working_days,
  };
}

/** thumb_url, alt_text, width and height are null for seeded demo images (one size, no metadata). */
export const venueImageSchema = z.object({
  id: z.number().int(),
  image_url: z.string(),
  /** The 480 px rendition of an upload (image_url is ≤ 1600 px). */
  thumb_url: z.string().nullable(),
  alt_text: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type VenueImage = z.infer<typeof venueImageSchema>;

/** A catalogue service the venue offers (through an active sub-service or an active expert assignment). */
export const venueServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  duration_minutes: z.number().int(),
  /** Lira: the lowest active sub-service price of this service at the venue, else the catalogue default. */
  price: z.number(),
});
export type VenueService = z.infer<typeof venueServiceSchema>;

/** A sub-service's own fields, as the public and its owner both see them. */
export const subServiceFields = {
  id: z.number().int(),
  venue_id: z.number().int(),
  service_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** Lira. */
  price: z.number(),
  duration_minutes: z.number().int(),
  is_active: z.boolean(),
};

export const venueSubServiceSchema = z.object({
  ...subServiceFields,
  service: z.object({ name: z.string() }),
});
export type VenueSubService = z.infer<typeof venueSubServiceSchema>;

export const expertActiveServiceSchema = z.object({
  /** The catalogue service id. */
  id: z.number().int(),
  name: z.string(),
  service_name: z.string(),
  /** Lira, or null when the expert uses the venue's prices. */
  custom_price: z.number().nullable(),
  custom_duration_minutes: z.number().int().nullable(),
  pivot: z.object({ is_active: z.boolean() }),
});
export type ExpertActiveService = z.infer<typeof expertActiveServiceSchema>;

export const expertActiveSubServiceSchema = z.object({
  /** The sub-service id. */
  id: z.number().int(),
  name: z.string(),
  /** Lira: the sub-service's own price. */
  price: z.number(),
  duration_minutes: z.number().int(),
  /** Lira, or null when the expert uses the sub-service price. */
  custom_price: z.number().nullable(),
  custom_duration_minutes: z.number().int().nullable(),
  description: z.string().nullable(),
});
export type ExpertActiveSubService = z.infer<typeof expertActiveSubServiceSchema>;

/** What the public and the owner both see of an expert (the owner also sees phone and e-mail). */
export const expertProfileFields = {
  id: z.number().int(),
  venue_id: z.number().int(),
  name: z.string(),
  specialization: z.string().nullable(),
  experience_years: z.string().nullable(),
  bio: z.string().nullable(),
  specialties: z.array(z.string()),
  photo_url: z.string().nullable(),
  is_active: z.boolean(),
};

/** An active expert as the public sees them: no phone, no e-mail. */
export const publicExpertSchema = z.object({
  ...expertProfileFields,
  working_hours: publicWorkingHoursSchema,
  active_services: z.array(expertActiveServiceSchema),
  active_sub_services: z.array(expertActiveSubServiceSchema),
});
export type PublicExpert = z.infer<typeof publicExpertSchema>;

export const publicFaqSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  is_active: z.boolean(),
});
export type PublicFaq = z.infer<typeof publicFaqSchema>;

/** GET /venues/{id}: `{ success: true, data: VenueDetail }`. */
/**
 * Decision 039: the venue's rating, kept on its row in the transaction of every review write. The average
 * has one decimal and is null while the venue has no (visible) review.
 */
const ratingFields = {
  rating_average: z.number().nullable(),
  rating_count: z.number().int(),
};

/** The orders of the public listing besides the default (folded name, id). */
export const VENUE_LIST_SORTS = ['rating'] as const;

/** The average shown for a sum and a count of ratings: one decimal, null without ratings. */
export const ratingAverage = (sum: number, count: number): number | null =>
  count > 0 ? Math.round((sum / count) * 10) / 10 : null;

export const venueDetailSchema = z.object({
  id: z.number().int(),
  /** The venue's random uuid, never changed: its first public URL /{prefix}-{id}, now redirected to /{slug}-{id} (decision 081). */
  prefix: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  address: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  /** Earliest opening time over open days ('HH:mm'); '09:00' when the venue has no hours. */
  opening_time: z.string(),
  /** Latest closing time over open days ('HH:mm'); '18:00' when the venue has no hours. */
  closing_time: z.string(),
  /** Open days, lowercase English names, Monday first. */
  working_days: z.array(z.enum(WEEKDAYS)),
  working_hours: publicWorkingHoursSchema,
  slot_interval_minutes: z.number().int(),
  city_id: z.number().int(),
  district_id: z.number().int(),
  neighborhood_id: z.number().int(),
  city: idName,
  district: idName,
  neighborhood: idName,
  category_ids: z.array(z.number().int()),
  categories: z.array(idName),
  /** The first category, or null. */
  category: idName.nullable(),
  is_active: z.boolean(),
  /**
   * Decision 096: published and able to take a booking (decision 074). False: the page is answered as before, but says
   * the venue takes no bookings yet and offers none.
   */
  is_listed: z.boolean(),
  profile_image_url: z.string().nullable(),
  profile_image: venueImageSchema.nullable(),
  gallery_image_urls: z.array(z.string()),
  gallery_images: z.array(venueImageSchema),
  services: z.array(venueServiceSchema),
  sub_services: z.array(venueSubServiceSchema),
  experts: z.array(publicExpertSchema),
  faqs: z.array(publicFaqSchema),
  ...ratingFields,
});
export type VenueDetail = z.infer<typeof venueDetailSchema>;

/** One card of the public listing. */
export const venueCardSchema = z.object({
  id: z.number().int(),
  prefix: z.string(),
  name: z.string(),
  address: z.string(),
  city: idName,
  district: idName,
  categories: z.array(idName),
  /** Profile image, else the first gallery image, else null. */
  image_url: z.string().nullable(),
  ...ratingFields,
});
export type VenueCard = z.infer<typeof venueCardSchema>;

/** How many venues a removed venue's page offers instead (decision 081). */
export const VENUE_ALTERNATIVES = 4;
/** `GET /api/venues/{id}/alternatives`: the venues offered on a removed venue's page. */
export const venueAlternativesResponseSchema = ok(z.array(venueCardSchema));

export const venueListParamsSchema = z.object({ city: idParam, category: idParam });

export const venueListQuerySchema = z.object({
  q: z
    .string()
    .max(400)
    .trim()
    .max(100)
    .refine(...noNul())
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional().default(DEFAULT_PAGE_SIZE),
  /** Absent = the default order (folded name, id); `rating` = the Bayesian score (decision 039). */
  sort: z.enum(VENUE_LIST_SORTS, { error: messages.venues.sortInvalid }).optional(),
  /** Venues whose plain average is at least this many stars. */
  min_rating: z.coerce
    .number({ error: messages.venues.minRatingInvalid })
    .int({ error: messages.venues.minRatingInvalid })
    .min(1, { error: messages.venues.minRatingInvalid })
    .max(5, { error: messages.venues.minRatingInvalid })
    .optional(),
  /**
   * Decision 048: the page after this cursor (an earlier answer's `meta.next`) instead of `page`'s
   * offset, so a deep page reads its own rows only; `page` is then only echoed back. Opaque (base64url).
   */
  after: z
    .string({ error: messages.venues.cursorInvalid })
    .max(VENUE_LIST_CURSOR_MAX, { error: messages.venues.cursorInvalid })
    .regex(/^[A-Za-z0-9_-]+$/, { error: messages.venues.cursorInvalid })
    .optional(),
});
export type VenueListQuery = z.input<typeof venueListQuerySchema>;

export const venueListMetaSchema = z.object({
  /** Exact for the plain listing; a filtered one (q, min_rating) counts up to VENUE_LIST_COUNT_CAP (decision 048). */
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** The cursor of the next page (send it as `after`), or null on the last page. */
  next: z.string().nullable(),
});
export type VenueListMeta = z.infer<typeof venueListMetaSchema>;

/**
 * GET /venues/by-city-category/{city}/{category}: `data` is the array (spec clients read it as
 * the list) and the paging facts sit in a sibling `meta`.
 */
export const venueListResponseSchema = okList(venueCardSchema, venueListMetaSchema);
export type VenueListResponse = z.infer<typeof venueListResponseSchema>;
