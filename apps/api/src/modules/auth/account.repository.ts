import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import {
  appointmentManageTokens,
  appointments,
  emailVerificationCodes,
  newsletterSubscriptions,
  passwordResetCodes,
  passwordResetTokens,
  sessions,
  users,
  venues,
} from '../../db/schema';

const LIVE = ['pending', 'confirmed'] as const;

export type AccountSessionRow = Pick<
  typeof sessions.$inferSelect,
  'id' | 'createdAt' | 'lastUsedAt' | 'expiresAt' | 'userAgent' | 'ip'
>;

/**
 * The account page's statements (decision 083). Deleting an account reaches the tables that hold the person's data
 * (their venues' listing flag and their own bookings) in one transaction, so an account is never half deleted.
 */
export function createAccountRepository(db: Db) {
  return {
    /** The account's sessions that still let a request in at `now`, newest first. */
    listLiveSessions(userId: number, now: Date): Promise<AccountSessionRow[]> {
      return db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          lastUsedAt: sessions.lastUsedAt,
          expiresAt: sessions.expiresAt,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.createdAt), desc(sessions.id));
    },
    /** Revokes one live session of this account; false when it is not theirs, or no longer live. */
    async revokeSession(userId: number, sessionId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
        )
        .returning({ id: sessions.id });
      return rows.length > 0;
    },
    /** Revokes every live session of the account but `keepId`; returns how many. */
    async revokeOtherSessions(userId: number, keepId: number, now: Date): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.userId, userId),
            sql`${sessions.id} <> ${keepId}`,
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        )
        .returning({ id: sessions.id });
      return rows.length;
    },
    async updatePasswordHash(userId: number, passwordHash: string, now: Date): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    },
    async updateBusinessName(userId: number, businessName: string, now: Date): Promise<void> {
      await db.update(users).set({ businessName, updatedAt: now }).where(eq(users.id, userId));
    },
    /** True when one of the owner's venues has a pending or confirmed appointment still ahead. */
    async ownerHasUpcoming(ownerId: number, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: appointments.id })
        .from(appointments)
        .innerJoin(venues, eq(venues.id, appointments.venueId))
        .where(and(eq(venues.ownerId, ownerId), inArray(appointments.status, LIVE), gt(appointments.endsAt, now)))
        .limit(1);
      return Boolean(row);
    },
    /** True when the user has a pending or confirmed appointment still ahead. */
    async userHasUpcoming(userId: number, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.userId, userId), inArray(appointments.status, LIVE), gt(appointments.endsAt, now)))
        .limit(1);
      return Boolean(row);
    },
    /**
     * Deletes an account by anonymising it (decision 083): the row stays (appointments, reviews and the money of past
     * visits point at it) with no name, e-mail, phone or usable password; its sessions and codes are deleted; an
     * owner's venues leave the listing; a user's bookings keep their time, service and price but lose the person.
     * Returns the ids of the venues taken off the listing.
     */
    anonymise(userId: number, email: string, passwordHash: string, now: Date): Promise<number[]> {
      return db.transaction(async (tx) => {
        const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for('update');
        if (!user) return [];
        await tx
          .update(users)
          .set({
            email: `silinmis-${userId}@hesap.invalid`,
            passwordHash,
            firstName: null,
            lastName: null,
            phone: null,
            businessName: user.role === 'owner' ? 'Silinmiş işletme' : null,
            emailVerifiedAt: null,
            updatedAt: now,
          })
          .where(eq(users.id, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        await tx.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, userId));
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
        await tx.delete(emailVerificationCodes).where(eq(emailVerificationCodes.userId, userId));
        await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email.toLowerCase()));
        const mine = tx.select({ id: appointments.id }).from(appointments).where(eq(appointments.userId, userId));
        await tx.delete(appointmentManageTokens).where(inArray(appointmentManageTokens.appointmentId, mine));
        await tx
          .update(appointments)
          .set({
            customerFirstName: 'Silinmiş',
            customerLastName: 'Kullanıcı',
            customerEmail: `silinmis-${userId}@hesap.invalid`,
            customerPhone: '',
            notes: null,
          })
          .where(eq(appointments.userId, userId));
        await moveToDeletedCards(tx, userId);
        const hidden = await tx
          .update(venues)
          .set({ isActive: false, updatedAt: now })
          .where(and(eq(venues.ownerId, userId), eq(venues.isActive, true)))
          .returning({ id: venues.id });
        return hidden.map((v) => v.id);
      });
    },
  };
}

/**
 * A deleted account's appointments leave the venues' cards of the person (decision 086): at each venue they move to
 * one card named as the anonymised rows are, and a card left with no appointment (the account's own) is deleted with
 * its note. A card that still holds the person's guest bookings keeps them: the venue's record of its own customer.
 */
async function moveToDeletedCards(tx: Db, userId: number): Promise<void> {
  const email = `silinmis-${userId}@hesap.invalid`;
  const before = await queryRows<{ id: number }>(
    tx,
    sql`select distinct customer_id as id from appointments where user_id = ${userId}`,
  );
  const ids = before.map((r) => Number(r.id));
  if (!ids.length) return;
  await tx.execute(sql`
    with cards as (
      insert into customers (venue_id, first_name, last_name, email)
      select distinct venue_id, 'Silinmiş', 'Kullanıcı', ${email} from appointments where user_id = ${userId}
      on conflict (venue_id, email) where phone is null and email is not null do update set email = excluded.email
      returning id, venue_id
    )
    update appointments a set customer_id = c.id from cards c where a.user_id = ${userId} and a.venue_id = c.venue_id`);
  await tx.execute(sql`
    delete from customers c
    where c.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
      and not exists (select 1 from appointments a where a.customer_id = c.id)`);
}
