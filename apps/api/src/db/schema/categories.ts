import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description'),
  position: integer('position').notNull().default(0),
});

/** The catalogue: services a category offers, with default duration and price. */
export const services = pgTable(
  'services',
  {
    id: idColumn(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    description: text('description'),
    durationMinutes: integer('duration_minutes').notNull(),
    defaultPriceKurus: integer('default_price_kurus').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('services_category_id_idx').on(t.categoryId),
    check('services_duration_positive', sql`${t.durationMinutes} > 0 and ${t.durationMinutes} <= 1440`),
    check('services_price_nonnegative', sql`${t.defaultPriceKurus} >= 0`),
  ],
);
