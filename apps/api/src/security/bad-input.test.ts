import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { createAppointment, createExpert, createOwner, createVenue } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { registerOwner, registerUser, uniqueEmail, PASSWORD, type Session } from '../../test/auth-helpers';
import errorHandler from '../plugins/error-handler';

/** Finding 7: a NUL byte or an id beyond int4 reached PostgreSQL and came back as a 500. */
let t: TestApp;
let user: Session;
let owner: Session;
beforeAll(async () => {
  t = await buildTestApp();
  user = await registerUser(t.app);
  owner = await registerOwner(t.app);
});
afterAll(() => t.close());

const NUL = 'a\u0000b';
const expect400 = (res: { statusCode: number; json(): unknown }, message?: string) => {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { success: boolean; message: string };
  expect(body.success).toBe(false);
  if (message) expect(body.message).toBe(message);
};

describe('a NUL character in any text answers 400 with the Turkish message, never 500', () => {
  it('in the venue filter (?q=a%00b)', async () => {
    expect400(await t.app.inject({ url: '/venues/by-city-category/34/1?q=a%00b' }), messages.common.invalidCharacters);
    expect400(await t.app.inject({ url: '/api/venues/by-city-category/34/1?q=a%00b' }), messages.common.invalidCharacters);
  });

  it('in the login e-mail', async () => {
    expect400(
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: NUL, password: 'x' } }),
      messages.auth.loginInvalid,
    );
  });

  it('in registration names and e-mails', async () => {
    const body = {
      first_name: NUL,
      last_name: 'Yılmaz',
      email: uniqueEmail(),
      phone: '5321234567',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    };
    expect400(await t.app.inject({ method: 'POST', url: '/api/register', payload: body }), messages.common.invalidCharacters);
    expect400(
      await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { ...body, first_name: 'Ayşe', email: `a${NUL}@b.co` },
      }),
      messages.auth.emailInvalid,
    );
  });

  it('in guest booking names, e-mail and notes, and in signed-in booking notes', async () => {
    expect400(
      await t.app.inject({ method: 'POST', url: '/appointments/public', payload: { first_name: NUL } }),
      messages.appointments.firstNameInvalid,
    );
    expect400(
      await t.app.inject({ method: 'POST', url: '/appointments/public', payload: { email: `x${NUL}@b.co` } }),
      messages.appointments.emailInvalid,
    );
    expect400(
      await t.app.inject({ method: 'POST', url: '/appointments/public', payload: { notes: NUL } }),
      messages.common.invalidCharacters,
    );
    expect400(
      await t.app.inject({ method: 'POST', url: '/api/user/appointments', headers: user.headers, payload: { notes: NUL } }),
      messages.common.invalidCharacters,
    );
  });

  it('in the cancellation reason and the contact form', async () => {
    // The user's own appointment: another's id answers 404 before the body is looked at.
    const owner = await createOwner(t.db);
    const venue = await createVenue(t.db, { ownerId: owner.id });
    const expert = await createExpert(t.db, { venueId: venue.id });
    const own = await createAppointment(t.db, {
      venueId: venue.id,
      expertId: expert.id,
      userId: user.user.id,
      startsAt: new Date(Date.now() + 3 * 86_400_000),
    });
    expect400(
      await t.app.inject({
        method: 'POST',
        url: `/api/user/appointments/${own.id}/cancel`,
        headers: user.headers,
        payload: { cancellation_reason: NUL },
      }),
      messages.common.invalidCharacters,
    );
    const contact = {
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
      email: 'a@b.co',
      business_type: 'guzellik',
      message: NUL,
      consent: true,
    };
    expect400(await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact }), messages.common.invalidCharacters);
  });

  it('in a schema that does not check it yet (owner venue name): the database error becomes a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/owner/venues',
      headers: owner.headers,
      payload: {
        name: NUL,
        city_id: 22,
        district_id: 2207,
        neighborhood_id: 2207001,
        address: NUL,
        phone: '2842120000',
        category_ids: [1],
      },
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('an id above 2^31−1 answers 400, never 500', () => {
  it('in paths and query strings', async () => {
    expect400(await t.app.inject({ url: '/venues/3000000000' }), messages.locations.invalidId);
    expect400(await t.app.inject({ url: '/api/districts/3000000000' }));
    expect400(
      await t.app.inject({ method: 'POST', url: '/api/user/appointments/3000000000/cancel', headers: user.headers, payload: {} }),
    );
    expect400(
      await t.app.inject({ url: '/experts/1/available-times?date=2030-01-07&service_id=3000000000' }),
      messages.appointments.serviceRequired,
    );
  });

  it('in booking bodies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/appointments',
      headers: user.headers,
      payload: { expert_id: 3e9, appointment_time: '10:00' },
    });
    expect400(res);
    expect(res.json().errors.expert_id).toBe(messages.appointments.expertRequired);
  });
});

describe('the error handler', () => {
  it('answers any PostgreSQL data exception (class 22) as 400 in the error envelope', async () => {
    const app = Fastify();
    await app.register(errorHandler);
    for (const code of ['22P05', '22003', '22021', '22007']) {
      app.get(`/${code}`, async () => {
        throw Object.assign(new Error('db said no'), { cause: Object.assign(new Error('inner'), { code }) });
      });
    }
    app.get('/other', async () => {
      throw Object.assign(new Error('relation does not exist'), { code: '42P01' });
    });
    app.get('/down', async () => {
      throw Object.assign(new Error('db down'), { code: '08006' });
    });
    for (const code of ['22P05', '22003', '22021', '22007']) {
      const res = await app.inject({ url: `/${code}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'VALIDATION_ERROR', message: messages.common.validation });
    }
    expect((await app.inject({ url: '/other' })).statusCode).toBe(500);
    // A connection failure is a temporary fault, not the client's input and not a bug (db/unavailable.ts).
    expect((await app.inject({ url: '/down' })).statusCode).toBe(503);
    await app.close();
  });
});
