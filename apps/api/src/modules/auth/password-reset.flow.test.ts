import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { queryRows } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { PASSWORD, registerUser, uniqueEmail } from '../../../test/auth-helpers';
import { NEW_PASSWORD, otherCode, usePasswordResetSuite } from '../../../test/password-reset';

const t = messages.auth.passwordReset;
const MIN_MS = 120;
const { s: suite, freshIp, post, lastCodeFor } = usePasswordResetSuite('10.9', MIN_MS);

describe('password reset over HTTP', () => {
  it('forgot → code e-mailed → verify → reset: new password works, old one and every session do not', async () => {
    const s = await registerUser(suite.t.app);
    const second = await suite.t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: s.user.email, password: PASSWORD },
    });
    const secondToken = second.json().data.token as string;

    const forgot = await post('/api/password/forgot', { email: s.user.email.toUpperCase() });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual({ success: true, data: { message: t.codeSent, resend_after_seconds: 60 } });

    const [mail] = await suite.t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, s.user.email), eq(outboxMessages.kind, 'password_reset_code')));
    expect(mail).toMatchObject({ channel: 'email', subject: t.emailSubject, status: 'pending' });
    expect(mail!.text).toContain(t.emailIntro);
    expect(mail!.html).toContain(t.emailTitle);
    expect(mail!.text).toContain(t.emailValidity);
    const code = await lastCodeFor(s.user.email);
    expect(mail!.html).toContain(code);

    // Stored hashed only.
    const [stored] = await queryRows<{ code_hash: string; salt: string; expires_at: Date; created_at: Date }>(
      suite.t.db,
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
      suite.t.db,
      sql`select token_hash from password_reset_tokens where user_id = ${s.user.id}`,
    );
    expect(tokenRow!.token_hash).not.toBe(token);

    const reset = await post('/api/password/reset', { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, data: null });

    for (const bearer of [s.token, secondToken]) {
      const profile = await suite.t.app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: { authorization: `Bearer ${bearer}` },
      });
      expect(profile.statusCode).toBe(401);
    }
    const byCookie = await suite.t.app.inject({ method: 'GET', url: '/api/user/profile', cookies: { token: s.token } });
    expect(byCookie.statusCode).toBe(401);

    const oldLogin = await suite.t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: s.user.email, password: PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await suite.t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: s.user.email, password: NEW_PASSWORD },
    });
    expect(newLogin.statusCode).toBe(200);
    const [user] = await queryRows<{ password_hash: string }>(
      suite.t.db,
      sql`select password_hash from users where id = ${s.user.id}`,
    );
    expect(user!.password_hash.startsWith('scrypt$')).toBe(true);

    // The code and the token were single use; a used code answers as a wrong one.
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
    const still = await suite.t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: s.user.email, password: NEW_PASSWORD },
    });
    expect(still.statusCode).toBe(200);
  });

  it('kills a code after 5 tries: wrong four times, the fifth says too many, the right code then fails too', async () => {
    const s = await registerUser(suite.t.app);
    await post('/api/password/forgot', { email: s.user.email });
    const code = await lastCodeFor(s.user.email);
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
    const s = await registerUser(suite.t.app);
    await post('/api/password/forgot', { email: s.user.email });
    const code = await lastCodeFor(s.user.email);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/password/verify', { email: s.user.email, code: otherCode(code) })),
    );
    expect(results.every((r) => r.statusCode === 400)).toBe(true);
    const [row] = await queryRows<{ attempts: number }>(
      suite.t.db,
      sql`select attempts from password_reset_codes where user_id = ${s.user.id}`,
    );
    expect(row!.attempts).toBe(5);
  });

  it('answers an unknown address exactly as a known one: status, body, no e-mail, and the same time', async () => {
    const s = await registerUser(suite.t.app);
    const unknown = uniqueEmail('yok');
    const known = await post('/api/password/forgot', { email: s.user.email });
    const stranger = await post('/api/password/forgot', { email: unknown });
    expect(stranger.statusCode).toBe(known.statusCode);
    expect(stranger.body).toBe(known.body);
    const mails = await suite.t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, unknown));
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
      const user = await registerUser(suite.t.app);
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
    const s = await registerUser(suite.t.app);
    for (const email of [s.user.email, uniqueEmail('yok')]) {
      const from = freshIp();
      expect((await post('/api/password/forgot', { email }, from)).statusCode).toBe(200);
      const again = await post('/api/password/forgot', { email }, from);
      expect(again.statusCode).toBe(429);
      expect(again.json()).toEqual({ success: false, code: 'RESEND_TOO_SOON', message: t.resendTooSoon });
    }
    const mails = await suite.t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, s.user.email));
    expect(mails).toHaveLength(1);
  });
});
