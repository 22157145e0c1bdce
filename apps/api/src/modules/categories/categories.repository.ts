import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, services } from '../../db/schema';

export function createCategoriesRepository(db: Db) {
  return {
    listCategories: () =>
      db
        .select({ id: categories.id, name: categories.name, slug: categories.slug, description: categories.description })
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.id)),
    findCategoryById: async (id: number) => (await db.select().from(categories).where(eq(categories.id, id)).limit(1))[0] ?? null,
    listServicesByCategoryId: (categoryId: number) =>
      db.select().from(services).where(eq(services.categoryId, categoryId)).orderBy(asc(services.position), asc(services.id)),
    findServiceById: async (id: number) => (await db.select().from(services).where(eq(services.id, id)).limit(1))[0] ?? null,
  };
}
