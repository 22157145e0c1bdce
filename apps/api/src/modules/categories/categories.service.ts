import { kurusToLira, messages, type Service } from '@randevu/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { createCategoriesRepository } from './categories.repository';

export function createCategoriesService({ db }: { db: Db }) {
  const repo = createCategoriesRepository(db);
  return {
    listCategories: () => repo.listCategories(),
    async listServices(categoryId: number): Promise<Service[]> {
      if (!(await repo.findCategoryById(categoryId))) throw notFound(messages.locations.categoryNotFound);
      const rows = await repo.listServicesByCategoryId(categoryId);
      return rows.map((s) => ({
        id: s.id,
        category_id: s.categoryId,
        name: s.name,
        description: s.description,
        duration_minutes: s.durationMinutes,
        price: kurusToLira(s.defaultPriceKurus),
      }));
    },
    findServiceById: (id: number) => repo.findServiceById(id),
  };
}
