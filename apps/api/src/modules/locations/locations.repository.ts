import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, districts, neighborhoods } from '../../db/schema';

export function createLocationsRepository(db: Db) {
  return {
    listCities: () => db.select({ id: cities.id, name: cities.name }).from(cities),
    findCityById: async (id: number) => (await db.select().from(cities).where(eq(cities.id, id)).limit(1))[0] ?? null,
    listDistrictsByCityId: (cityId: number) =>
      db
        .select({ id: districts.id, city_id: districts.cityId, name: districts.name })
        .from(districts)
        .where(eq(districts.cityId, cityId)),
    findDistrictById: async (id: number) => (await db.select().from(districts).where(eq(districts.id, id)).limit(1))[0] ?? null,
    listNeighborhoodsByDistrictId: (districtId: number) =>
      db
        .select({ id: neighborhoods.id, district_id: neighborhoods.districtId, name: neighborhoods.name })
        .from(neighborhoods)
        .where(eq(neighborhoods.districtId, districtId)),
    findNeighborhoodById: async (id: number) =>
      (await db.select().from(neighborhoods).where(eq(neighborhoods.id, id)).limit(1))[0] ?? null,
  };
}
