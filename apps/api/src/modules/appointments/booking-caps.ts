import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import type { Config } from '../../config/env';
import { LOCK_CLASSES } from '../../db/advisory-locks';
import { queryRows, type Db } from '../../db/client';
import { appointments } from '../../db/schema';
import { tooManyRequests } from '../../lib/errors';

const m = messages.appointments;

/**
 * A customer's live bookings (decision 057): pending or confirmed, made by the customer (not the front desk's), not
 * started yet. Whatever the venue's confirmation mode: at an instant-booking venue a booking is confirmed at once, and
 * a cap on pending requests alone let one free account hold any number of slots.
 */
const live = (now: Date): SQL =>
  and(
    inArray(appointments.status, ['pending', 'confirmed']),
    eq(appointments.bookedBy, 'customer'),
    gt(appointments.startsAt, now),
  )!;

/** The live bookings of `who`: in all and at the venue, as one row's `total` and `at_venue`. */
const liveCounts = (who: SQL, venueId: number, now: Date): SQL =>
  sql`(select count(*)::int as total, (count(*) filter (where ${appointments.venueId} = ${venueId}))::int as at_venue
         from ${appointments} where ${and(who, live(now))})`;

type Counts = { total: number; at_venue: number };

type Limits = Pick<Config['limits'], 'pendingPerUserVenue' | 'pendingPerUser'>;

function assertUnderCap(counts: Counts, limits: Limits) {
  if (counts.at_venue >= limits.pendingPerUserVenue) {
    throw tooManyRequests(m.pendingLimitVenue.replace('{count}', String(limits.pendingPerUserVenue)), 'PENDING_LIMIT');
  }
  if (counts.total >= limits.pendingPerUser) {
    throw tooManyRequests(m.pendingLimitTotal.replace('{count}', String(limits.pendingPerUser)), 'PENDING_LIMIT');
  }
}

/**
 * The caps of decision 016 on live bookings (decision 057), inside the booking's transaction before the slot's locks.
 * Each counted key is locked first (transaction-scoped advisory lock), so parallel bookings of one account, phone or
 * e-mail queue and the later one counts the earlier one's commit. Lock order: user or phone, then e-mail (distinct
 * classes, so a phone's lock never waits on an e-mail's of the same hash).
 */
export function createBookingCaps(limits: Limits, now: () => Date) {
  return {
    /** A signed-in customer: their account's live bookings. */
    async user(db: Db, userId: number, venueId: number) {
      await db.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASSES.userBookings}, ${userId})`);
      const [row] = await queryRows<Counts>(
        db,
        sql`select * from ${liveCounts(eq(appointments.userId, userId), venueId, now())} c`,
      );
      assertUnderCap(row!, limits);
    },

    /**
     * A guest: the live bookings made with the phone and those made with the e-mail (in lower case), counted in one
     * statement after both locks (a statement's snapshot is taken when it starts, so the count cannot share the
     * locks' statement).
     */
    async guest(db: Db, contact: { phone: string; email: string }, venueId: number) {
      const email = contact.email.toLowerCase();
      await db.execute(
        sql`select pg_advisory_xact_lock(${LOCK_CLASSES.guestPhone}, hashtext(${contact.phone})),
                   pg_advisory_xact_lock(${LOCK_CLASSES.guestEmail}, hashtext(${email}))`,
      );
      const at = now();
      const [row] = await queryRows<{ phone: Counts; email: Counts }>(
        db,
        sql`select to_json(p) as phone, to_json(e) as email
              from ${liveCounts(eq(appointments.customerPhone, contact.phone), venueId, at)} p,
                   ${liveCounts(sql`lower(${appointments.customerEmail}) = ${email}`, venueId, at)} e`,
      );
      assertUnderCap(row!.phone, limits);
      assertUnderCap(row!.email, limits);
    },
  };
}
