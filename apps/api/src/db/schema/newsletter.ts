import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';

/** The footer's newsletter form: one row per address (stored lower-cased by the contract). */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: idColumn(),
    email: text('email').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_key').on(t.email),
    check('newsletter_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);
