import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { PASSWORD, registerUser, uniqueEmail } from '../../test/auth-helpers';
import { loadConfig } from '../config/env';
import { queryRows } from '../db/client';
import { sessions } from '../db/schema';

const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

describe('finding 6: TRUST_PROXY takes a hop count or proxy addresses, so a forged X-Forwarded-For is ignored', () => {
  for (const [label, value] of [
    ['one hop', '1'],
    ['the proxy address', '10.0.0.1'],
    ['a proxy range', '10.0.0.0/8, 127.0.0.1'],
  ] as const) {
    it(`with ${label}, the per-address login limit holds whatever the client writes leftmost`, async () => {
      const t = await buildTestApp({ trustProxy: trustProxy(value), limits: { loginPerIp: 2 } });
      try {
        const attempt = (forged: string) =>
          t.app.inject({
            method: 'POST',
            url: '/api/login',
            remoteAddress: '10.0.0.1',
            // The client forges the leftmost entry; the proxy appends the address it saw.
            headers: { 'x-forwarded-for': `${forged}, 203.0.113.9` },
            payload: { email: 'kimse@example.com', password: 'x' },
          });
        expect((await attempt('1.1.1.1')).statusCode).toBe(401);
        expect((await attempt('2.2.2.2')).statusCode).toBe(401);
        expect((await attempt('3.3.3.3')).statusCode).toBe(429);
      } finally {
        await t.close();
      }
    });
  }

  it('parses false, true, hop counts and lists, and refuses anything else', () => {
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('true')).toBe(true);
    expect(typeof trustProxy('2')).toBe('function');
    expect(trustProxy('10.0.0.1,192.168.0.0/16')).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(() => loadConfig({ TRUST_PROXY: 'sometimes' })).toThrow(/TRUST_PROXY/);
  });
});

describe('finding 9: cookies, HSTS and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ trustProxy: trustProxy('1') });
  });
  afterAll(() => t.close());

  const register = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers,
      payload: {
        first_name: 'A',
        last_name: 'B',
        email: uniqueEmail(),
        phone: '5321234567',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    });
  const login = (email: string, remember: boolean | undefined, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers,
      payload: { email, password: PASSWORD, ...(remember === undefined ? {} : { remember }) },
    });

  it('behind HTTPS the cookie is Secure and named __Host-token without being configured; over plain HTTP it is `token`', async () => {
    const secure = await register({ 'x-forwarded-proto': 'https' });
    const cookie = secure.cookies.find((c) => c.name === '__Host-token');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(cookie).not.toHaveProperty('domain');
    // The browser sends it back under that name and it authenticates.
    const profile = await t.app.inject({ url: '/api/user/profile', cookies: { '__Host-token': cookie!.value } });
    expect(profile.statusCode).toBe(200);

    const plain = await register();
    expect(plain.cookies.find((c) => c.name === 'token')?.secure).toBeFalsy();
  });

  it('remember-me unticked gives a cookie that ends with the browser and a one-day session', async () => {
    const { user } = await registerUser(t.app);
    const remembered = await login(user.email, true);
    expect(remembered.cookies[0]!.expires).toBeInstanceOf(Date);
    const browserOnly = await login(user.email, false);
    expect(browserOnly.statusCode).toBe(200);
    const cookie = browserOnly.cookies.find((c) => c.name === 'token')!;
    expect(cookie.expires).toBeUndefined();
    expect(cookie.maxAge).toBeUndefined();
    const expiresAt = new Date(browserOnly.json().data.expires_at).getTime();
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    expect(expiresAt - Date.now()).toBeGreaterThan(23 * 3_600_000);
  });

  it('POST /api/logout-all revokes every session of the account', async () => {
    const { user, headers } = await registerUser(t.app);
    const other = (await login(user.email, true)).json().data.token as string;
    const res = await t.app.inject({ method: 'POST', url: '/api/logout-all', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.revoked).toBe(2);
    for (const token of [headers.authorization.slice(7), other]) {
      const profile = await t.app.inject({ url: '/api/user/profile', headers: { authorization: `Bearer ${token}` } });
      expect(profile.statusCode).toBe(401);
    }
  });

  it('purges expired sessions and sessions revoked over a week ago, and keeps the rest', async () => {
    const { user } = await registerUser(t.app);
    const day = 86_400_000;
    await t.db.insert(sessions).values([
      { userId: user.id, tokenHash: `expired-${user.id}`, expiresAt: new Date(Date.now() - day) },
      {
        userId: user.id,
        tokenHash: `revoked-old-${user.id}`,
        expiresAt: new Date(Date.now() + day),
        revokedAt: new Date(Date.now() - 8 * day),
      },
      {
        userId: user.id,
        tokenHash: `revoked-new-${user.id}`,
        expiresAt: new Date(Date.now() + day),
        revokedAt: new Date(Date.now() - day),
      },
    ]);
    expect(await t.app.sessions.purge()).toBeGreaterThanOrEqual(2);
    const left = (await t.db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, user.id))).map(
      (r) => r.tokenHash,
    );
    expect(left).toHaveLength(2);
    expect(left).toContain(`revoked-new-${user.id}`);
    const [row] = await queryRows<{ expired: number }>(
      t.db,
      sql`select count(*)::int expired from sessions where expires_at < now()`,
    );
    expect(row!.expired).toBe(0);
  });

  it('sends HSTS only when configured (production)', async () => {
    expect((await t.app.inject({ url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    const prod = await buildTestApp({ hsts: true });
    try {
      expect((await prod.app.inject({ url: '/api/health' })).headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await prod.close();
    }
  });
});

describe('finding 10: the relaxed style policy applies to the API docs only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const styleDirectives = (csp: string | undefined) =>
    Object.fromEntries(
      (csp ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter(([name]) => name?.startsWith('style-src'))
        .map(([name, ...values]) => [name!, values.join(' ')]),
    );

  it('site-wide: style attributes are refused and stylesheets come from our origin', async () => {
    for (const url of ['/api/health', '/api/cities', '/nowhere']) {
      const csp = (await t.app.inject({ url })).headers['content-security-policy'] as string;
      expect(styleDirectives(csp)).toEqual({
        'style-src': "'self'",
        'style-src-elem': "'self' 'unsafe-inline'",
        'style-src-attr': "'none'",
      });
    }
  });

  it('every response carries the whole security header set (computed once at start-up), HTML and JSON alike', async () => {
    for (const url of [
      '/api/health',
      '/api/cities',
      '/nowhere',
      '/api/experts/999999/available-times?date=2030-01-07&service_id=101',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.headers).toMatchObject({
        'content-security-policy': expect.stringContaining("default-src 'self'"),
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('/api/docs: swagger-ui may use inline styles', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const styles = styleDirectives(res.headers['content-security-policy'] as string);
    expect(styles['style-src']).toBe("'self' 'unsafe-inline'");
    expect(styles['style-src-attr']).toBe("'unsafe-inline'");
  });
});
