import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, RULE_RECORD_HORIZON_DAYS } from '@randevu/contracts';
import { expertTimeOff } from '../../db/schema';
import { createAppointment, createExpert, createTimeOff } from '../../../test/factories';
import { appointmentRow, at, day } from '../../../test/fixtures';
import { addDays } from '../../lib/time';
import { call, conflictEntry, expectTimesDropped, strangersVenue, useRulesSuite, venueWithExpert } from './rules-test-helpers';

const m = messages.availabilityRules;

const s = useRulesSuite();

const url = (expertId: number) => `/api/owner/experts/${expertId}/time-off`;
const rowsOf = (expertId: number) => s.t.db.select().from(expertTimeOff).where(eq(expertTimeOff.expertId, expertId));

describe('GET /api/owner/experts/{id}/time-off', () => {
  it("lists the expert's time off that has not ended, ascending, in venue wall time", async () => {
    const { expert } = await venueWithExpert(s.t, s.owner.user.id);
    const later = await createTimeOff(s.t.db, {
      expertId: expert.id,
      startsAt: at(day(9), '09:00'),
      endsAt: at(day(10), '18:00'),
    });
    const sooner = await createTimeOff(s.t.db, {
      expertId: expert.id,
      startsAt: at(day(2), '12:30'),
      endsAt: at(day(2), '14:00'),
      reason: 'Doktor',
    });
    await createTimeOff(s.t.db, { expertId: expert.id, startsAt: at(day(-3), '09:00'), endsAt: at(day(-2), '09:00') });
    const running = await createTimeOff(s.t.db, {
      expertId: expert.id,
      startsAt: at(day(-1), '09:00'),
      endsAt: at(day(1), '09:00'),
    });

    const res = await call(s.t, 'GET', url(expert.id), s.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: running.id,
        expert_id: expert.id,
        starts_at: `${day(-1)}T09:00`,
        ends_at: `${day(1)}T09:00`,
        reason: null,
        created_at: running.createdAt.toISOString(),
      },
      expect.objectContaining({ id: sooner.id, starts_at: `${day(2)}T12:30`, ends_at: `${day(2)}T14:00`, reason: 'Doktor' }),
      expect.objectContaining({ id: later.id, starts_at: `${day(9)}T09:00`, ends_at: `${day(10)}T18:00` }),
    ]);
  });

  it('answers 401 without a session, 403 to a user account and 404 for another owner’s or a deleted expert', async () => {
    const { expert } = await venueWithExpert(s.t, s.owner.user.id);
    expect((await call(s.t, 'GET', url(expert.id))).statusCode).toBe(401);
    const asUser = await call(s.t, 'GET', url(expert.id), s.user);
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json().message).toBe(messages.common.forbidden);
    const asStranger = await call(s.t, 'GET', url(expert.id), s.stranger);
    expect(asStranger.statusCode).toBe(404);
    expect(asStranger.json()).toEqual({ success: false, code: 'EXPERT_NOT_FOUND', message: messages.experts.notFound });
    const deleted = await createExpert(s.t.db, {
      venueId: (await venueWithExpert(s.t, s.owner.user.id)).venueId,
      deletedAt: new Date(),
    });
    expect((await call(s.t, 'GET', url(deleted.id), s.owner)).statusCode).toBe(404);
  });
});

describe('POST /api/owner/experts/{id}/time-off', () => {
  it('creates part of a day from venue wall time, stores its instants and answers 201', async () => {
    const { expert } = await venueWithExpert(s.t, s.owner.user.id);
    const body = { starts_at: `${day(3)}T12:00`, ends_at: `${day(3)}T15:30`, reason: '  Diş hekimi  ' };
    const res = await call(s.t, 'POST', url(expert.id), s.owner, body);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toEqual({
      id: expect.any(Number),
      expert_id: expert.id,
      starts_at: body.starts_at,
      ends_at: body.ends_at,
      reason: 'Diş hekimi',
      created_at: expect.any(String),
    });
    const [row] = await rowsOf(expert.id);
    expect(row).toMatchObject({ id: data.id, startsAt: at(day(3), '12:00'), endsAt: at(day(3), '15:30'), reason: 'Diş hekimi' });
  });

  it('takes whole days, time off that has begun already, a blank reason as none, and reaches the last day of the window', async () => {
    const { expert } = await venueWithExpert(s.t, s.owner.user.id);
    const last = day(RULE_RECORD_HORIZON_DAYS);
    for (const body of [
      { starts_at: `${day(-1)}T00:00`, ends_at: `${day(1)}T00:00`, reason: '   ' },
      { starts_at: `${last}T00:00`, ends_at: `${addDays(last, 1)}T00:00` },
    ]) {
      const res = await call(s.t, 'POST', url(expert.id), s.owner, body);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ starts_at: body.starts_at, ends_at: body.ends_at, reason: null });
    }
  });

  it('answers 409 RULE_CONFLICT listing the pending and confirmed appointments inside it, and stores nothing', async () => {
    const { venueId, expert } = await venueWithExpert(s.t, s.owner.user.id);
    const other = await createExpert(s.t.db, { venueId });
    const date = day(4);
    const pending = await createAppointment(s.t.db, {
      venueId,
      expertId: expert.id,
      startsAt: at(date, '10:00'),
      durationMinutes: 45,
    });
    const confirmed = await createAppointment(s.t.db, {
      venueId,
      expertId: expert.id,
      startsAt: at(date, '13:30'),
      durationMinutes: 60,
      status: 'confirmed',
      customerFirstName: 'Zeynep',
      customerLastName: 'Çelik',
    });
    // Not in the way: cancelled, another expert's, and one that ends as the time off begins.
    await createAppointment(s.t.db, {
      venueId,
      expertId: expert.id,
      startsAt: at(date, '11:00'),
      status: 'cancelled',
      cancelledAt: new Date(),
      cancelledBy: 'owner',
    });
    await createAppointment(s.t.db, { venueId, expertId: other.id, startsAt: at(date, '11:00') });
    await createAppointment(s.t.db, { venueId, expertId: expert.id, startsAt: at(date, '09:00'), durationMinutes: 30 });

    const body = { starts_at: `${date}T09:30`, ends_at: `${date}T14:00` };
    const res = await call(s.t, 'POST', url(expert.id), s.owner, body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: 'RULE_CONFLICT',
      message: m.conflictTimeOff.replace('{count}', '2'),
      conflicts: [
        conflictEntry(pending, expert, 'Mehmet Demir', 'pending', [`${date}T10:00`, `${date}T10:45`]),
        conflictEntry(confirmed, expert, 'Zeynep Çelik', 'confirmed', [`${date}T13:30`, `${date}T14:30`]),
      ],
    });
    expect(await rowsOf(expert.id)).toEqual([]);

    // force: true keeps the appointments and stores the time off.
    const forced = await call(s.t, 'POST', url(expert.id), s.owner, { ...body, force: true });
    expect(forced.statusCode).toBe(201);
    expect(await rowsOf(expert.id)).toHaveLength(1);
    expect((await appointmentRow(s.t.db, pending.id)).status).toBe('pending');
    expect((await appointmentRow(s.t.db, confirmed.id)).status).toBe('confirmed');
  });

  it('answers 401, 403, and 404 for another owner’s expert even with an invalid body, and changes nothing', async () => {
    const { expert } = await strangersVenue(s.t);
    const body = { starts_at: `${day(2)}T10:00`, ends_at: `${day(2)}T11:00` };
    expect((await call(s.t, 'POST', url(expert.id), undefined, body)).statusCode).toBe(401);
    expect((await call(s.t, 'POST', url(expert.id), s.user, body)).statusCode).toBe(403);
    for (const payload of [body, { starts_at: 'x' }]) {
      const res = await call(s.t, 'POST', url(expert.id), s.owner, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, code: 'EXPERT_NOT_FOUND', message: messages.experts.notFound });
    }
    expect(await rowsOf(expert.id)).toEqual([]);
  });

  it("empties the venue's cached available times at once", async () => {
    const { subId, expert } = await venueWithExpert(s.t, s.owner.user.id);
    await expectTimesDropped(s.t, { expertId: expert.id, subId }, async () => {
      const res = await call(s.t, 'POST', url(expert.id), s.owner, {
        starts_at: `${day(30)}T10:00`,
        ends_at: `${day(30)}T11:00`,
      });
      expect(res.statusCode).toBe(201);
    });
  });
});

describe('DELETE /api/owner/experts/{id}/time-off/{timeOffId}', () => {
  it('deletes the record and answers its id', async () => {
    const { subId, expert } = await venueWithExpert(s.t, s.owner.user.id);
    const row = await createTimeOff(s.t.db, { expertId: expert.id, startsAt: at(day(2), '10:00'), endsAt: at(day(2), '12:00') });
    await expectTimesDropped(s.t, { expertId: expert.id, subId }, async () => {
      const res = await call(s.t, 'DELETE', `${url(expert.id)}/${row.id}`, s.owner);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: { id: row.id } });
    });
    expect(await rowsOf(expert.id)).toEqual([]);
    const again = await call(s.t, 'DELETE', `${url(expert.id)}/${row.id}`, s.owner);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, code: 'TIME_OFF_NOT_FOUND', message: m.timeOffNotFound });
  });

  it("answers 404 for another expert's record, and for another owner's expert, and deletes nothing", async () => {
    const { venueId, expert } = await venueWithExpert(s.t, s.owner.user.id);
    const colleague = await createExpert(s.t.db, { venueId });
    const theirs = await strangersVenue(s.t);
    const colleagues = await createTimeOff(s.t.db, {
      expertId: colleague.id,
      startsAt: at(day(2), '10:00'),
      endsAt: at(day(2), '12:00'),
    });
    const strangers = await createTimeOff(s.t.db, {
      expertId: theirs.expert.id,
      startsAt: at(day(2), '10:00'),
      endsAt: at(day(2), '12:00'),
    });

    const wrongExpert = await call(s.t, 'DELETE', `${url(expert.id)}/${colleagues.id}`, s.owner);
    expect(wrongExpert.statusCode).toBe(404);
    expect(wrongExpert.json().message).toBe(m.timeOffNotFound);
    const stranger = await call(s.t, 'DELETE', `${url(theirs.expert.id)}/${strangers.id}`, s.owner);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(messages.experts.notFound);
    expect((await call(s.t, 'DELETE', `${url(theirs.expert.id)}/${strangers.id}`)).statusCode).toBe(401);
    expect((await call(s.t, 'DELETE', `${url(theirs.expert.id)}/${strangers.id}`, s.user)).statusCode).toBe(403);
    expect(await rowsOf(colleague.id)).toHaveLength(1);
    expect(await rowsOf(theirs.expert.id)).toHaveLength(1);
  });

  it('answers 400 for an id that is not one', async () => {
    const { expert } = await venueWithExpert(s.t, s.owner.user.id);
    const res = await call(s.t, 'DELETE', `${url(expert.id)}/abc`, s.owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.locations.invalidId);
  });
});
