import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { buildTestApp, openPrivateDatabase, type TestApp } from '../../../test/build-test-app';
import { registerOwner, type Session } from '../../../test/auth-helpers';
import { createExpert, createSubService, createVenue } from '../../../test/factories';
import { appointmentRow, at, BOOKING_LIMITS, frontDeskBooking, guestBooking, nextWeekday } from '../../../test/fixtures';
import { injectAs } from '../../../test/requests';
import { outboxMessages } from '../../db/schema';
import type { Database } from '../../db/client';
import { addDays } from '../../lib/time';
import { drainEvents } from '../../../test/outbox-events';
import { createChannels } from '../notifications/channels';
import { createOutboxWorker } from '../notifications/outbox.worker';

const m = messages.ownerCalendar;
let t: TestApp;
let database: Database;
/** The app's clock: the real one unless a test pins it. */
let pinned: Date | null = null;

beforeAll(async () => {
  // Its own database: the delivery test runs the outbox worker, which takes every due row it sees.
  database = await openPrivateDatabase();
  t = await buildTestApp({ limits: BOOKING_LIMITS }, database, () => pinned ?? new Date());
});
afterAll(async () => {
  await t.close();
  await database.close();
});

const date = nextWeekday(1);

/** An owner's venue (Mon–Sat 09:00–18:00) with a 45-minute sub-service and an expert. */
async function frontDesk() {
  const session = await registerOwner(t.app);
  const venue = await createVenue(t.db, { ownerId: session.user.id });
  const sub = await createSubService(t.db, { venueId: venue.id, durationMinutes: 45, priceKurus: 50000 });
  const expert = await createExpert(t.db, { venueId: venue.id, subServiceIds: [sub.id] });
  return { session, venue, sub, expert };
}
type Desk = Awaited<ReturnType<typeof frontDesk>>;

/** Only what the front desk must know: who does what, and when; `extra` adds to it. */
const bare = (d: Desk, extra: Record<string, unknown> = {}) => {
  const {
    first_name: _f,
    last_name: _l,
    phone: _p,
    ...slot
  } = frontDeskBooking({
    expertId: d.expert.id,
    subId: d.sub.id,
    date,
    time: '10:00',
  });
  return { ...slot, ...extra };
};
const post = (session: Session, venueId: number, payload: unknown) =>
  injectAs(t.app, 'POST', `/api/owner/venues/${venueId}/appointments`, session, payload);
const outboxOf = async (id: number) => {
  await drainEvents(t);
  return t.db.select().from(outboxMessages).where(eq(outboxMessages.appointmentId, id)).orderBy(asc(outboxMessages.id));
};
const manageTokensOf = async (id: number) =>
  (
    (await t.db.execute(
      sql`select count(*)::int as n from appointment_manage_tokens where appointment_id = ${id}`,
    )) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;
/** A random Turkish mobile number, so this file's messages are told apart from any other's. */
const randomMobile = () => `+90532${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

describe('POST /api/owner/venues/{id}/appointments: a walk-in with what the front desk knows', () => {
  it('books a customer with no name and no contact: null phone and e-mail in every answer, no link, nothing sent', async () => {
    const d = await frontDesk();
    const res = await post(d.session, d.venue.id, bare(d));
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id as number;
    expect(await appointmentRow(t.db, id)).toMatchObject({
      customerFirstName: '',
      customerLastName: '',
      customerPhone: '',
      customerEmail: '',
      notifyCustomer: true,
    });
    const calendar = await injectAs(t.app, 'GET', `/api/owner/venues/${d.venue.id}/calendar?from=${date}&to=${date}`, d.session);
    expect(calendar.json().data.appointments).toMatchObject([
      { id, customer: { first_name: '', last_name: '', phone: null, email: null } },
    ]);
    const list = await injectAs(t.app, 'GET', `/api/owner/appointments?venue_id=${d.venue.id}`, d.session);
    expect(list.json().data).toMatchObject([{ id, user: { first_name: '', last_name: '', phone: null }, customer_email: null }]);
    expect(await outboxOf(id)).toEqual([]);
    expect(await manageTokensOf(id)).toBe(0);
  });

  it('books "Ahmet" with only his first name', async () => {
    const d = await frontDesk();
    const res = await post(d.session, d.venue.id, bare(d, { first_name: '  Ahmet ', last_name: '', phone: '', email: null }));
    expect(res.statusCode).toBe(201);
    expect(await appointmentRow(t.db, res.json().data.id)).toMatchObject({
      customerFirstName: 'Ahmet',
      customerLastName: '',
      customerPhone: '',
    });
  });

  it('"Şu an koltukta" starts it at this minute without a date or time, and by default texts nobody', async () => {
    const d = await frontDesk();
    pinned = at(date, '10:07');
    try {
      const phone = randomMobile();
      const payload = { ...bare(d, { starts_now: true, phone }) } as Record<string, unknown>;
      delete payload.appointment_date;
      delete payload.appointment_time;
      const res = await post(d.session, d.venue.id, payload);
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ appointment_date: date, appointment_time: '10:07', status: 'confirmed' });
      const row = await appointmentRow(t.db, res.json().data.id);
      expect(row).toMatchObject({ startsAt: at(date, '10:07'), customerPhone: phone, notifyCustomer: false });
      expect(await outboxOf(row.id)).toEqual([]);
    } finally {
      pinned = null;
    }
  });

  it('records a visit earlier today for the front desk only; a previous day stays refused, and a guest cannot', async () => {
    const d = await frontDesk();
    pinned = at(date, '15:00');
    try {
      const earlier = await post(d.session, d.venue.id, bare(d, { appointment_time: '09:30', first_name: 'Ahmet' }));
      expect(earlier.statusCode).toBe(201);
      expect((await appointmentRow(t.db, earlier.json().data.id)).startsAt).toEqual(at(date, '09:30'));
      const yesterday = await post(d.session, d.venue.id, bare(d, { appointment_date: addDays(date, -1) }));
      expect(yesterday.statusCode).toBe(400);
      expect(yesterday.json()).toMatchObject({ code: 'SLOT_IN_PAST', message: m.refusedPast });
      const guest = await t.app.inject({
        method: 'POST',
        url: '/api/appointments/public',
        payload: guestBooking({ expertId: d.expert.id, venueId: d.venue.id, subId: d.sub.id, date, time: '11:00' }),
      });
      expect(guest.statusCode).toBe(400);
      expect(guest.json()).toMatchObject({ code: 'SLOT_UNAVAILABLE', message: messages.appointments.slotUnavailable });
    } finally {
      pinned = null;
    }
  });

  it('with "Müşteriye SMS gönder" off sends the customer nothing, also when the owner moves it later', async () => {
    const d = await frontDesk();
    const phone = randomMobile();
    const res = await post(d.session, d.venue.id, bare(d, { phone, email: 'sessiz@example.com', notify_customer: false }));
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id as number;
    expect(await outboxOf(id)).toEqual([]);
    const moved = await injectAs(t.app, 'PUT', `/api/owner/appointments/${id}`, d.session, {
      expert_id: d.expert.id,
      appointment_date: date,
      appointment_time: '11:00',
    });
    expect(moved.statusCode).toBe(200);
    expect(await outboxOf(id)).toEqual([]);
  });

  it.each([
    ['starts_now', { starts_now: 'evet' }, m.startsNowInvalid],
    ['notify_customer', { notify_customer: 'hayır' }, m.notifyCustomerInvalid],
    ['appointment_date', { appointment_date: undefined }, m.dateInvalid],
    ['appointment_time', { appointment_time: undefined }, m.timeInvalid],
    ['first_name', { first_name: '123' }, m.firstNameInvalid],
    ['phone', { phone: '12' }, m.phoneInvalid],
  ])('answers 400 for an invalid %s with its Turkish text, and books nothing', async (field, change, message) => {
    const d = await frontDesk();
    const res = await post(d.session, d.venue.id, bare(d, change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    const count = await t.db.execute(sql`select count(*)::int as n from appointments where venue_id = ${d.venue.id}`);
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});

/** A NetGSM gateway on loopback: answers '00' and keeps the numbers it was asked to text. */
async function loopbackGateway() {
  const numbers: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { messages: { no: string }[] };
      numbers.push(...body.messages.map((x) => `+${x.no}`));
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: '00', jobid: '42' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms/rest/v2/send`;
  return { numbers, url, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('the front desk’s walk-ins at the SMS gateway', () => {
  it('texts only the customer whose switch was on: not a contactless walk-in, not one with the switch off', async () => {
    const d = await frontDesk();
    const [off, on] = [randomMobile(), randomMobile()];
    const booked = [
      await post(d.session, d.venue.id, bare(d, { appointment_time: '10:00' })),
      await post(d.session, d.venue.id, bare(d, { appointment_time: '11:00', phone: off, notify_customer: false })),
      await post(d.session, d.venue.id, bare(d, { appointment_time: '12:00', phone: on, notify_customer: true })),
    ];
    expect(booked.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    await drainEvents(t);
    const gateway = await loopbackGateway();
    try {
      const channels = createChannels({
        notifications: {
          mailFrom: 'a@b.co',
          maxAttempts: 3,
          pollMs: 1000,
          sms: { provider: 'netgsm', username: 'u', password: 'p', header: 'RANDEVU', apiUrl: gateway.url },
        },
      });
      // A millisecond on: the rows' send_after is the database's now(), finer than Date's milliseconds.
      const clock = new Date(Date.now() + 1);
      await createOutboxWorker({ db: t.db, channels, maxAttempts: 3, now: () => clock }).run();
      expect(gateway.numbers).toEqual([on]);
    } finally {
      await gateway.close();
    }
  });
});
