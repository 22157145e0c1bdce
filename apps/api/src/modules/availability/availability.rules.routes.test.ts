import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAppointment, createExpert, SAC_KESIMI } from '../../../test/factories';
import { at, BOOKING_LIMITS, guestBooking, seedBookableVenue } from '../../../test/fixtures';
import {
  expertTimeOff,
  expertWorkingHours,
  subServices,
  venueClosures,
  venueHolidayOpenings,
  venueHours,
  venues,
} from '../../db/schema';

/**
 * End to end on the public side: each rule takes its times out of GET available-times and the booking
 * call refuses them naming the rule. The clock stands at Monday 1 March 2027, 09:00 in İstanbul: Ramazan Bayramı's
 * eve is Monday 8 March (a half day) and the bayram 9–11 March.
 */
const NOW = new Date('2027-03-01T06:00:00Z');
const TUESDAY = '2027-03-02';
const r = messages.availabilityRules;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ limits: BOOKING_LIMITS }, undefined, () => NOW);
});
afterAll(() => t.close());

async function setUp(opts: { bufferMinutes?: number } = {}) {
  const { venueId, subId } = await seedBookableVenue(t.db, { subService: { bufferMinutes: opts.bufferMinutes ?? 0 } });
  const expert = await createExpert(t.db, { venueId, subServiceIds: [subId] });
  const times = async (date: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/experts/${expert.id}/available-times?date=${date}&service_id=${SAC_KESIMI}&sub_service_id=${subId}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as string[];
  };
  const book = (date: string, time: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/appointments/public',
      payload: guestBooking({ expertId: expert.id, venueId, subId, date, time }),
    });
  return { venueId, subId, expertId: expert.id, times, book };
}

function expectRefused(
  res: { statusCode: number; body: string; json: () => unknown },
  status: number,
  code: string,
  message: string,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual({ success: false, code, message, errors: { appointment_time: message } });
}

describe('availability rules on the public side', () => {
  it('a break takes its starts out and a booking inside it is refused naming the break', async () => {
    const s = await setUp();
    await t.db
      .update(expertWorkingHours)
      .set({ breaks: [['12:00', '13:00']] })
      .where(and(eq(expertWorkingHours.expertId, s.expertId), eq(expertWorkingHours.weekday, 2)));
    const times = await s.times(TUESDAY);
    expect(times).toContain('11:00'); // 11:00–11:45 ends before the break
    for (const gone of ['11:30', '12:00', '12:30']) expect(times).not.toContain(gone);
    expect(times).toContain('13:00');
    expectRefused(await s.book(TUESDAY, '12:00'), 400, 'SLOT_IN_BREAK', r.refusedBreak);
    expect((await s.book(TUESDAY, '13:00')).statusCode).toBe(201);
  });

  it('time off takes its starts out and a booking inside it is refused naming it', async () => {
    const s = await setUp();
    await t.db
      .insert(expertTimeOff)
      .values({ expertId: s.expertId, startsAt: at(TUESDAY, '14:00'), endsAt: at(TUESDAY, '16:00') });
    const times = await s.times(TUESDAY);
    for (const gone of ['13:30', '14:00', '15:30']) expect(times).not.toContain(gone);
    expect(times).toEqual(expect.arrayContaining(['13:00', '16:00']));
    expectRefused(await s.book(TUESDAY, '14:00'), 400, 'EXPERT_TIME_OFF', r.refusedTimeOff);
  });

  it('a closure empties the day, refuses its bookings and shows in closed-days', async () => {
    const s = await setUp();
    await t.db
      .insert(venueClosures)
      .values({ venueId: s.venueId, startDate: '2027-03-03', endDate: '2027-03-04', reason: 'Tadilat' });
    expect(await s.times('2027-03-03')).toEqual([]);
    expect(await s.times('2027-03-05')).not.toEqual([]);
    expectRefused(await s.book('2027-03-04', '10:00'), 400, 'VENUE_CLOSED', r.refusedClosure);
    const res = await t.app.inject({ method: 'GET', url: `/api/venues/${s.venueId}/closed-days?from=2027-03-01&to=2027-03-14` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { date: '2027-03-03', kind: 'closure', name: null, half_day: false },
      { date: '2027-03-04', kind: 'closure', name: null, half_day: false },
      { date: '2027-03-07', kind: 'weekly', name: null, half_day: false },
      { date: '2027-03-08', kind: 'holiday', name: 'Ramazan Bayramı Arifesi', half_day: true },
      { date: '2027-03-09', kind: 'holiday', name: 'Ramazan Bayramı (1. gün)', half_day: false },
      { date: '2027-03-10', kind: 'holiday', name: 'Ramazan Bayramı (2. gün)', half_day: false },
      { date: '2027-03-11', kind: 'holiday', name: 'Ramazan Bayramı (3. gün)', half_day: false },
      { date: '2027-03-14', kind: 'weekly', name: null, half_day: false },
    ]);
  });

  it('a public holiday is closed by default, its eve from 13:00, and an opened holiday takes bookings', async () => {
    const s = await setUp();
    expect(await s.times('2027-03-09')).toEqual([]);
    const name = 'Ramazan Bayramı (1. gün)';
    expectRefused(await s.book('2027-03-09', '10:00'), 400, 'PUBLIC_HOLIDAY', r.refusedHoliday.replace('{name}', name));
    // The eve: a 45-minute service starting at 12:00 ends 12:45; 12:30 would run past 13:00.
    const eve = await s.times('2027-03-08');
    expect(eve.at(-1)).toBe('12:00');
    expect(eve[0]).toBe('09:00');
    const eveName = 'Ramazan Bayramı Arifesi';
    expectRefused(await s.book('2027-03-08', '12:30'), 400, 'PUBLIC_HOLIDAY', r.refusedHoliday.replace('{name}', eveName));
    await t.db.insert(venueHolidayOpenings).values({ venueId: s.venueId, date: '2027-03-10' });
    expect(await s.times('2027-03-10')).toContain('10:00');
    expect((await s.book('2027-03-10', '10:00')).statusCode).toBe(201);
  });

  it('the minimum notice keeps starts closer than it off today, and a booking of one names the notice', async () => {
    const s = await setUp();
    await t.db.update(venues).set({ minNoticeMinutes: 120 }).where(eq(venues.id, s.venueId));
    expect((await s.times('2027-03-01'))[0]).toBe('11:00'); // now 09:00 + 2 hours
    expectRefused(await s.book('2027-03-01', '10:30'), 400, 'MIN_NOTICE', r.refusedNotice.replace('{notice}', '2 saat'));
  });

  it('the default notice is 60 minutes, and a notice of 90 is said in minutes', async () => {
    const s = await setUp();
    expect((await s.times('2027-03-01'))[0]).toBe('10:00');
    await t.db.update(venues).set({ minNoticeMinutes: 90 }).where(eq(venues.id, s.venueId));
    expectRefused(await s.book('2027-03-01', '10:00'), 400, 'MIN_NOTICE', r.refusedNotice.replace('{notice}', '90 dakika'));
  });

  it('the venue horizon ends the bookable days, and a booking beyond it names the horizon', async () => {
    const s = await setUp();
    await t.db.update(venues).set({ horizonDays: 7 }).where(eq(venues.id, s.venueId));
    expect(await s.times('2027-03-06')).not.toEqual([]); // Saturday, within a week
    expect(await s.times('2027-03-12')).toEqual([]);
    expectRefused(await s.book('2027-03-12', '10:00'), 400, 'BEYOND_HORIZON', r.refusedHorizon.replace('{days}', '7'));
  });

  it('a buffer blocks the expert after each appointment, follows the sub-service’s current setting, and names itself', async () => {
    const s = await setUp({ bufferMinutes: 30 });
    await createAppointment(t.db, {
      venueId: s.venueId,
      expertId: s.expertId,
      subServiceId: s.subId,
      startsAt: at(TUESDAY, '10:00'),
      durationMinutes: 45,
    });
    const times = await s.times(TUESDAY);
    // Taken 10:00–10:45, then 30 minutes of buffer until 11:15; a new 45-minute service needs its own 30 after it.
    expect(times).toContain('11:30');
    for (const gone of ['09:00', '09:30', '10:00', '10:30', '11:00']) expect(times).not.toContain(gone);
    expectRefused(await s.book(TUESDAY, '11:00'), 409, 'SLOT_IN_BUFFER', r.refusedBuffer);
    expectRefused(await s.book(TUESDAY, '09:30'), 409, 'SLOT_TAKEN', messages.appointments.slotTaken);
    // Lowering the buffer frees 11:00 for the next booking at once: busy time reads the sub-service's current buffer.
    await t.db.update(subServices).set({ bufferMinutes: 0 }).where(eq(subServices.id, s.subId));
    expect((await s.book(TUESDAY, '11:00')).statusCode).toBe(201);
  });

  it('closed-days reports an eve that falls on the weekly day off as the day off', async () => {
    const s = await setUp();
    await t.db.delete(venueHours).where(and(eq(venueHours.venueId, s.venueId), eq(venueHours.weekday, 1)));
    const res = await t.app.inject({ method: 'GET', url: `/api/venues/${s.venueId}/closed-days?from=2027-03-08&to=2027-03-09` });
    expect(res.json().data).toEqual([
      { date: '2027-03-08', kind: 'weekly', name: null, half_day: false },
      { date: '2027-03-09', kind: 'holiday', name: 'Ramazan Bayramı (1. gün)', half_day: false },
    ]);
  });

  it('closed-days refuses a span longer than 62 days and answers 404 for an unknown venue', async () => {
    const s = await setUp();
    const long = await t.app.inject({ method: 'GET', url: `/api/venues/${s.venueId}/closed-days?from=2027-03-01&to=2027-05-02` });
    const message = r.closedDaysSpan.replace('{days}', '62');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ success: false, message, errors: { to: message } });
    const ok = await t.app.inject({ method: 'GET', url: `/api/venues/${s.venueId}/closed-days?from=2027-03-01&to=2027-05-01` });
    expect(ok.statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/api/venues/999999/closed-days?from=2027-03-01&to=2027-03-02' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.venues.notFound);
  });
});
