import { randomBytes } from 'node:crypto';
import { messages, type AccountSession, type Role } from '@randevu/contracts';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../lib/errors';
import { memoryRateLimiters, type RateLimiterFactory } from '../../lib/rate-limiter';
import type { PublicCache } from '../../lib/public-cache';
import { createAccountRepository, type AccountSessionRow } from './account.repository';
import type { UserRow } from './auth.repository';

const m = messages.account;
const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Writes of the account page per account and quarter hour. */
const WRITES_PER_WINDOW = 30;
/** Wrong current passwords per account and quarter hour before every password-carrying request waits. */
const WRONG_PASSWORDS_PER_WINDOW = 5;

export interface AccountServiceOptions {
  db: Db;
  cache: Pick<PublicCache, 'invalidateVenue'>;
  /** The app's clock: what counts as an upcoming appointment (sessions live by the wall clock, as the auth plugin). */
  now: () => Date;
  rateLimits?: RateLimiterFactory;
  /** The auth service's: the user row, the password check and the new-password hashing (one bounded queue). */
  getUser(id: number): Promise<UserRow>;
  checkPassword(user: UserRow, password: string): Promise<boolean>;
  hashNewPassword(password: string): Promise<string>;
}

/** "85.105.12.x" / "2a02:e0:…": enough to recognise a network, not to find a person. */
export function ipHint(ip: string | null): string | null {
  if (!ip) return null;
  const v4 = ip.replace(/^::ffff:/, '');
  if (/^\d+\.\d+\.\d+\.\d+$/.test(v4)) return v4.replace(/\.\d+$/, '.x');
  const parts = ip.split(':').filter(Boolean);
  return parts.length > 2 ? `${parts.slice(0, 2).join(':')}:…` : ip;
}

const toSessionDto = (row: AccountSessionRow, currentId: number): AccountSession => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  expires_at: row.expiresAt.toISOString(),
  user_agent: row.userAgent,
  ip_hint: ipHint(row.ip),
  current: row.id === currentId,
});

/** The account page (decision 083): sessions, password, business name, deletion. Every call is the caller's own account. */
export function createAccountService(opts: AccountServiceOptions) {
  const repo = createAccountRepository(opts.db);
  const limiter = (opts.rateLimits ?? memoryRateLimiters)('auth:account', FIFTEEN_MINUTES);

  async function limitWrite(userId: number) {
    if (!(await limiter.hit(`write:${userId}`, WRITES_PER_WINDOW))) throw tooManyRequests(m.rateLimited);
  }

  /** The account's password, or 400 on `field` (429 after too many wrong ones). */
  async function assertPassword(userId: number, password: string, field: string): Promise<UserRow> {
    const key = `wrong:${userId}`;
    if (await limiter.isBlocked(key, WRONG_PASSWORDS_PER_WINDOW)) throw tooManyRequests(m.rateLimited);
    const user = await opts.getUser(userId);
    if (!(await opts.checkPassword(user, password))) {
      await limiter.hit(key, WRONG_PASSWORDS_PER_WINDOW);
      throw badRequest(m.password.currentWrong, { [field]: m.password.currentWrong }, 'WRONG_PASSWORD');
    }
    return user;
  }

  return {
    async listSessions(userId: number, currentId: number): Promise<AccountSession[]> {
      return (await repo.listLiveSessions(userId, new Date())).map((row) => toSessionDto(row, currentId));
    },

    /** 404 for a session of another account, an unknown id or one already closed: nothing is said about others. */
    async revokeSession(userId: number, sessionId: number): Promise<void> {
      await limitWrite(userId);
      if (!(await repo.revokeSession(userId, sessionId, new Date()))) throw notFound(m.sessions.notFound);
    },

    async revokeOtherSessions(userId: number, currentId: number): Promise<number> {
      await limitWrite(userId);
      return repo.revokeOtherSessions(userId, currentId, new Date());
    },

    /** A new password after the current one; every other session of the account is closed. */
    async changePassword(userId: number, currentId: number, current: string, next: string): Promise<number> {
      await limitWrite(userId);
      await assertPassword(userId, current, 'current_password');
      const hash = await opts.hashNewPassword(next);
      // Sessions live by the wall clock, as the auth plugin reads them.
      const now = new Date();
      await repo.updatePasswordHash(userId, hash, now);
      return repo.revokeOtherSessions(userId, currentId, now);
    },

    async updateBusinessName(userId: number, role: Role, businessName: string): Promise<void> {
      if (role !== 'owner') throw forbidden(messages.common.forbidden);
      await limitWrite(userId);
      await repo.updateBusinessName(userId, businessName, opts.now());
    },

    /**
     * Deletes the account (decision 083): refused (409) while bookings lie ahead, so no customer is left with an
     * appointment nobody will keep; otherwise the person is anonymised and an owner's venues leave the listing.
     */
    async deleteAccount(userId: number, role: Role, password: string): Promise<void> {
      await limitWrite(userId);
      const user = await assertPassword(userId, password, 'password');
      const now = opts.now();
      if (role === 'owner' ? await repo.ownerHasUpcoming(userId, now) : await repo.userHasUpcoming(userId, now)) {
        const message = role === 'owner' ? m.remove.ownerHasUpcoming : m.remove.userHasUpcoming;
        throw conflict(message, 'ACCOUNT_HAS_UPCOMING_APPOINTMENTS');
      }
      // A hash of a random secret nobody holds: no password signs in again.
      const unusable = await opts.hashNewPassword(randomBytes(24).toString('base64url'));
      const hidden = await repo.anonymise(userId, user.email, unusable, now);
      for (const venueId of hidden) opts.cache.invalidateVenue(venueId);
    },
  };
}
