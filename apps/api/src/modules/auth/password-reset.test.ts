import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { queryRows, type Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { PASSWORD, registerUser, uniqueEmail } from '../../../test/auth-helpers';
import { clockedResetService } from '../../../test/password-reset';

const t = messages.auth.passwordReset;
const MIN_MS = 120;
const NEW_PASSWORD = 'Yeni.Sifre456';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ passwordResetMinResponseMs: MIN_MS, limits: { passwordResetPerIp: 100_000, loginPerIp: 100_000 } });
});
afterAll(() => app.close());

let ipCounter = 0;
/** Each call from its own address unless a test is about the per-IP limit. */
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const post = (url: string, payload: unknown, remoteAddress = freshIp()) =>
  app.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress });

async function lastCodeFor(db: Db, email: string): Promise<string> {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.kind, 'password_reset_code')))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const code = row?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no reset code for ${email}`);
  return code;
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('password reset over HTTP', () => {
  it('forgot → code e-mailed → verify → reset: new password works, old one and every session do not', async () => {
    const s = await registerUser(app.app);
    const second = await app.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: s.user.email, password: PASSWORD },
    });
    const secondToken = second.json().data.token as string;

    const forgot = await post('/api/password/forgot', { email: s.user.email.toUpperCase() });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual({ success: true, data: { message: t.codeSent, resend_after_seconds: 60 } });

    const [mail] = await app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, s.user.email), eq(outboxMessages.kind, 'password_reset_code')));
    expect(mail).toMatchObject({ channel: 'email', subject: t.emailSubject, status: 'pending' });
    expect(mail!.text).toContain(t.emailIntro);
    expect(mail!.html).toContain(t.emailTitle);
    expect(mail!.text).toContain(t.emailValidity);
    const code = await lastCodeFor(app.db, s.user.email);
    expect(mail!.html).toContain(code);

    // Stored hashed only.
    const [stored] = await queryRows<{ code_hash: string; salt: string; expires_at: Date; created_at: Date }>(
      app.db,
      sql`select code_hash, salt, expires_at, created_at from password_reset_codes where user_id = ${s.user.id}`,
    );
    expect(stored!.code_hash).not.toContain(code);
    expect(new Date(stored!.expires_at).getTime() - new Date(stored!.created_at).getTime()).toBe(15 * 60_000);

    const verify = await post('/api/password/verify', { email: s.user.email, code });
    expect(verify.statusCode).toBe(200);
    const { reset_token: token, expires_at } = verify.json().data as { reset_token: string; expires_at: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(expires_at).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    const [tokenRow] = await queryRows<{ token_hash: string }>(
      app.db,
      sql`select token_hash from password_reset_tokens where user_id = ${s.user.id}`,
    );
    expect(tokenRow!.token_hash).not.toBe(token);

    const reset = await post('/api/password/reset', { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, data: null });

    for (const bearer of [s.token, secondToken]) {
      const profile = await app.app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: { authorization: `Bearer ${bearer}` },
      });
      expect(profile.statusCode).toBe(401);
    }
    const byCookie = await app.app.inject({ method: 'GET', url: '/api/user/profile', cookies: { token: s.token } });
    expect(byCookie.statusCode).toBe(401);

    const oldLogin = await app.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: s.user.email, password: PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await app.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: s.user.email, password: NEW_PASSWORD },
    });
    expect(newLogin.statusCode).toBe(200);
    const [user] = await queryRows<{ password_hash: string }>(
      app.db,
      sql`select password_hash from users where id = ${s.user.id}`,
    );
    expect(user!.password_hash.startsWith('scrypt$')).toBe(true);

    // The code and the token were single use; a used code answers as a wrong one (issue 21, finding 8).
    const again = await post('/api/password/verify', { email: s.user.email, code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, code: 'RESET_CODE_WRONG', message: t.codeWrong });
    const reused = await post('/api/password/reset', {
      token,
      password: 'Ucuncu.Sifre789',
      password_confirmation: 'Ucuncu.Sifre789',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ success: false, code: 'RESET_TOKEN_USED', message: t.tokenUsed });
    const still = await app.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: s.user.email, password: NEW_PASSWORD },
    });
    expect(still.statusCode).toBe(200);
  });

  it('kills a code after 5 tries: wrong four times, the fifth says too many, the right code then fails too', async () => {
    const s = await registerUser(app.app);
    await post('/api/password/forgot', { email: s.user.email });
    const code = await lastCodeFor(app.db, s.user.email);
    const wrong = otherCode(code);
    for (let i = 1; i <= 4; i++) {
      const res = await post('/api/password/verify', { email: s.user.email, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'RESET_CODE_WRONG',
        message: t.codeWrong,
        errors: { code: t.codeWrong },
      });
    }
    const fifth = await post('/api/password/verify', { email: s.user.email, code: wrong });
    expect(fifth.json()).toMatchObject({ code: 'RESET_CODE_TOO_MANY_ATTEMPTS', message: t.codeTooManyAttempts });
    const right = await post('/api/password/verify', { email: s.user.email, code });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ code: 'RESET_CODE_TOO_MANY_ATTEMPTS', message: t.codeTooManyAttempts });
  });

  it('counts parallel guesses exactly: 20 at once spend the 5 tries and no more', async () => {
    const s = await registerUser(app.app);
    await post('/api/password/forgot', { email: s.user.email });
    const code = await lastCodeFor(app.db, s.user.email);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/password/verify', { email: s.user.email, code: otherCode(code) })),
    );
    expect(results.every((r) => r.statusCode === 400)).toBe(true);
    const [row] = await queryRows<{ attempts: number }>(
      app.db,
      sql`select attempts from password_reset_codes where user_id = ${s.user.id}`,
    );
    expect(row!.attempts).toBe(5);
  });

  it('answers an unknown address exactly as a known one: status, body, no e-mail, and the same time', async () => {
    const s = await registerUser(app.app);
    const unknown = uniqueEmail('yok');
    const known = await post('/api/password/forgot', { email: s.user.email });
    const stranger = await post('/api/password/forgot', { email: unknown });
    expect(stranger.statusCode).toBe(known.statusCode);
    expect(stranger.body).toBe(known.body);
    const mails = await app.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, unknown));
    expect(mails).toHaveLength(0);

    // Timing: the median of several requests each way, within a tolerance.
    const time = async (email: string) => {
      const started = performance.now();
      const res = await post('/api/password/forgot', { email });
      expect(res.statusCode).toBe(200);
      return performance.now() - started;
    };
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const user = await registerUser(app.app);
      knownTimes.push(await time(user.user.email));
      unknownTimes.push(await time(uniqueEmail('yok')));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    console.log(
      `forgot timing (floor ${MIN_MS} ms): known median ${median(knownTimes).toFixed(1)} ms, unknown median ${median(unknownTimes).toFixed(1)} ms`,
    );
    expect(median(knownTimes)).toBeGreaterThanOrEqual(MIN_MS);
    expect(median(unknownTimes)).toBeGreaterThanOrEqual(MIN_MS);
    expect(Math.abs(median(knownTimes) - median(unknownTimes))).toBeLessThan(40);

    // Verify with an unknown address: the same as a wrong code.
    const verify = await post('/api/password/verify', { email: unknown, code: '123456' });
    expect(verify.json()).toEqual({
      success: false,
      code: 'RESET_CODE_WRONG',
      message: t.codeWrong,
      errors: { code: t.codeWrong },
    });
  });

  it("'Tekrar gönder' within a minute answers 429, for a known and an unknown address alike", async () => {
    const s = await registerUser(app.app);
    for (const email of [s.user.email, uniqueEmail('yok')]) {
      const from = freshIp();
      expect((await post('/api/password/forgot', { email }, from)).statusCode).toBe(200);
      const again = await post('/api/password/forgot', { email }, from);
      expect(again.statusCode).toBe(429);
      expect(again.json()).toEqual({ success: false, code: 'RESEND_TOO_SOON', message: t.resendTooSoon });
    }
    const mails = await app.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, s.user.email));
    expect(mails).toHaveLength(1);
  });

  it('limits each endpoint per IP', async () => {
    const limited = await buildTestApp({ passwordResetMinResponseMs: 0, limits: { passwordResetPerIp: 3 } });
    try {
      for (const [url, payload] of [
        ['/api/password/forgot', (i: number) => ({ email: uniqueEmail(`ip${i}`) })],
        ['/api/password/verify', () => ({ email: uniqueEmail('ip'), code: '123456' })],
        ['/api/password/reset', () => ({ token: 'x'.repeat(43), password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })],
      ] as const) {
        for (let i = 0; i < 3; i++) {
          const res = await limited.app.inject({ method: 'POST', url, payload: payload(i), remoteAddress: '10.1.1.1' });
          expect(res.statusCode, url).not.toBe(429);
        }
        const res = await limited.app.inject({ method: 'POST', url, payload: payload(9), remoteAddress: '10.1.1.1' });
        expect(res.statusCode, url).toBe(429);
        expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: t.tooManyRequests });
        const other = await limited.app.inject({ method: 'POST', url, payload: payload(10), remoteAddress: '10.1.1.2' });
        expect(other.statusCode, url).not.toBe(429);
      }
    } finally {
      await limited.close();
    }
  });

  it.each([
    ['/api/password/forgot', { email: '' }, 'email', messages.auth.emailRequired],
    ['/api/password/forgot', { email: 'ayse@' }, 'email', messages.auth.emailInvalid],
    ['/api/password/forgot', { email: `${'a'.repeat(5000)}@example.com` }, 'email', messages.auth.emailInvalid],
    ['/api/password/forgot', { email: 'a\u0000@example.com' }, 'email', messages.auth.emailInvalid],
    ['/api/password/verify', { email: 'a@example.com', code: '' }, 'code', t.codeRequired],
    ['/api/password/verify', { email: 'a@example.com', code: '12345' }, 'code', t.codeFormat],
    ['/api/password/verify', { email: 'a@example.com', code: '12345a' }, 'code', t.codeFormat],
    ['/api/password/verify', { email: 'a@example.com', code: '1'.repeat(100_000) }, 'code', t.codeFormat],
    [
      '/api/password/reset',
      { token: 'x'.repeat(43), password: 'kisa', password_confirmation: 'kisa' },
      'password',
      messages.auth.passwordTooShort,
    ],
    [
      '/api/password/reset',
      { token: 'x'.repeat(43), password: NEW_PASSWORD, password_confirmation: 'Baska.Sifre1' },
      'password_confirmation',
      messages.auth.passwordMismatch,
    ],
    [
      '/api/password/reset',
      { token: '<script>', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      'token',
      t.tokenInvalid,
    ],
    [
      '/api/password/reset',
      { token: 'x'.repeat(10_000), password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      'token',
      t.tokenInvalid,
    ],
  ])('%s rejects %j with 400 and a Turkish message', async (url, payload, field, message) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message, errors: { [field]: message } });
  });

  it('answers an unknown token with its own message', async () => {
    const res = await post('/api/password/reset', {
      token: 'A'.repeat(43),
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'RESET_TOKEN_INVALID', message: t.tokenInvalid });
  });
});

describe('password reset with a moving clock', () => {
  let clock = new Date('2026-11-25T09:00:00Z').getTime();
  const advance = (ms: number) => {
    clock += ms;
  };
  const service = () => clockedResetService(app.db, () => new Date(clock));
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected a refusal');
      },
      (e: { statusCode: number; code: string; message: string }) => ({ status: e.statusCode, code: e.code, message: e.message }),
    );

  it('refuses a code after 15 minutes, as a wrong one (issue 21, finding 8)', async () => {
    const svc = service();
    const s = await registerUser(app.app);
    await svc.forgot(s.user.email, '1.1.1.1');
    const code = await lastCodeFor(app.db, s.user.email);
    advance(15 * 60_000);
    expect(await refusal(svc.verify(s.user.email, code, '1.1.1.1'))).toEqual({
      status: 400,
      code: 'RESET_CODE_WRONG',
      message: t.codeWrong,
    });
  });

  it('accepts a code just before 15 minutes, and refuses its token after 15 more', async () => {
    const svc = service();
    const s = await registerUser(app.app);
    await svc.forgot(s.user.email, '1.1.1.1');
    advance(15 * 60_000 - 1000);
    const { reset_token } = await svc.verify(s.user.email, await lastCodeFor(app.db, s.user.email), '1.1.1.1');
    advance(15 * 60_000);
    expect(await refusal(svc.reset(reset_token, NEW_PASSWORD, '1.1.1.1'))).toEqual({
      status: 400,
      code: 'RESET_TOKEN_EXPIRED',
      message: t.tokenExpired,
    });
  });

  it('a new code kills the old one; resend at most once a minute and 5 times an hour', async () => {
    const svc = service();
    const s = await registerUser(app.app);
    await svc.forgot(s.user.email, '1.1.1.1');
    const first = await lastCodeFor(app.db, s.user.email);
    advance(30_000);
    expect(await refusal(svc.forgot(s.user.email, '1.1.1.1'))).toMatchObject({
      status: 429,
      code: 'RESEND_TOO_SOON',
      message: t.resendTooSoon,
    });
    advance(31_000);
    await svc.forgot(s.user.email, '1.1.1.1');
    const second = await lastCodeFor(app.db, s.user.email);
    if (second !== first) {
      expect(await refusal(svc.verify(s.user.email, first, '1.1.1.1'))).toMatchObject({ code: 'RESET_CODE_WRONG' });
    }
    const [row] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from password_reset_codes where user_id = ${s.user.id} and consumed_at is null`,
    );
    expect(row!.n).toBe(1);

    for (let i = 3; i <= 5; i++) {
      advance(61_000);
      await svc.forgot(s.user.email, '1.1.1.1');
    }
    advance(61_000);
    expect(await refusal(svc.forgot(s.user.email, '1.1.1.1'))).toMatchObject({
      status: 429,
      code: 'RESEND_HOURLY_LIMIT',
      message: t.resendHourlyLimit,
    });
    // The same limits for an address without an account.
    const unknown = uniqueEmail('yok');
    for (let i = 1; i <= 5; i++) {
      await svc.forgot(unknown, '1.1.1.1');
      advance(61_000);
    }
    expect(await refusal(svc.forgot(unknown, '1.1.1.1'))).toMatchObject({ code: 'RESEND_HOURLY_LIMIT' });
    advance(60 * 60_000);
    await expect(svc.forgot(s.user.email, '1.1.1.1')).resolves.toMatchObject({ message: t.codeSent });
  });
});
