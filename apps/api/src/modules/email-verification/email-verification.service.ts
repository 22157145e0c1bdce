import {
  EMAIL_VERIFICATION_CODE_LENGTH,
  EMAIL_VERIFICATION_CODE_TTL_MINUTES,
  EMAIL_VERIFICATION_MAX_ATTEMPTS,
  EMAIL_VERIFICATION_RESEND_SECONDS,
  messages,
  type EmailVerificationResult,
  type EmailVerificationSent,
} from '@randevu/contracts';
import type { Db } from '../../db/client';
import { AppError, tooManyRequests, unauthorized } from '../../lib/errors';
import { codeMatches, drawCode } from '../../lib/one-time-code';
import type { RateLimiterFactory } from '../../lib/rate-limiter';
import type { Notifier } from '../notifications/notifier';
import { codeEmailMessage } from '../notifications/templates/code-email';
import { renderEmailVerificationCodeEmail } from './email-verification.email';
import { createEmailVerificationRepository } from './email-verification.repository';

const t = messages.emailVerification;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface EmailVerificationServiceOptions {
  db: Db;
  /** Writes the code's e-mail in the request's transaction, then wakes the delivery worker. */
  notifier: Pick<Notifier, 'enqueue' | 'kick'>;
  now: () => Date;
  /** The app's limiters (shared through Redis when REDIS_URL is set); a test may give its own clock's. */
  rateLimits: RateLimiterFactory;
  /** Codes one account may ask for in an hour (EMAIL_VERIFICATION_MAX_PER_USER). */
  perUser: number;
  /** Codes one address may be sent in an hour, whichever account asks (EMAIL_VERIFICATION_MAX_PER_ADDRESS). */
  perAddress: number;
}

const refused = (code: string, message: string) => new AppError(code, 400, message, { code: message });
const alreadyVerified = () => new AppError('EMAIL_ALREADY_VERIFIED', 409, t.alreadyVerified);

/**
 * Gives the account every guest appointment booked with `email` (compared without case): `user_id` is set where it is
 * null, so an appointment of another account is never taken and a second claim finds nothing. `db` may be a transaction.
 */
export const claimGuestAppointments = (db: Db, userId: number, email: string): Promise<number> =>
  createEmailVerificationRepository(db).claimGuestAppointments(userId, email);

/**
 * The claim when a verified account reads its list (guest appointments booked with its address after the
 * verification); one UPDATE that does nothing while the address is not verified.
 */
export const claimGuestAppointmentsIfVerified = (db: Db, userId: number): Promise<number> =>
  createEmailVerificationRepository(db).claimGuestAppointmentsOfVerifiedUser(userId);

export function createEmailVerificationService(opts: EmailVerificationServiceOptions) {
  const repo = createEmailVerificationRepository(opts.db);
  const resendLimiter = opts.rateLimits('email-verification:resend', EMAIL_VERIFICATION_RESEND_SECONDS * 1000);
  const userLimiter = opts.rateLimits('email-verification:user', HOUR);
  const addressLimiter = opts.rateLimits('email-verification:address', HOUR);

  async function unverifiedUser(userId: number) {
    const user = await repo.findUser(userId);
    // The session was valid a moment ago; an account deleted since is no session.
    if (!user) throw unauthorized(messages.common.unauthorized);
    if (user.emailVerifiedAt) throw alreadyVerified();
    return user;
  }

  return {
    /** E-mails a new 6-digit code to the account's address (the old code dies), within the per-user and per-address limits. */
    async send(userId: number): Promise<EmailVerificationSent> {
      const user = await unverifiedUser(userId);
      const key = `user:${user.id}`;
      const address = user.email.toLowerCase();
      if (await resendLimiter.isBlocked(key, 1)) throw tooManyRequests(t.resendTooSoon, 'RESEND_TOO_SOON');
      if (!(await userLimiter.hit(key, opts.perUser))) throw tooManyRequests(t.userLimit, 'EMAIL_VERIFICATION_USER_LIMIT');
      if (!(await addressLimiter.hit(address, opts.perAddress)))
        throw tooManyRequests(t.addressLimit, 'EMAIL_VERIFICATION_ADDRESS_LIMIT');
      await resendLimiter.hit(key, 1);

      const { code, salt, hash } = drawCode(EMAIL_VERIFICATION_CODE_LENGTH);
      const at = opts.now();
      const mail = renderEmailVerificationCodeEmail(code);
      await opts.db.transaction(async (txDb) => {
        const txRepo = createEmailVerificationRepository(txDb);
        await txRepo.consumeLiveCodes(user.id, at);
        await txRepo.insertCode({
          userId: user.id,
          email: user.email,
          codeHash: hash,
          salt,
          createdAt: at,
          expiresAt: new Date(at.getTime() + EMAIL_VERIFICATION_CODE_TTL_MINUTES * MINUTE),
        });
        await opts.notifier.enqueue(txDb, [codeEmailMessage(user.email, mail, 'email_verification_code')]);
      });
      opts.notifier.kick();
      return { message: t.codeSent, email: user.email, resend_after_seconds: EMAIL_VERIFICATION_RESEND_SECONDS };
    },

    /**
     * Checks the code (5 tries per code, the right one included); success marks the address verified and, in the
     * same transaction, claims the guest appointments booked with it.
     */
    async confirm(userId: number, code: string): Promise<EmailVerificationResult> {
      const user = await unverifiedUser(userId);
      const current = await repo.latestCode(user.id);
      const at = opts.now();
      const tooMany = () => refused('EMAIL_CODE_TOO_MANY_ATTEMPTS', t.codeTooManyAttempts);
      // A code sent to an address the account no longer has proves nothing.
      if (!current || current.consumedAt || current.email.toLowerCase() !== user.email.toLowerCase())
        throw refused('EMAIL_CODE_MISSING', t.codeMissing);
      if (current.attempts >= EMAIL_VERIFICATION_MAX_ATTEMPTS) throw tooMany();
      if (current.expiresAt.getTime() <= at.getTime()) throw refused('EMAIL_CODE_EXPIRED', t.codeExpired);
      const tries = await repo.countAttempt(current.id, EMAIL_VERIFICATION_MAX_ATTEMPTS);
      if (tries === null) throw tooMany();
      if (!codeMatches(code, current))
        throw tries >= EMAIL_VERIFICATION_MAX_ATTEMPTS ? tooMany() : refused('EMAIL_CODE_WRONG', t.codeWrong);

      const claimed = await opts.db.transaction(async (txDb) => {
        const txRepo = createEmailVerificationRepository(txDb);
        if (!(await txRepo.consumeCode(current.id, at))) return null;
        if (!(await txRepo.markVerified(user.id, current.email, at))) return null;
        return claimGuestAppointments(txDb, user.id, current.email);
      });
      if (claimed === null) throw refused('EMAIL_CODE_MISSING', t.codeMissing);
      return { email_verified: true, claimed };
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
