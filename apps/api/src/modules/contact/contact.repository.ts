import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export function createContactRepository(db: Db) {
  return {
    async create(values: typeof contactMessages.$inferInsert): Promise<number> {
      const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
      return row!.id;
    },
  };
}
