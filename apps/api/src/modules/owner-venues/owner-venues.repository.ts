import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, cities, districts, neighborhoods, venueCategories, venueHours, venues } from '../../db/schema';

export interface HoursInput {
  weekday: number;
  opensAt: string;
  closesAt: string;
}

/** A venue in the owner's list; the editor's detail adds to these. */
const summaryColumns = {
  id: venues.id,
  prefix: venues.prefix,
  name: venues.name,
  address: venues.address,
  isActive: venues.isActive,
  createdAt: venues.createdAt,
  cityId: cities.id,
  cityName: cities.name,
  districtId: districts.id,
  districtName: districts.name,
};

/**
 * Category links are written in ascending id order: their triggers update the (city, category) counts of decision 048
 * in that order, so two venue writes of the same categories queue on those rows instead of deadlocking.
 */
const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b);

export function createOwnerVenuesRepository(db: Db) {
  const listQuery = () =>
    db
      .select(summaryColumns)
      .from(venues)
      .innerJoin(cities, eq(cities.id, venues.cityId))
      .innerJoin(districts, eq(districts.id, venues.districtId));

  return {
    listByOwnerId: (ownerId: number) =>
      listQuery().where(eq(venues.ownerId, ownerId)).orderBy(desc(venues.createdAt), desc(venues.id)),
    findById: async (id: number) => (await listQuery().where(eq(venues.id, id)).limit(1))[0] ?? null,

    /** The owner's venue with location names, or null when unknown or someone else's. */
    async findDetailByIdAndOwnerId(id: number, ownerId: number) {
      const [row] = await db
        .select({
          ...summaryColumns,
          description: venues.description,
          phone: venues.phone,
          email: venues.email,
          neighborhoodId: neighborhoods.id,
          neighborhoodName: neighborhoods.name,
          categoryIds: sql<
            number[]
          >`coalesce((select json_agg(vc.category_id order by vc.category_id) from venue_categories vc where vc.venue_id = ${venues.id}), '[]'::json)`,
        })
        .from(venues)
        .innerJoin(cities, eq(cities.id, venues.cityId))
        .innerJoin(districts, eq(districts.id, venues.districtId))
        .innerJoin(neighborhoods, eq(neighborhoods.id, venues.neighborhoodId))
        .where(and(eq(venues.id, id), eq(venues.ownerId, ownerId)))
        .limit(1);
      return row ?? null;
    },

    existsByIdAndOwnerId: async (id: number, ownerId: number) =>
      (
        await db
          .select({ id: venues.id })
          .from(venues)
          .where(and(eq(venues.id, id), eq(venues.ownerId, ownerId)))
          .limit(1)
      ).length > 0,

    listHoursByVenueId: (venueId: number) =>
      db
        .select({ weekday: venueHours.weekday, opensAt: venueHours.opensAt, closesAt: venueHours.closesAt })
        .from(venueHours)
        .where(eq(venueHours.venueId, venueId))
        .orderBy(asc(venueHours.weekday)),

    countCategories: async (ids: number[]) =>
      ids.length ? (await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids))).length : 0,

    async create(venue: typeof venues.$inferInsert, categoryIds: number[], hours: HoursInput[]): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(venues).values(venue).returning({ id: venues.id });
        const venueId = row!.id;
        if (categoryIds.length)
          await tx.insert(venueCategories).values(ascending(categoryIds).map((categoryId) => ({ venueId, categoryId })));
        await tx.insert(venueHours).values(hours.map((h) => ({ ...h, venueId })));
        return venueId;
      });
    },

    /** Updates the venue's own fields and, when given, replaces its categories and hours, all in one transaction. */
    async update(
      id: number,
      values: Partial<typeof venues.$inferInsert>,
      categoryIds: number[] | undefined,
      hours: HoursInput[] | undefined,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(venues)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(venues.id, id));
        if (categoryIds) {
          await tx.delete(venueCategories).where(eq(venueCategories.venueId, id));
          if (categoryIds.length)
            await tx.insert(venueCategories).values(ascending(categoryIds).map((categoryId) => ({ venueId: id, categoryId })));
        }
        if (hours) {
          await tx.delete(venueHours).where(eq(venueHours.venueId, id));
          await tx.insert(venueHours).values(hours.map((h) => ({ ...h, venueId: id })));
        }
      });
    },
  };
}
