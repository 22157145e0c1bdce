import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, instant } from './columns';
import { venues } from './venues';

/**
 * A venue's customer card (decision 086): one person as the venue knows them. Every appointment belongs to one card
 * of its venue (`appointments.customer_id`), which the trigger `appointments_customer` (migration 0033) chooses when
 * the insert names none: the card with the booking's phone, else the one with its e-mail, else a new card (a
 * contactless walk-in is a card of its own). The card's names and contacts are the venue's record of the person:
 * a later booking never overwrites what the front desk wrote (`edited_at`).
 */
export const customers = pgTable(
  'customers',
  {
    id: idColumn(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** E.164 (`+905321234567`); null when the venue has no phone for the person. */
    phone: text('phone'),
    /** In lower case; null when the venue has no e-mail for the person. */
    email: text('email'),
    /**
     * When the front desk last wrote the card's names or contacts; null while only bookings did. Until then every
     * booking refreshes the names (and the e-mail) to the ones it carries, as the person gives them; after, a booking
     * only fills what is empty.
     */
    editedAt: instant('edited_at'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One card per phone at a venue, and per e-mail among the cards without a phone: what a booking is matched by.
    uniqueIndex('customers_venue_phone_key')
      .on(t.venueId, t.phone)
      .where(sql`${t.phone} is not null`),
    uniqueIndex('customers_venue_email_key')
      .on(t.venueId, t.email)
      .where(sql`${t.phone} is null and ${t.email} is not null`),
  ],
);
