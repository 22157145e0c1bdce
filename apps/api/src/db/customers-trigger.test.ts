import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createAppointment, createExpert, createOwner, createVenue } from '../../test/factories';
import { usePrivateDatabase } from '../../test/private-database';
import { postgresForSuite } from '../../test/build-test-app';
import { queryRows, type Db } from './client';
import { customers } from './schema';

/** The trigger `appointments_customer` (decision 086): which card an inserted appointment goes to. */
async function venueWithExpert(db: Db) {
  const venue = await createVenue(db, { ownerId: (await createOwner(db)).id, name: 'Kart' });
  const expert = await createExpert(db, { venueId: venue.id, name: 'Elif' });
  let hour = 0;
  const book = (contact: {
    customerFirstName?: string;
    customerLastName?: string;
    customerPhone?: string;
    customerEmail?: string;
  }) =>
    createAppointment(db, {
      venueId: venue.id,
      expertId: expert.id,
      startsAt: new Date(Date.UTC(2027, 0, 4, 6 + hour++)),
      ...contact,
    });
  const card = async (id: number) => (await db.select().from(customers).where(eq(customers.id, id)))[0]!;
  return { venueId: venue.id, expertId: expert.id, book, card };
}

describe('the card of an inserted appointment', () => {
  const own = usePrivateDatabase();

  it('is the card of its phone, else of its e-mail, else a new one; another venue has cards of its own', async () => {
    const v = await venueWithExpert(own.db);
    const a = await v.book({ customerPhone: '+905321234567', customerEmail: '' });
    const b = await v.book({ customerPhone: '+905321234567', customerEmail: 'Gul@Example.com' });
    const c = await v.book({ customerPhone: '', customerEmail: 'ece@example.com' });
    const d = await v.book({ customerPhone: '', customerEmail: 'ECE@example.com' });
    // An e-mail a phone card holds: that card, when no card without a phone has it.
    const e = await v.book({ customerPhone: '', customerEmail: 'gul@example.com' });
    const walkIn1 = await v.book({ customerPhone: '', customerEmail: '', customerFirstName: 'Kapıdan', customerLastName: '' });
    const walkIn2 = await v.book({ customerPhone: '', customerEmail: '', customerFirstName: '', customerLastName: '' });
    expect(b.customerId).toBe(a.customerId);
    expect(d.customerId).toBe(c.customerId);
    expect(e.customerId).toBe(a.customerId);
    expect(new Set([a.customerId, c.customerId, walkIn1.customerId, walkIn2.customerId]).size).toBe(4);
    expect(await v.card(a.customerId!)).toMatchObject({ phone: '+905321234567', email: 'gul@example.com' });
    expect(await v.card(walkIn2.customerId!)).toMatchObject({ phone: null, email: null, firstName: '' });

    const other = await venueWithExpert(own.db);
    const elsewhere = await other.book({ customerPhone: '+905321234567' });
    expect(elsewhere.customerId).not.toBe(a.customerId);
    expect((await other.card(elsewhere.customerId!)).venueId).toBe(other.venueId);
  });

  it('brings the names up to date until the front desk wrote the card; after that fills only what is empty', async () => {
    const v = await venueWithExpert(own.db);
    const first = await v.book({
      customerPhone: '+905551112233',
      customerFirstName: 'Gül',
      customerLastName: 'Şahin',
      customerEmail: '',
    });
    await v.book({
      customerPhone: '+905551112233',
      customerFirstName: 'Gülay',
      customerLastName: 'Şahin',
      customerEmail: 'g@example.com',
    });
    expect(await v.card(first.customerId!)).toMatchObject({ firstName: 'Gülay', email: 'g@example.com' });
    // A booking without a name keeps the names.
    await v.book({ customerPhone: '+905551112233', customerFirstName: '', customerLastName: '', customerEmail: '' });
    expect(await v.card(first.customerId!)).toMatchObject({ firstName: 'Gülay', lastName: 'Şahin', email: 'g@example.com' });

    await own.db
      .update(customers)
      .set({ firstName: 'Gül Ayşe', editedAt: new Date() })
      .where(eq(customers.id, first.customerId!));
    await v.book({
      customerPhone: '+905551112233',
      customerFirstName: 'G.',
      customerLastName: 'Ş.',
      customerEmail: 'yeni@example.com',
    });
    expect(await v.card(first.customerId!)).toMatchObject({ firstName: 'Gül Ayşe', lastName: 'Şahin', email: 'g@example.com' });
  });

  it('never leaves an appointment without a card', async () => {
    const v = await venueWithExpert(own.db);
    const a = await v.book({});
    await expect(own.db.execute(sql`update appointments set customer_id = null where id = ${a.id}`)).rejects.toThrow();
    const [row] = await queryRows<{ n: number }>(
      own.db,
      sql`select count(*)::int as n from appointments where customer_id is null`,
    );
    expect(row!.n).toBe(0);
  });
});

const openDatabase = await postgresForSuite();

describe.runIf(openDatabase !== null)('first bookings of one person at once, on PostgreSQL', () => {
  it('land on one card', { timeout: 60_000 }, async () => {
    const database = await openDatabase!(8);
    try {
      const v = await venueWithExpert(database.db);
      const experts = await Promise.all(
        Array.from({ length: 8 }, (_, i) => createExpert(database.db, { venueId: v.venueId, name: `Uzman ${i}` })),
      );
      const rows = await Promise.all(
        experts.map((x) =>
          createAppointment(database.db, {
            venueId: v.venueId,
            expertId: x.id,
            startsAt: new Date(Date.UTC(2027, 0, 5, 7)),
            customerPhone: '+905449998877',
          }),
        ),
      );
      expect(new Set(rows.map((r) => r.customerId)).size).toBe(1);
      const cards = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from customers where venue_id = ${v.venueId}`,
      );
      expect(cards[0]!.n).toBe(1);
    } finally {
      await database.close();
    }
  });
});
