import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { useOwnerSuite } from '../../../test/owner-suite';
import { createSubService } from '../../../test/factories';
import { seedReportVenue } from '../../../test/owner-reports';

/** GET /api/owner/venues/{id}/reports?from=&to=: the venue's figures over venue calendar days. */
const m = messages.ownerReports;
const s = useOwnerSuite();

const get = (venueId: number, query: string, session = s.owner) =>
  s.t.app.inject({ method: 'GET', url: `/api/owner/venues/${venueId}/reports?${query}`, headers: session?.headers });

const seedVenue = (ownerId?: number) => seedReportVenue(s, ownerId);

describe('GET /api/owner/venues/{id}/reports: who may read it', () => {
  it('answers 401 without a session, 403 to a user, 404 for another owner’s venue (before the range is read)', async () => {
    const { venueId } = await seedVenue();
    expect((await get(venueId, 'from=2026-01-01&to=2026-01-31', null as never)).statusCode).toBe(401);
    expect((await get(venueId, 'from=2026-01-01&to=2026-01-31', s.user)).statusCode).toBe(403);
    for (const query of ['from=2026-01-01&to=2026-01-31', 'from=x&to=y']) {
      const res = await get(venueId, query, s.stranger);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: messages.venues.notFound });
    }
  });

  it('refuses a bad range with 400 and the Turkish texts', async () => {
    const { venueId } = await seedVenue();
    for (const [query, message] of [
      ['from=2026-02-01&to=2026-01-31', m.rangeInvalid],
      ['from=2026-13-01&to=2026-12-31', m.rangeInvalid],
      ['from=2026-01-01', m.rangeInvalid],
      ['from=2025-01-01&to=2026-01-02', m.rangeTooLong.replace('{days}', '366')],
    ] as const) {
      const res = await get(venueId, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await get(venueId, 'from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
  });
});

describe('GET /api/owner/venues/{id}/reports: the figures', () => {
  it('counts each status, the revenue of completed visits, the rates, experts and sub-services', async () => {
    const { venueId, expertId, book } = await seedVenue();
    const person = (n: number) => ({ customerPhone: `+9053200000${n}`, customerEmail: '' });
    const kesim = await createSubService(s.t.db, { venueId, name: 'Kesim' });
    const sub = { subServiceId: kesim.id, subServiceName: 'Kesim' };
    await book('2026-03-02', '10:00', { status: 'completed', priceKurus: 40000, ...sub, ...person(1) });
    await book('2026-03-02', '11:00', { status: 'completed', priceKurus: 50000, ...sub, ...person(2) });
    await book('2026-03-03', '10:00', { status: 'no_show', priceKurus: 40000, ...person(3) });
    await book('2026-03-04', '10:00', { status: 'pending', ...person(4) });
    await book('2026-03-04', '11:00', { status: 'confirmed', ...person(1) });
    await book('2026-03-05', '10:00', { status: 'cancelled', cancelledBy: 'user', cancelledAt: new Date(), ...person(5) });
    await book('2026-03-05', '11:00', { status: 'cancelled', cancelledBy: 'guest', cancelledAt: new Date(), ...person(6) });
    await book('2026-03-05', '12:00', { status: 'cancelled', cancelledBy: 'owner', cancelledAt: new Date(), ...person(7) });
    await book('2026-03-06', '10:00', { status: 'expired', ...person(8) });
    // Outside the period: the day after, and another venue's.
    await book('2026-03-08', '10:00', { status: 'completed', priceKurus: 99900, ...person(9) });
    await (await seedVenue()).book('2026-03-02', '10:00', { status: 'completed', priceKurus: 12300 });

    const res = await get(venueId, 'from=2026-03-01&to=2026-03-07');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const r = res.json().data;
    expect(r.totals).toEqual({
      appointments: 9,
      booked: 5,
      completed: 2,
      upcoming: 2,
      cancelled_by_customer: 2,
      cancelled_by_owner: 1,
      expired: 1,
      no_show: 1,
      revenue: 900,
      average_per_visit: 450,
      cancellation_rate: 0.3333,
      no_show_rate: 0.3333,
    });
    expect(r.by_day).toHaveLength(7);
    expect(r.by_day.slice(0, 3)).toEqual([
      { date: '2026-03-01', booked: 0, completed: 0, revenue: 0 },
      { date: '2026-03-02', booked: 2, completed: 2, revenue: 900 },
      { date: '2026-03-03', booked: 1, completed: 0, revenue: 0 },
    ]);
    expect(r.busiest_hours).toEqual([
      { weekday: 1, hour: 10, booked: 1 },
      { weekday: 1, hour: 11, booked: 1 },
      { weekday: 2, hour: 10, booked: 1 },
      { weekday: 3, hour: 10, booked: 1 },
      { weekday: 3, hour: 11, booked: 1 },
    ]);
    expect(r.by_expert).toEqual([
      {
        expert_id: expertId,
        name: 'Zeynep Ak',
        booked: 5,
        completed: 2,
        no_show: 1,
        revenue: 900,
        booked_minutes: 150,
        // Monday to Saturday, 09:00–18:00: 6 × 540 minutes.
        available_minutes: 3240,
        occupancy: 0.0463,
      },
    ]);
    expect(r.by_sub_service).toEqual([
      { sub_service_id: null, name: 'Saç Kesimi', booked: 3, completed: 0, revenue: 0 },
      { sub_service_id: kesim.id, name: 'Kesim', booked: 2, completed: 2, revenue: 900 },
    ]);
    // Person 1 has two booked appointments in the period and none before: one new customer, not two.
    expect(r.customers).toEqual({ total: 4, new: 4, returning: 0 });
  });

  it('puts 23:30 and 00:30 on the İstanbul days they show, and tells returning customers from new ones', async () => {
    const { venueId, book } = await seedVenue();
    await book('2026-04-06', '23:30', { status: 'completed', priceKurus: 10000, customerPhone: '+905551110001' });
    await book('2026-04-07', '00:30', { status: 'completed', priceKurus: 20000, customerPhone: '+905551110002' });
    // Before the period: a visit of 0001 (returning), a cancelled one of 0002 (still new).
    await book('2026-03-01', '10:00', { status: 'completed', customerPhone: '+905551110001' });
    await book('2026-03-02', '10:00', {
      status: 'cancelled',
      cancelledBy: 'user',
      cancelledAt: new Date(),
      customerPhone: '+905551110002',
    });

    const day = (await get(venueId, 'from=2026-04-06&to=2026-04-06')).json().data;
    expect(day.by_day).toEqual([{ date: '2026-04-06', booked: 1, completed: 1, revenue: 100 }]);
    expect(day.busiest_hours).toEqual([{ weekday: 1, hour: 23, booked: 1 }]);
    expect(day.customers).toEqual({ total: 1, new: 0, returning: 1 });

    const two = (await get(venueId, 'from=2026-04-06&to=2026-04-07')).json().data;
    expect(two.by_day.map((d: { date: string; booked: number }) => `${d.date}:${d.booked}`)).toEqual([
      '2026-04-06:1',
      '2026-04-07:1',
    ]);
    expect(two.busiest_hours).toEqual([
      { weekday: 1, hour: 23, booked: 1 },
      { weekday: 2, hour: 0, booked: 1 },
    ]);
    expect(two.customers).toEqual({ total: 2, new: 1, returning: 1 });
  });
});

describe('GET /api/owner/venues/{id}/reports: kept until a write', () => {
  it('answers from memory until an appointment of the venue changes, then the new figures', async () => {
    const { venueId, book } = await seedVenue();
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const a = await book(date, '10:00', { status: 'pending' });
    const query = `from=${date}&to=${date}`;
    const before = await get(venueId, query);
    expect(before.json().data.totals).toMatchObject({ upcoming: 1, cancelled_by_owner: 0 });
    // A row written behind the app's back is not seen: the answer is the kept one (where entries live until a write;
    // PostgreSQL without Redis keeps them 1 s, decision 021).
    await book(date, '12:00', { status: 'pending' });
    if (s.t.config.publicCache.ttlMs === Infinity) expect((await get(venueId, query)).json().data.totals.upcoming).toBe(1);
    // The owner's decision goes through the app: the expert's entries drop, the report is read again.
    const decided = await s.t.app.inject({
      method: 'PUT',
      url: `/api/owner/appointments/${a.id}/status`,
      headers: s.owner.headers,
      payload: { status: 'cancelled', cancellation_reason: 'Uzman izinli' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const after = (await get(venueId, query)).json().data.totals;
    expect(after).toMatchObject({ appointments: 2, upcoming: 1, cancelled_by_owner: 1 });
    expect((await get(venueId, query)).headers['cache-control']).toBe('no-store');
  });
});
