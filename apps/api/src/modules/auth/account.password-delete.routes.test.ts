import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { appointments, customers, sessions, users, venues } from '../../db/schema';
import { PASSWORD, registerOwner, registerUser } from '../../../test/auth-helpers';
import { createAppointment, createExpert, createVenue } from '../../../test/factories';
import { useAuthSuite } from './auth.test-suite';

const app = useAuthSuite();
const m = messages.account;
const NEW = 'Yepyeni.Sifre456';
const DAY = 86_400_000;

const login = (email: string, password: string) =>
  app.t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
const passwordHash = async (id: number) =>
  (await app.t.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.h;

describe('PUT /api/account/password', () => {
  it('changes the password after the current one and signs the other devices out', async () => {
    const s = await registerUser(app.t.app);
    const other = (await login(s.user.email, PASSWORD)).json().data.token as string;
    const payload = { current_password: PASSWORD, password: NEW, password_confirmation: NEW };
    const res = await app.t.app.inject({ method: 'PUT', url: '/api/account/password', headers: s.headers, payload });
    expect(res.json()).toEqual({ success: true, data: { revoked: 1 } });
    const otherRes = await app.t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${other}` },
    });
    expect(otherRes.statusCode).toBe(401);
    expect((await app.t.app.inject({ method: 'GET', url: '/api/user/profile', headers: s.headers })).statusCode).toBe(200);
    expect((await login(s.user.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(s.user.email, NEW)).statusCode).toBe(200);
  });

  it.each([
    [
      'a wrong current password',
      { current_password: 'Yanlis.Sifre1', password: NEW, password_confirmation: NEW },
      { current_password: m.password.currentWrong },
    ],
    [
      'no current password',
      { current_password: '', password: NEW, password_confirmation: NEW },
      { current_password: m.password.currentRequired },
    ],
    [
      'a short new password',
      { current_password: PASSWORD, password: 'kisa', password_confirmation: 'kisa' },
      { password: messages.auth.passwordTooShort },
    ],
    [
      'a common password',
      { current_password: PASSWORD, password: 'password123', password_confirmation: 'password123' },
      { password: messages.auth.passwordCommon },
    ],
    [
      'a mismatched confirmation',
      { current_password: PASSWORD, password: NEW, password_confirmation: `${NEW}x` },
      { password_confirmation: messages.auth.passwordMismatch },
    ],
    [
      'the same password again',
      { current_password: PASSWORD, password: PASSWORD, password_confirmation: PASSWORD },
      { password: m.password.sameAsCurrent },
    ],
  ])('refuses %s with its Turkish message and changes nothing', async (_name, payload, errors) => {
    const s = await registerOwner(app.t.app);
    const before = await passwordHash(s.user.id);
    const res = await app.t.app.inject({ method: 'PUT', url: '/api/account/password', headers: s.headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
    expect(await passwordHash(s.user.id)).toBe(before);
  });

  it('waits (429) after five wrong current passwords, even with the right one', async () => {
    const s = await registerUser(app.t.app);
    const wrong = { current_password: 'Yanlis.Sifre1', password: NEW, password_confirmation: NEW };
    for (let i = 0; i < 5; i++)
      expect(
        (await app.t.app.inject({ method: 'PUT', url: '/api/account/password', headers: s.headers, payload: wrong })).statusCode,
      ).toBe(400);
    const right = { ...wrong, current_password: PASSWORD };
    const res = await app.t.app.inject({ method: 'PUT', url: '/api/account/password', headers: s.headers, payload: right });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(m.rateLimited);
  });

  it('answers 401 without a session', async () => {
    const payload = { current_password: PASSWORD, password: NEW, password_confirmation: NEW };
    expect((await app.t.app.inject({ method: 'PUT', url: '/api/account/password', payload })).statusCode).toBe(401);
  });
});

describe('POST /api/account/delete', () => {
  it('anonymises a user, keeps their past booking without the person, and ends every session', async () => {
    const s = await registerUser(app.t.app);
    const owner = await registerOwner(app.t.app);
    const venue = await createVenue(app.t.db, { ownerId: owner.user.id });
    const expert = await createExpert(app.t.db, { venueId: venue.id });
    const past = await createAppointment(app.t.db, {
      venueId: venue.id,
      expertId: expert.id,
      userId: s.user.id,
      status: 'completed',
      startsAt: new Date(Date.now() - 3 * DAY),
    });
    // The same phone's guest booking stays on the venue's card of the person (decision 086).
    const guest = await createAppointment(app.t.db, {
      venueId: venue.id,
      expertId: expert.id,
      status: 'completed',
      startsAt: new Date(Date.now() - 5 * DAY),
    });
    expect(guest.customerId).toBe(past.customerId);
    const res = await app.t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: s.headers,
      payload: { password: PASSWORD },
    });
    expect(res.json()).toEqual({ success: true, data: null });
    const [moved] = await app.t.db.select().from(appointments).where(eq(appointments.id, past.id));
    const [card] = await app.t.db.select().from(customers).where(eq(customers.id, moved!.customerId!));
    expect(card).toMatchObject({ firstName: 'Silinmiş', lastName: 'Kullanıcı', phone: null, venueId: venue.id });
    expect((await app.t.db.select().from(customers).where(eq(customers.id, guest.customerId!))).length).toBe(1);
    const [row] = await app.t.db.select().from(users).where(eq(users.id, s.user.id));
    expect(row).toMatchObject({ firstName: null, lastName: null, phone: null, email: `silinmis-${s.user.id}@hesap.invalid` });
    const [kept] = await app.t.db.select().from(appointments).where(eq(appointments.id, past.id));
    expect(kept).toMatchObject({ status: 'completed', priceKurus: 40000, customerFirstName: 'Silinmiş', customerPhone: '' });
    expect(await app.t.db.select().from(sessions).where(eq(sessions.userId, s.user.id))).toEqual([]);
    expect((await login(s.user.email, PASSWORD)).statusCode).toBe(401);
  });

  it('refuses an owner whose venue has an upcoming confirmed appointment (409) and changes nothing', async () => {
    const owner = await registerOwner(app.t.app);
    const venue = await createVenue(app.t.db, { ownerId: owner.user.id });
    const expert = await createExpert(app.t.db, { venueId: venue.id });
    await createAppointment(app.t.db, {
      venueId: venue.id,
      expertId: expert.id,
      status: 'confirmed',
      startsAt: new Date(Date.now() + 2 * DAY),
    });
    const res = await app.t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: owner.headers,
      payload: { password: PASSWORD },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: m.remove.ownerHasUpcoming });
    const [v] = await app.t.db.select({ active: venues.isActive }).from(venues).where(eq(venues.id, venue.id));
    expect(v!.active).toBe(true);
    expect((await app.t.app.inject({ method: 'GET', url: '/api/user/profile', headers: owner.headers })).statusCode).toBe(200);
  });

  it("takes an owner's venues off the listing once nothing lies ahead", async () => {
    const owner = await registerOwner(app.t.app);
    const venue = await createVenue(app.t.db, { ownerId: owner.user.id });
    const res = await app.t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: owner.headers,
      payload: { password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const [v] = await app.t.db.select({ active: venues.isActive }).from(venues).where(eq(venues.id, venue.id));
    expect(v!.active).toBe(false);
    const [row] = await app.t.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(row).toMatchObject({ businessName: 'Silinmiş işletme', phone: null });
  });

  it('refuses a user with an upcoming booking, a wrong password or none, and without a session', async () => {
    const s = await registerUser(app.t.app);
    const owner = await registerOwner(app.t.app);
    const venue = await createVenue(app.t.db, { ownerId: owner.user.id });
    const expert = await createExpert(app.t.db, { venueId: venue.id });
    await createAppointment(app.t.db, {
      venueId: venue.id,
      expertId: expert.id,
      userId: s.user.id,
      startsAt: new Date(Date.now() + DAY),
    });
    const url = '/api/account/delete';
    const upcoming = await app.t.app.inject({ method: 'POST', url, headers: s.headers, payload: { password: PASSWORD } });
    expect(upcoming.statusCode).toBe(409);
    expect(upcoming.json().message).toBe(m.remove.userHasUpcoming);
    const wrong = await app.t.app.inject({ method: 'POST', url, headers: s.headers, payload: { password: 'Yanlis.Sifre1' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: m.password.currentWrong });
    const none = await app.t.app.inject({ method: 'POST', url, headers: s.headers, payload: {} });
    expect(none.json().errors).toEqual({ password: m.password.currentRequired });
    expect((await app.t.app.inject({ method: 'POST', url, payload: { password: PASSWORD } })).statusCode).toBe(401);
    const [row] = await app.t.db.select({ email: users.email }).from(users).where(eq(users.id, s.user.id));
    expect(row!.email).toBe(s.user.email);
  });
});
