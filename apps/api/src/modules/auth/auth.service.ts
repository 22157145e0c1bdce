import type { z } from 'zod';
import { messages, type registerBodySchema, type registerBusinessBodySchema, type User } from '@randevu/contracts';
import type { Db } from '../../db/client';
import { PG, pgErrorCode } from '../../db/client';
import { conflict, notFound, tooManyRequests, unauthorized } from '../../lib/errors';
import { dummyHashFor, hashPassword, verifyPassword } from '../../lib/password';
import { createRateLimiter } from '../../lib/rate-limiter';
import { createAuthRepository, type UserRow } from './auth.repository';

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
  };
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export interface AuthServiceOptions {
  db: Db;
  passwordHashLogN: number;
  loginPerIp: number;
  loginFailuresPerEmail: number;
}

export function createAuthService(opts: AuthServiceOptions) {
  const repo = createAuthRepository(opts.db);
  const limiter = createRateLimiter(FIFTEEN_MINUTES);
  let dummyHash: Promise<string> | undefined;

  async function createAccount(values: Parameters<typeof repo.createUser>[0], takenMessage: string) {
    if (await repo.findUserByEmail(values.email)) throw conflict(takenMessage, 'EMAIL_TAKEN', { email: takenMessage });
    try {
      return await repo.createUser(values);
    } catch (error) {
      // Two registrations racing for one e-mail: the unique index decides.
      if (pgErrorCode(error) === PG.uniqueViolation) throw conflict(takenMessage, 'EMAIL_TAKEN', { email: takenMessage });
      throw error;
    }
  }

  return {
    async login(email: string, password: string, ip: string): Promise<UserRow> {
      const emailKey = `email:${email.toLowerCase()}`;
      if (!limiter.hit(`ip:${ip}`, opts.loginPerIp) || limiter.isBlocked(emailKey, opts.loginFailuresPerEmail)) {
        throw tooManyRequests(messages.auth.loginRateLimited);
      }
      const user = await repo.findUserByEmail(email);
      dummyHash ??= dummyHashFor(opts.passwordHashLogN);
      const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
      if (!user || !valid) {
        limiter.hit(emailKey, opts.loginFailuresPerEmail);
        throw unauthorized(messages.auth.loginInvalid, 'INVALID_CREDENTIALS');
      }
      limiter.reset(emailKey);
      return user;
    },

    async register(body: z.output<typeof registerBodySchema>): Promise<UserRow> {
      return createAccount(
        {
          email: body.email,
          passwordHash: await hashPassword(body.password, opts.passwordHashLogN),
          role: 'user',
          firstName: body.first_name,
          lastName: body.last_name,
          phone: body.phone,
        },
        messages.auth.emailTaken,
      );
    },

    async registerBusiness(body: z.output<typeof registerBusinessBodySchema>): Promise<UserRow> {
      return createAccount(
        {
          email: body.email,
          passwordHash: await hashPassword(body.password, opts.passwordHashLogN),
          role: 'owner',
          businessName: body.business_name,
          phone: body.phone,
        },
        messages.auth.emailTaken,
      );
    },

    async getUser(id: number): Promise<UserRow> {
      const user = await repo.findUserById(id);
      if (!user) throw notFound(messages.common.notFound);
      return user;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
