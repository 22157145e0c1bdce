import { messages } from '@randevu/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { RateLimiter, RateLimiterFactory } from '../../lib/rate-limiter';
import type { Notifier } from '../notifications/notifier';
import { renderEmail } from '../notifications/templates/layout';
import { createAuthRepository, type UserRow } from './auth.repository';

const HOUR = 60 * 60 * 1000;
/** How long an address that signed in to an account stays recognised for it. */
const RECOGNISED_FOR_MS = 180 * 24 * HOUR;

/** 429 for an account under a guessing burst; the route sends `retryAfterSeconds` as Retry-After. */
export class LoginDelayedError extends AppError {
  constructor(public readonly retryAfterSeconds: number) {
    super('LOGIN_DELAYED', 429, messages.auth.loginAccountDelayed(retryAfterSeconds));
  }
}

export interface LoginGuardOptions {
  db: Db;
  rateLimits: RateLimiterFactory;
  /** Writes the sign-in alert e-mail (app.ts's notifier). */
  notifier: Pick<Notifier, 'enqueue'>;
  /** Failed sign-ins per account (from any address) in an hour before unrecognised addresses wait. */
  maxFailuresPerAccount: number;
  /** The first wait past the threshold; each further failure doubles it, up to an hour. */
  firstDelayMs?: number;
}

/**
 * Bounds password guessing against one account across addresses. Failures are
 * counted per e-mail address, account or not, so the answers do not tell accounts apart. Past the
 * threshold an address that never signed in to the account gets one try per delay, the delay
 * doubling with each further failure; a recognised address (a remembered sign-in, or a session row
 * from it) is not held up, and a password reset clears the count.
 */
export function createLoginGuard(opts: LoginGuardOptions) {
  const repo = createAuthRepository(opts.db);
  const failures = opts.rateLimits('auth:login-account', HOUR);
  const recognised = opts.rateLimits('auth:login-known', RECOGNISED_FOR_MS);
  const alerts = opts.rateLimits('auth:login-alert', HOUR);
  const firstDelay = opts.firstDelayMs ?? 30_000;
  // Each step of the delay is its own fixed-window limiter: one admission per window.
  const lastStep = Math.max(0, Math.ceil(Math.log2(HOUR / firstDelay)));
  const gates: RateLimiter[] = [];
  const gate = (failureCount: number) => {
    const step = Math.min(Math.max(0, failureCount - opts.maxFailuresPerAccount), lastStep);
    gates[step] ??= opts.rateLimits(`auth:login-delay:${step}`, Math.min(firstDelay * 2 ** step, HOUR));
    return gates[step];
  };
  const accountKey = (email: string) => email.toLowerCase();
  const addressKey = (userId: number, ip: string) => `${userId}|${ip}`;

  async function isRecognised(user: UserRow | null, ip: string): Promise<boolean> {
    if (!user) return false;
    if ((await recognised.peek(addressKey(user.id, ip))).count > 0) return true;
    return repo.hasSessionFromAddress(user.id, ip);
  }

  async function alertOwner(user: UserRow, count: number) {
    const t = messages.auth.loginAlert;
    const { html, text } = renderEmail({
      title: t.emailTitle,
      paragraphs: [t.emailIntro(count), t.emailProtection, t.emailAdvice],
      footer: { text: t.emailIgnore },
    });
    await opts.notifier.enqueue(opts.db, [
      { channel: 'email', to: user.email, subject: t.emailSubject, text, html, kind: 'login_failures_alert' },
    ]);
  }

  return {
    isRecognised,

    /** Before the password is checked: throws LoginDelayedError when this address must wait. */
    async admit(email: string, user: UserRow | null, ip: string): Promise<void> {
      const key = accountKey(email);
      const { count } = await failures.peek(key);
      if (count < opts.maxFailuresPerAccount || (await isRecognised(user, ip))) return;
      const { count: tries, resetInMs } = await gate(count).increment(key);
      if (tries > 1) throw new LoginDelayedError(Math.max(1, Math.ceil(resetInMs / 1000)));
    },

    /** After a wrong password (or an unknown address): counts it, starts the next delay, alerts once an hour. */
    async failed(email: string, user: UserRow | null): Promise<void> {
      const key = accountKey(email);
      const { count } = await failures.increment(key);
      if (count < opts.maxFailuresPerAccount) return;
      // The failure spends the admission of the next step's window, so the next try waits it out.
      await gate(count).increment(key);
      if (user && (await alerts.hit(key, 1))) await alertOwner(user, count);
    },

    /** After a sign-in (or a registration): remembers the address for this account. */
    async succeeded(user: UserRow, ip: string): Promise<void> {
      const key = addressKey(user.id, ip);
      // Reset then count: the window (how long it stays recognised) starts again at each sign-in.
      await recognised.reset(key);
      await recognised.increment(key);
    },

    /** After a password reset: the guesses were against the old password; the owner signs in anywhere. */
    async forget(email: string): Promise<void> {
      await failures.reset(accountKey(email));
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
