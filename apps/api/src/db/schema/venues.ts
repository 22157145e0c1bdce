import { sql } from 'drizzle-orm';
import { DEFAULT_SLOT_INTERVAL_MINUTES } from '@randevu/contracts';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, instant } from './columns';
import { users } from './users';
import { cities, districts, neighborhoods } from './locations';
import { categories } from './categories';

export const venues = pgTable(
  'venues',
  {
    id: idColumn(),
    /** The uuid-like prefix of the public URL /{prefix}-{id}; stable for the venue's life. */
    prefix: uuid('prefix').notNull().unique().defaultRandom(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    /** foldTurkish(name): lets 'isil' find 'Işıl' with a plain LIKE on every PostgreSQL. */
    searchName: text('search_name').notNull(),
    description: text('description'),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    neighborhoodId: integer('neighborhood_id')
      .notNull()
      .references(() => neighborhoods.id),
    slotIntervalMinutes: integer('slot_interval_minutes').notNull().default(DEFAULT_SLOT_INTERVAL_MINUTES),
    /** Booking rules: customers book at least this long ahead, at most this many days ahead, and cancel
     * no later than this many hours before the start. */
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(60),
    horizonDays: integer('horizon_days').notNull().default(90),
    cancellationNoticeHours: integer('cancellation_notice_hours').notNull().default(2),
    /** Decision 036: customer bookings are confirmed at once, and a request not decided in this many hours
     * (never later than 2 hours before its start) expires. */
    autoConfirm: boolean('auto_confirm').notNull().default(false),
    pendingExpiryHours: integer('pending_expiry_hours').notNull().default(24),
    /** Decision 091: after this many no-shows in 90 days a person's online bookings are requests; null: off. */
    noShowRequestThreshold: integer('no_show_request_threshold'),
    isActive: boolean('is_active').notNull().default(true),
    /** Decision 074: the owner's "Yayına al"; venues created before it, the demo's and a create call without the field are published. */
    isPublished: boolean('is_published').notNull().default(true),
    /**
     * Decision 074: whether the venue can take a booking (an active expert with hours offering an active sub-service of a
     * service its categories hold), kept by the triggers of migration 0028 in every write's transaction.
     */
    isBookable: boolean('is_bookable').notNull().default(false),
    /** Decision 074: what the public listing shows (and counts): active, published and bookable. */
    isListed: boolean('is_listed')
      .notNull()
      .generatedAlwaysAs(sql`is_active and is_published and is_bookable`),
    /**
     * Decision 075: when the owner answered the holiday question (opens on bayram and official holidays? on eves?);
     * null while unasked. Venues made before it and the demo's count as answered; the create call writes null.
     */
    holidaysAnsweredAt: instant('holidays_answered_at').defaultNow(),
    /** Decision 096: the answer, for every year: open on whole holidays, open on eves' afternoons (the law's default: closed). */
    holidaysOpen: boolean('holidays_open').notNull().default(false),
    evesOpen: boolean('eves_open').notNull().default(false),
    /** Decision 039: the visible reviews' count and rating sum, changed in each review write's transaction. */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /** The listing's `sort=rating`: a Bayesian average with a fixed prior of 3.5 stars weighted as 5 reviews. */
    ratingScore: doublePrecision('rating_score')
      .notNull()
      .generatedAlwaysAs(sql`(rating_sum + 17.5) / (rating_count + 5)`),
    /**
     * Decision 051: the ids of the venue's categories in order, kept from `venue_categories` by a trigger
     * (migration 0023), so the listing's walk of a city tests the category on the index entry itself.
     */
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('venues_owner_id_idx').on(t.ownerId),
    index('venues_city_active_idx').on(t.cityId, t.isActive),
    // A city's listed venues (decision 074) in the listing's order, so a page reads its own rows and not the whole city's;
    // with their categories, so skipping to page 20 tests each entry without a lookup (decision 051).
    index('venues_city_name_idx')
      .on(t.cityId, t.searchName, t.id, t.categoryIds)
      .where(sql`${t.isListed}`),
    check('venues_slot_interval', sql`${t.slotIntervalMinutes} in (5, 10, 15, 20, 30, 45, 60, 90, 120)`),
    check('venues_name_not_blank', sql`length(trim(${t.name})) > 0`),
    check('venues_min_notice', sql`${t.minNoticeMinutes} between 0 and 10080`),
    check('venues_horizon', sql`${t.horizonDays} between 1 and 365`),
    check('venues_cancellation_notice', sql`${t.cancellationNoticeHours} between 0 and 168`),
    check('venues_pending_expiry', sql`${t.pendingExpiryHours} between 1 and 168`),
    check('venues_no_show_request_threshold', sql`${t.noShowRequestThreshold} between 1 and 10`),
    check('venues_rating', sql`${t.ratingCount} >= 0 and ${t.ratingSum} between ${t.ratingCount} and 5 * ${t.ratingCount}`),
    index('venues_city_rating_score_idx').on(t.cityId, t.ratingScore),
    // The listing's text search: `search_name like '%needle%'` with trigrams (pg_trgm, loaded on PGlite by
    // db/client.ts), so a selective needle reads the matching venues, not every venue of the city.
    index('venues_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
  ],
);

export const venueCategories = pgTable(
  'venue_categories',
  {
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
  },
  // (category, venue) so the listing's category test and count are index-only.
  (t) => [
    primaryKey({ columns: [t.venueId, t.categoryId] }),
    index('venue_categories_category_venue_idx').on(t.categoryId, t.venueId),
  ],
);

/** Opening hours per ISO weekday (1 = Monday … 7 = Sunday); a missing row is a closed day. */
export const venueHours = pgTable(
  'venue_hours',
  {
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    opensAt: time('opens_at').notNull(),
    closesAt: time('closes_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.venueId, t.weekday] }),
    check('venue_hours_weekday', sql`${t.weekday} between 1 and 7`),
    check('venue_hours_order', sql`${t.closesAt} > ${t.opensAt}`),
  ],
);

export const venueImages = pgTable(
  'venue_images',
  {
    id: idColumn(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    imageType: text('image_type', { enum: ['profile', 'gallery'] }).notNull(),
    /** Storage key of the large rendition (relative to UPLOAD_DIR), or an absolute URL for seeded demo images. */
    path: text('path').notNull(),
    /** Storage key of the thumbnail rendition; null for seeded demo images (one size only). */
    thumbPath: text('thumb_path'),
    width: integer('width'),
    height: integer('height'),
    altText: text('alt_text'),
    sortOrder: integer('sort_order').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('venue_images_venue_idx').on(t.venueId),
    check('venue_images_type', sql`${t.imageType} in ('profile', 'gallery')`),
  ],
);

export const venueFaqs = pgTable(
  'venue_faqs',
  {
    id: idColumn(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('venue_faqs_venue_idx').on(t.venueId, t.position),
    check('venue_faqs_not_blank', sql`length(trim(${t.question})) > 0 and length(trim(${t.answer})) > 0`),
  ],
);

/**
 * Decision 048: how many active venues each (city, category) has, so the listing's total is one row read
 * and not a count over the city. Kept by triggers on `venues` and `venue_categories` (migration 0021), in the write's
 * own transaction; a row missing is zero. A load with the triggers off (the scale loader) recounts at its end.
 */
export const venueListingCounts = pgTable(
  'venue_listing_counts',
  {
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    venues: integer('venues').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.cityId, t.categoryId] }), check('venue_listing_counts_nonnegative', sql`${t.venues} >= 0`)],
);
