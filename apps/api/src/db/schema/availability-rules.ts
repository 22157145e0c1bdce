import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, instant } from './columns';
import { venues } from './venues';
import { experts } from './experts';

/**
 * An expert's time off: the half-open instant range [starts_at, ends_at), entered in venue wall time
 * ('YYYY-MM-DDTHH:mm') and stored as instants like appointments.
 */
export const expertTimeOff = pgTable(
  'expert_time_off',
  {
    id: idColumn(),
    expertId: integer('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('expert_time_off_expert_idx').on(t.expertId, t.endsAt),
    check('expert_time_off_order', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A venue closed on whole venue days, start_date … end_date inclusive. */
export const venueClosures = pgTable(
  'venue_closures',
  {
    id: idColumn(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('venue_closures_venue_idx').on(t.venueId, t.endDate),
    check('venue_closures_order', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * A public holiday the owner opened or closed one by one. Without a row the venue's answer decides (`venues.holidays_open`,
 * `venues.eves_open`, decision 096), so every year's holidays follow it; rows made before it are openings (`open`).
 */
export const venueHolidayOpenings = pgTable(
  'venue_holiday_openings',
  {
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    open: boolean('open').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.venueId, t.date] })],
);
