import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, type Session } from '../../../test/auth-helpers';
import { createExpert, createSubService, createVenue } from '../../../test/factories';
import { BOOKING_LIMITS, frontDeskBooking, nextWeekday } from '../../../test/fixtures';
import { injectAs } from '../../../test/requests';
import { queryRows } from '../../db/client';
import { appointments, customers } from '../../db/schema';

/** The front desk names the card a booking is for (decision 093): the lookup's `id` sent back as `customer_id`. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ limits: BOOKING_LIMITS });
});
afterAll(() => t.close());

const date = nextWeekday(2);

async function frontDesk(session?: Session) {
  const owner = session ?? (await registerOwner(t.app));
  const venue = await createVenue(t.db, { ownerId: owner.user.id });
  const sub = await createSubService(t.db, { venueId: venue.id, durationMinutes: 30, priceKurus: 40000 });
  const expert = await createExpert(t.db, { venueId: venue.id, subServiceIds: [sub.id] });
  const book = (time: string, extra: Record<string, unknown>) =>
    injectAs(
      t.app,
      'POST',
      `/api/owner/venues/${venue.id}/appointments`,
      owner,
      frontDeskBooking({ expertId: expert.id, subId: sub.id, date, time }, extra),
    );
  return { owner, venueId: venue.id, book };
}

const cardOf = async (appointmentId: number) =>
  (await t.db.select({ id: appointments.customerId }).from(appointments).where(eq(appointments.id, appointmentId)))[0]!.id;

describe('POST /api/owner/venues/{id}/appointments with customer_id', () => {
  it('books the daughter under her mother’s number on her own card, which the lookup found', async () => {
    const desk = await frontDesk();
    const mother = await desk.book('10:00', { first_name: 'Gül', last_name: 'Kaya', phone: '0532 111 22 33' });
    expect(mother.statusCode, mother.body).toBe(201);
    const motherCard = await cardOf(mother.json().data.id);
    const [daughter] = await t.db
      .insert(customers)
      .values({ venueId: desk.venueId, firstName: 'Ela', lastName: 'Kaya' })
      .returning();
    await t.db.execute(
      sql`insert into customer_phones (customer_id, phone, shared) values (${daughter!.id}, '+905321112233', true)`,
    );
    const lookup = await injectAs(t.app, 'GET', `/api/owner/venues/${desk.venueId}/customers?phone=0532111`, desk.owner);
    const ela = (lookup.json().data as { id: number; first_name: string; phone: string }[]).find((c) => c.first_name === 'Ela')!;
    expect(ela).toMatchObject({ id: daughter!.id, phone: '+905321112233' });

    const res = await desk.book('11:00', { first_name: 'Ela', last_name: 'Kaya', phone: ela.phone, customer_id: ela.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(await cardOf(res.json().data.id)).toBe(daughter!.id);
    // Without it the shared number is the mother's card, as before.
    const plain = await desk.book('12:00', { first_name: 'Ela', last_name: 'Kaya', phone: ela.phone });
    expect(await cardOf(plain.json().data.id)).toBe(motherCard);
  });

  it('answers 404 for a card of another venue, even the owner’s own, and 400 for a malformed id, booking nothing', async () => {
    const desk = await frontDesk();
    const other = await frontDesk(desk.owner);
    const there = await other.book('10:00', { phone: '0532 999 88 77' });
    const foreign = await cardOf(there.json().data.id);
    const count = async () =>
      (
        await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from appointments where venue_id = ${desk.venueId}`)
      )[0]!.n;

    const res = await desk.book('10:00', { customer_id: foreign });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'CUSTOMER_NOT_FOUND', message: messages.ownerCustomers.notFound });
    for (const bad of ['x', 0, -1, 1.5]) {
      const r = await desk.book('10:00', { customer_id: bad });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().message).toBe(messages.ownerCalendar.customerCardInvalid);
    }
    expect(await count()).toBe(0);
  });
});
