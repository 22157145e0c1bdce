import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { PASSWORD, registerOwner, registerUser, uniqueEmail } from '../../../test/auth-helpers';
import { useAuthSuite } from './auth.test-suite';

const app = useAuthSuite();

describe('POST /login', () => {
  it('logs in with the right password and returns token and user', async () => {
    const s = await registerUser(app.t.app);
    const res = await app.t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: s.user.email.toUpperCase(), password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.id).toBe(s.user.id);
    expect(res.json().data.token).not.toBe(s.token);
  });

  it('answers 401 with the spec message for a wrong password or an unknown e-mail', async () => {
    const s = await registerUser(app.t.app);
    for (const payload of [
      { email: s.user.email, password: 'Yanlis.Sifre1' },
      { email: uniqueEmail('yok'), password: PASSWORD },
    ]) {
      const res = await app.t.app.inject({ method: 'POST', url: '/api/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        code: 'INVALID_CREDENTIALS',
        message: 'Giriş bilgileriniz hatalı. Lütfen tekrar deneyin.',
      });
    }
  });

  it('blocks an e-mail with 429 after repeated failures, even with the right password', async () => {
    const s = await registerUser(app.t.app);
    for (let i = 0; i < 3; i++) {
      const res = await app.t.app.inject({
        method: 'POST',
        url: '/login',
        payload: { email: s.user.email, password: 'Yanlis.Sifre1' },
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await app.t.app.inject({ method: 'POST', url: '/login', payload: { email: s.user.email, password: PASSWORD } });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', message: messages.auth.loginRateLimited });
  });
});

describe('GET /api/user/profile', () => {
  it('returns the signed-in user with the bearer token', async () => {
    const s = await registerOwner(app.t.app);
    const res = await app.t.app.inject({ method: 'GET', url: '/api/user/profile', headers: s.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: s.user.id, role: 'owner' });
  });

  it('accepts the auth cookie', async () => {
    const s = await registerUser(app.t.app);
    const res = await app.t.app.inject({ method: 'GET', url: '/api/user/profile', cookies: { token: s.token } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role).toBe('user');
  });

  it.each([
    ['missing', undefined],
    ['forged', 'Bearer ' + 'x'.repeat(43)],
    ['malformed', 'Token abc'],
  ])('answers 401 for a %s token', async (_name, authorization) => {
    const res = await app.t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: authorization ? { authorization } : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, code: 'UNAUTHORIZED', message: messages.common.unauthorized });
  });

  it('answers 401 for an expired session', async () => {
    const s = await registerUser(app.t.app);
    await app.t.db.execute(sql`update sessions set expires_at = now() - interval '1 minute' where user_id = ${s.user.id}`);
    const res = await app.t.app.inject({ method: 'GET', url: '/api/user/profile', headers: s.headers });
    expect(res.statusCode).toBe(401);
  });

  it('clears a stale auth cookie on 401', async () => {
    const res = await app.t.app.inject({ method: 'GET', url: '/api/user/profile', cookies: { token: 'stale' } });
    expect(res.statusCode).toBe(401);
    const cleared = res.cookies.find((c) => c.name === 'token');
    expect(cleared?.value).toBe('');
  });

  it('ignores the cookie on a cross-site write (CSRF)', async () => {
    const s = await registerUser(app.t.app);
    const res = await app.t.app.inject({
      method: 'POST',
      url: '/api/logout',
      cookies: { token: s.token },
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(401);
    const still = await app.t.app.inject({ method: 'GET', url: '/api/user/profile', headers: s.headers });
    expect(still.statusCode).toBe(200);
  });
});

describe('POST /api/logout', () => {
  it('revokes the session so the token no longer works', async () => {
    const s = await registerUser(app.t.app);
    const res = await app.t.app.inject({ method: 'POST', url: '/api/logout', headers: s.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null });
    const after = await app.t.app.inject({ method: 'GET', url: '/api/user/profile', headers: s.headers });
    expect(after.statusCode).toBe(401);
  });

  it('answers 401 without a session', async () => {
    const res = await app.t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(401);
  });
});

describe('cross-cutting', () => {
  it('answers unknown /api paths with a JSON 404 in Turkish', async () => {
    const res = await app.t.app.inject({ method: 'GET', url: '/api/does-not-exist', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: messages.common.routeNotFound });
  });

  it('reports health', async () => {
    const res = await app.t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers', async () => {
    const res = await app.t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('rejects bodies over 1 MiB with 413', async () => {
    const res = await app.t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(1_100_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(messages.common.tooLarge);
  });

  it('serves the OpenAPI document', async () => {
    const res = await app.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/login');
  });
});
