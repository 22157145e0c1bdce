import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPrivateDatabase, testDbKind } from '../../../test/build-test-app';
import { queryRows, type Db } from '../client';
import { checkForeignKeys, copyWriter } from './copy';
import { TABLES } from './generate';
import { insertWriter, loadScale, type ChunkWriter } from './load';

const OPTIONS = { factor: 0.06, seed: 3, anchor: '2026-03-02', jobs: 1 };

const ID_COLUMNS = ['id', 'owner_id', 'venue_id', 'expert_id', 'sub_service_id', 'appointment_id', 'customer_id'];

/**
 * Every loaded row as JSON, minus the columns the loader leaves to their defaults (clock times, random prefixes) and
 * minus `strip`.
 */
async function snapshot(db: Db, strip: string[] = []) {
  const out: Record<string, string[]> = {};
  for (const table of TABLES) {
    const name = sql.raw(`"${table}"`);
    const rows = await queryRows<{ row: string }>(
      db,
      sql`select (to_jsonb(x) - string_to_array(${strip.join(',')}, ',') - 'updated_at' - 'holidays_answered_at' - 'prefix' - case when ${table} in ('appointments', 'reviews') then '' else 'created_at' end)::text as row
          from ${name} x order by 1`,
    );
    out[table] = rows.map((r) => r.row);
  }
  return out;
}

describe('the scale loader', () => {
  it('resumes a stopped run where it ended, with the same rows as a run that was not stopped', { timeout: 60_000 }, async () => {
    const whole = await openPrivateDatabase();
    const stopped = await openPrivateDatabase();
    try {
      await loadScale(whole.db, OPTIONS);
      // The second chunk fails before its commit: nothing of it stays, and the rerun writes it.
      const inner = insertWriter(stopped.db);
      let calls = 0;
      const failing: ChunkWriter = (fn) =>
        inner(async (tx) =>
          fn({ ...tx, mark: async (chunk, rows) => (++calls === 2 ? Promise.reject(new Error('stop')) : tx.mark(chunk, rows)) }),
        );
      await expect(loadScale(stopped.db, { ...OPTIONS, writer: failing })).rejects.toThrow('stop');
      const first = await loadScale(stopped.db, OPTIONS);
      expect([first.chunks, first.skipped]).toEqual([1, 1]);
      const again = await loadScale(stopped.db, OPTIONS);
      expect([again.chunks, again.skipped]).toEqual([0, 2]);
      // The failed chunk used up sequence values, so ids differ: the rows without them are the same.
      const [a, b] = [await snapshot(whole.db, ID_COLUMNS), await snapshot(stopped.db, ID_COLUMNS)];
      expect(a.appointments!.length).toBeGreaterThan(2_000);
      expect(b).toEqual(a);
      await expect(loadScale(stopped.db, { ...OPTIONS, factor: 0.2 })).rejects.toThrow(/factor 0.06, seed 3/);
    } finally {
      await Promise.all([whole.close(), stopped.close()]);
    }
  });

  it.skipIf(testDbKind !== 'postgres')(
    'writes with COPY, foreign-key triggers off, exactly the rows of the INSERT writer, and finds a broken reference',
    { timeout: 60_000 },
    async () => {
      const inserted = await openPrivateDatabase();
      const copied = await openPrivateDatabase();
      const pool = new pg.Pool({ connectionString: copied.url, max: 1 });
      try {
        await loadScale(inserted.db, OPTIONS);
        await loadScale(copied.db, { ...OPTIONS, writer: copyWriter(pool, { skipForeignKeyChecks: true }) });
        expect(await snapshot(copied.db)).toEqual(await snapshot(inserted.db));
        expect(await checkForeignKeys(pool, TABLES)).toEqual({});
        const client = await pool.connect();
        try {
          await client.query('begin');
          await client.query('set local session_replication_role = replica');
          await client.query('update appointments set expert_id = 2000000000 where id = (select min(id) from appointments)');
          await client.query('commit');
        } finally {
          client.release();
        }
        expect(await checkForeignKeys(pool, TABLES)).toEqual({ appointments_expert_id_experts_id_fk: 1 });
      } finally {
        await pool.end();
        await Promise.all([inserted.close(), copied.close()]);
      }
    },
  );
});
