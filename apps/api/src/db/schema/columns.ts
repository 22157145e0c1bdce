import { serial, timestamp } from 'drizzle-orm/pg-core';

/** The schema's column conventions, one copy (the tables' column blocks were written out each time). */

/** A serial primary key `id`. */
export const idColumn = () => serial('id').primaryKey();
/** `timestamp with time zone`: the only kind of timestamp the schema stores (instants, never wall times). */
export const instant = (name: string) => timestamp(name, { withTimezone: true });
/** `created_at`, set by the database on insert. */
export const createdAt = () => instant('created_at').notNull().defaultNow();
