import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export function createAuthRepository(db: Db) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
      return row ?? null;
    },
    async findUserById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },
    async createUser(values: NewUserRow): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },
  };
}
