import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { createOwner, SAC_KESIMI } from '../../test/factories';
import { onPgliteBefore, onPostgresBefore, seedVenueBefore, type DatabaseBefore } from '../../test/database-before';
import { queryRows } from './client';
import { appointments, notificationOptOuts, notificationTokens, users } from './schema';

/**
 * Migration 0032 from a database of before (the migrations up to 0031, rows written in every old spelling), then
 * 0033 on top: the spellings of one phone become one customer card (decision 086) holding the notes they had.
 */
async function check({ db, upToDate }: DatabaseBefore) {
  const owner = await createOwner(db, { phone: '02125550000' });
  const seeded = await seedVenueBefore(db, owner.id);
  const venue = { id: seeded.venueId };
  const expert = { id: seeded.expertId };
  const user = await createOwner(db, { role: 'user', businessName: null, phone: '05321234567' });
  const bare = await createOwner(db, { role: 'user', businessName: null, phone: '5321234568' });
  const notPhone = await createOwner(db, { role: 'user', businessName: null, phone: '123' });
  const at = (hour: number) => new Date(Date.UTC(2026, 0, 5, hour));
  const spellings = ['+905321234567', '5321234567', '05321234567', '905321234567', '+90 532 123 45 67', ''];
  const rows = [];
  for (const [i, phone] of spellings.entries()) {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into appointments (venue_id, expert_id, service_id, customer_first_name, customer_last_name,
              customer_email, customer_phone, status, starts_at, ends_at, duration_minutes, price_kurus, service_name,
              expert_name)
            values (${venue.id}, ${expert.id}, ${SAC_KESIMI}, 'Mehmet', 'Demir', 'mehmet@example.com', ${phone},
              'completed', ${at(6 + i).toISOString()}, ${at(7 + i).toISOString()}, 60, 40000, 'Saç', 'Elif')
            returning id`,
    );
    rows.push(row!);
  }
  const older = new Date('2026-01-01T10:00:00Z');
  const newer = new Date('2026-01-02T10:00:00Z');
  await db.execute(sql`insert into customer_notes (venue_id, person, note, updated_at) values
      (${venue.id}, '5321234567', 'Saçı ince.', ${older.toISOString()}),
      (${venue.id}, '+905321234567', 'Kahveyi şekersiz içer.', ${newer.toISOString()}),
      (${venue.id}, '05321234568', 'Tek not.', ${older.toISOString()}),
      (${venue.id}, 'mehmet@example.com', 'E-postayla.', ${older.toISOString()})`);
  await db.insert(notificationOptOuts).values([
    { channel: 'sms', contact: '+905321234567', venueId: venue.id },
    { channel: 'sms', contact: '05321234567', venueId: venue.id },
    { channel: 'sms', contact: '5321234568', venueId: null },
    { channel: 'email', contact: 'mehmet@example.com', venueId: venue.id },
  ]);
  await db.insert(notificationTokens).values({ tokenHash: 'h0032', venueId: venue.id, channel: 'sms', contact: '05321234567' });

  await upToDate();

  const phones = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(inArray(users.id, [owner.id, user.id, bare.id, notPhone.id]))
    .orderBy(users.id);
  expect(phones.map((r) => r.phone)).toEqual(['+902125550000', '+905321234567', '+905321234568', '123']);
  const booked = await db
    .select({ phone: appointments.customerPhone })
    .from(appointments)
    .where(
      inArray(
        appointments.id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(appointments.id);
  expect(booked.map((r) => r.phone)).toEqual([...Array(5).fill('+905321234567'), '']);
  // One card for the five spellings (migration 0033), holding both notes its spellings had; the e-mail's card keeps
  // its note; a note whose phone booked nothing names no card and is gone.
  const cards = await queryRows<{ phone: string | null; email: string | null; note: string | null }>(
    db,
    sql`select c.phone, c.email, n.note from customers c left join customer_notes n on n.customer_id = c.id
          where c.venue_id = ${venue.id} order by c.id`,
  );
  expect(cards).toEqual([
    { phone: '+905321234567', email: 'mehmet@example.com', note: 'Kahveyi şekersiz içer.\n\nSaçı ince.' },
    { phone: null, email: 'mehmet@example.com', note: 'E-postayla.' },
  ]);
  const optOuts = await db
    .select({
      channel: notificationOptOuts.channel,
      contact: notificationOptOuts.contact,
      venueId: notificationOptOuts.venueId,
    })
    .from(notificationOptOuts)
    .orderBy(notificationOptOuts.id);
  expect(optOuts).toEqual([
    { channel: 'sms', contact: '+905321234567', venueId: venue.id },
    { channel: 'sms', contact: '+905321234568', venueId: null },
    { channel: 'email', contact: 'mehmet@example.com', venueId: venue.id },
  ]);
  const [token] = await db.select().from(notificationTokens).where(eq(notificationTokens.tokenHash, 'h0032'));
  expect(token!.contact).toBe('+905321234567');
  // The helper function is gone again; the users' constraint takes E.164 and refuses anything else with a '+'.
  await expect(db.execute(sql`select phone_e164_0032('1')`)).rejects.toThrow();
  await expect(db.update(users).set({ phone: '+90 532' }).where(eq(users.id, user.id))).rejects.toThrow();
}

describe('migration 0032 (decision 087)', () => {
  it(
    'writes every stored spelling of a phone in E.164 and merges what one person had under two (PGlite)',
    { timeout: 180_000 },
    () => onPgliteBefore('0032', check),
  );

  it('does the same on PostgreSQL', { timeout: 120_000 }, async () => {
    await onPostgresBefore('0032', check);
  });
});
