import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, jsonb, pgTable, primaryKey, time } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { venues } from './venues';
import { experts } from './experts';

/**
 * An expert's hours on one venue day, overriding the weekly row of its weekday (decision 100): off that day, or
 * [starts_at, ends_at) with its own breaks. Deleting the row goes back to the weekly hours.
 */
export const expertDayHours = pgTable(
  'expert_day_hours',
  {
    expertId: integer('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    isOff: boolean('is_off').notNull().default(false),
    startsAt: time('starts_at'),
    endsAt: time('ends_at'),
    /** Breaks of the day: [['12:00', '13:00'], …], inside the hours, ascending, not overlapping. */
    breaks: jsonb('breaks')
      .$type<[string, string][]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.expertId, t.date] }),
    check(
      'expert_day_hours_shape',
      sql`(${t.isOff} and ${t.startsAt} is null and ${t.endsAt} is null)
          or (not ${t.isOff} and ${t.startsAt} is not null and ${t.endsAt} > ${t.startsAt})`,
    ),
  ],
);

/**
 * A venue day the venue opens with these hours (decision 100): it overrides the weekly closed day, the weekly hours
 * of its weekday and a public holiday's closure for that date. An owner's closure still wins.
 */
export const venueDayHours = pgTable(
  'venue_day_hours',
  {
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    opensAt: time('opens_at').notNull(),
    closesAt: time('closes_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.venueId, t.date] }), check('venue_day_hours_order', sql`${t.closesAt} > ${t.opensAt}`)],
);
