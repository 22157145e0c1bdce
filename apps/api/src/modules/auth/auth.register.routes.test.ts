import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { queryRows } from '../../db/client';
import { PASSWORD, registerOwner, registerUser, uniqueEmail } from '../../../test/auth-helpers';
import { postRawJson } from '../../../test/requests';
import { useAuthSuite, validUser } from './auth.test-suite';

const app = useAuthSuite();

describe('POST /register', () => {
  it('creates a user, answers 201 with a token and the user, and sets the auth cookie', async () => {
    const body = validUser();
    const res = await app.t.app.inject({ method: 'POST', url: '/register', payload: body });
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json.success).toBe(true);
    expect(json.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(json.data.user).toEqual({
      id: expect.any(Number),
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
      name: 'Ayşe Yılmaz',
      business_name: null,
      email: body.email,
      // Typed '05321234567' (the spec's digits); kept in E.164 (decision 087).
      phone: '+905321234567',
      role: 'user',
      email_verified: false,
    });
    expect(json.data.user).not.toHaveProperty('password_hash');
    const cookie = res.cookies.find((c) => c.name === 'token');
    expect(cookie?.value).toBe(json.data.token);
    expect(cookie?.httpOnly).toBe(true);
  });

  // Decision 087: a valid number in E.164, digits that are no phone number as given (the spec accepts them).
  it.each([
    ['5321234567', '+905321234567'],
    ['5551112233', '+905551112233'],
    ['02125550000', '+902125550000'],
    ['12345', '12345'],
  ])('keeps the phone %s as %s, and the profile answers it so', async (phone, stored) => {
    const res = await app.t.app.inject({ method: 'POST', url: '/api/register', payload: { ...validUser(), phone } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.user.phone).toBe(stored);
    const profile = await app.t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${res.json().data.token}` },
    });
    expect(profile.json().data.phone).toBe(stored);
  });

  it('is also served under /api', async () => {
    const res = await app.t.app.inject({ method: 'POST', url: '/api/register', payload: validUser() });
    expect(res.statusCode).toBe(201);
  });

  it('stores the password hashed with scrypt, never in clear', async () => {
    const body = validUser();
    await app.t.app.inject({ method: 'POST', url: '/register', payload: body });
    const [row] = await queryRows<{ password_hash: string }>(
      app.t.db,
      sql`select password_hash from users where email = ${body.email}`,
    );
    const hash = row!.password_hash;
    expect(hash.startsWith('scrypt$')).toBe(true);
    expect(hash).not.toContain(PASSWORD);
  });

  it.each([
    ['first_name', '', messages.auth.firstNameRequired],
    ['last_name', '   ', messages.auth.lastNameRequired],
    ['email', '', messages.auth.emailRequired],
    ['email', 'ayse@', messages.auth.emailInvalid],
    ['phone', '', messages.auth.phoneRequired],
    ['phone', '0532-123', messages.auth.phoneDigits],
    ['phone', '053212345678', messages.auth.phoneDigits],
    ['password', 'kisa', messages.auth.passwordTooShort],
  ])('rejects %s = %j with 400 and "%s"', async (field, value, message) => {
    const body = { ...validUser(), [field]: value, ...(field === 'password' ? { password_confirmation: value } : {}) };
    const res = await app.t.app.inject({ method: 'POST', url: '/register', payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message, errors: { [field]: message } });
  });

  it('rejects a confirmation that differs from the password', async () => {
    const res = await app.t.app.inject({
      method: 'POST',
      url: '/register',
      payload: { ...validUser(), password_confirmation: 'Baska.Sifre123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: messages.auth.passwordMismatch,
      errors: { password_confirmation: messages.auth.passwordMismatch },
    });
  });

  it('answers 409 for an e-mail already registered, whatever its case, and creates nothing', async () => {
    const body = validUser();
    await app.t.app.inject({ method: 'POST', url: '/register', payload: body });
    const res = await app.t.app.inject({
      method: 'POST',
      url: '/register',
      payload: { ...body, email: body.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'EMAIL_TAKEN', message: messages.auth.emailTaken });
    const [row] = await queryRows<{ n: number }>(
      app.t.db,
      sql`select count(*)::int as n from users where lower(email) = ${body.email}`,
    );
    expect(row!.n).toBe(1);
  });

  it('answers 400 with a Turkish message for malformed JSON', async () => {
    const res = await postRawJson(app.t.app, '/register', '{"email":');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'INVALID_JSON', message: messages.common.invalidJson });
  });

  it('answers 400 for a missing body', async () => {
    const res = await postRawJson(app.t.app, '/register', '{}');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.auth.firstNameRequired);
  });
});

describe('POST /register-business', () => {
  it('creates an owner whose name is the business name', async () => {
    const s = await registerOwner(app.t.app, { business_name: 'Kadıköy Kuaför' });
    expect(s.user).toMatchObject({ role: 'owner', name: 'Kadıköy Kuaför', business_name: 'Kadıköy Kuaför', first_name: null });
  });

  it('requires a business name', async () => {
    const res = await app.t.app.inject({
      method: 'POST',
      url: '/register-business',
      payload: {
        business_name: ' ',
        email: uniqueEmail(),
        phone: '2125550000',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: messages.auth.businessNameRequired,
      errors: { business_name: messages.auth.businessNameRequired },
    });
  });

  it('refuses an e-mail a user already holds', async () => {
    const user = await registerUser(app.t.app);
    const res = await app.t.app.inject({
      method: 'POST',
      url: '/api/register-business',
      payload: {
        business_name: 'X',
        email: user.user.email,
        phone: '2125550000',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    });
    expect(res.statusCode).toBe(409);
  });
});
