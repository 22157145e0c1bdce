import type { z } from 'zod';
import { accountPhone, messages, type registerBodySchema, type registerBusinessBodySchema, type User } from '@randevu/contracts';
import type { Db } from '../../db/client';
import { PG, pgErrorCode } from '../../db/client';
import { badRequest, conflict, notFound, tooManyRequests, unauthorized } from '../../lib/errors';
import { dummyHashFor, hashPassword, verifyPassword } from '../../lib/password';
import { memoryRateLimiters, type RateLimiterFactory } from '../../lib/rate-limiter';
import { createWorkQueue } from '../../lib/work-queue';
import type { Job } from '../../lib/jobs';
import { createAuthRepository, type NewSessionRow, type UserRow } from './auth.repository';
import type { SessionUser } from '../../plugins/auth';
import { isCommonPassword } from './common-passwords';
import { createLoginGuard } from './login-guard';
import type { Notifier } from '../notifications/notifier';

export function toUserDto(row: UserRow): User {
  const personal = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    name: row.role === 'owner' ? (row.businessName ?? personal) : personal,
    business_name: row.businessName,
    email: row.email,
    phone: row.phone,
    role: row.role,
    email_verified: row.emailVerifiedAt !== null,
  };
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

export interface AuthServiceOptions {
  db: Db;
  passwordHashLogN: number;
  loginPerIp: number;
  loginFailuresPerEmail: number;
  /** Failed sign-ins per account and hour, from any address, before unrecognised addresses wait. */
  loginFailuresPerAccount?: number;
  /** The first such wait (doubling with each further failure); default 30 s. */
  loginFirstDelayMs?: number;
  /** Registrations (both kinds) per IP and hour. */
  registerPerIp?: number;
  passwordHash?: { concurrency: number; queue: number };
  /** Where the counts live (Redis across instances, or this process); default this process. */
  rateLimits?: RateLimiterFactory;
  /** Writes the sign-in alert e-mail (app.ts's notifier). */
  notifier: Pick<Notifier, 'enqueue'>;
}

export function createAuthService(opts: AuthServiceOptions) {
  const repo = createAuthRepository(opts.db);
  const rateLimits = opts.rateLimits ?? memoryRateLimiters;
  const limiter = rateLimits('auth:login', FIFTEEN_MINUTES);
  const registerLimiter = rateLimits('auth:register', HOUR);
  // Every scrypt of this process (register, login, the dummy hash) goes through one bounded queue.
  const hashing = createWorkQueue(opts.passwordHash?.concurrency ?? 2, opts.passwordHash?.queue ?? 32);
  const hash = (password: string) => hashing.run(() => hashPassword(password, opts.passwordHashLogN));
  const verify = (password: string, stored: string) => hashing.run(() => verifyPassword(password, stored));
  let dummyHash: Promise<string> | undefined;
  const guard = createLoginGuard({
    db: opts.db,
    rateLimits,
    notifier: opts.notifier,
    maxFailuresPerAccount: opts.loginFailuresPerAccount ?? 20,
    firstDelayMs: opts.loginFirstDelayMs,
  });

  async function limitRegistration(ip: string) {
    if (!(await registerLimiter.hit(`ip:${ip}`, opts.registerPerIp ?? 10)))
      throw tooManyRequests(messages.auth.registerRateLimited);
  }

  /** A password among the 10 000 most common is refused, on the `password` field. */
  function assertUncommonPassword(password: string) {
    if (isCommonPassword(password)) {
      throw badRequest(messages.auth.passwordCommon, { password: messages.auth.passwordCommon }, 'PASSWORD_TOO_COMMON');
    }
  }

  /** Registration of either kind: the per-address limit, the password rules, then one insert (the unique index settles a race). */
  async function createAccount(
    ip: string,
    password: string,
    values: Omit<Parameters<typeof repo.createUser>[0], 'passwordHash'>,
  ) {
    await limitRegistration(ip);
    assertUncommonPassword(password);
    const taken = () => conflict(messages.auth.emailTaken, 'EMAIL_TAKEN', { email: messages.auth.emailTaken });
    const row = { ...values, passwordHash: await hash(password) };
    if (await repo.findUserByEmail(row.email)) throw taken();
    try {
      return await repo.createUser(row);
    } catch (error) {
      // Two registrations racing for one e-mail: the unique index decides.
      if (pgErrorCode(error) === PG.uniqueViolation) throw taken();
      throw error;
    }
  }

  return {
    async login(email: string, password: string, ip: string): Promise<UserRow> {
      // Failures count per e-mail AND address: a stranger guessing from elsewhere cannot lock the
      // owner of the account out of their own address, and the per-IP limit bounds the guessing.
      const emailKey = `email:${email.toLowerCase()}|ip:${ip}`;
      if (!(await limiter.hit(`ip:${ip}`, opts.loginPerIp)) || (await limiter.isBlocked(emailKey, opts.loginFailuresPerEmail))) {
        throw tooManyRequests(messages.auth.loginRateLimited);
      }
      const user = await repo.findUserByEmail(email);
      await guard.admit(email, user, ip);
      dummyHash ??= dummyHashFor(opts.passwordHashLogN);
      const valid = await verify(password, user?.passwordHash ?? (await dummyHash));
      if (!user || !valid) {
        await limiter.hit(emailKey, opts.loginFailuresPerEmail);
        await guard.failed(email, user);
        throw unauthorized(messages.auth.loginInvalid, 'INVALID_CREDENTIALS');
      }
      await limiter.reset(emailKey);
      await guard.succeeded(user, ip);
      return user;
    },

    register(body: z.output<typeof registerBodySchema>, ip: string): Promise<UserRow> {
      const { email, first_name: firstName, last_name: lastName, phone } = body;
      return createAccount(ip, body.password, { email, role: 'user', firstName, lastName, phone: accountPhone(phone) });
    },

    registerBusiness(body: z.output<typeof registerBusinessBodySchema>, ip: string): Promise<UserRow> {
      const { email, business_name: businessName, phone } = body;
      return createAccount(ip, body.password, { email, role: 'owner', businessName, phone: accountPhone(phone) });
    },

    /** Hashes a new password exactly as registration does (the same rules and bounded queue). */
    hashNewPassword(password: string): Promise<string> {
      assertUncommonPassword(password);
      return hash(password);
    },

    /** True when `password` is the account's (through the same bounded hashing queue). */
    checkPassword(user: UserRow, password: string): Promise<boolean> {
      return verify(password, user.passwordHash);
    },

    /** After a password reset: the account's failed sign-ins are forgotten (they guessed the old one). */
    async forgetLoginFailures(userId: number): Promise<void> {
      const user = await repo.findUserById(userId);
      if (user) await guard.forget(user.email);
    },

    /** True when this address signed in to (or registered) the account before. */
    isRecognisedAddress(user: UserRow | null, ip: string): Promise<boolean> {
      return guard.isRecognised(user, ip);
    },

    /** Revokes every session of the user ('log out everywhere'). */
    async revokeAllSessions(userId: number): Promise<number> {
      return repo.revokeSessionsOfUser(userId);
    },

    async getUser(id: number): Promise<UserRow> {
      const user = await repo.findUserById(id);
      if (!user) throw notFound(messages.common.notFound);
      return user;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** A revoked session row is kept this long (for the audit trail of a 'log out everywhere'). */
const REVOKED_SESSION_RETENTION_MS = 7 * 24 * HOUR;
/** A session's last use is recorded to this precision. */
const SESSION_TOUCH_MS = 5 * 60 * 1000;
/** How often expired and revoked sessions are deleted. */
const SESSION_PURGE_INTERVAL_MS = HOUR;

/** Deletes expired sessions and those revoked more than a week ago; returns how many. */
export function purgeStaleSessions(db: Db, now = new Date()): Promise<number> {
  return createAuthRepository(db).deleteStaleSessions(now, new Date(now.getTime() - REVOKED_SESSION_RETENTION_MS));
}

/** Background job (listed in src/jobs.ts): the hourly session purge. */
export const sessionPurgeJob: Job = {
  name: 'session-purge',
  intervalMs: SESSION_PURGE_INTERVAL_MS,
  run: (db) => purgeStaleSessions(db),
};

/**
 * The session rows the auth plugin needs (the plugin keeps tokens, cookies and the CSRF rule; it
 * may not import modules, so app.ts hands it this service).
 */
export function createSessionsService(db: Db) {
  const repo = createAuthRepository(db);
  return {
    insert: (values: NewSessionRow): Promise<void> => repo.insertSession(values),
    revoke: (sessionId: number): Promise<void> => repo.revokeSession(sessionId, new Date()),
    async findUser(tokenHash: string): Promise<SessionUser | null> {
      const now = new Date();
      const row = await repo.findSessionUser(tokenHash, now);
      if (!row) return null;
      // 'Son kullanım' on the account page (decision 083): written at most once per session every few minutes.
      const since = new Date(now.getTime() - SESSION_TOUCH_MS);
      if (!row.lastUsedAt || row.lastUsedAt < since) await repo.touchSession(row.sessionId, now, since);
      return { sessionId: row.sessionId, id: row.id, role: row.role };
    },
    purge: (now?: Date): Promise<number> => purgeStaleSessions(db, now),
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
