import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, time } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, instant } from './columns';
import { venues } from './venues';
import { services } from './categories';
import { subServices } from './sub-services';

export const experts = pgTable(
  'experts',
  {
    id: idColumn(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    specialization: text('specialization'),
    experienceYears: text('experience_years'),
    phone: text('phone'),
    email: text('email'),
    bio: text('bio'),
    specialties: text('specialties')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    photoPath: text('photo_path'),
    isActive: boolean('is_active').notNull().default(true),
    /** Set by DELETE: the row stays for the appointments that name it, hidden everywhere else (decision 012). */
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('experts_venue_idx').on(t.venueId), check('experts_name_not_blank', sql`length(trim(${t.name})) > 0`)],
);

/** An expert's weekly hours per ISO weekday (1 = Monday); no row means not working that day. */
export const expertWorkingHours = pgTable(
  'expert_working_hours',
  {
    expertId: integer('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startsAt: time('starts_at').notNull(),
    endsAt: time('ends_at').notNull(),
    /** Breaks of the day: [['12:00', '13:00'], …], inside the hours, ascending, not overlapping. */
    breaks: jsonb('breaks')
      .$type<[string, string][]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    primaryKey({ columns: [t.expertId, t.weekday] }),
    check('expert_hours_weekday', sql`${t.weekday} between 1 and 7`),
    check('expert_hours_order', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const expertServices = pgTable(
  'expert_services',
  {
    expertId: integer('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    customPriceKurus: integer('custom_price_kurus'),
    customDurationMinutes: integer('custom_duration_minutes'),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.expertId, t.serviceId] }),
    check('expert_services_price', sql`${t.customPriceKurus} is null or ${t.customPriceKurus} > 0`),
    check(
      'expert_services_duration',
      sql`${t.customDurationMinutes} is null or (${t.customDurationMinutes} > 0 and ${t.customDurationMinutes} <= 1440)`,
    ),
  ],
);

export const expertSubServices = pgTable(
  'expert_sub_services',
  {
    expertId: integer('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    subServiceId: integer('sub_service_id')
      .notNull()
      .references(() => subServices.id, { onDelete: 'cascade' }),
    customPriceKurus: integer('custom_price_kurus'),
    customDurationMinutes: integer('custom_duration_minutes'),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.expertId, t.subServiceId] }),
    index('expert_sub_services_sub_idx').on(t.subServiceId),
    check('expert_sub_services_price', sql`${t.customPriceKurus} is null or ${t.customPriceKurus} > 0`),
    check(
      'expert_sub_services_duration',
      sql`${t.customDurationMinutes} is null or (${t.customDurationMinutes} > 0 and ${t.customDurationMinutes} <= 1440)`,
    ),
  ],
);
