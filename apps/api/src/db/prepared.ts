import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * A statement every public read runs, prepared by name (issue 28). Its text is compiled from the `SQL` once, when the
 * module loads, instead of on every call; on PostgreSQL each pooled connection parses it once and, after a few runs,
 * keeps a generic plan, so a read no longer pays the planner (about 1 ms of the database's CPU for the venue page,
 * more than running it). PGlite runs it as a plain statement (drizzle ignores the name there).
 *
 * `build` receives a placeholder per parameter name and returns the statement; `run(db, values)` fills them.
 * The text must not depend on the values (each name is one text, on every connection). A parameter the planner needs
 * to see to pick a partial index (a status list) must be a literal, or the generic plan cannot use that index.
 * Named statements live on a server connection: behind a transaction-mode pooler (PgBouncer before 1.21, or without
 * max_prepared_statements) they fail; connect to PostgreSQL directly or in session mode.
 */
export function preparedRows<T, K extends string>(name: string, keys: readonly K[], build: (p: Record<K, SQL>) => SQL) {
  const placeholders = Object.fromEntries(keys.map((k) => [k, sql.placeholder(k)])) as unknown as Record<K, SQL>;
  const query = new PgDialect().sqlToQuery(build(placeholders));
  return async (db: Db, values: Record<K, unknown>): Promise<T[]> => {
    const statement = db._.session.prepareQuery(query, undefined, name, false);
    return ((await statement.execute(values)) as { rows: T[] }).rows;
  };
}
