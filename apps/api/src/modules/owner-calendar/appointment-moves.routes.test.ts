import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { messages, type AppointmentStatus } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, registerUser, type Session } from '../../../test/auth-helpers';
import { createAppointment, createExpert, createSubService, createVenue } from '../../../test/factories';
import {
  appointmentRow,
  at,
  BOOKING_LIMITS,
  guestBooking,
  nextWeekday,
  venueTime,
  frontDeskBooking,
} from '../../../test/fixtures';
import { injectAs } from '../../../test/requests';
import { outboxMessages, subServices } from '../../db/schema';
import { drainEvents } from '../../../test/outbox-events';

const m = messages.ownerCalendar;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ limits: BOOKING_LIMITS });
});
afterAll(() => t.close());

const date = nextWeekday(2);

/** An owner's venue with two sub-services and two experts offering both; Selin charges more for the first. */
async function frontDesk() {
  const session = await registerOwner(t.app);
  const venue = await createVenue(t.db, { ownerId: session.user.id });
  const sub = await createSubService(t.db, { venueId: venue.id, durationMinutes: 45, priceKurus: 50000 });
  const other = await createSubService(t.db, { venueId: venue.id, name: 'Fön', durationMinutes: 30, priceKurus: 20000 });
  const subServiceIds = [sub.id, other.id];
  const elif = await createExpert(t.db, { venueId: venue.id, subServiceIds });
  const selin = await createExpert(t.db, {
    venueId: venue.id,
    name: 'Selin Ak',
    subServiceIds,
    subServiceOverrides: { [sub.id]: { customPriceKurus: 65000, customDurationMinutes: 60 } },
  });
  return { session, venue, sub, other, elif, selin };
}
type Desk = Awaited<ReturnType<typeof frontDesk>>;

/** A guest's pending request of Elif at `time` on `date`. */
async function request(d: Desk, time = '10:00', expertId = d.elif.id) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/appointments/public',
    payload: guestBooking({ expertId, venueId: d.venue.id, subId: d.sub.id, date, time }),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as number;
}
const put = (session: Session | null, id: number | string, payload?: unknown) =>
  injectAs(t.app, 'PUT', `/api/owner/appointments/${id}`, session, payload);
const moveBody = (expertId: number, time: string, extra: Record<string, unknown> = {}) => ({
  expert_id: expertId,
  appointment_date: date,
  appointment_time: time,
  ...extra,
});
const slotOf = async (id: number) => {
  const row = await appointmentRow(t.db, id);
  return { expertId: row.expertId, startsAt: row.startsAt, endsAt: row.endsAt, priceKurus: row.priceKurus };
};

describe('PUT /api/owner/appointments/{id}: authorization and validation', () => {
  it('answers 401 without a session and 403 to a user, and moves nothing', async () => {
    const d = await frontDesk();
    const id = await request(d);
    const before = await slotOf(id);
    expect((await put(null, id, moveBody(d.elif.id, '11:00'))).statusCode).toBe(401);
    const res = await put(await registerUser(t.app), id, moveBody(d.elif.id, '11:00'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: messages.common.forbidden });
    expect(await slotOf(id)).toEqual(before);
  });

  it('answers 404 for another owner’s appointment, before reading the body, and moves nothing', async () => {
    const mine = await frontDesk();
    const theirs = await frontDesk();
    const id = await request(theirs);
    const before = await slotOf(id);
    for (const payload of [moveBody(theirs.elif.id, '11:00'), { expert_id: 'x' }]) {
      const res = await put(mine.session, id, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: messages.ownerAppointments.missing });
    }
    expect(await slotOf(id)).toEqual(before);
  });

  it('answers 404 for an expert of another venue, and moves nothing', async () => {
    const mine = await frontDesk();
    const theirs = await frontDesk();
    const id = await request(mine);
    const res = await put(mine.session, id, moveBody(theirs.elif.id, '11:00'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'EXPERT_NOT_FOUND' });
    expect((await slotOf(id)).startsAt).toEqual(at(date, '10:00'));
  });

  it.each([
    ['expert_id', { expert_id: null }, m.expertRequired],
    ['appointment_date', { appointment_date: '31.12.2030' }, m.dateInvalid],
    ['appointment_time', { appointment_time: '9' }, m.timeInvalid],
    ['sub_service_id', { sub_service_id: 0 }, m.subServiceInvalid],
    ['outside_hours', { outside_hours: 1 }, m.outsideHoursInvalid],
  ])('answers 400 for an invalid %s with its Turkish text', async (field, change, message) => {
    const d = await frontDesk();
    const id = await request(d);
    const res = await put(d.session, id, { ...moveBody(d.elif.id, '11:00'), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
  });

  it.each([
    ['cancelled', messages.ownerAppointments.alreadyCancelled, 'ALREADY_CANCELLED'],
    ['completed', messages.ownerAppointments.alreadyCompleted, 'ALREADY_COMPLETED'],
    ['no_show', m.moveStarted, 'ALREADY_STARTED'],
  ] as [AppointmentStatus, string, string][])('answers 409 for a %s appointment', async (status, message, code) => {
    const d = await frontDesk();
    const a = await createAppointment(t.db, {
      venueId: d.venue.id,
      expertId: d.elif.id,
      startsAt: status === 'cancelled' ? at(date, '10:00') : venueTime(-1, '10:00'),
      status,
      ...(status === 'cancelled' ? { cancelledAt: new Date(), cancelledBy: 'owner' as const } : {}),
    });
    const res = await put(d.session, a.id, moveBody(d.elif.id, '11:00'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code, message });
  });

  it('answers 409 for a confirmed appointment that has started', async () => {
    const d = await frontDesk();
    const a = await createAppointment(t.db, {
      venueId: d.venue.id,
      expertId: d.elif.id,
      startsAt: new Date(Date.now() - 10 * 60_000),
      status: 'confirmed',
    });
    const res = await put(d.session, a.id, moveBody(d.elif.id, '11:00'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ALREADY_STARTED', message: m.moveStarted });
  });
});

describe('PUT /api/owner/appointments/{id}: the move', () => {
  it('moves to another time keeping the agreed price and duration, and frees the old time', async () => {
    const d = await frontDesk();
    const id = await request(d);
    await t.db.update(subServices).set({ priceKurus: 99000, durationMinutes: 90 }).where(eq(subServices.id, d.sub.id));
    const res = await put(d.session, id, moveBody(d.elif.id, '14:00'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id,
      status: 'pending',
      appointment_date: date,
      appointment_time: '14:00',
      duration_minutes: 45,
      price: 500,
      expert_id: d.elif.id,
    });
    expect(await slotOf(id)).toEqual({
      expertId: d.elif.id,
      startsAt: at(date, '14:00'),
      endsAt: at(date, '14:45'),
      priceKurus: 50000,
    });
    await t.db.update(subServices).set({ priceKurus: 50000, durationMinutes: 45 }).where(eq(subServices.id, d.sub.id));
    await request(d, '10:00');
  });

  it('asks for a sub-service when moved to none of a service that has some, and moves nothing', async () => {
    const d = await frontDesk();
    const id = await request(d);
    const res = await put(d.session, id, moveBody(d.elif.id, '14:00', { sub_service_id: null }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'SUB_SERVICE_REQUIRED', message: m.subServiceRequired });
    expect((await slotOf(id)).startsAt).toEqual(at(date, '10:00'));
  });

  it('moves over its own interval (itself is not busy)', async () => {
    const d = await frontDesk();
    const id = await request(d);
    expect((await put(d.session, id, moveBody(d.elif.id, '10:15'))).statusCode).toBe(200);
    expect((await slotOf(id)).startsAt).toEqual(at(date, '10:15'));
  });

  it('re-resolves price and duration for another expert, and for another sub-service', async () => {
    const d = await frontDesk();
    const id = await request(d);
    const toSelin = await put(d.session, id, moveBody(d.selin.id, '10:00'));
    expect(toSelin.statusCode).toBe(200);
    expect(toSelin.json().data).toMatchObject({
      expert_id: d.selin.id,
      expert_name: 'Selin Ak',
      duration_minutes: 60,
      price: 650,
    });
    const toFon = await put(d.session, id, moveBody(d.selin.id, '10:00', { sub_service_id: d.other.id }));
    expect(toFon.json().data).toMatchObject({
      sub_service_id: d.other.id,
      sub_service: { name: 'Fön' },
      duration_minutes: 30,
      price: 200,
    });
    // Elif's 10:00 is free again.
    await request(d, '10:00', d.elif.id);
  });

  it('answers 409 SLOT_TAKEN onto another appointment, even with outside_hours, and keeps the old time', async () => {
    const d = await frontDesk();
    const id = await request(d, '10:00');
    await request(d, '12:00');
    for (const outside_hours of [false, true]) {
      const res = await put(d.session, id, moveBody(d.elif.id, '12:15', { outside_hours }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'SLOT_TAKEN', message: messages.appointments.slotTaken });
    }
    expect((await slotOf(id)).startsAt).toEqual(at(date, '10:00'));
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/public',
      payload: guestBooking({ expertId: d.elif.id, venueId: d.venue.id, subId: d.sub.id, date, time: '10:00' }),
    });
    expect(again.statusCode).toBe(409);
  });

  it('warns outside the hours with 409 OUTSIDE_HOURS, and moves with outside_hours: true', async () => {
    const d = await frontDesk();
    const id = await request(d);
    const warned = await put(d.session, id, moveBody(d.elif.id, '19:00'));
    expect(warned.statusCode).toBe(409);
    expect(warned.json()).toMatchObject({ code: 'OUTSIDE_HOURS', message: m.warning.hours });
    expect((await put(d.session, id, moveBody(d.elif.id, '19:00', { outside_hours: true }))).statusCode).toBe(200);
  });

  it('tells the customer the new time by e-mail and SMS, and schedules the reminders again', async () => {
    const d = await frontDesk();
    const booked = await injectAs(
      t.app,
      'POST',
      `/api/owner/venues/${d.venue.id}/appointments`,
      d.session,
      frontDeskBooking({ expertId: d.elif.id, subId: d.sub.id, date, time: '10:00' }, { email: 'kemal@example.com' }),
    );
    const id = booked.json().data.id as number;
    expect((await put(d.session, id, moveBody(d.elif.id, '15:00'))).statusCode).toBe(200);
    await drainEvents(t);
    const rows = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.appointmentId, id))
      .orderBy(asc(outboxMessages.id));
    const moved = rows.filter((r) => r.kind === 'appointment_moved');
    expect(moved.map((r) => r.channel).sort()).toEqual(['email', 'sms']);
    expect(moved.find((r) => r.channel === 'email')!.subject).toBe(
      messages.notifications.movedSubject.replace('{venue}', d.venue.name),
    );
    const pendingReminders = rows.filter((r) => r.kind === 'reminder_24h' && r.status === 'pending');
    expect(pendingReminders.map((r) => r.sendAfter?.getTime())).toEqual([
      at(date, '15:00').getTime() - 24 * 3_600_000,
      at(date, '15:00').getTime() - 24 * 3_600_000,
    ]);
  });
});
