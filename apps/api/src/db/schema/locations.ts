import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Provinces; the id is the plate code (34 İstanbul, 22 Edirne). */
export const cities = pgTable('cities', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const districts = pgTable(
  'districts',
  {
    id: integer('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    name: text('name').notNull(),
  },
  (t) => [index('districts_city_id_idx').on(t.cityId)],
);

export const neighborhoods = pgTable(
  'neighborhoods',
  {
    id: integer('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    name: text('name').notNull(),
  },
  (t) => [index('neighborhoods_district_id_idx').on(t.districtId)],
);
