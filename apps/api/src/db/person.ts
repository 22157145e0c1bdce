import { sql, type SQL } from 'drizzle-orm';

/**
 * A customer is a person (decisions 041, 042): the venue's card of them, `appointments.customer_id` (decision 086),
 * which the booking's phone, else its e-mail, chose when it was written and the front desk may correct or merge. The
 * one definition, for the reports (who is new, who returns), the customers' list and cards, and the calendar's visit
 * badges. `alias` is the alias of an `appointments` row in the statement.
 */
export const personOf = (alias: string): SQL => sql.raw(`${alias}.customer_id`);

/**
 * Turkish case folding in SQL, the same as `foldTurkish` of the contracts for Turkish letters and ASCII ('Işıl',
 * 'ISIL' and 'işil' all become 'isil'), whatever the database's collation: the Turkish letters are mapped before
 * `lower()`, which then only has ASCII to fold (PostgreSQL's C locale and PGlite agree on that).
 */
export const foldTurkishSql = (expr: SQL): SQL => sql`lower(translate(${expr}, 'ÇĞİIÖŞÜçğıöşüÂâÎîÛû', 'cgiiosucgiosuaaiiuu'))`;
