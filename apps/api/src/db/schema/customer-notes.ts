import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { venues } from './venues';

/**
 * The owner's private note on a customer of a venue (decision 042): one per person, the person being their
 * phone, else their e-mail in lower case (db/person.ts). Read only by the venue's owner, never shown to the customer;
 * a blank note is deleted, and the notes go with the venue.
 */
export const customerNotes = pgTable(
  'customer_notes',
  {
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    person: text('person').notNull(),
    note: text('note').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.venueId, t.person] }),
    check('customer_notes_note', sql`char_length(${t.note}) between 1 and 2000`),
  ],
);
