import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: idColumn(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    businessType: text('business_type').notNull(),
    message: text('message').notNull(),
    consent: boolean('consent').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    check('contact_consent_given', sql`${t.consent}`),
    check('contact_business_type', sql`${t.businessType} in ('guzellik', 'saglik', 'egitim', 'veteriner', 'teknik', 'diger')`),
  ],
);
