import { randomBytes } from 'node:crypto';
import { hashToken } from '../../lib/token-hash';
import {
  messages,
  PASSWORD_RESET_CODE_LENGTH,
  PASSWORD_RESET_CODE_TTL_MINUTES,
  PASSWORD_RESET_MAX_ATTEMPTS,
  PASSWORD_RESET_MAX_PER_HOUR,
  PASSWORD_RESET_RESEND_SECONDS,
  PASSWORD_RESET_TOKEN_TTL_MINUTES,
  type ForgotPasswordResult,
  type VerifyResetCodeResult,
} from '@randevu/contracts';
import type { Db } from '../../db/client';
import { AppError, tooManyRequests } from '../../lib/errors';
import { codeMatches, drawCode } from '../../lib/one-time-code';
import { createRateLimiter, type RateLimiterFactory } from '../../lib/rate-limiter';
import type { Notifier } from '../notifications/notifier';
import { codeEmailMessage } from '../notifications/templates/code-email';
import { createAuthRepository, type UserRow } from './auth.repository';
import { renderPasswordResetCodeEmail } from './password-reset.email';
import { createPasswordResetRepository } from './password-reset.repository';

const t = messages.auth.passwordReset;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface PasswordResetServiceOptions {
  db: Db;
  /** Writes the code's e-mail in the request's transaction (app.ts's notifier). */
  notifier: Pick<Notifier, 'enqueue'>;
  /** The same hashing as registration (auth service's bounded scrypt queue). */
  hashPassword: (password: string) => Promise<string>;
  /** Requests per IP and hour, counted separately for forgot, verify and reset. */
  perIp: number;
  /**
   * /forgot answers no sooner than this, known address or not, so its timing does not tell
   * whether an account exists (the known path also writes a code and an e-mail).
   */
  minForgotMs: number;
  /** The clock (tests move it). */
  now?: () => Date;
  /** The app's limiters (shared through Redis when REDIS_URL is set); default: per process. */
  rateLimits?: RateLimiterFactory;
  /** True when the address signed in to the account before: exempt from the per-address code cap. */
  isRecognisedAddress?: (user: UserRow | null, ip: string) => Promise<boolean>;
  /** Called once a reset has changed the password (the login guard forgets the failed sign-ins). */
  afterReset?: (userId: number) => Promise<void>;
}

/**
 * Codes one address can be sent in an hour, across every requester (a requester has its own 5 an
 * hour): bounds the mail a stranger can send to someone, and so the codes a guesser can try against
 * (5 tries each). A requester the account recognises is not counted (Hardening II in decision 024).
 */
export const PASSWORD_RESET_MAX_PER_ADDRESS = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A status-coded refusal with its own code, so a client (and a test) tells the states apart. */
const refused = (status: number, code: string, message: string, field?: string) =>
  new AppError(code, status, message, field ? { [field]: message } : undefined);

export function createPasswordResetService(opts: PasswordResetServiceOptions) {
  const now = opts.now ?? (() => new Date());
  const clock = () => now().getTime();
  const auth = createAuthRepository(opts.db);
  const repo = createPasswordResetRepository(opts.db);
  // Shared across instances (Redis) when the app provides limiters; a test's own clock keeps them in memory.
  const limiters: RateLimiterFactory =
    opts.rateLimits && !opts.now ? opts.rateLimits : (_name, windowMs) => createRateLimiter(windowMs, clock);
  const ipLimiter = limiters('password-reset:ip', HOUR);
  const resendLimiter = limiters('password-reset:resend', PASSWORD_RESET_RESEND_SECONDS * 1000);
  const hourlyLimiter = limiters('password-reset:hourly', HOUR);
  const addressLimiter = limiters('password-reset:address', HOUR);
  // Tries per address, account or not, so the answers cannot tell them apart; a sent code renews them.
  const attempts = limiters('password-reset:attempts', PASSWORD_RESET_CODE_TTL_MINUTES * MINUTE);
  const recognised = opts.isRecognisedAddress ?? (async () => false);

  async function limitIp(action: string, ip: string) {
    if (!(await ipLimiter.hit(`${action}:${ip}`, opts.perIp))) throw tooManyRequests(t.tooManyRequests);
  }

  return {
    /**
     * Sends a 6-digit code when the address has an account; answers the same either way. The
     * per-address limits count the address, not the account, so they too answer alike.
     */
    async forgot(email: string, ip: string): Promise<ForgotPasswordResult> {
      const started = Date.now();
      await limitIp('forgot', ip);
      const address = email.toLowerCase();
      // The 1-a-minute and 5-an-hour allowances are the requester's (address and IP): a stranger's
      // requests spend the stranger's allowance, not the account owner's.
      const requester = `${address}|ip:${ip}`;
      if (await resendLimiter.isBlocked(requester, 1)) throw tooManyRequests(t.resendTooSoon, 'RESEND_TOO_SOON');
      if (!(await hourlyLimiter.hit(requester, PASSWORD_RESET_MAX_PER_HOUR)))
        throw tooManyRequests(t.resendHourlyLimit, 'RESEND_HOURLY_LIMIT');
      const user = await auth.findUserByEmail(address);
      if (!(await recognised(user, ip)) && !(await addressLimiter.hit(address, PASSWORD_RESET_MAX_PER_ADDRESS)))
        throw tooManyRequests(t.resendAddressLimit, 'RESEND_ADDRESS_LIMIT');
      await resendLimiter.hit(requester, 1);
      await attempts.reset(address);

      // Both paths draw and hash a code; only an existing account stores and e-mails it.
      const { code, salt, hash } = drawCode(PASSWORD_RESET_CODE_LENGTH);
      if (user) {
        const at = now();
        const mail = renderPasswordResetCodeEmail(code);
        await opts.db.transaction(async (txDb) => {
          const txRepo = createPasswordResetRepository(txDb);
          await txRepo.consumeLiveCodes(user.id, at);
          await txRepo.insertCode({
            userId: user.id,
            codeHash: hash,
            salt,
            createdAt: at,
            expiresAt: new Date(at.getTime() + PASSWORD_RESET_CODE_TTL_MINUTES * MINUTE),
          });
          await opts.notifier.enqueue(txDb, [codeEmailMessage(user.email, mail, 'password_reset_code')]);
        });
      }
      const elapsed = Date.now() - started;
      if (elapsed < opts.minForgotMs) await sleep(opts.minForgotMs - elapsed);
      return { message: t.codeSent, resend_after_seconds: PASSWORD_RESET_RESEND_SECONDS };
    },

    /** Checks a code (at most 5 tries per code); success buys a single-use reset token. */
    async verify(email: string, code: string, ip: string): Promise<VerifyResetCodeResult> {
      await limitIp('verify', ip);
      const address = email.toLowerCase();
      // Every try is counted first, per address, account or not (atomic in Redis and in memory), and
      // the answer depends on that count alone: an address without an account, or with no live code
      // (none sent, used, lapsed), answers exactly as a wrong code does.
      const { count: tries } = await attempts.increment(address);
      const wrong = () =>
        tries >= PASSWORD_RESET_MAX_ATTEMPTS
          ? refused(400, 'RESET_CODE_TOO_MANY_ATTEMPTS', t.codeTooManyAttempts, 'code')
          : refused(400, 'RESET_CODE_WRONG', t.codeWrong, 'code');
      if (tries > PASSWORD_RESET_MAX_ATTEMPTS) throw wrong();
      const user = await auth.findUserByEmail(address);
      const current = user ? await repo.latestCode(user.id) : null;
      const at = now();
      if (!user || !current || current.consumedAt || current.expiresAt.getTime() <= at.getTime()) throw wrong();
      // The code's own count, exact across processes even when the per-address count is per process.
      if ((await repo.countAttempt(current.id, PASSWORD_RESET_MAX_ATTEMPTS)) === null) throw wrong();
      if (!codeMatches(code, current)) throw wrong();

      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(at.getTime() + PASSWORD_RESET_TOKEN_TTL_MINUTES * MINUTE);
      const won = await opts.db.transaction(async (tx) => {
        const txRepo = createPasswordResetRepository(tx);
        if (!(await txRepo.consumeCode(current.id, at))) return false;
        await txRepo.insertToken({ userId: user.id, tokenHash: hashToken(token, 'base64url'), createdAt: at, expiresAt });
        return true;
      });
      if (!won) throw wrong();
      return { reset_token: token, expires_at: expiresAt.toISOString() };
    },

    /** Sets the new password with the token, revokes every session and every other code and token. */
    async reset(token: string, password: string, ip: string): Promise<void> {
      await limitIp('reset', ip);
      const row = await repo.findToken(hashToken(token, 'base64url'));
      if (!row) throw refused(400, 'RESET_TOKEN_INVALID', t.tokenInvalid);
      if (row.usedAt) throw refused(400, 'RESET_TOKEN_USED', t.tokenUsed);
      if (row.expiresAt.getTime() <= now().getTime()) throw refused(400, 'RESET_TOKEN_EXPIRED', t.tokenExpired);
      const passwordHash = await opts.hashPassword(password);
      const at = now();
      const won = await opts.db.transaction(async (txDb) => {
        const txRepo = createPasswordResetRepository(txDb);
        if (!(await txRepo.useToken(row.id, at))) return false;
        await txRepo.useAllTokens(row.userId, at);
        await txRepo.consumeLiveCodes(row.userId, at);
        await txRepo.setPasswordHash(row.userId, passwordHash, at);
        await createAuthRepository(txDb).revokeSessionsOfUser(row.userId);
        return true;
      });
      if (!won) throw refused(400, 'RESET_TOKEN_USED', t.tokenUsed);
      await opts.afterReset?.(row.userId);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
