import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { migrationsFolder, pgliteExtensions, queryRows, type Db } from '../src/db/client';
import { EDIRNE } from './factories';
import { seedReference } from '../src/db/seed/reference';
import * as schema from '../src/db/schema';
import { requirePostgres, testPostgresUrl } from './require-service';

/** A copy of the migrations folder whose journal ends before the migration `firstLeftOut` (e.g. '0032'). */
function foldersBefore(firstLeftOut: string): { folder: string; remove: () => void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `randevu-before-${firstLeftOut}-`));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < firstLeftOut);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

export interface DatabaseBefore {
  /** The database as it was before `firstLeftOut`, with the reference data; the tables it had are the schema's. */
  db: Db;
  /** Applies the migrations from `firstLeftOut` on. */
  upToDate: () => Promise<void>;
}

/**
 * Runs `check` on a PGlite database migrated up to the migration before `firstLeftOut`: a migration test writes rows
 * as they were, brings the database up to date, and reads what the migrations made of them.
 */
export async function onPgliteBefore(firstLeftOut: string, check: (d: DatabaseBefore) => Promise<void>) {
  const before = foldersBefore(firstLeftOut);
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(drizzlePglite(client), { migrationsFolder: before.folder });
    await seedReference(db);
    await check({ db, upToDate: () => migratePglite(drizzlePglite(client), { migrationsFolder }) });
  } finally {
    await client.close();
    before.remove();
  }
}

/** The same on a fresh database of the machine's PostgreSQL; false (and nothing run) when it does not answer. */
export async function onPostgresBefore(firstLeftOut: string, check: (d: DatabaseBefore) => Promise<void>) {
  if (!(await requirePostgres())) return false;
  const before = foldersBefore(firstLeftOut);
  const name = `randevu_before_${firstLeftOut}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: testPostgresUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(testPostgresUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  pool.on('error', () => {});
  try {
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder: before.folder });
    await seedReference(db);
    await check({ db, upToDate: () => migratePg(drizzlePg(pool), { migrationsFolder }) });
  } finally {
    await pool.end();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    before.remove();
  }
  return true;
}

/**
 * An owner's venue with one expert on a database of before, written by name of the columns they have had since the
 * first migrations (the factories write every column of today's schema, and later migrations add venue columns).
 */
export async function seedVenueBefore(db: Db, ownerId: number): Promise<{ venueId: number; expertId: number }> {
  const [venue] = await queryRows<{ id: number }>(
    db,
    sql`insert into venues (owner_id, name, search_name, address, phone, city_id, district_id, neighborhood_id)
        values (${ownerId}, 'Göç', 'goc', 'Saraçlar Caddesi No: 12', '2842120000', ${EDIRNE.cityId}, ${EDIRNE.districtId},
                ${EDIRNE.neighborhoodId})
        returning id`,
  );
  const [expert] = await queryRows<{ id: number }>(
    db,
    sql`insert into experts (venue_id, name) values (${venue!.id}, 'Elif') returning id`,
  );
  return { venueId: venue!.id, expertId: expert!.id };
}
