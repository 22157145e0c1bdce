import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, instant } from './columns';
import { venues } from './venues';
import { services } from './categories';

/** A venue's own priced variant of a catalogue service ("Saç Kesimi" → "Erkek Saç Kesimi", 350 ₺, 45 dk). */
export const subServices = pgTable(
  'sub_services',
  {
    id: idColumn(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    name: text('name').notNull(),
    description: text('description'),
    priceKurus: integer('price_kurus').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Minutes the expert stays blocked after the service; not part of the customer's appointment. */
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Set by DELETE: the row stays for the appointments that name it, hidden everywhere else (decision 012). */
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('sub_services_venue_service_idx').on(t.venueId, t.serviceId),
    uniqueIndex('sub_services_name_unique')
      .on(t.venueId, t.serviceId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    check('sub_services_price', sql`${t.priceKurus} >= 0`),
    check('sub_services_duration', sql`${t.durationMinutes} > 0 and ${t.durationMinutes} <= 1440`),
    check('sub_services_buffer', sql`${t.bufferMinutes} between 0 and 120`),
    check('sub_services_name_not_blank', sql`length(trim(${t.name})) > 0`),
  ],
);
