import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, kurusToLira, type OwnerReport } from '@randevu/contracts';
import { useOwnerSuite } from '../../../test/owner-suite';
import { createExpert, createVenue } from '../../../test/factories';
import { appointments } from '../../db/schema';
import { toVenueWallTime, venueWallTimeToInstant } from '../../lib/time';

/**
 * The report's counts and sums equal a direct computation over the same appointments, for random sets of
 * statuses, prices, customers and half-hour starts around the period's edges (the window starts two days before the
 * period and ends two days after it, so midnight on the venue's clock is crossed both ways).
 */
const s = useOwnerSuite();
const FROM = '2026-05-04';
const TO = addDays(FROM, 4);
const WINDOW_START = venueWallTimeToInstant(addDays(FROM, -2), 0).getTime();
const SLOTS = 9 * 48;
const STATUSES = ['pending', 'confirmed', 'completed', 'no_show', 'cancelled', 'expired'] as const;
const BOOKED = new Set<string>(['pending', 'confirmed', 'completed', 'no_show']);

const appointmentArb = fc.record({
  status: fc.constantFrom(...STATUSES),
  cancelledBy: fc.constantFrom('user' as const, 'guest' as const, 'owner' as const),
  priceKurus: fc.integer({ min: 0, max: 2000 }).map((n) => n * 50),
  person: fc.integer({ min: 0, max: 5 }),
});
const setArb = fc
  .uniqueArray(
    // Half the starts on the period's edges: 23:30 and 00:00 of its first day and of the day after its last.
    fc.oneof(fc.constantFrom(95, 96, 335, 336), fc.integer({ min: 0, max: SLOTS - 1 })),
    { minLength: 0, maxLength: 30 },
  )
  .chain((slots) => fc.tuple(fc.constant(slots), fc.array(appointmentArb, { minLength: slots.length, maxLength: slots.length })));

type Generated = { slot: number; status: (typeof STATUSES)[number]; cancelledBy: string; priceKurus: number; person: number };

/** The report computed directly from the generated appointments, by the venue's clock (lib/time). */
function expected(rows: Generated[]) {
  const wall = (r: Generated) => toVenueWallTime(new Date(WINDOW_START + r.slot * 30 * 60_000));
  const inRange = rows.filter((r) => wall(r).date >= FROM && wall(r).date <= TO);
  const booked = inRange.filter((r) => BOOKED.has(r.status));
  const n = (status: string) => inRange.filter((r) => r.status === status).length;
  const completed = inRange.filter((r) => r.status === 'completed');
  const revenue = completed.reduce((sum, r) => sum + r.priceKurus, 0);
  const cancelled = inRange.filter((r) => r.status === 'cancelled');
  const byCustomer = cancelled.filter((r) => r.cancelledBy !== 'owner').length;
  const rate = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 10_000) / 10_000 : null);
  const days = Array.from({ length: 5 }, (_, i) => addDays(FROM, i)).map((date) => {
    const on = booked.filter((r) => wall(r).date === date);
    const done = on.filter((r) => r.status === 'completed');
    return {
      date,
      booked: on.length,
      completed: done.length,
      revenue: kurusToLira(done.reduce((sum, r) => sum + r.priceKurus, 0)),
    };
  });
  const hours = new Map<string, number>();
  for (const r of booked) {
    const w = wall(r);
    const weekday = ((new Date(`${w.date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const key = `${weekday}:${Math.floor(w.minutes / 60)}`;
    hours.set(key, (hours.get(key) ?? 0) + 1);
  }
  const people = new Set(booked.map((r) => r.person));
  const before = new Set(rows.filter((r) => wall(r).date < FROM && BOOKED.has(r.status)).map((r) => r.person));
  return {
    totals: {
      appointments: inRange.length,
      booked: booked.length,
      completed: completed.length,
      upcoming: n('pending') + n('confirmed'),
      cancelled_by_customer: byCustomer,
      cancelled_by_owner: cancelled.length - byCustomer,
      expired: n('expired'),
      no_show: n('no_show'),
      revenue: kurusToLira(revenue),
      average_per_visit: completed.length ? kurusToLira(Math.round(revenue / completed.length)) : null,
      cancellation_rate: rate(cancelled.length, inRange.length),
      no_show_rate: rate(n('no_show'), completed.length + n('no_show')),
    },
    by_day: days,
    hours: [...hours.entries()].map(([k, v]) => `${k}=${v}`).sort(),
    customers: {
      total: people.size,
      new: [...people].filter((p) => !before.has(p)).length,
      returning: [...people].filter((p) => before.has(p)).length,
    },
  };
}

describe('GET /api/owner/venues/{id}/reports: the figures equal a direct computation', () => {
  it('for random appointments around the period', async () => {
    await fc.assert(
      fc.asyncProperty(setArb, async ([slots, generated]) => {
        const venueId = (await createVenue(s.t.db, { ownerId: s.owner.user.id })).id;
        const expert = await createExpert(s.t.db, { venueId, name: 'Zeynep Ak' });
        const rows: Generated[] = slots.map((slot, i) => ({ slot, ...generated[i]! }));
        if (rows.length)
          await s.t.db.insert(appointments).values(
            rows.map((r) => {
              const startsAt = new Date(WINDOW_START + r.slot * 30 * 60_000);
              return {
                venueId,
                expertId: expert.id,
                serviceId: 101,
                customerFirstName: 'Ada',
                customerLastName: 'Yıldız',
                customerEmail: '',
                customerPhone: `+90532000000${r.person}`,
                status: r.status,
                ...(r.status === 'cancelled' ? { cancelledBy: r.cancelledBy as 'user', cancelledAt: new Date() } : {}),
                startsAt,
                endsAt: new Date(startsAt.getTime() + 30 * 60_000),
                durationMinutes: 30,
                priceKurus: r.priceKurus,
                serviceName: 'Saç Kesimi',
                expertName: 'Zeynep Ak',
              };
            }),
          );
        const res = await s.t.app.inject({
          method: 'GET',
          url: `/api/owner/venues/${venueId}/reports?from=${FROM}&to=${TO}`,
          headers: s.owner.headers,
        });
        expect(res.statusCode, res.body).toBe(200);
        const report = res.json().data as OwnerReport;
        const want = expected(rows);
        expect(report.totals).toEqual(want.totals);
        expect(report.by_day).toEqual(want.by_day);
        expect(report.busiest_hours.map((h) => `${h.weekday}:${h.hour}=${h.booked}`).sort()).toEqual(want.hours);
        expect(report.customers).toEqual(want.customers);
        expect(report.by_expert.reduce((sum, e) => sum + e.booked, 0)).toBe(want.totals.booked);
        expect(report.by_sub_service.reduce((sum, e) => sum + e.revenue, 0)).toBeCloseTo(want.totals.revenue, 2);
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
