import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { customers } from './customers';
import { venues } from './venues';

/**
 * The owner's private note on a customer card (decisions 042, 086): one per card. Read only by the venue's owner,
 * never shown to the customer; a blank note is deleted, and the notes go with the card and the venue.
 */
export const customerNotes = pgTable(
  'customer_notes',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [check('customer_notes_note', sql`char_length(${t.note}) between 1 and 2000`)],
);
