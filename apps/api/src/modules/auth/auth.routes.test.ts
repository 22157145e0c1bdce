import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { queryRows } from '../../db/client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { PASSWORD, registerOwner, registerUser, uniqueEmail } from '../../../test/auth-helpers';
import { postRawJson } from '../../../test/requests';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    limits: { loginPerIp: 1000, loginFailuresPerEmail: 3, appointmentPerIp: 100, appointmentPerPhone: 100, contactPerIp: 100 },
  });
});
afterAll(() => t.close());

const validUser = () => ({
  first_name: 'Ayşe',
  last_name: 'Yılmaz',
  email: uniqueEmail(),
  phone: '05321234567',
  password: PASSWORD,
  password_confirmation: PASSWORD,
});

describe('POST /register', () => {
  it('creates a user, answers 201 with a token and the user, and sets the auth cookie', async () => {
    const body = validUser();
    const res = await t.app.inject({ method: 'POST', url: '/register', payload: body });
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
      phone: '05321234567',
      role: 'user',
      email_verified: false,
    });
    expect(json.data.user).not.toHaveProperty('password_hash');
    const cookie = res.cookies.find((c) => c.name === 'token');
    expect(cookie?.value).toBe(json.data.token);
    expect(cookie?.httpOnly).toBe(true);
  });

  it('is also served under /api', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: validUser() });
    expect(res.statusCode).toBe(201);
  });

  it('stores the password hashed with scrypt, never in clear', async () => {
    const body = validUser();
    await t.app.inject({ method: 'POST', url: '/register', payload: body });
    const [row] = await queryRows<{ password_hash: string }>(
      t.db,
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
    const res = await t.app.inject({ method: 'POST', url: '/register', payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message, errors: { [field]: message } });
  });

  it('rejects a confirmation that differs from the password', async () => {
    const res = await t.app.inject({
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
    await t.app.inject({ method: 'POST', url: '/register', payload: body });
    const res = await t.app.inject({ method: 'POST', url: '/register', payload: { ...body, email: body.email.toUpperCase() } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'EMAIL_TAKEN', message: messages.auth.emailTaken });
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from users where lower(email) = ${body.email}`,
    );
    expect(row!.n).toBe(1);
  });

  it('answers 400 with a Turkish message for malformed JSON', async () => {
    const res = await postRawJson(t.app, '/register', '{"email":');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'INVALID_JSON', message: messages.common.invalidJson });
  });

  it('answers 400 for a missing body', async () => {
    const res = await postRawJson(t.app, '/register', '{}');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.auth.firstNameRequired);
  });
});

describe('POST /register-business', () => {
  it('creates an owner whose name is the business name', async () => {
    const s = await registerOwner(t.app, { business_name: 'Kadıköy Kuaför' });
    expect(s.user).toMatchObject({ role: 'owner', name: 'Kadıköy Kuaför', business_name: 'Kadıköy Kuaför', first_name: null });
  });

  it('requires a business name', async () => {
    const res = await t.app.inject({
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
    const user = await registerUser(t.app);
    const res = await t.app.inject({
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

describe('POST /login', () => {
  it('logs in with the right password and returns token and user', async () => {
    const s = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: s.user.email.toUpperCase(), password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.id).toBe(s.user.id);
    expect(res.json().data.token).not.toBe(s.token);
  });

  it('answers 401 with the spec message for a wrong password or an unknown e-mail', async () => {
    const s = await registerUser(t.app);
    for (const payload of [
      { email: s.user.email, password: 'Yanlis.Sifre1' },
      { email: uniqueEmail('yok'), password: PASSWORD },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        code: 'INVALID_CREDENTIALS',
        message: 'Giriş bilgileriniz hatalı. Lütfen tekrar deneyin.',
      });
    }
  });

  it('blocks an e-mail with 429 after repeated failures, even with the right password', async () => {
    const s = await registerUser(t.app);
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/login',
        payload: { email: s.user.email, password: 'Yanlis.Sifre1' },
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await t.app.inject({ method: 'POST', url: '/login', payload: { email: s.user.email, password: PASSWORD } });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', message: messages.auth.loginRateLimited });
  });
});

describe('GET /api/user/profile', () => {
  it('returns the signed-in user with the bearer token', async () => {
    const s = await registerOwner(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: s.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: s.user.id, role: 'owner' });
  });

  it('accepts the auth cookie', async () => {
    const s = await registerUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/user/profile', cookies: { token: s.token } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role).toBe('user');
  });

  it.each([
    ['missing', undefined],
    ['forged', 'Bearer ' + 'x'.repeat(43)],
    ['malformed', 'Token abc'],
  ])('answers 401 for a %s token', async (_name, authorization) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: authorization ? { authorization } : {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, code: 'UNAUTHORIZED', message: messages.common.unauthorized });
  });

  it('answers 401 for an expired session', async () => {
    const s = await registerUser(t.app);
    await t.db.execute(sql`update sessions set expires_at = now() - interval '1 minute' where user_id = ${s.user.id}`);
    const res = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: s.headers });
    expect(res.statusCode).toBe(401);
  });

  it('clears a stale auth cookie on 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/profile', cookies: { token: 'stale' } });
    expect(res.statusCode).toBe(401);
    const cleared = res.cookies.find((c) => c.name === 'token');
    expect(cleared?.value).toBe('');
  });

  it('ignores the cookie on a cross-site write (CSRF)', async () => {
    const s = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      cookies: { token: s.token },
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(401);
    const still = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: s.headers });
    expect(still.statusCode).toBe(200);
  });
});

describe('POST /api/logout', () => {
  it('revokes the session so the token no longer works', async () => {
    const s = await registerUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: s.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null });
    const after = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: s.headers });
    expect(after.statusCode).toBe(401);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(401);
  });
});

describe('cross-cutting', () => {
  it('answers unknown /api paths with a JSON 404 in Turkish', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: messages.common.routeNotFound });
  });

  it('reports health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('rejects bodies over 1 MiB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(1_100_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(messages.common.tooLarge);
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/login');
  });
});
