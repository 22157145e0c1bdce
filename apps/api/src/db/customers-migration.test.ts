import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createOwner, SAC_KESIMI } from '../../test/factories';
import { onPgliteBefore, onPostgresBefore, seedVenueBefore } from '../../test/database-before';
import { queryRows, type Db } from './client';

/**
 * Migration 0033 (decision 086) from a database of before: the migrations up to 0032, rows written as they were,
 * then the rest.
 */
async function seedBefore(db: Db) {
  return seedVenueBefore(db, (await createOwner(db)).id);
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
    () => onPgliteBefore('0033', ({ db, upToDate }) => check(db, upToDate)),
  );

  it('does the same on PostgreSQL', { timeout: 120_000 }, async () => {
    await onPostgresBefore('0033', ({ db, upToDate }) => check(db, upToDate));
  });
});
