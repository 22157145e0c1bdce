import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, emailVerificationCodes, users } from '../../db/schema';

export type EmailVerificationCodeRow = typeof emailVerificationCodes.$inferSelect;

/** Codes of the e-mail verification, the account's verified mark and the claim (decision 038); `db` may be a transaction. */
export function createEmailVerificationRepository(db: Db) {
  return {
    async findUser(userId: number): Promise<{ id: number; email: string; emailVerifiedAt: Date | null } | null> {
      const [row] = await db
        .select({ id: users.id, email: users.email, emailVerifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    /** Kills every live code of the user (a new code replaces the old). */
    async consumeLiveCodes(userId: number, at: Date): Promise<void> {
      await db
        .update(emailVerificationCodes)
        .set({ consumedAt: at })
        .where(and(eq(emailVerificationCodes.userId, userId), isNull(emailVerificationCodes.consumedAt)));
    },

    async insertCode(values: typeof emailVerificationCodes.$inferInsert): Promise<void> {
      await db.insert(emailVerificationCodes).values(values);
    },

    /** The newest code of the user: the only one that can still be live. */
    async latestCode(userId: number): Promise<EmailVerificationCodeRow | null> {
      const [row] = await db
        .select()
        .from(emailVerificationCodes)
        .where(eq(emailVerificationCodes.userId, userId))
        .orderBy(desc(emailVerificationCodes.id))
        .limit(1);
      return row ?? null;
    },

    /** Counts one try atomically: the new count, or null when the code was used up (parallel guesses stay within the cap). */
    async countAttempt(codeId: number, maxAttempts: number): Promise<number | null> {
      const [row] = await db
        .update(emailVerificationCodes)
        .set({ attempts: sql`${emailVerificationCodes.attempts} + 1` })
        .where(
          and(
            eq(emailVerificationCodes.id, codeId),
            isNull(emailVerificationCodes.consumedAt),
            lt(emailVerificationCodes.attempts, maxAttempts),
          ),
        )
        .returning({ attempts: emailVerificationCodes.attempts });
      return row?.attempts ?? null;
    },

    /** Marks the code used; false when a parallel confirmation used it first. */
    async consumeCode(codeId: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(emailVerificationCodes)
        .set({ consumedAt: at })
        .where(and(eq(emailVerificationCodes.id, codeId), isNull(emailVerificationCodes.consumedAt)))
        .returning({ id: emailVerificationCodes.id });
      return rows.length === 1;
    },

    /** Marks the account verified, provided its address is still the one the code went to. */
    async markVerified(userId: number, email: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ emailVerifiedAt: at, updatedAt: at })
        .where(and(eq(users.id, userId), sql`lower(${users.email}) = lower(${email})`))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    /** Gives the account every guest appointment booked with `email` (any case); answers how many. */
    async claimGuestAppointments(userId: number, email: string): Promise<number> {
      const rows = await db
        .update(appointments)
        .set({ userId })
        .where(and(isNull(appointments.userId), sql`lower(${appointments.customerEmail}) = lower(${email})`))
        .returning({ id: appointments.id });
      return rows.length;
    },

    /** The same claim for an account whose address is verified, in one statement (nothing when it is not). */
    async claimGuestAppointmentsOfVerifiedUser(userId: number): Promise<number> {
      const rows = await db
        .update(appointments)
        .set({ userId })
        .from(users)
        .where(
          and(
            eq(users.id, userId),
            sql`${users.emailVerifiedAt} is not null`,
            isNull(appointments.userId),
            sql`lower(${appointments.customerEmail}) = lower(${users.email})`,
          ),
        )
        .returning({ id: appointments.id });
      return rows.length;
    },
  };
}
