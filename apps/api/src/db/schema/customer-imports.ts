import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { users } from './users';
import { venues } from './venues';

/**
 * One written import of a salon's customer list (decision 089): who brought it in, when, the legal basis the salon
 * stated for processing these people's data (KVKK art. 5, the line it chose) and what the file did. A dry run is not
 * recorded. The record goes with the venue; it outlives the account that made it (`owner_id` null then).
 */
export const customerImports = pgTable(
  'customer_imports',
  {
    id: idColumn(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    legalBasis: text('legal_basis').notNull(),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    rows: integer('rows').notNull(),
    created: integer('created').notNull(),
    merged: integer('merged').notNull(),
    skipped: integer('skipped').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_imports_venue_idx').on(t.venueId, t.createdAt),
    check('customer_imports_legal_basis', sql`char_length(${t.legalBasis}) between 1 and 300`),
    check('customer_imports_format', sql`${t.format} in ('csv', 'xlsx')`),
    check('customer_imports_counts', sql`${t.rows} >= 0 and ${t.created} >= 0 and ${t.merged} >= 0 and ${t.skipped} >= 0`),
  ],
);
