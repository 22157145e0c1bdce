import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Role } from '@randevu/contracts';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type NewSessionRow = typeof sessions.$inferInsert;
/** The signed-in user a live session stands for. */
export interface SessionUserRow {
  sessionId: number;
  id: number;
  role: Role;
  lastUsedAt: Date | null;
}

export function createAuthRepository(db: Db) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row ?? null;
    },
    async findUserById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },
    async revokeSessionsOfUser(userId: number): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length;
    },
    async createUser(values: NewUserRow): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    // Sessions: every statement on the sessions table is here (the auth plugin reaches them
    // through the sessions service, the purge job through `sessionPurgeJob`).
    async insertSession(values: NewSessionRow): Promise<void> {
      await db.insert(sessions).values(values);
    },
    /** True when the user ever had a session (signed in or registered) from this address; kept ones only. */
    async hasSessionFromAddress(userId: number, ip: string): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip)))
        .limit(1);
      return Boolean(row);
    },
    async revokeSession(sessionId: number, at: Date): Promise<void> {
      await db.update(sessions).set({ revokedAt: at }).where(eq(sessions.id, sessionId));
    },
    /** The user of the session with this token hash, unless it is revoked or expired at `now`. */
    async findSessionUser(tokenHash: string, now: Date): Promise<SessionUserRow | null> {
      const [row] = await db
        .select({ sessionId: sessions.id, id: users.id, role: users.role, lastUsedAt: sessions.lastUsedAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .limit(1);
      return row ?? null;
    },
    /** Marks the session used at `now` unless it was marked after `since` (one write per session every few minutes). */
    async touchSession(sessionId: number, now: Date, since: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ lastUsedAt: now })
        .where(and(eq(sessions.id, sessionId), or(isNull(sessions.lastUsedAt), lt(sessions.lastUsedAt, since))));
    },
    /** Deletes sessions expired before `now` and those revoked before `revokedBefore`; returns how many. */
    async deleteStaleSessions(now: Date, revokedBefore: Date): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, now), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, revokedBefore))))
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}
