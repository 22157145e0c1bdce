import { sql } from 'drizzle-orm';
import { queryRows as rows, type Db } from '../../db/client';
import { personOf } from '../../db/person';

/** The contacts a review's trust rules compare (decision 053): the appointment's and its venue owner's. */
export interface ReviewContactsRow {
  customer_email: string;
  customer_phone: string;
  user_email: string | null;
  user_phone: string | null;
  owner_email: string;
  owner_phone: string | null;
  venue_email: string | null;
  venue_phone: string;
  /** No earlier completed visit at the venue by the same person (decision 042) or the same account. */
  first_visit: boolean;
}

/** The reads of the review trust rules (decision 053), in the review write's transaction. */
export function createReviewTrustRepository(db: Db) {
  return {
    /** The contacts of the appointment and of its venue's owner, and whether it is the customer's first visit there. */
    async contacts(appointmentId: number): Promise<ReviewContactsRow | null> {
      const [row] = await rows<ReviewContactsRow>(
        db,
        sql`select a.customer_email, a.customer_phone, u.email as user_email, u.phone as user_phone,
                   o.email as owner_email, o.phone as owner_phone, v.email as venue_email, v.phone as venue_phone,
                   not exists (
                     select 1 from appointments e
                     where e.venue_id = a.venue_id and e.id <> a.id and e.status = 'completed'
                       and e.starts_at < a.starts_at
                       and (${personOf('e')} = ${personOf('a')} or e.user_id = a.user_id)
                   ) as first_visit
            from appointments a join venues v on v.id = a.venue_id join users o on o.id = v.owner_id
            left join users u on u.id = a.user_id
            where a.id = ${appointmentId}`,
      );
      return row ?? null;
    },

    /**
     * The venue's reviews by first-time contacts written since `since` (held ones too), counted under the venue
     * row's lock: two concurrent writes of one venue take turns, so the limit holds.
     */
    async countFirstVisitReviewsSince(venueId: number, since: Date): Promise<number> {
      // Two statements on purpose: under READ COMMITTED a statement's snapshot is taken when it starts, so a count in
      // the locking statement itself would not see the review the lock's previous holder just committed.
      await db.execute(sql`select id from venues where id = ${venueId} for update`);
      const [row] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from reviews
            where venue_id = ${venueId} and first_visit and created_at > ${since.toISOString()}`,
      );
      return Number(row?.n ?? 0);
    },
  };
}
