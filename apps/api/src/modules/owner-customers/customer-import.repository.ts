import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { CardRow, NewCard } from './customer-import.plan';

/** Rows per statement: four or five parameters each, well under PostgreSQL's 65,535. */
const CHUNK = 1000;
/** The first key of the import's transaction lock (pg_advisory_xact_lock(key, venue id)); 89 is its decision. */
const IMPORT_LOCK = 89;

const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

export interface ImportRecord {
  venueId: number;
  ownerId: number;
  legalBasis: string;
  fileName: string;
  format: 'csv' | 'xlsx';
  rows: number;
  created: number;
  merged: number;
  skipped: number;
}

/**
 * The customer cards of a venue as the import and the export read and write them (SQL only, no rules). A card the
 * import makes or fills is the salon's own record (`edited_at`, decision 086): a later booking fills only what it
 * lacks, as after the front desk's edit.
 */
export function createCustomerImportRepository(db: Db) {
  return {
    async ownsVenue(ownerId: number, venueId: number): Promise<boolean> {
      const rows = await queryRows(db, sql`select 1 from venues where id = ${venueId} and owner_id = ${ownerId}`);
      return rows.length > 0;
    },

    /** The venue's cards, oldest first. */
    listCards: (tx: Db, venueId: number) =>
      queryRows<CardRow>(
        tx,
        sql`select id, first_name, last_name, phone, email from customers where venue_id = ${venueId} order by id`,
      ),

    /** One import of a venue at a time: a second waits for the first to commit, then reads its cards. */
    lockVenue: (tx: Db, venueId: number) => tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK}, ${venueId})`),

    async insertCards(tx: Db, venueId: number, cards: NewCard[]) {
      for (const part of chunks(cards)) {
        const values = part.map((c) => sql`(${venueId}, ${c.first_name}, ${c.last_name}, ${c.phone}, ${c.email}, now())`);
        await tx.execute(
          sql`insert into customers (venue_id, first_name, last_name, phone, email, edited_at) values ${sql.join(values, sql`, `)}`,
        );
      }
    },

    /** Fills and corrects cards; each changed field is written to the card's history as the owner's change. */
    async updateCards(tx: Db, venueId: number, ownerId: number, cards: CardRow[]) {
      for (const part of chunks(cards)) {
        const values = part.map(
          (c) => sql`(${c.id}::int, ${c.first_name}::text, ${c.last_name}::text, ${c.phone}::text, ${c.email}::text)`,
        );
        // One statement: the history's insert reads the cards as they were before the update beside it.
        await tx.execute(sql`
          with v(id, first_name, last_name, phone, email) as (values ${sql.join(values, sql`, `)}),
          history as (
            insert into customer_changes (customer_id, field, old_value, new_value, changed_by)
            select c.id, f.field, f.old_value, f.new_value, ${ownerId}::int
            from customers c
            join v on v.id = c.id
            cross join lateral (values ('first_name', nullif(c.first_name, ''), nullif(v.first_name, '')),
                                       ('last_name', nullif(c.last_name, ''), nullif(v.last_name, '')),
                                       ('phone', c.phone, v.phone),
                                       ('email', c.email, v.email)) as f(field, old_value, new_value)
            where c.venue_id = ${venueId} and f.old_value is distinct from f.new_value
          )
          update customers c
          set first_name = v.first_name, last_name = v.last_name, phone = v.phone, email = v.email, edited_at = now(),
              updated_at = now()
          from v
          where c.id = v.id and c.venue_id = ${venueId}
        `);
      }
    },

    record: (tx: Db, r: ImportRecord) =>
      tx.execute(sql`
        insert into customer_imports (venue_id, owner_id, legal_basis, file_name, format, rows, created, merged, skipped)
        values (${r.venueId}, ${r.ownerId}, ${r.legalBasis}, ${r.fileName}, ${r.format}, ${r.rows}, ${r.created},
                ${r.merged}, ${r.skipped})
      `),

    /** The venue's list for the export: every card, oldest first. */
    exportRows: (venueId: number) =>
      queryRows<Omit<CardRow, 'id'>>(
        db,
        sql`select first_name, last_name, phone, email from customers where venue_id = ${venueId} order by id`,
      ),
  };
}
