import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, registerUser, type Session } from '../../../test/auth-helpers';
import { createExpert, createSubService } from '../../../test/factories';
import { at, BOOKING_LIMITS, day, frontDeskBooking, nextWeekday, seedBookableVenue, slotFields } from '../../../test/fixtures';
import { appointments } from '../../db/schema';

/**
 * One phone format (decision 087): Deniz books as a guest with '+90…', opens an account typing '0…' and books signed
 * in, then the front desk books her by phone as '0532 …'. Every view of the venue's customers sees one person.
 */
let t: TestApp, owner: Session;
beforeAll(async () => {
  t = await buildTestApp({ limits: BOOKING_LIMITS });
  owner = await registerOwner(t.app);
});
afterAll(() => t.close());

const get = (url: string, session: Session = owner) => t.app.inject({ method: 'GET', url, headers: session.headers });

describe('one customer whatever way her phone was written', () => {
  it('counts Deniz once in the list, the card, the reports, the CSV and the phone lookup', async () => {
    const { venueId, subId } = await seedBookableVenue(t.db, {
      ownerId: owner.user.id,
      subService: { name: 'Kesim', priceKurus: 39990 },
    });
    const fon = await createSubService(t.db, { venueId, name: 'Fön', priceKurus: 20000, durationMinutes: 30 });
    const expert = await createExpert(t.db, { venueId, subServiceIds: [subId, fon.id] });
    const date = nextWeekday(1);
    const slot = (time: string, sub = subId) => slotFields({ expertId: expert.id, venueId, subId: sub, date, time });

    const guest = await t.app.inject({
      method: 'POST',
      url: '/appointments/public',
      payload: {
        first_name: 'Deniz',
        last_name: 'Aydın',
        email: 'deniz@example.com',
        phone: '+905325166023',
        ...slot('10:00'),
        notes: ' ',
      },
    });
    expect(guest.statusCode, guest.body).toBe(201);

    const deniz = await registerUser(t.app, { first_name: 'Deniz', last_name: 'Aydın', phone: '05325166023' });
    expect(deniz.user.phone).toBe('+905325166023');
    expect((await get('/api/user/profile', deniz)).json().data.phone).toBe('+905325166023');
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/user/appointments',
      headers: deniz.headers,
      payload: { ...slot('11:00', fon.id), notes: ' ' },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(201);

    const frontDesk = await t.app.inject({
      method: 'POST',
      url: `/api/owner/venues/${venueId}/appointments`,
      headers: owner.headers,
      payload: frontDeskBooking(
        { expertId: expert.id, subId, date, time: '14:00' },
        { first_name: 'Deniz', last_name: 'Aydın', phone: '0532 516 60 23' },
      ),
    });
    expect(frontDesk.statusCode, frontDesk.body).toBe(201);

    const ids = [guest, signedIn, frontDesk].map((r) => r.json().data.id as number);
    const stored = await t.db
      .select({ phone: appointments.customerPhone })
      .from(appointments)
      .where(inArray(appointments.id, ids));
    expect(stored.map((r) => r.phone)).toEqual(Array(3).fill('+905325166023'));

    // Her first two visits happened last week; the front desk's booking is still ahead.
    for (const [i, id] of ids.slice(0, 2).entries()) {
      const startsAt = at(day(-7), i === 0 ? '10:00' : '11:00');
      await t.db
        .update(appointments)
        .set({ status: 'completed', completedBy: 'owner', startsAt, endsAt: new Date(startsAt.getTime() + 45 * 60_000) })
        .where(eq(appointments.id, id));
    }

    const list = await get(`/api/owner/venues/${venueId}/customers`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().meta.total).toBe(1);
    expect(list.json().data).toEqual([expect.objectContaining({ first_name: 'Deniz', phone: '+905325166023', visits: 2 })]);

    const card = (await get(`/api/owner/venues/${venueId}/customers/${ids[2]}`)).json().data;
    expect(card).toMatchObject({ phone: '+905325166023', visits: 2, total_spent: 599.9, appointments_total: 3 });
    expect((await get(`/api/owner/venues/${venueId}/customers/${ids[0]}`)).json().data.id).toBe(card.id);

    const range = `from=${day(-8)}&to=${date}`;
    const report = (await get(`/api/owner/venues/${venueId}/reports?${range}`)).json().data;
    expect(report.customers).toEqual({ total: 1, new: 1, returning: 0 });
    const csv = (await get(`/api/owner/venues/${venueId}/reports.csv?${range}`)).body.replace(/^\uFEFF/, '').split('\r\n');
    const title = csv.findIndex((line) => line.replace(/"/g, '') === messages.ownerReports.csv.customers);
    expect(title).toBeGreaterThan(0);
    expect(csv[title]).toContain('Müşteriler');
    expect(csv[title + 2]!.split(';')).toEqual(['1', '1', '0']);

    for (const typed of ['0532 516', '+90 532 516 60 23', '5325166023', '(0532) 516-60']) {
      const lookup = await get(`/api/owner/venues/${venueId}/customers?phone=${encodeURIComponent(typed)}`);
      expect(lookup.statusCode, lookup.body).toBe(200);
      expect(lookup.json().data, typed).toEqual([
        expect.objectContaining({ first_name: 'Deniz', last_name: 'Aydın', phone: '+905325166023' }),
      ]);
    }
  });
});
