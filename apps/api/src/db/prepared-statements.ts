import { createHash } from 'node:crypto';
import type pg from 'pg';
import { LRUCache } from 'lru-cache';

/**
 * Named prepared statements for the node-postgres pool ("Writes" and the cache-off reads; decision 047).
 *
 * Drizzle sends every statement unnamed, so PostgreSQL parses and plans it on each execution: for the booking's
 * selection and day-inputs queries planning cost more than running them. A statement with parameters gets a name
 * derived from its text instead, so each connection parses it once and PostgreSQL may switch to a cached generic
 * plan after five executions (plan_cache_mode auto keeps custom plans where the generic one is costlier).
 *
 * Bounds: the names of at most NAMES_PER_PROCESS texts are remembered (hashing a text once), and a connection
 * prepares at most STATEMENTS_PER_CONNECTION of them; anything beyond runs unnamed as before. A statement without
 * parameters (BEGIN, COMMIT, SET) is left alone.
 */
export const STATEMENTS_PER_CONNECTION = 500;
const NAMES_PER_PROCESS = 5_000;

const names = new LRUCache<string, string>({ max: NAMES_PER_PROCESS });

export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `r_${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
  }
  return name;
}

/** What drizzle passes: `{ name: undefined, text, types }` and the values as the second argument. */
interface QueryConfig {
  text?: unknown;
  values?: unknown[];
  name?: string;
}

const hasParameters = (values: unknown) => Array.isArray(values) && values.length > 0;

/** Makes a pool client send parameterised statements as named prepared statements (see above). */
export function namePreparedStatements(client: pg.PoolClient | pg.Client): void {
  const prepared = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const config = args[0] as QueryConfig | null;
    if (
      config !== null &&
      typeof config === 'object' &&
      typeof config.text === 'string' &&
      config.name === undefined &&
      hasParameters(Array.isArray(config.values) ? config.values : args[1])
    ) {
      const name = statementName(config.text);
      if (prepared.has(name) || prepared.size < STATEMENTS_PER_CONNECTION) {
        prepared.add(name);
        args[0] = { ...config, name };
      }
    }
    return query(...args);
  };
}
