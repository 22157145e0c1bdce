import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { messages, type MyAppointment } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, registerUser, type Session } from '../../../test/auth-helpers';
import { createExpert, createVenue } from '../../../test/factories';
import { appointmentRow, nextWeekday, seedBookableVenue, slotFields, statusHistoryOf, today } from '../../../test/fixtures';
import { availableTimes, injectAs } from '../../../test/requests';
import { appointmentMoves, outboxMessages, venues } from '../../db/schema';
import { drainEvents } from '../../../test/outbox-events';
import { addDays, isoWeekday } from '../../lib/time';
import { turkishHolidayOn } from '../availability/availability.service';

/** POST /api/user/appointments/{id}/reschedule (decision 036). */
const m = messages.myAppointments;
const HOUR = 3_600_000;

let t: TestApp;
let owner: Session;
let ayse: Session;
let venueId: number;
let subId: number;

beforeAll(async () => {
  t = await buildTestApp({ limits: { appointmentPerIp: 10_000 } });
  owner = await registerOwner(t.app);
  ({ venueId, subId } = await seedBookableVenue(t.db, { ownerId: owner.user.id }));
  ayse = await registerUser(t.app);
});
afterAll(() => t.close());

const reschedule = (session: Session | null, id: number | string, payload?: unknown) =>
  injectAs(t.app, 'POST', `/api/user/appointments/${id}/reschedule`, session, payload);
const movesOf = (id: number) =>
  t.db.select().from(appointmentMoves).where(eq(appointmentMoves.appointmentId, id)).orderBy(asc(appointmentMoves.id));
const outboxKinds = async (id: number) => {
  await drainEvents(t);
  return (await t.db.select().from(outboxMessages).where(eq(outboxMessages.appointmentId, id))).map((r) => r.kind);
};

/** The user books through the API (a request unless the venue confirms at once), on a fresh expert. */
async function userBooks(session: Session, date = nextWeekday(3), time = '10:00') {
  const expert = await createExpert(t.db, { venueId, name: 'Elif Kaya', subServiceIds: [subId] });
  const res = await injectAs(t.app, 'POST', '/api/user/appointments', session, {
    ...slotFields({ expertId: expert.id, venueId, subId, date, time }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: (res.json() as { data: { id: number } }).data.id, expertId: expert.id, date };
}

describe('POST /api/user/appointments/{id}/reschedule: who may', () => {
  it('answers 401 without a session, 403 to an owner, 404 for another user’s appointment; nothing moves', async () => {
    const { id, date } = await userBooks(ayse);
    const before = await appointmentRow(t.db, id);
    const body = { appointment_date: date, appointment_time: '14:00' };
    expect((await reschedule(null, id, body)).statusCode).toBe(401);
    expect((await reschedule(owner, id, body)).statusCode).toBe(403);
    const other = await registerUser(t.app);
    const res = await reschedule(other, id, body);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: m.missing });
    expect(await appointmentRow(t.db, id)).toEqual(before);
    expect(await movesOf(id)).toEqual([]);
  });

  it.each([
    ['no body', undefined, messages.appointments.dateInvalid],
    [
      'a date that does not exist',
      { appointment_date: '2030-02-30', appointment_time: '10:00' },
      messages.appointments.dateInvalid,
    ],
    ['a time out of the clock', { appointment_date: '2030-02-11', appointment_time: '25:00' }, messages.appointments.timeInvalid],
    ['a 10 KB time', { appointment_date: '2030-02-11', appointment_time: 'x'.repeat(10_000) }, messages.appointments.timeInvalid],
    [
      'an expert as text',
      { appointment_date: '2030-02-11', appointment_time: '10:00', expert_id: 'Elif' },
      m.rescheduleExpertInvalid,
    ],
  ])('refuses %s with 400 and the Turkish text, and keeps the old time', async (_name, body, message) => {
    const { id } = await userBooks(ayse);
    const before = await appointmentRow(t.db, id);
    const res = await reschedule(ayse, id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
    expect(await appointmentRow(t.db, id)).toEqual(before);
  });
});

describe('POST /api/user/appointments/{id}/reschedule: the move', () => {
  it('moves a confirmed appointment to a free time: still confirmed (decision 098), the old time freed, the move recorded, the owner told', async () => {
    const { id, expertId, date } = await userBooks(ayse);
    await injectAs(t.app, 'PUT', `/api/owner/appointments/${id}/status`, owner, { status: 'confirmed' });
    expect((await appointmentRow(t.db, id)).status).toBe('confirmed');
    const old = await appointmentRow(t.db, id);
    expect(await availableTimes(t.app, expertId, date, subId)).not.toContain('10:00');

    const res = await reschedule(ayse, id, { appointment_date: date, appointment_time: '14:00' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as MyAppointment;
    expect(data).toMatchObject({
      id,
      appointment_date: date,
      appointment_time: '14:00',
      status: 'confirmed',
      expert_id: expertId,
    });

    const row = await appointmentRow(t.db, id);
    expect(row.startsAt.getTime() - old.startsAt.getTime()).toBe(4 * HOUR);
    expect(row.expiresAt).toBeNull();
    const times = await availableTimes(t.app, expertId, date, subId);
    expect(times).toContain('10:00');
    expect(times).not.toContain('14:00');
    expect(await movesOf(id)).toMatchObject([
      {
        movedBy: 'user',
        changedByUserId: ayse.user.id,
        fromStartsAt: old.startsAt,
        toStartsAt: row.startsAt,
        fromExpertId: expertId,
      },
    ]);
    expect((await statusHistoryOf(t.db, id)).map((h) => `${h.fromStatus}→${h.toStatus}:${h.changedBy}`)).toEqual([
      'null→pending:user',
      'pending→confirmed:owner',
    ]);
    expect(await outboxKinds(id)).toContain('appointment_rescheduled_owner');

    // The owner's list shows where it came from.
    const list = await injectAs(t.app, 'GET', `/api/owner/appointments?venue_id=${venueId}`, owner);
    const mine = (list.json().data as { id: number; rescheduled_from: unknown }[]).find((a) => a.id === id)!;
    expect(mine.rescheduled_from).toMatchObject({ appointment_date: date, appointment_time: '10:00', expert_name: 'Elif Kaya' });
  });

  it('two reschedules rendered in one batch each tell the owner the time they left, not the later one', async () => {
    const { id, date } = await userBooks(ayse, nextWeekday(4), '09:00');
    await injectAs(t.app, 'PUT', `/api/owner/appointments/${id}/status`, owner, { status: 'confirmed' });
    await drainEvents(t);
    expect((await reschedule(ayse, id, { appointment_date: date, appointment_time: '11:00' })).statusCode).toBe(200);
    expect((await reschedule(ayse, id, { appointment_date: date, appointment_time: '15:00' })).statusCode).toBe(200);
    await drainEvents(t);
    const told = await t.db
      .select({ text: outboxMessages.text })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.appointmentId, id), eq(outboxMessages.kind, 'appointment_rescheduled_owner')))
      .orderBy(asc(outboxMessages.id));
    expect(told).toHaveLength(2);
    expect(told[0]!.text).toMatch(/09:00 randevusunu .* 11:00 olarak/);
    expect(told[1]!.text).toMatch(/11:00 randevusunu .* 15:00 olarak/);
  });

  it('moves to another expert of the venue; an expert of another venue is refused and the old time kept', async () => {
    const { id, expertId, date } = await userBooks(ayse);
    const other = await createExpert(t.db, { venueId, name: 'Zeynep Demir', subServiceIds: [subId] });
    const res = await reschedule(ayse, id, { appointment_date: date, appointment_time: '11:00', expert_id: other.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ expert_id: other.id, expert_name: 'Zeynep Demir', appointment_time: '11:00' });
    expect(await availableTimes(t.app, expertId, date, subId)).toContain('10:00');

    const elsewhere = await createVenue(t.db, { ownerId: owner.user.id, name: 'Başka Salon' });
    const stranger = await createExpert(t.db, { venueId: elsewhere.id });
    const before = await appointmentRow(t.db, id);
    const refused = await reschedule(ayse, id, { appointment_date: date, appointment_time: '12:00', expert_id: stranger.id });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(await appointmentRow(t.db, id)).toEqual(before);
  });

  it('refuses a taken time with 409 and keeps the old one booked', async () => {
    const first = await userBooks(ayse);
    const zeynep = await registerUser(t.app);
    const res0 = await injectAs(t.app, 'POST', '/api/user/appointments', zeynep, {
      ...slotFields({ expertId: first.expertId, venueId, subId, date: first.date, time: '15:00' }),
    });
    expect(res0.statusCode).toBe(201);
    const before = await appointmentRow(t.db, first.id);
    const res = await reschedule(ayse, first.id, { appointment_date: first.date, appointment_time: '15:00' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: messages.appointments.slotTaken });
    expect(await appointmentRow(t.db, first.id)).toEqual(before);
    expect(await availableTimes(t.app, first.expertId, first.date, subId)).not.toContain('10:00');
    expect(await movesOf(first.id)).toEqual([]);
  });

  it('refuses inside the venue’s cancellation notice, a cancelled appointment, and a past one, each with its Turkish text', async () => {
    // The first working weekday after today: inside a week's notice whatever the hour the test runs.
    let soon = addDays(today(), 1);
    while (isoWeekday(soon) >= 6 || turkishHolidayOn(soon)) soon = addDays(soon, 1);
    const { id, date } = await userBooks(ayse, soon);
    const body = { appointment_date: date, appointment_time: '16:00' };
    await t.db.update(venues).set({ cancellationNoticeHours: 168 }).where(eq(venues.id, venueId));
    try {
      const inside = await reschedule(ayse, id, body);
      expect(inside.statusCode).toBe(409);
      expect(inside.json()).toMatchObject({
        code: 'CANCELLATION_DEADLINE',
        message: messages.availabilityRules.rescheduleDeadline.replace('{hours}', '168'),
      });
    } finally {
      await t.db.update(venues).set({ cancellationNoticeHours: 2 }).where(eq(venues.id, venueId));
    }
    expect((await injectAs(t.app, 'POST', `/api/user/appointments/${id}/cancel`, ayse, {})).statusCode).toBe(200);
    const cancelled = await reschedule(ayse, id, body);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toMatchObject({ message: m.alreadyCancelled });
    expect((await appointmentRow(t.db, id)).status).toBe('cancelled');
  });

  it('is confirmed at once where the venue confirms instantly, with the reminders scheduled for the new time', async () => {
    const { id, date } = await userBooks(ayse);
    await t.db.update(venues).set({ autoConfirm: true }).where(eq(venues.id, venueId));
    try {
      const res = await reschedule(ayse, id, { appointment_date: date, appointment_time: '17:00' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe('confirmed');
      const row = await appointmentRow(t.db, id);
      expect(row.expiresAt).toBeNull();
      expect(await outboxKinds(id)).toEqual(expect.arrayContaining(['reminder_24h']));
    } finally {
      await t.db.update(venues).set({ autoConfirm: false }).where(eq(venues.id, venueId));
    }
  });
});
