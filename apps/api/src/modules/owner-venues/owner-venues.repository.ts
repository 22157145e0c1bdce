import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, cities, districts, venueCategories, venueHours, venues } from '../../db/schema';

export function createOwnerVenuesRepository(db: Db) {
  const listQuery = () =>
    db
      .select({
        id: venues.id,
        slug: venues.slug,
        name: venues.name,
        address: venues.address,
        isActive: venues.isActive,
        createdAt: venues.createdAt,
        cityId: cities.id,
        cityName: cities.name,
        districtId: districts.id,
        districtName: districts.name,
      })
      .from(venues)
      .innerJoin(cities, eq(cities.id, venues.cityId))
      .innerJoin(districts, eq(districts.id, venues.districtId));

  return {
    listByOwnerId: (ownerId: number) => listQuery().where(eq(venues.ownerId, ownerId)).orderBy(desc(venues.createdAt), desc(venues.id)),
    findById: async (id: number) => (await listQuery().where(eq(venues.id, id)).limit(1))[0] ?? null,
    countCategories: async (ids: number[]) =>
      ids.length ? (await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids))).length : 0,
    async create(
      venue: typeof venues.$inferInsert,
      categoryIds: number[],
      hours: { weekday: number; opensAt: string; closesAt: string }[],
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(venues).values(venue).returning({ id: venues.id });
        const venueId = row!.id;
        if (categoryIds.length) await tx.insert(venueCategories).values(categoryIds.map((categoryId) => ({ venueId, categoryId })));
        await tx.insert(venueHours).values(hours.map((h) => ({ ...h, venueId })));
        return venueId;
      });
    },
  };
}
