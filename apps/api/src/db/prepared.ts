import * as drizzle from 'drizzle-orm';
import { sql, type Placeholder, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();

/**
 * A statement every public read runs, prepared by name. Its text is compiled from the `SQL` once, when the
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
  const query = dialect.sqlToQuery(build(placeholders));
  const run = async (db: Db, values: Record<K, unknown>): Promise<T[]> => {
    const statement = db._.session.prepareQuery(query, undefined, name, false);
    return ((await statement.execute(values)) as { rows: T[] }).rows;
  };
  return Object.assign(run, { statement: () => statementOf(query) });
}

/** A compiled statement's text and the names of its parameters in order ($1, $2, …), for a benchmark's bare client. */
export interface StatementText {
  text: string;
  params: string[];
}
const statementOf = (query: Query): StatementText => ({
  text: query.sql,
  params: query.params.map((p) => (p as { name: string }).name),
});

/** What `preparedQuery` keeps of a drizzle builder: its statement and how its rows map to the builder's fields. */
interface CompiledBuilder {
  query: Query;
  fields: unknown;
  joins: unknown;
}
/** Drizzle's own field ordering (exported from drizzle-orm, typed internal): the row mapping a builder's `.prepare` uses. */
const orderFields = (drizzle as unknown as { orderSelectedFields: (fields: unknown) => unknown }).orderSelectedFields;

/**
 * `preparedRows` for a statement made with drizzle's typed builders (rows mapped to the builder's fields, columns
 * encoded as the schema says): `build(db, p)` runs once, on the first caller's database, with a placeholder per name;
 * its text and field list are kept, and every call prepares them by `name` on the caller's session (a transaction's
 * too) and fills the placeholders. The builder's text must not depend on `db` or the values.
 */
export function preparedQuery<T, K extends string>(
  name: string,
  keys: readonly K[],
  build: (db: Db, p: Record<K, Placeholder>) => { getSQL(): SQL },
) {
  const placeholders = Object.fromEntries(keys.map((k) => [k, sql.placeholder(k)])) as unknown as Record<K, Placeholder>;
  let compiled: CompiledBuilder | undefined;
  const compile = (db: Db): CompiledBuilder => {
    if (!compiled) {
      const builder = build(db, placeholders) as unknown as {
        getSQL(): SQL;
        config: { fields: Record<string, unknown> };
        joinsNotNullableMap?: unknown;
      };
      compiled = {
        query: dialect.sqlToQuery(builder.getSQL()),
        fields: orderFields(builder.config.fields),
        joins: builder.joinsNotNullableMap,
      };
    }
    return compiled;
  };
  const run = async (db: Db, values: Record<K, unknown>): Promise<T[]> => {
    const { query, fields, joins } = compile(db);
    const statement = db._.session.prepareQuery(query, fields as never, name, true);
    (statement as unknown as { joinsNotNullableMap: unknown }).joinsNotNullableMap = joins;
    return (await statement.execute(values)) as T[];
  };
  return Object.assign(run, { statement: (db: Db) => statementOf(compile(db).query) });
}
