import { messages } from '@randevu/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { byTurkishName } from '../../lib/collation';
import { createLocationsRepository } from './locations.repository';

export function createLocationsService({ db }: { db: Db }) {
  const repo = createLocationsRepository(db);
  return {
    async listCities() {
      return (await repo.listCities()).sort(byTurkishName);
    },
    async listDistricts(cityId: number) {
      if (!(await repo.findCityById(cityId))) throw notFound(messages.locations.cityNotFound);
      return (await repo.listDistrictsByCityId(cityId)).sort(byTurkishName);
    },
    async listNeighborhoods(districtId: number) {
      if (!(await repo.findDistrictById(districtId))) throw notFound(messages.locations.districtNotFound);
      return (await repo.listNeighborhoodsByDistrictId(districtId)).sort(byTurkishName);
    },
    /** Does (city, district, neighborhood) form one chain? Used when a venue is created. */
    async isConsistent(cityId: number, districtId: number, neighborhoodId: number) {
      const [district, neighborhood] = await Promise.all([
        repo.findDistrictById(districtId),
        repo.findNeighborhoodById(neighborhoodId),
      ]);
      return district?.cityId === cityId && neighborhood?.districtId === districtId;
    },
  };
}
