import { sql, type SQL } from 'drizzle-orm';

/**
 * A customer is a person (decisions 041, 042): their phone, else their e-mail in lower case. The one definition, for
 * the reports (who is new, who returns), the customers' list and cards, and the owner's notes (`customer_notes.person`).
 * `alias` is the alias of an `appointments` row in the statement.
 */
export const personOf = (alias: string): SQL =>
  sql.raw(`coalesce(nullif(${alias}.customer_phone, ''), lower(${alias}.customer_email))`);

/**
 * Turkish case folding in SQL, the same as `foldTurkish` of the contracts for Turkish letters and ASCII ('Işıl',
 * 'ISIL' and 'işil' all become 'isil'), whatever the database's collation: the Turkish letters are mapped before
 * `lower()`, which then only has ASCII to fold (PostgreSQL's C locale and PGlite agree on that).
 */
export const foldTurkishSql = (expr: SQL): SQL => sql`lower(translate(${expr}, 'ÇĞİIÖŞÜçğıöşüÂâÎîÛû', 'cgiiosucgiosuaaiiuu'))`;
