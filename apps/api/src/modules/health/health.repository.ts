import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export function createHealthRepository(db: Db) {
  return {
    /** One round trip to the database; throws when it cannot answer. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}
