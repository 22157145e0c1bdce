import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { idColumn, instant } from './columns';
import { customers } from './customers';
import { users } from './users';

/**
 * A card's other numbers (decision 092): besides `customers.phone`, numbers the card is also found by at the front
 * desk. `shared`: the number is someone else's too (a mother's on each of her daughters' cards), so any number of the
 * venue's cards may hold it; an unshared one is this person's own and no other card of the venue has it (the service
 * checks it against the venue's phones and other unshared numbers in the edit's transaction).
 */
export const customerPhones = pgTable(
  'customer_phones',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    shared: boolean('shared').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.phone] }), index('customer_phones_phone_idx').on(t.phone)],
);

/**
 * Who corrected what on a card (decision 092): one row per changed field, with the value before and after (null: it
 * was or became empty). `merged` is a card joined into this one: `old_value` names it, `new_value` the card as the
 * merge left it. A card's rows go with it; a merged card's rows move to the card that stays.
 */
export const customerChanges = pgTable(
  'customer_changes',
  {
    id: idColumn(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: instant('changed_at').notNull().defaultNow(),
  },
  (t) => [
    index('customer_changes_customer_idx').on(t.customerId, t.changedAt),
    check('customer_changes_field', sql`${t.field} in ('first_name', 'last_name', 'phone', 'email', 'phones', 'merged')`),
  ],
);
