import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PGlite } from '@electric-sql/pglite';
import { requirePostgres, testPostgresUrl } from '../../test/require-service';
import { createExpert, createOwner, createVenue, SAC_KESIMI } from '../../test/factories';
import { seedReference } from './seed/reference';
import { migrationsFolder, pgliteExtensions, queryRows, type Db } from './client';
import * as schema from './schema';

/**
 * Migration 0033 (decision 086) from a database of before: the migrations up to 0031 from a copy of the folder whose
 * journal ends there, rows written as they were, then the whole folder.
 */
const before = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-0033-'));
fs.cpSync(migrationsFolder, before, { recursive: true });
const journalPath = path.join(before, 'meta', '_journal.json');
const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
journal.entries = journal.entries.filter((e) => e.tag < '0032');
fs.writeFileSync(journalPath, JSON.stringify(journal));
afterAll(() => fs.rmSync(before, { recursive: true, force: true }));

/** An owner's venue with one expert; these tables are as they were before 0033, so the factories write them. */
async function seedBefore(db: Db) {
  const ownerId = (await createOwner(db)).id;
  const venue = await createVenue(db, { ownerId, name: 'Göç' });
  const expert = await createExpert(db, { venueId: venue.id, name: 'Elif' });
  return { venueId: venue.id, expertId: expert.id };
}

async function rowsAfter(db: Db, venueId: number) {
  const cards = await queryRows<{ id: number; first_name: string; phone: string | null; email: string | null }>(
    db,
    sql`select id, first_name, phone, email from customers where venue_id = ${venueId} order by id`,
  );
  const links = await queryRows<{ email: string; customer_id: number }>(
    db,
    sql`select customer_email as email, customer_id from appointments where venue_id = ${venueId} order by id`,
  );
  const notes = await queryRows<{ customer_id: number; note: string }>(db, sql`select customer_id, note from customer_notes`);
  return { cards, links, notes };
}

async function check(db: Db, upToDate: () => Promise<void>) {
  const { venueId, expertId } = await seedBefore(db);
  const book = (n: number, first: string, phone: string, email: string) =>
    db.execute(sql`insert into appointments (venue_id, expert_id, service_id, customer_first_name, customer_last_name,
        customer_email, customer_phone, status, starts_at, ends_at, duration_minutes, price_kurus, service_name, expert_name)
      values (${venueId}, ${expertId}, ${SAC_KESIMI}, ${first}, 'Şahin', ${email}, ${phone}, 'completed',
        ${`2026-01-0${n}T09:00:00Z`}, ${`2026-01-0${n}T10:00:00Z`}, 60, 40000, 'Saç', 'Elif')`);
  await book(1, 'Gül', '+905321234567', '');
  await book(2, 'Gülay', '+905321234567', 'GUL@example.com');
  await book(3, 'Ece', '', 'Ece@Example.com');
  await book(4, 'Ece', '', 'ece@example.com');
  await book(5, 'Ali', '+905329876543', 'ali@example.com');
  await db.execute(sql`insert into customer_notes (venue_id, person, note) values
    (${venueId}, '+905321234567', 'Kısa kesim'), (${venueId}, 'ece@example.com', 'Sakin'), (${venueId}, 'yok@example.com', 'Kimse')`);

  await upToDate();

  const { cards, links, notes } = await rowsAfter(db, venueId);
  expect(cards.map(({ id: _id, ...c }) => c)).toEqual([
    { first_name: 'Gülay', phone: '+905321234567', email: 'gul@example.com' },
    { first_name: 'Ece', phone: null, email: 'ece@example.com' },
    { first_name: 'Ali', phone: '+905329876543', email: 'ali@example.com' },
  ]);
  const [gul, ece, ali] = cards.map((c) => c.id);
  expect(links.map((l) => l.customer_id)).toEqual([gul, gul, ece, ece, ali]);
  expect(notes.sort((a, b) => a.customer_id - b.customer_id)).toEqual([
    { customer_id: gul, note: 'Kısa kesim' },
    { customer_id: ece, note: 'Sakin' },
  ]);
  // The trigger is there: a new booking by Ali's phone joins his card.
  await book(6, 'Ali', '+905329876543', '');
  expect((await rowsAfter(db, venueId)).links.at(-1)!.customer_id).toBe(ali);
}

describe('migration 0033 (decision 086)', () => {
  it(
    'makes one card per person on PGlite, with the latest names, phone and e-mail, and moves the notes',
    { timeout: 180_000 },
    async () => {
      const client = await PGlite.create({ extensions: pgliteExtensions });
      try {
        const db = drizzlePglite(client, { schema }) as unknown as Db;
        await migratePglite(drizzlePglite(client), { migrationsFolder: before });
        await seedReference(db);
        await check(db, () => migratePglite(drizzlePglite(client), { migrationsFolder }));
      } finally {
        await client.close();
      }
    },
  );

  it('does the same on PostgreSQL', { timeout: 120_000 }, async () => {
    if (!(await requirePostgres())) return;
    const name = `randevu_0033_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: testPostgresUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(testPostgresUrl);
    url.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    pool.on('error', () => {});
    try {
      const db = drizzlePg(pool, { schema }) as unknown as Db;
      await migratePg(drizzlePg(pool), { migrationsFolder: before });
      await seedReference(db);
      await check(db, () => migratePg(drizzlePg(pool), { migrationsFolder }));
    } finally {
      await pool.end();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
