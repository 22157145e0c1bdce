/**
 * The scale loader's PostgreSQL writer (db/scale/load.ts, `npm run seed:scale`): each chunk in one transaction on a
 * connection of its own, its rows streamed with `COPY … FROM STDIN` (text format, pg-copy-streams), which PostgreSQL
 * parses several times faster than the INSERT path's JSON. With `skipForeignKeyChecks` the transaction runs with
 * `session_replication_role = replica`, so the foreign-key triggers (five lookups per appointment) do not fire: the
 * rows reference ids reserved in the same transaction, and `checkForeignKeys` proves every reference after the load.
 * The schema is left as it is: no constraint or index is dropped.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Row, TableName } from './generate';
import type { ChunkWriter } from './load';

/** Columns whose values are JSON (jsonb); any other array is a PostgreSQL array of text. */
const JSON_COLUMNS = new Set(['breaks']);
/** Rows per COPY message sent to the server. */
const ROWS_PER_PIECE = 2_000;

/** A text value escaped for COPY's text format (backslash, and the characters that end a field or a row). */
export function escapeCopy(text: string): string {
  return text.replace(/[\\\n\r\t]/g, (c) => (c === '\\' ? '\\\\' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\t'));
}

/** One value in COPY's text format: `\N` for null, t/f, numbers as they are, arrays as `{"a","b"}` or JSON. */
export function copyValue(column: string, value: Row[string]): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (JSON_COLUMNS.has(column)) return escapeCopy(JSON.stringify(value));
    return escapeCopy(`{${(value as string[]).map((s) => `"${s.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`);
  }
  return escapeCopy(value);
}

/** The rows as COPY text lines, in pieces of ROWS_PER_PIECE rows. */
export function* copyLines(columns: string[], rows: Row[]): Generator<string> {
  for (let i = 0; i < rows.length; i += ROWS_PER_PIECE) {
    let piece = '';
    for (const row of rows.slice(i, i + ROWS_PER_PIECE)) piece += columns.map((c) => copyValue(c, row[c]!)).join('\t') + '\n';
    yield piece;
  }
}

/** Whether this connection's role may turn the triggers off (superuser, or granted SET on session_replication_role). */
export async function canSkipTriggers(pool: pg.Pool): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    return true;
  } catch {
    return false;
  } finally {
    await client.query('rollback').catch(() => {});
    client.release();
  }
}

export function copyWriter(pool: pg.Pool, options: { skipForeignKeyChecks: boolean }): ChunkWriter {
  return async (fn) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      // A chunk lost to a crash is written again by the next run: no need to wait for the WAL flush of each.
      await client.query('set local synchronous_commit = off');
      if (options.skipForeignKeyChecks) await client.query('set local session_replication_role = replica');
      const result = await fn({
        reserve: async (table, count) =>
          (
            await client.query<{ id: number }>(
              `select nextval(pg_get_serial_sequence($1, 'id'))::int as id from generate_series(1, $2::int)`,
              [table, count],
            )
          ).rows.map((r) => Number(r.id)),
        write: async (table: TableName, rows: Row[]) => {
          if (rows.length === 0) return;
          const columns = Object.keys(rows[0]!);
          const list = columns.map((c) => `"${c}"`).join(', ');
          const stream = client.query(copyFrom(`copy "${table}" (${list}) from stdin`));
          await pipeline(Readable.from(copyLines(columns, rows)), stream);
        },
        mark: async (chunk, rows) => {
          await client.query('insert into scale_seed_chunks (chunk, rows) values ($1, $2)', [chunk, rows]);
        },
      });
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };
}

/**
 * Every single-column foreign key of the loaded tables, checked over all their rows: the references that point at
 * no row, by constraint (empty when the load is sound). One anti-join per constraint.
 */
export async function checkForeignKeys(pool: pg.Pool, tables: readonly string[]): Promise<Record<string, number>> {
  const { rows: keys } = await pool.query<{ name: string; query: string }>(
    `select c.conname as name,
            format('select count(*)::int as n from %I t where t.%I is not null and not exists (select 1 from %I p where p.%I = t.%I)',
                   t.relname, a.attname, p.relname, pa.attname, a.attname) as query
       from pg_constraint c
       join pg_class t on t.oid = c.conrelid
       join pg_class p on p.oid = c.confrelid
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
       join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
      where c.contype = 'f' and cardinality(c.conkey) = 1 and t.relname = any($1::text[])
        and t.relnamespace = 'public'::regnamespace
      order by c.conname`,
    [tables],
  );
  const broken: Record<string, number> = {};
  for (const key of keys) {
    const n = (await pool.query<{ n: number }>(key.query)).rows[0]!.n;
    if (n > 0) broken[key.name] = n;
  }
  return broken;
}
