import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { outboxMessages } from '../../db/schema';
import { createRateLimiter } from '../../lib/rate-limiter';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { PASSWORD, registerUser, uniqueEmail } from '../../../test/auth-helpers';
import { createAuthService } from './auth.service';
import { enqueueMessages } from '../notifications/notifications.service';

const WRONG = 'Yanlis.Sifre1';
let app: TestApp;
beforeAll(async () => {
  // The per-IP and per-(e-mail, IP) limits high, so that only the per-account bound is measured.
  app = await buildTestApp({
    passwordResetMinResponseMs: 0,
    limits: { loginPerIp: 100_000, loginFailuresPerEmail: 10, passwordResetPerIp: 100_000 },
  });
});
afterAll(() => app.close());

const login = (email: string, password: string, remoteAddress: string) =>
  app.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

/** 101 wrong passwords from 12 addresses taking turns (the red team's run): the statuses seen. */
async function guess(email: string, prefix: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 101; i++) statuses.push((await login(email, WRONG, `${prefix}.${i % 12}`)).statusCode);
  return { checked: statuses.filter((s) => s === 401).length, refused: statuses.filter((s) => s === 429).length };
}

describe('failed sign-ins per account, across addresses', () => {
  it('checks only the first 20 of 101 wrong passwords from 12 addresses; the rest wait with 429 and Retry-After', async () => {
    const s = await registerUser(app.app);
    const { checked, refused } = await guess(s.user.email, '10.40.0');
    console.log(`101 guesses from 12 addresses: ${checked} checked, ${refused} refused`);
    expect(checked).toBe(20);
    expect(refused).toBe(81);

    const res = await login(s.user.email, WRONG, '10.40.0.200');
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(res.json()).toEqual({ success: false, code: 'LOGIN_DELAYED', message: messages.auth.loginAccountDelayed(retryAfter) });
    // A stranger with the right password waits too: the delay is before the password is checked.
    expect((await login(s.user.email, PASSWORD, '10.40.0.201')).statusCode).toBe(429);
  });

  it('answers an e-mail without an account exactly the same way', async () => {
    const { checked, refused } = await guess(uniqueEmail('yok'), '10.41.0');
    expect({ checked, refused }).toEqual({ checked: 20, refused: 81 });
  });

  it('lets the owner in from an address that signed in before, and after a password reset from anywhere', async () => {
    const s = await registerUser(app.app); // registered (a session) from 127.0.0.1
    await login(s.user.email, PASSWORD, '10.42.1.1'); // signed in once from here
    await guess(s.user.email, '10.42.0');
    expect((await login(s.user.email, PASSWORD, '127.0.0.1')).statusCode).toBe(200);
    expect((await login(s.user.email, PASSWORD, '10.42.1.1')).statusCode).toBe(200);
    expect((await login(s.user.email, PASSWORD, '10.42.2.2')).statusCode).toBe(429);

    // The reset flow is not held up, and a reset clears the count.
    const post = (url: string, payload: object) => app.app.inject({ method: 'POST', url, payload, remoteAddress: '10.42.2.2' });
    expect((await post('/api/password/forgot', { email: s.user.email })).statusCode).toBe(200);
    const [mail] = await app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, s.user.email), eq(outboxMessages.kind, 'password_reset_code')));
    const code = mail!.text.match(/\b(\d{6})\b/)![1];
    const token = (await post('/api/password/verify', { email: s.user.email, code })).json().data.reset_token as string;
    const fresh = 'Yepyeni.Sifre42';
    expect((await post('/api/password/reset', { token, password: fresh, password_confirmation: fresh })).statusCode).toBe(200);
    expect((await login(s.user.email, fresh, '10.42.2.2')).statusCode).toBe(200);
  });

  it('e-mails the owner once per burst through the outbox', async () => {
    const s = await registerUser(app.app);
    await guess(s.user.email, '10.43.0');
    await guess(s.user.email, '10.43.1');
    const alerts = await app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, s.user.email), eq(outboxMessages.kind, 'login_failures_alert')));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ channel: 'email', subject: messages.auth.loginAlert.emailSubject, status: 'pending' });
    expect(alerts[0]!.text).toContain(messages.auth.loginAlert.emailIntro(20));
  });
});

describe('the delay past the threshold, on a moving clock', () => {
  it('doubles with each further failure, and allows at most 27 guesses in an hour of trying every 5 s', async () => {
    let clock = Date.parse('2026-12-01T09:00:00Z');
    const service = createAuthService({
      db: app.db,
      notifier: { enqueue: enqueueMessages },
      passwordHashLogN: 10,
      loginPerIp: 100_000,
      loginFailuresPerEmail: 100_000,
      rateLimits: (_name, windowMs) => createRateLimiter(windowMs, () => clock),
    });
    const s = await registerUser(app.app);
    let n = 0;
    const attempt = () =>
      service.login(s.user.email, WRONG, `10.44.${Math.floor(++n / 250)}.${n % 250}`).then(
        () => 200,
        (e: { statusCode: number; retryAfterSeconds?: number }) => e,
      );
    for (let i = 0; i < 20; i++) expect(await attempt()).toMatchObject({ statusCode: 401 });

    const waits: number[] = [];
    for (let step = 0; step < 4; step++) {
      const refused = await attempt();
      expect(refused).toMatchObject({ statusCode: 429 });
      const wait = (refused as { retryAfterSeconds: number }).retryAfterSeconds;
      waits.push(wait);
      clock += wait * 1000 - 1;
      expect(await attempt()).toMatchObject({ statusCode: 429 }); // a millisecond early
      clock += 1;
      expect(await attempt()).toMatchObject({ statusCode: 401 }); // one guess, then the next wait
    }
    expect(waits).toEqual([30, 60, 120, 240]);

    // A fresh account, an attacker trying every 5 seconds for an hour from new addresses each time.
    const t = await registerUser(app.app);
    const started = clock;
    let checked = 0;
    for (; clock < started + 60 * 60_000; clock += 5000) {
      const outcome = await service.login(t.user.email, WRONG, `10.45.${Math.floor(++n / 250)}.${n % 250}`).then(
        () => 200,
        (e: { statusCode: number }) => e.statusCode,
      );
      if (outcome === 401) checked++;
    }
    console.log(`guesses checked in one hour (one try every 5 s): ${checked}`);
    expect(checked).toBeLessThanOrEqual(27);
  });
});
