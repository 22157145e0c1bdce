import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, instant } from './columns';
import { users } from './users';

/**
 * E-mail verification codes (decision 038): a 6-digit code e-mailed to the account's address, stored only as a salted
 * SHA-256 like a password-reset code. `email` is the address it was sent to: a code proves that address and no other.
 * A code is live while `consumed_at` is null, `attempts` < 5 and `expires_at` lies ahead; a newer code or a
 * verification sets `consumed_at`.
 */
export const emailVerificationCodes = pgTable(
  'email_verification_codes',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    /** Set when the code was used, or replaced by a newer one. */
    consumedAt: instant('consumed_at'),
  },
  (t) => [index('email_verification_codes_user_id_idx').on(t.userId, t.id)],
);
