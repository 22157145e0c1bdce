import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, registerUser, type Session } from '../../../test/auth-helpers';
import { createClosure, createExpert, createSubService, createTimeOff, createVenue } from '../../../test/factories';
import {
  appointmentRow,
  at,
  BOOKING_LIMITS,
  guestBooking,
  nextWeekday,
  statusHistoryOf,
  frontDeskBooking,
} from '../../../test/fixtures';
import { injectAs } from '../../../test/requests';
import { expertWorkingHours, outboxMessages, venues } from '../../db/schema';
import { addDays } from '../../lib/time';
import { drainEvents } from '../../../test/outbox-events';

const m = messages.ownerCalendar;
let t: TestApp;
/** The app's clock: the real one unless a test pins it. */
let pinned: Date | null = null;

beforeAll(async () => {
  t = await buildTestApp({ limits: BOOKING_LIMITS }, undefined, () => pinned ?? new Date());
});
afterAll(() => t.close());

const date = nextWeekday(1);

/** An owner's venue (Mon–Sat 09:00–18:00) with a 45-minute sub-service (15 minutes of buffer) and an expert. */
async function frontDesk() {
  const session = await registerOwner(t.app);
  const venue = await createVenue(t.db, { ownerId: session.user.id });
  const sub = await createSubService(t.db, { venueId: venue.id, durationMinutes: 45, bufferMinutes: 15, priceKurus: 50000 });
  const expert = await createExpert(t.db, { venueId: venue.id, subServiceIds: [sub.id] });
  return { session, venue, sub, expert };
}
type Desk = Awaited<ReturnType<typeof frontDesk>>;

const bodyFor = (d: Desk, extra: Record<string, unknown> = {}) =>
  frontDeskBooking(
    { expertId: d.expert.id, subId: d.sub.id, date, time: '10:00' },
    { phone: '532 765 43 21', email: 'kemal@example.com', notes: 'Telefonla aradı', ...extra },
  );
const post = (session: Session | null, venueId: number, payload?: unknown) =>
  injectAs(t.app, 'POST', `/api/owner/venues/${venueId}/appointments`, session, payload);
const countOf = async (venueId: number) =>
  (
    (await t.db.execute(sql`select count(*)::int as n from appointments where venue_id = ${venueId}`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;
const outboxOf = async (id: number) => {
  await drainEvents(t);
  return t.db.select().from(outboxMessages).where(eq(outboxMessages.appointmentId, id)).orderBy(asc(outboxMessages.id));
};

describe('POST /api/owner/venues/{id}/appointments: authorization', () => {
  it('answers 401 without a session and books nothing', async () => {
    const d = await frontDesk();
    const res = await post(null, d.venue.id, bodyFor(d));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: messages.common.unauthorized });
    expect(await countOf(d.venue.id)).toBe(0);
  });

  it('answers 403 to a user account and books nothing', async () => {
    const d = await frontDesk();
    const res = await post(await registerUser(t.app), d.venue.id, bodyFor(d));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: messages.common.forbidden });
    expect(await countOf(d.venue.id)).toBe(0);
  });

  it('answers 404 for another owner’s venue before reading the body, and books nothing', async () => {
    const mine = await frontDesk();
    const theirs = await frontDesk();
    for (const payload of [bodyFor(theirs), { expert_id: 'x' }]) {
      const res = await post(mine.session, theirs.venue.id, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: messages.venues.notFound });
    }
    expect(await countOf(theirs.venue.id)).toBe(0);
  });

  it('answers 404 for an expert of another venue', async () => {
    const mine = await frontDesk();
    const theirs = await frontDesk();
    const res = await post(mine.session, mine.venue.id, bodyFor(mine, { expert_id: theirs.expert.id }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'EXPERT_NOT_FOUND', message: messages.appointments.expertNotFound });
    expect(await countOf(theirs.venue.id)).toBe(0);
  });
});

describe('POST /api/owner/venues/{id}/appointments: validation', () => {
  it.each([
    ['expert_id', { expert_id: undefined }, m.expertRequired],
    ['service_id', { service_id: 'a' }, m.serviceRequired],
    ['sub_service_id', { sub_service_id: -1 }, m.subServiceInvalid],
    ['appointment_date', { appointment_date: '2030-02-30' }, m.dateInvalid],
    ['appointment_time', { appointment_time: '25:00' }, m.timeInvalid],
    ['first_name', { first_name: '1a' }, m.firstNameInvalid],
    ['last_name', { last_name: '123' }, m.lastNameInvalid],
    ['phone', { phone: '12' }, m.phoneInvalid],
    ['email', { email: 'kemal@' }, m.emailInvalid],
    ['notes', { notes: 'x'.repeat(501) }, m.notesTooLong],
    ['outside_hours', { outside_hours: 'evet' }, m.outsideHoursInvalid],
  ])('answers 400 for an invalid %s with its Turkish text, and books nothing', async (field, change, message) => {
    const d = await frontDesk();
    const res = await post(d.session, d.venue.id, bodyFor(d, change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect(await countOf(d.venue.id)).toBe(0);
  });
});

describe('POST /api/owner/venues/{id}/appointments: the front desk’s booking', () => {
  it('is confirmed at once, booked by the owner, with the customer’s contact and a history row', async () => {
    const d = await frontDesk();
    const res = await post(d.session, d.venue.id, bodyFor(d));
    expect(res.statusCode).toBe(201);
    const data = res.json().data as { id: number };
    expect(res.json().data).toMatchObject({
      status: 'confirmed',
      venue_id: d.venue.id,
      expert_id: d.expert.id,
      sub_service_id: d.sub.id,
      appointment_date: date,
      appointment_time: '10:00',
      duration_minutes: 45,
      price: 500,
      notes: 'Telefonla aradı',
    });
    const row = await appointmentRow(t.db, data.id);
    expect(row).toMatchObject({
      status: 'confirmed',
      bookedBy: 'owner',
      userId: null,
      customerFirstName: 'Kemal',
      customerLastName: 'Öztürk',
      customerPhone: '+905327654321',
      customerEmail: 'kemal@example.com',
      startsAt: at(date, '10:00'),
    });
    expect(await statusHistoryOf(t.db, data.id)).toMatchObject([
      { fromStatus: null, toStatus: 'confirmed', changedBy: 'owner', changedByUserId: d.session.user.id },
    ]);
  });

  it('writes the confirmation to the customer by e-mail and SMS when an e-mail is given', async () => {
    const d = await frontDesk();
    const res = await post(d.session, d.venue.id, bodyFor(d));
    const rows = await outboxOf(res.json().data.id);
    const now = rows.filter((r) => r.kind === 'appointment_confirmed');
    expect(now.map((r) => [r.channel, r.recipient]).sort()).toEqual([
      ['email', 'kemal@example.com'],
      ['sms', '+905327654321'],
    ]);
  });

  it('stores no e-mail and writes none without one, the SMS still', async () => {
    const d = await frontDesk();
    for (const email of [undefined, null, '']) {
      const res = await post(d.session, d.venue.id, bodyFor(d, { email, appointment_time: '10:00', expert_id: d.expert.id }));
      expect(res.statusCode).toBe(201);
      const id = res.json().data.id as number;
      expect((await appointmentRow(t.db, id)).customerEmail).toBe('');
      const rows = await outboxOf(id);
      expect(rows.filter((r) => r.channel === 'email')).toEqual([]);
      expect(rows.filter((r) => r.kind === 'appointment_confirmed').map((r) => r.channel)).toEqual(['sms']);
      d.expert = await createExpert(t.db, { venueId: d.venue.id, subServiceIds: [d.sub.id] });
    }
  });

  it('is not bound by the minimum notice or the horizon, which still bind a guest', async () => {
    const d = await frontDesk();
    await t.db.update(venues).set({ minNoticeMinutes: 10080, horizonDays: 1 }).where(eq(venues.id, d.venue.id));
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/public',
      payload: guestBooking({ expertId: d.expert.id, venueId: d.venue.id, subId: d.sub.id, date, time: '10:00' }),
    });
    expect(guest.statusCode).toBe(400);
    const far = nextWeekday(1, addDays(date, 30));
    for (const day of [date, far]) {
      const res = await post(d.session, d.venue.id, bodyFor(d, { appointment_date: day }));
      expect(res.statusCode).toBe(201);
    }
  });

  it('books a walk-in that arrived a moment ago or earlier today (decision 090), and refuses a previous day', async () => {
    const d = await frontDesk();
    pinned = at(date, '10:14');
    try {
      const late = await post(d.session, d.venue.id, bodyFor(d, { appointment_time: '10:00' }));
      expect(late.statusCode).toBe(201);
      const today = await post(d.session, d.venue.id, bodyFor(d, { appointment_time: '09:00' }));
      expect(today.statusCode).toBe(201);
      const early = await post(d.session, d.venue.id, bodyFor(d, { appointment_date: addDays(date, -1) }));
      expect(early.statusCode).toBe(400);
      expect(early.json()).toMatchObject({ code: 'SLOT_IN_PAST', message: m.refusedPast });
    } finally {
      pinned = null;
    }
  });

  it('books any minute, not only the grid’s', async () => {
    const d = await frontDesk();
    expect((await post(d.session, d.venue.id, bodyFor(d, { appointment_time: '10:10' }))).statusCode).toBe(201);
  });
});

describe('POST /api/owner/venues/{id}/appointments: outside the hours', () => {
  const cases: [string, (d: Desk) => Promise<unknown>, string, string][] = [
    ['before the hours', async () => undefined, '08:00', m.warning.hours],
    [
      'in a break',
      (d) =>
        t.db
          .update(expertWorkingHours)
          .set({ breaks: [['12:00', '13:00']] })
          .where(eq(expertWorkingHours.expertId, d.expert.id)),
      '12:30',
      m.warning.break,
    ],
    [
      'in time off',
      (d) => createTimeOff(t.db, { expertId: d.expert.id, startsAt: at(date, '14:00'), endsAt: at(date, '16:00') }),
      '14:30',
      m.warning.timeOff,
    ],
    [
      'on a closed day',
      (d) => createClosure(t.db, { venueId: d.venue.id, startDate: date, endDate: date }),
      '10:00',
      m.warning.closure,
    ],
  ];
  it.each(cases)('answers 409 OUTSIDE_HOURS %s, then books it with outside_hours: true', async (_, arrange, time, message) => {
    const d = await frontDesk();
    await arrange(d);
    const warned = await post(d.session, d.venue.id, bodyFor(d, { appointment_time: time }));
    expect(warned.statusCode).toBe(409);
    expect(warned.json()).toMatchObject({ success: false, code: 'OUTSIDE_HOURS', message });
    expect(await countOf(d.venue.id)).toBe(0);
    const confirmed = await post(d.session, d.venue.id, bodyFor(d, { appointment_time: time, outside_hours: true }));
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().data).toMatchObject({ status: 'confirmed', appointment_time: time });
  });

  it('never books over another appointment or its buffer, even with outside_hours: true', async () => {
    const d = await frontDesk();
    expect((await post(d.session, d.venue.id, bodyFor(d))).statusCode).toBe(201);
    for (const outside_hours of [false, true]) {
      const taken = await post(d.session, d.venue.id, bodyFor(d, { appointment_time: '10:30', outside_hours }));
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'SLOT_TAKEN', message: messages.appointments.slotTaken });
      const buffer = await post(d.session, d.venue.id, bodyFor(d, { appointment_time: '10:50', outside_hours }));
      expect(buffer.statusCode).toBe(409);
      expect(buffer.json()).toMatchObject({ code: 'SLOT_IN_BUFFER', message: messages.availabilityRules.refusedBuffer });
    }
    expect(await countOf(d.venue.id)).toBe(1);
  });
});
