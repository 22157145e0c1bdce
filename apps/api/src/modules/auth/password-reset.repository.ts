import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetCodes, passwordResetTokens, users } from '../../db/schema';

export type ResetCodeRow = typeof passwordResetCodes.$inferSelect;
export type ResetTokenRow = typeof passwordResetTokens.$inferSelect;

/** Codes and tokens of the password reset (decision 024); `db` may be a transaction. */
export function createPasswordResetRepository(db: Db) {
  return {
    /** Kills every live code of the user (a new code replaces the old; a used reset ends them all). */
    async consumeLiveCodes(userId: number, at: Date): Promise<void> {
      await db
        .update(passwordResetCodes)
        .set({ consumedAt: at })
        .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.consumedAt)));
    },

    async insertCode(values: {
      userId: number;
      codeHash: string;
      salt: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<ResetCodeRow> {
      const [row] = await db.insert(passwordResetCodes).values(values).returning();
      return row!;
    },

    /** The newest code of the user: the only one that can still be live. */
    async latestCode(userId: number): Promise<ResetCodeRow | null> {
      const [row] = await db
        .select()
        .from(passwordResetCodes)
        .where(eq(passwordResetCodes.userId, userId))
        .orderBy(desc(passwordResetCodes.id))
        .limit(1);
      return row ?? null;
    },

    /**
     * Counts one try, atomically: answers the new count, or null when the code was already used
     * up (so parallel guesses can never exceed `maxAttempts`).
     */
    async countAttempt(codeId: number, maxAttempts: number): Promise<number | null> {
      const [row] = await db
        .update(passwordResetCodes)
        .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
        .where(
          and(
            eq(passwordResetCodes.id, codeId),
            isNull(passwordResetCodes.consumedAt),
            lt(passwordResetCodes.attempts, maxAttempts),
          ),
        )
        .returning({ attempts: passwordResetCodes.attempts });
      return row?.attempts ?? null;
    },

    /** Marks the code used; false when someone else used it first. */
    async consumeCode(codeId: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(passwordResetCodes)
        .set({ consumedAt: at })
        .where(and(eq(passwordResetCodes.id, codeId), isNull(passwordResetCodes.consumedAt)))
        .returning({ id: passwordResetCodes.id });
      return rows.length === 1;
    },

    async insertToken(values: { userId: number; tokenHash: string; createdAt: Date; expiresAt: Date }): Promise<void> {
      await db.insert(passwordResetTokens).values(values);
    },

    async findToken(tokenHash: string): Promise<ResetTokenRow | null> {
      const [row] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash)).limit(1);
      return row ?? null;
    },

    /** Uses the token once: false when it was used already (a second reset racing this one). */
    async useToken(tokenId: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(passwordResetTokens)
        .set({ usedAt: at })
        .where(and(eq(passwordResetTokens.id, tokenId), isNull(passwordResetTokens.usedAt)))
        .returning({ id: passwordResetTokens.id });
      return rows.length === 1;
    },

    /** Every other unused token of the user dies with a reset. */
    async useAllTokens(userId: number, at: Date): Promise<void> {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: at })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },

    async setPasswordHash(userId: number, passwordHash: string, at: Date): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId));
    },
  };
}
