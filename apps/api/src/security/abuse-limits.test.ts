import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { PASSWORD, registerUser, uniqueEmail } from '../../test/auth-helpers';
import { createAppointment, createExpert, createOwner, createSubService, createVenue, SAC_KESIMI } from '../../test/factories';
import { appointments } from '../db/schema';
import { addDays, isoWeekday, toVenueWallTime } from '../lib/time';
import { createWorkQueue } from '../lib/work-queue';

const b = messages.appointments;
const nextMonday = () => {
  let d = addDays(toVenueWallTime(new Date()).date, 2);
  while (isoWeekday(d) !== 1) d = addDays(d, 1);
  return d;
};
const TIMES = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];

/** A venue with one sub-service and `experts` experts working Monday to Saturday. */
async function bookableVenue(t: TestApp, experts = 1) {
  const owner = await createOwner(t.db);
  const venueId = (await createVenue(t.db, { ownerId: owner.id })).id;
  const subId = (await createSubService(t.db, { venueId, durationMinutes: 45 })).id;
  const expertIds: number[] = [];
  for (let i = 0; i < experts; i++) expertIds.push((await createExpert(t.db, { venueId, subServiceIds: [subId] })).id);
  return { venueId, subId, expertIds };
}
const userBody = (v: { venueId: number; subId: number }, expertId: number, time: string, date = nextMonday()) => ({
  expert_id: expertId,
  venue_id: v.venueId,
  service_id: SAC_KESIMI,
  sub_service_id: v.subId,
  appointment_date: date,
  appointment_time: time,
  notes: ' ',
});

describe('finding 2: signed-in bookings are limited', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ limits: { pendingPerUserVenue: 3, pendingPerUser: 4, appointmentPerUser: 1000 } });
  });
  afterAll(() => t.close());

  it('caps future pending requests at 3 per venue and 4 in all, with a Turkish message, and frees a place on cancel', async () => {
    const user = await registerUser(t.app);
    const a = await bookableVenue(t);
    const c = await bookableVenue(t);
    const book = (v: typeof a, time: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/appointments',
        headers: user.headers,
        payload: userBody(v, v.expertIds[0]!, time),
      });
    // A past pending request does not count.
    await createAppointment(t.db, {
      venueId: a.venueId,
      expertId: a.expertIds[0]!,
      startsAt: new Date(Date.now() - 86_400_000),
      userId: user.user.id,
    });

    const booked: number[] = [];
    for (const time of TIMES.slice(0, 3)) {
      const res = await book(a, time);
      expect(res.statusCode).toBe(201);
      booked.push(res.json().data.id);
    }
    const fourth = await book(a, TIMES[3]!);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'PENDING_LIMIT', message: b.pendingLimitVenue.replace('{count}', '3') });

    expect((await book(c, TIMES[0]!)).statusCode).toBe(201);
    const overall = await book(c, TIMES[1]!);
    expect(overall.statusCode).toBe(429);
    expect(overall.json().message).toBe(b.pendingLimitTotal.replace('{count}', '4'));

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/user/appointments/${booked[0]}/cancel`,
      headers: user.headers,
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    expect((await book(c, TIMES[1]!)).statusCode).toBe(201);
    const pending = await t.db.select().from(appointments).where(eq(appointments.userId, user.user.id));
    expect(pending.filter((r) => r.status === 'pending' && r.startsAt > new Date())).toHaveLength(4);
  });

  it('holds under concurrent requests of one user: at most 3 of 6 parallel bookings at a venue succeed', async () => {
    const user = await registerUser(t.app);
    const v = await bookableVenue(t, 6);
    const results = await Promise.all(
      v.expertIds.map((expertId) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/appointments',
          headers: user.headers,
          payload: userBody(v, expertId, '10:00'),
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(3);
  });

  it('rate-limits a user’s booking requests per hour', async () => {
    const limited = await buildTestApp({ limits: { appointmentPerUser: 2 } });
    try {
      const user = await registerUser(limited.app);
      const v = await bookableVenue(limited);
      const send = (time: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/user/appointments',
          headers: user.headers,
          payload: userBody(v, v.expertIds[0]!, time),
        });
      expect((await send('09:00')).statusCode).toBe(201);
      expect((await send('10:00')).statusCode).toBe(201);
      const third = await send('11:00');
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe(b.rateLimited);
    } finally {
      await limited.close();
    }
  });

  it('rate-limits guest bookings per e-mail, whatever the phone and address', async () => {
    const limited = await buildTestApp({ limits: { appointmentPerEmail: 2, appointmentPerIp: 100, appointmentPerPhone: 100 } });
    try {
      const v = await bookableVenue(limited);
      const send = (i: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/appointments/public',
          remoteAddress: `198.51.100.${i}`,
          payload: {
            ...userBody(v, v.expertIds[0]!, TIMES[i]!),
            first_name: 'Ayşe',
            last_name: 'Yılmaz',
            email: 'Tek.Adres@example.com',
            phone: `+90532123456${i}`,
          },
        });
      expect((await send(0)).statusCode).toBe(201);
      expect((await send(1)).statusCode).toBe(201);
      const third = await send(2);
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe(b.rateLimited);
    } finally {
      await limited.close();
    }
  });
});

describe('guest booking limits per address and per phone', () => {
  it('counts each address and each phone on its own: another address or another phone still books', async () => {
    const limited = await buildTestApp({ limits: { appointmentPerIp: 2, appointmentPerPhone: 2, appointmentPerEmail: 100 } });
    try {
      const v = await bookableVenue(limited);
      let slot = 0;
      const send = async (ip: string, phone: string) => {
        const i = slot++;
        const res = await limited.app.inject({
          method: 'POST',
          url: '/appointments/public',
          remoteAddress: ip,
          payload: {
            ...userBody(v, v.expertIds[0]!, TIMES[i]!),
            first_name: 'Ayşe',
            last_name: 'Yılmaz',
            email: `misafir${i}@example.com`,
            phone,
          },
        });
        return res.statusCode;
      };
      expect(await send('198.51.100.1', '+905321110001')).toBe(201);
      expect(await send('198.51.100.1', '+905321110002')).toBe(201);
      // The address's third booking in the hour is refused, whatever the phone…
      expect(await send('198.51.100.1', '+905321110003')).toBe(429);
      // …another address books with the first phone (its second)…
      expect(await send('198.51.100.2', '+905321110001')).toBe(201);
      // …but not a third time with that phone, from any address;
      expect(await send('198.51.100.3', '+905321110001')).toBe(429);
      // a new address with a new phone is not held by either count.
      expect(await send('198.51.100.4', '+905321110004')).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

const registration = () => ({
  first_name: 'Ayşe',
  last_name: 'Yılmaz',
  email: uniqueEmail(),
  phone: '5321234567',
  password: PASSWORD,
  password_confirmation: PASSWORD,
});

describe('finding 3: registration is limited per address and password hashing is bounded', () => {
  it('answers 429 after REGISTER_MAX_PER_IP registrations (both kinds) from one address; another address still registers', async () => {
    const t = await buildTestApp({ limits: { registerPerIp: 3 } });
    try {
      const from = (ip: string, url: string, payload: object) =>
        t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
      expect((await from('203.0.113.1', '/api/register', registration())).statusCode).toBe(201);
      expect((await from('203.0.113.1', '/register', registration())).statusCode).toBe(201);
      const business = {
        business_name: 'Işıl',
        email: uniqueEmail(),
        phone: '2125550000',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      };
      expect((await from('203.0.113.1', '/api/register-business', business)).statusCode).toBe(201);
      const over = await from('203.0.113.1', '/api/register', registration());
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ success: false, message: messages.auth.registerRateLimited });
      expect((await from('203.0.113.2', '/api/register', registration())).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });

  it('runs at most PASSWORD_HASH_CONCURRENCY hashes at once and answers 503 beyond the queue, never 500', async () => {
    const t = await buildTestApp({ passwordHashLogN: 15, passwordHash: { concurrency: 1, queue: 1 } });
    try {
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          t.app.inject({ method: 'POST', url: '/api/register', payload: registration(), remoteAddress: `192.0.2.${i}` }),
        ),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(2);
      const busy = results.filter((r) => r.statusCode === 503);
      expect(busy.length).toBeGreaterThanOrEqual(1);
      expect(busy[0]!.json()).toEqual({ success: false, code: 'SERVER_BUSY', message: messages.common.busy });
      expect(busy[0]!.headers['retry-after']).toBe('2');
      expect(statuses.every((s) => s === 201 || s === 503)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('the work queue never runs more than its limit and refuses beyond its queue', async () => {
    const queue = createWorkQueue(2, 1);
    let running = 0;
    let peak = 0;
    const task = () =>
      queue.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 20));
        running -= 1;
        return 'ok';
      });
    const settled = await Promise.allSettled([task(), task(), task(), task()]);
    expect(peak).toBe(2);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    expect(queue.active).toBe(0);
    expect(await task()).toBe('ok');
  });
});

describe('finding 4: failed logins from one address cannot lock the account owner out', () => {
  it('blocks the guessing address after LOGIN_MAX_FAILURES_PER_EMAIL failures while the owner logs in from their own', async () => {
    const t = await buildTestApp({ limits: { loginFailuresPerEmail: 3, loginPerIp: 1000 } });
    try {
      const victim = registration();
      await t.app.inject({ method: 'POST', url: '/api/register', payload: victim });
      const login = (password: string, ip: string) =>
        t.app.inject({ method: 'POST', url: '/api/login', payload: { email: victim.email, password }, remoteAddress: ip });
      for (let i = 0; i < 3; i++) expect((await login('Yanlis.Sifre1', '198.51.100.66')).statusCode).toBe(401);
      const attacker = await login(PASSWORD, '198.51.100.66');
      expect(attacker.statusCode).toBe(429);
      expect(attacker.json().message).toBe(messages.auth.loginRateLimited);
      expect((await login(PASSWORD, '203.0.113.7')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
