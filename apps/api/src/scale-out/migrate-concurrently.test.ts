import pg from 'pg';
import { sql } from 'drizzle-orm';
import { requirePostgres, testPostgresUrl } from '../../test/require-service';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, queryRows, type Database } from '../db/client';

/**
 * N instances start at once on an empty PostgreSQL database: each runs the migrations at start-up.
 * The migration lock lets one apply them while the others wait; every start succeeds and each
 * migration is recorded once. On TEST_DATABASE_URL, else the local server; skipped when PostgreSQL does not
 * answer (CI=true: fails instead).
 */
const adminUrl = testPostgresUrl;

describe.skipIf(!(await requirePostgres(adminUrl)))('migrations of instances starting together (PostgreSQL)', () => {
  const name = `randevu_migrate_${Date.now()}_${process.pid}`;
  const dbs: Database[] = [];
  afterAll(async () => {
    for (const d of dbs) await d.close().catch(() => {});
    const a = new pg.Client({ connectionString: adminUrl });
    await a.connect();
    await a.query(`drop database if exists "${name}" with (force)`);
    await a.end();
  });

  it('four instances migrating one empty database at once all succeed, each migration applied once', async () => {
    const a = new pg.Client({ connectionString: adminUrl });
    await a.connect();
    await a.query(`create database "${name}"`);
    await a.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    for (let i = 0; i < 4; i++) dbs.push(await createDatabase({ url: url.toString(), poolSize: 2 }));
    const results = await Promise.allSettled(dbs.map((d) => d.migrate()));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    const [row] = await queryRows<{ n: number; distinct: number }>(
      dbs[0]!.db,
      sql`select count(*)::int n, count(distinct hash)::int "distinct" from drizzle.__drizzle_migrations`,
    );
    expect(row!.n).toBe(row!.distinct);
    expect(row!.n).toBeGreaterThan(0);
  });
});
