import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { sessions, users } from '../../db/schema';
import { PASSWORD, registerOwner, registerUser } from '../../../test/auth-helpers';
import { useAuthSuite } from './auth.test-suite';

const app = useAuthSuite();
const m = messages.account;

/** A second sign-in of the same account (another device). */
async function signIn(email: string, userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)') {
  const res = await app.t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'user-agent': userAgent },
    payload: { email, password: PASSWORD },
  });
  return { authorization: `Bearer ${res.json().data.token as string}` };
}

describe('GET /api/account/sessions', () => {
  it("lists the account's live sessions with the current one marked, and no token or full address", async () => {
    const s = await registerUser(app.t.app);
    await signIn(s.user.email);
    const res = await app.t.app.inject({ method: 'GET', url: '/api/account/sessions', headers: s.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json().data as Array<Record<string, unknown>>;
    expect(list).toHaveLength(2);
    expect(list.filter((x) => x.current)).toHaveLength(1);
    expect(list.find((x) => !x.current)?.user_agent).toContain('iPhone');
    expect(JSON.stringify(list)).not.toContain(s.token);
    for (const row of list) expect(row.ip_hint === null || String(row.ip_hint).endsWith('.x')).toBe(true);
    // The list's own request marked the current session used.
    expect(list.find((x) => x.current)?.last_used_at).not.toBeNull();
  });

  it('answers 401 without a session', async () => {
    const res = await app.t.app.inject({ method: 'GET', url: '/api/account/sessions' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED', message: messages.common.unauthorized });
  });
});

describe('DELETE /api/account/sessions/:sessionId', () => {
  it('signs one other device out', async () => {
    const s = await registerUser(app.t.app);
    const other = await signIn(s.user.email);
    const list = (await app.t.app.inject({ method: 'GET', url: '/api/account/sessions', headers: s.headers })).json().data;
    const target = list.find((x: { current: boolean }) => !x.current).id as number;
    const res = await app.t.app.inject({ method: 'DELETE', url: `/api/account/sessions/${target}`, headers: s.headers });
    expect(res.statusCode).toBe(200);
    expect((await app.t.app.inject({ method: 'GET', url: '/api/user/profile', headers: other })).statusCode).toBe(401);
    expect((await app.t.app.inject({ method: 'GET', url: '/api/user/profile', headers: s.headers })).statusCode).toBe(200);
    // Closed once: a second time is not found.
    const again = await app.t.app.inject({ method: 'DELETE', url: `/api/account/sessions/${target}`, headers: s.headers });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another account's session and leaves it signed in", async () => {
    const mine = await registerUser(app.t.app);
    const theirs = await registerOwner(app.t.app);
    const [row] = await app.t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, theirs.user.id));
    const res = await app.t.app.inject({ method: 'DELETE', url: `/api/account/sessions/${row!.id}`, headers: mine.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: m.sessions.notFound });
    const [after] = await app.t.db.select({ revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.id, row!.id));
    expect(after!.revokedAt).toBeNull();
    expect((await app.t.app.inject({ method: 'GET', url: '/api/user/profile', headers: theirs.headers })).statusCode).toBe(200);
  });

  it('answers 400 for a malformed id and 401 without a session', async () => {
    const s = await registerUser(app.t.app);
    const bad = await app.t.app.inject({ method: 'DELETE', url: '/api/account/sessions/abc', headers: s.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.locations.invalidId);
    const anon = await app.t.app.inject({ method: 'DELETE', url: '/api/account/sessions/1' });
    expect(anon.statusCode).toBe(401);
  });
});

describe('POST /api/account/sessions/revoke-others', () => {
  it('signs every other device out and keeps this one', async () => {
    const s = await registerOwner(app.t.app);
    const a = await signIn(s.user.email);
    const b = await signIn(s.user.email, 'Mozilla/5.0 (Windows NT 10.0)');
    const res = await app.t.app.inject({ method: 'POST', url: '/api/account/sessions/revoke-others', headers: s.headers });
    expect(res.json()).toEqual({ success: true, data: { revoked: 2 } });
    for (const h of [a, b])
      expect((await app.t.app.inject({ method: 'GET', url: '/api/user/profile', headers: h })).statusCode).toBe(401);
    expect((await app.t.app.inject({ method: 'GET', url: '/api/user/profile', headers: s.headers })).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const res = await app.t.app.inject({ method: 'POST', url: '/api/account/sessions/revoke-others' });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/account/business-name', () => {
  it("renames the owner's business", async () => {
    const s = await registerOwner(app.t.app);
    const res = await app.t.app.inject({
      method: 'PUT',
      url: '/api/account/business-name',
      headers: s.headers,
      payload: { business_name: '  Yeni Işıl Salon  ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ business_name: 'Yeni Işıl Salon', name: 'Yeni Işıl Salon' });
  });

  it('refuses a blank name with the Turkish message and changes nothing', async () => {
    const s = await registerOwner(app.t.app);
    const res = await app.t.app.inject({
      method: 'PUT',
      url: '/api/account/business-name',
      headers: s.headers,
      payload: { business_name: '   ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ business_name: messages.auth.businessNameRequired });
    const [row] = await app.t.db.select({ name: users.businessName }).from(users).where(eq(users.id, s.user.id));
    expect(row!.name).toBe('Işıl Güzellik Salonu');
  });

  it('answers 403 for a user and 401 without a session', async () => {
    const s = await registerUser(app.t.app);
    const payload = { business_name: 'Salon' };
    const res = await app.t.app.inject({ method: 'PUT', url: '/api/account/business-name', headers: s.headers, payload });
    expect(res.statusCode).toBe(403);
    const [row] = await app.t.db.select({ name: users.businessName }).from(users).where(eq(users.id, s.user.id));
    expect(row!.name).toBeNull();
    expect((await app.t.app.inject({ method: 'PUT', url: '/api/account/business-name', payload })).statusCode).toBe(401);
  });
});
