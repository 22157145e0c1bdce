import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { venueHolidayOpenings } from '../../db/schema';
import { createAppointment, createExpert } from '../../../test/factories';
import { appointmentRow, at, invalid, today } from '../../../test/fixtures';
import { turkishHolidays } from '../availability/turkish-holidays';
import { call, expectTimesDropped, itGuardsTheVenue, strangersVenue, useRulesSuite, venueWithExpert } from './rules-test-helpers';

const m = messages.availabilityRules;

const s = useRulesSuite();

const thisYear = () => Number(today().slice(0, 4));
const nextYear = () => thisYear() + 1;
const listUrl = (venueId: number, year: number | string) => `/api/owner/venues/${venueId}/holidays?year=${year}`;
const url = (venueId: number, date: string) => `/api/owner/venues/${venueId}/holidays/${date}`;
/** The days the venue opened one by one (a day closed one by one is a row with `open` false, decision 096). */
const openingsOf = (venueId: number) =>
  s.t.db
    .select({ date: venueHolidayOpenings.date })
    .from(venueHolidayOpenings)
    .where(and(eq(venueHolidayOpenings.venueId, venueId), eq(venueHolidayOpenings.open, true)));
const isOpen = async (venueId: number, date: string) =>
  (
    await s.t.db
      .select()
      .from(venueHolidayOpenings)
      .where(
        and(eq(venueHolidayOpenings.venueId, venueId), eq(venueHolidayOpenings.date, date), eq(venueHolidayOpenings.open, true)),
      )
  ).length > 0;

/** Next year's New Year (a whole day) and Republic Day's eve (a half day from 13:00): always ahead. */
const newYear = () => `${nextYear()}-01-01`;
const republicEve = () => `${nextYear()}-10-28`;

describe('GET /api/owner/venues/{id}/holidays?year=', () => {
  it("lists this year's and next year's public holidays, closed unless the venue opened them", async () => {
    const { venueId } = await venueWithExpert(s.t, s.owner.user.id);
    await s.t.db.insert(venueHolidayOpenings).values({ venueId, date: republicEve() });
    for (const year of [thisYear(), nextYear()]) {
      const res = await call(s.t, 'GET', listUrl(venueId, year), s.owner);
      expect(res.statusCode).toBe(200);
      const expected = turkishHolidays(year).map((h) => ({
        date: h.date,
        name: h.name,
        half_day: h.halfDay,
        open: h.date === republicEve(),
      }));
      expect(res.json()).toEqual({ success: true, data: expected });
      expect(expected.length).toBeGreaterThan(10);
    }
    const data = (await call(s.t, 'GET', listUrl(venueId, nextYear()), s.owner)).json().data;
    expect(data).toContainEqual({ date: newYear(), name: 'Yılbaşı', half_day: false, open: false });
    expect(data).toContainEqual({ date: republicEve(), name: 'Cumhuriyet Bayramı Arifesi', half_day: true, open: true });
  });

  it.each([
    ['last year', () => thisYear() - 1],
    ['not a number', () => 'abc'],
    ['not a whole year', () => '2026.5'],
    ['missing', () => ''],
  ])('refuses a year that is %s with 400 and the Turkish text', async (_name, year) => {
    const { venueId } = await venueWithExpert(s.t, s.owner.user.id);
    const res = await call(s.t, 'GET', listUrl(venueId, year()), s.owner);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid('year', m.yearInvalid));
  });

  itGuardsTheVenue(s, (venueId) => listUrl(venueId, thisYear()));
});

describe('PUT /api/owner/venues/{id}/holidays/{date}', () => {
  it('opens a holiday, idempotently, and closes it again', async () => {
    const { venueId } = await venueWithExpert(s.t, s.owner.user.id);
    for (let i = 0; i < 2; i++) {
      const res = await call(s.t, 'PUT', url(venueId, newYear()), s.owner, { open: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: { date: newYear(), name: 'Yılbaşı', half_day: false, open: true } });
    }
    expect(await openingsOf(venueId)).toEqual([{ date: newYear() }]);
    for (let i = 0; i < 2; i++) {
      const res = await call(s.t, 'PUT', url(venueId, newYear()), s.owner, { open: false });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ date: newYear(), name: 'Yılbaşı', half_day: false, open: false });
    }
    expect(await openingsOf(venueId)).toEqual([]);
  });

  it.each([
    ['a day that is not a holiday', () => `${nextYear()}-01-02`, { open: true }, 'date', m.notHoliday],
    ['a holiday of last year', () => `${thisYear() - 1}-01-01`, { open: true }, 'date', m.yearInvalid],
    ['a date that does not exist', () => `${nextYear()}-02-30`, { open: true }, 'date', m.dateInvalid],
    ['open missing', () => newYear(), {}, 'open', m.openInvalid],
    ['open that is not a boolean', () => newYear(), { open: 'evet' }, 'open', m.openInvalid],
  ])('refuses %s with 400 (never 404) and the Turkish text, and changes nothing', async (_name, date, body, field, message) => {
    const { venueId } = await venueWithExpert(s.t, s.owner.user.id);
    const res = await call(s.t, 'PUT', url(venueId, date()), s.owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid(field, message));
    expect(await openingsOf(venueId)).toEqual([]);
  });

  it('answers 409 RULE_CONFLICT when closing an opened holiday over appointments, and force: true keeps them', async () => {
    const { venueId, expert } = await venueWithExpert(s.t, s.owner.user.id);
    const colleague = await createExpert(s.t.db, { venueId });
    await s.t.db.insert(venueHolidayOpenings).values({ venueId, date: newYear() });
    const booked = await createAppointment(s.t.db, { venueId, expertId: expert.id, startsAt: at(newYear(), '10:00') });
    const other = await createAppointment(s.t.db, {
      venueId,
      expertId: colleague.id,
      startsAt: at(newYear(), '16:00'),
      status: 'confirmed',
    });

    const res = await call(s.t, 'PUT', url(venueId, newYear()), s.owner, { open: false });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: 'RULE_CONFLICT',
      message: m.conflictHoliday.replace('{count}', '2'),
      conflicts: [
        expect.objectContaining({ id: booked.id, expert_id: expert.id, starts_at: `${newYear()}T10:00`, status: 'pending' }),
        expect.objectContaining({ id: other.id, expert_id: colleague.id, starts_at: `${newYear()}T16:00`, status: 'confirmed' }),
      ],
    });
    expect(await isOpen(venueId, newYear())).toBe(true);

    const forced = await call(s.t, 'PUT', url(venueId, newYear()), s.owner, { open: false, force: true });
    expect(forced.statusCode).toBe(200);
    expect(forced.json().data.open).toBe(false);
    expect(await isOpen(venueId, newYear())).toBe(false);
    expect((await appointmentRow(s.t.db, booked.id)).status).toBe('pending');
    expect((await appointmentRow(s.t.db, other.id)).status).toBe('confirmed');
  });

  it('on a half day, only appointments from 13:00 are in the way of closing it', async () => {
    const { venueId, expert } = await venueWithExpert(s.t, s.owner.user.id);
    await s.t.db.insert(venueHolidayOpenings).values({ venueId, date: republicEve() });
    await createAppointment(s.t.db, { venueId, expertId: expert.id, startsAt: at(republicEve(), '12:00'), durationMinutes: 60 });
    const res = await call(s.t, 'PUT', url(venueId, republicEve()), s.owner, { open: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ date: republicEve(), name: 'Cumhuriyet Bayramı Arifesi', half_day: true, open: false });

    // Opened again by the owner (the closing left a row that says closed).
    expect((await call(s.t, 'PUT', url(venueId, republicEve()), s.owner, { open: true })).statusCode).toBe(200);
    const across = await createAppointment(s.t.db, { venueId, expertId: expert.id, startsAt: at(republicEve(), '13:30') });
    const refused = await call(s.t, 'PUT', url(venueId, republicEve()), s.owner, { open: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().conflicts.map((c: { id: number }) => c.id)).toEqual([across.id]);
  });

  it('closing a holiday that is closed changes nothing, so no appointment is in its way', async () => {
    const { venueId, expert } = await venueWithExpert(s.t, s.owner.user.id);
    await createAppointment(s.t.db, { venueId, expertId: expert.id, startsAt: at(newYear(), '10:00') });
    const res = await call(s.t, 'PUT', url(venueId, newYear()), s.owner, { open: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.open).toBe(false);
  });

  it('answers 401, 403, and 404 for another owner’s venue even with an invalid body or date, and changes nothing', async () => {
    const { venueId } = await strangersVenue(s.t);
    expect((await call(s.t, 'PUT', url(venueId, newYear()), undefined, { open: true })).statusCode).toBe(401);
    expect((await call(s.t, 'PUT', url(venueId, newYear()), s.user, { open: true })).statusCode).toBe(403);
    for (const [date, body] of [
      [newYear(), { open: true }],
      [newYear(), { open: 'x' }],
      [`${nextYear()}-01-02`, { open: true }],
    ] as const) {
      const res = await call(s.t, 'PUT', url(venueId, date), s.owner, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: messages.venues.notFound });
    }
    expect(await openingsOf(venueId)).toEqual([]);
  });

  it("empties the venue's cached available times at once, opening and closing", async () => {
    const { venueId, subId, expert } = await venueWithExpert(s.t, s.owner.user.id);
    for (const open of [true, false]) {
      await expectTimesDropped(s.t, { expertId: expert.id, subId }, async () => {
        expect((await call(s.t, 'PUT', url(venueId, newYear()), s.owner, { open })).statusCode).toBe(200);
      });
    }
  });
});
