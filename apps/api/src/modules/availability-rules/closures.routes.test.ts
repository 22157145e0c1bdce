import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAX_RULE_RECORDS, messages, RULE_RECORD_HORIZON_DAYS } from '@randevu/contracts';
import { venueClosures } from '../../db/schema';
import { createAppointment, createClosure, createExpert } from '../../../test/factories';
import { appointmentRow, at, day, invalid } from '../../../test/fixtures';
import {
  call,
  conflictEntry,
  expectTimesDropped,
  itGuardsTheVenue,
  strangersVenue,
  useRulesSuite,
  venueWithExpert,
} from './rules-test-helpers';

const m = messages.availabilityRules;

const s = useRulesSuite();

const url = (venueId: number) => `/api/owner/venues/${venueId}/closures`;
const rowsOf = (venueId: number) => s.t.db.select().from(venueClosures).where(eq(venueClosures.venueId, venueId));

describe('GET /api/owner/venues/{id}/closures', () => {
  it('lists the closures whose last day is today or later, ascending by first day', async () => {
    const { venueId } = await venueWithExpert(s.t, s.owner.user.id);
    const later = await createClosure(s.t.db, { venueId, startDate: day(20), endDate: day(22), reason: 'Tadilat' });
    const endsToday = await createClosure(s.t.db, { venueId, startDate: day(-3), endDate: day(0) });
    await createClosure(s.t.db, { venueId, startDate: day(-5), endDate: day(-1) });
    const res = await call(s.t, 'GET', url(venueId), s.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: endsToday.id,
        venue_id: venueId,
        start_date: day(-3),
        end_date: day(0),
        reason: null,
        created_at: endsToday.createdAt.toISOString(),
      },
      expect.objectContaining({ id: later.id, start_date: day(20), end_date: day(22), reason: 'Tadilat' }),
    ]);
  });

  itGuardsTheVenue(s, url);
});

describe('POST /api/owner/venues/{id}/closures', () => {
  it('creates a closure of whole days and answers 201; one day, today and the last day of the window are fine', async () => {
    const { venueId } = await venueWithExpert(s.t, s.owner.user.id);
    const last = day(RULE_RECORD_HORIZON_DAYS);
    for (const body of [
      { start_date: day(5), end_date: day(7), reason: ' Tadilat ' },
      { start_date: day(0), end_date: day(0) },
      { start_date: day(-2), end_date: day(1), reason: '' },
      { start_date: last, end_date: last },
    ]) {
      const res = await call(s.t, 'POST', url(venueId), s.owner, body);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toEqual({
        id: expect.any(Number),
        venue_id: venueId,
        start_date: body.start_date,
        end_date: body.end_date,
        reason: body.reason?.trim() || null,
        created_at: expect.any(String),
      });
    }
    expect(await rowsOf(venueId)).toHaveLength(4);
  });

  it.each([
    ['a date that does not exist', { start_date: '2027-02-30', end_date: '2027-03-01' }, 'start_date', m.dateInvalid],
    ['a date with a time', { start_date: `${day(2)}T10:00`, end_date: day(3) }, 'start_date', m.dateInvalid],
    ['a missing end', { start_date: day(2) }, 'end_date', m.dateInvalid],
    ['an end before the start', { start_date: day(3), end_date: day(2) }, 'end_date', m.closureOrder],
    [
      'a reason over 200 characters',
      { start_date: day(2), end_date: day(2), reason: 'a'.repeat(201) },
      'reason',
      m.reasonTooLong,
    ],
    ['a closure that has ended', { start_date: day(-3), end_date: day(-1) }, 'end_date', m.closurePast],
    ['an end after the window', { start_date: day(2), end_date: day(RULE_RECORD_HORIZON_DAYS + 1) }, 'end_date', m.closureTooFar],
  ])('refuses %s with 400 and the Turkish text, and stores nothing', async (_name, body, field, message) => {
    const { venueId } = await venueWithExpert(s.t, s.owner.user.id);
    const res = await call(s.t, 'POST', url(venueId), s.owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid(field, message));
    expect(await rowsOf(venueId)).toEqual([]);
  });

  it(`refuses a closure over ${MAX_RULE_RECORDS} that have not ended; ended ones do not count`, async () => {
    const { venueId } = await venueWithExpert(s.t, s.owner.user.id);
    const rows = Array.from({ length: MAX_RULE_RECORDS }, (_, i) => ({ venueId, startDate: day(i + 1), endDate: day(i + 1) }));
    await s.t.db.insert(venueClosures).values([...rows, { venueId, startDate: day(-2), endDate: day(-1) }]);
    const res = await call(s.t, 'POST', url(venueId), s.owner, { start_date: day(0), end_date: day(0) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'RULE_RECORDS_LIMIT', message: m.tooMany });
    expect(await rowsOf(venueId)).toHaveLength(MAX_RULE_RECORDS + 1);
  });

  it("answers 409 RULE_CONFLICT listing every expert's appointments on the closed days, and force: true keeps them", async () => {
    const { venueId, expert } = await venueWithExpert(s.t, s.owner.user.id);
    const colleague = await createExpert(s.t.db, { venueId, name: 'Can Yücel' });
    const [first, second] = [day(6), day(7)];
    const early = await createAppointment(s.t.db, {
      venueId,
      expertId: expert.id,
      startsAt: at(first, '00:30'),
      durationMinutes: 30,
    });
    const late = await createAppointment(s.t.db, {
      venueId,
      expertId: colleague.id,
      expertName: 'Can Yücel',
      startsAt: at(second, '23:00'),
      durationMinutes: 75,
      status: 'confirmed',
    });
    // Not in the way: the evening before, the morning after, cancelled, and another venue's.
    await createAppointment(s.t.db, { venueId, expertId: expert.id, startsAt: at(day(5), '23:00'), durationMinutes: 60 });
    await createAppointment(s.t.db, { venueId, expertId: expert.id, startsAt: at(day(8), '00:00') });
    await createAppointment(s.t.db, {
      venueId,
      expertId: colleague.id,
      startsAt: at(first, '12:00'),
      status: 'cancelled',
      cancelledAt: new Date(),
      cancelledBy: 'user',
    });
    const theirs = await strangersVenue(s.t);
    await createAppointment(s.t.db, { venueId: theirs.venueId, expertId: theirs.expert.id, startsAt: at(first, '12:00') });

    const body = { start_date: first, end_date: second };
    const res = await call(s.t, 'POST', url(venueId), s.owner, body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: 'RULE_CONFLICT',
      message: m.conflictClosure.replace('{count}', '2'),
      conflicts: [
        conflictEntry(early, expert, 'Mehmet Demir', 'pending', [`${first}T00:30`, `${first}T01:00`]),
        conflictEntry(late, colleague, 'Mehmet Demir', 'confirmed', [`${second}T23:00`, `${day(8)}T00:15`]),
      ],
    });
    expect(await rowsOf(venueId)).toEqual([]);

    const forced = await call(s.t, 'POST', url(venueId), s.owner, { ...body, force: true });
    expect(forced.statusCode).toBe(201);
    expect(await rowsOf(venueId)).toHaveLength(1);
    expect((await appointmentRow(s.t.db, early.id)).status).toBe('pending');
    expect((await appointmentRow(s.t.db, late.id)).status).toBe('confirmed');
  });

  it('answers 401, 403, and 404 for another owner’s venue even with an invalid body, and changes nothing', async () => {
    const { venueId } = await strangersVenue(s.t);
    const body = { start_date: day(2), end_date: day(3) };
    expect((await call(s.t, 'POST', url(venueId), undefined, body)).statusCode).toBe(401);
    expect((await call(s.t, 'POST', url(venueId), s.user, body)).statusCode).toBe(403);
    for (const payload of [body, { start_date: 'x' }]) {
      const res = await call(s.t, 'POST', url(venueId), s.owner, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: messages.venues.notFound });
    }
    expect(await rowsOf(venueId)).toEqual([]);
  });

  it("empties the venue's cached available times at once", async () => {
    const { venueId, subId, expert } = await venueWithExpert(s.t, s.owner.user.id);
    await expectTimesDropped(s.t, { expertId: expert.id, subId }, async () => {
      const res = await call(s.t, 'POST', url(venueId), s.owner, { start_date: day(40), end_date: day(41) });
      expect(res.statusCode).toBe(201);
    });
  });
});

describe('DELETE /api/owner/venues/{id}/closures/{closureId}', () => {
  it('deletes the closure, answers its id, and empties the cached available times', async () => {
    const { venueId, subId, expert } = await venueWithExpert(s.t, s.owner.user.id);
    const row = await createClosure(s.t.db, { venueId, startDate: day(3), endDate: day(4) });
    await expectTimesDropped(s.t, { expertId: expert.id, subId }, async () => {
      const res = await call(s.t, 'DELETE', `${url(venueId)}/${row.id}`, s.owner);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: { id: row.id } });
    });
    expect(await rowsOf(venueId)).toEqual([]);
    const again = await call(s.t, 'DELETE', `${url(venueId)}/${row.id}`, s.owner);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, code: 'CLOSURE_NOT_FOUND', message: m.closureNotFound });
  });

  it("answers 404 for another venue's closure and for another owner's venue, and deletes nothing", async () => {
    const mine = await venueWithExpert(s.t, s.owner.user.id);
    const mySecond = await venueWithExpert(s.t, s.owner.user.id);
    const theirs = await strangersVenue(s.t);
    const onSecond = await createClosure(s.t.db, { venueId: mySecond.venueId, startDate: day(3), endDate: day(3) });
    const strangers = await createClosure(s.t.db, { venueId: theirs.venueId, startDate: day(3), endDate: day(3) });

    const wrongVenue = await call(s.t, 'DELETE', `${url(mine.venueId)}/${onSecond.id}`, s.owner);
    expect(wrongVenue.statusCode).toBe(404);
    expect(wrongVenue.json().message).toBe(m.closureNotFound);
    const stranger = await call(s.t, 'DELETE', `${url(theirs.venueId)}/${strangers.id}`, s.owner);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(messages.venues.notFound);
    expect((await call(s.t, 'DELETE', `${url(theirs.venueId)}/${strangers.id}`)).statusCode).toBe(401);
    expect((await call(s.t, 'DELETE', `${url(theirs.venueId)}/${strangers.id}`, s.user)).statusCode).toBe(403);
    expect(await rowsOf(mySecond.venueId)).toHaveLength(1);
    expect(await rowsOf(theirs.venueId)).toHaveLength(1);
  });
});
