import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Transaction-scoped advisory locks, one namespace (the first key) per kind of thing they queue. Any constants do;
 * they only have to be ours and distinct. Lock order, where a transaction takes several: user (or a guest's phone, then e-mail) → venue days → expert.
 */
export const LOCK_CLASSES = {
  /** An expert's time: bookings and moves of the expert, time off of the expert. */
  expertTime: 4_210,
  /** A user's bookings (the live-booking cap, decision 057). */
  userBookings: 4_211,
  /** A venue's days: bookings hold it shared, a closure or a holiday change exclusively. */
  venueDays: 4_212,
  /** A guest's bookings by phone, then by e-mail (the live-booking cap, decision 057). */
  guestPhone: 4_213,
  guestEmail: 4_214,
} as const;

/** Queues everything that changes the expert's time until the transaction ends. */
export async function lockExpertTime(db: Db, expertId: number): Promise<void> {
  await db.execute(sql`select ${expertTimeLock(expertId)}`);
}

/** The expert's time lock as an expression, for a statement that takes several locks at once (a booking). */
export const expertTimeLock = (expertId: number | SQL): SQL =>
  sql`pg_advisory_xact_lock(${LOCK_CLASSES.expertTime}, ${expertId})`;

/** The venue's days held shared, as an expression (see `lockVenueDays`). */
export const venueDaysSharedLock = (venueId: number | SQL): SQL =>
  sql`pg_advisory_xact_lock_shared(${LOCK_CLASSES.venueDays}, ${venueId})`;

/**
 * A booking holds its venue's days shared (bookings of different experts still run side by side); a closure or a
 * holiday change holds them exclusively, so it either sees a booking's commit or the booking sees the closure.
 */
export async function lockVenueDays(db: Db, venueId: number, mode: 'shared' | 'exclusive'): Promise<void> {
  await db.execute(
    mode === 'shared'
      ? sql`select ${venueDaysSharedLock(venueId)}`
      : sql`select pg_advisory_xact_lock(${LOCK_CLASSES.venueDays}, ${venueId})`,
  );
}
