import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, instant } from './columns';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'owner'] }).notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    businessName: text('business_name'),
    phone: text('phone'),
    /** When the account last proved it reads `email` (a code, decision 038); null: never. */
    emailVerifiedAt: instant('email_verified_at'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('user', 'owner')`),
    // The registration's digits (spec: at most 11) or, once they are a valid number, their E.164 form (decision 087).
    check(
      'users_phone_format',
      sql`${t.phone} is null or ${t.phone} ~ '^[0-9]{1,11}$' or ${t.phone} ~ '^\\+[1-9][0-9]{6,14}$'`,
    ),
    check('users_owner_business_name', sql`${t.role} <> 'owner' or ${t.businessName} is not null`),
  ],
);

/** The columns every short-lived secret of an account has (sessions, reset codes and tokens). */
const userSecret = () => ({
  id: idColumn(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: instant('expires_at').notNull(),
});

export const sessions = pgTable(
  'sessions',
  {
    ...userSecret(),
    tokenHash: text('token_hash').notNull().unique(),
    revokedAt: instant('revoked_at'),
    /** When a request last came with this session, kept to the nearest few minutes (decision 083); null: not since. */
    lastUsedAt: instant('last_used_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Password-reset codes (decision 024): a 6-digit code e-mailed to the account, stored only as a
 * salted SHA-256 (`code_hash` = base64url(sha256(salt ‖ code)), `salt` random per row). A code is live
 * while `consumed_at` is null, `attempts` < 5 and `expires_at` lies ahead; issuing a new code or
 * verifying one sets `consumed_at`.
 */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    ...userSecret(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Set when the code was used, or replaced by a newer one. */
    consumedAt: instant('consumed_at'),
  },
  (t) => [index('password_reset_codes_user_id_idx').on(t.userId, t.id)],
);

/** The short-lived token a verified code buys: stored as SHA-256, single use. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    ...userSecret(),
    tokenHash: text('token_hash').notNull().unique(),
    usedAt: instant('used_at'),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);
