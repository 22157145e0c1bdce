import { sql, type SQL } from 'drizzle-orm';
import type { ReviewSort } from '@randevu/contracts';
import { queryRows as rows, type Db } from '../../db/client';

/** The seeded category whose venues' reviews show no service and only initials (decision 053, KVKK). */
export const HEALTH_CATEGORY_SLUG = 'saglik';

/** An appointment as the review rules read it, with its review when there is one (locked in a write). */
export interface ReviewableAppointmentRow {
  id: number;
  venue_id: number;
  status: string;
  starts_at: Date;
  ends_at: Date;
  completed_by: 'owner' | 'system' | null;
  booked_by: 'customer' | 'owner';
}

/** A review with what its public line shows (the author's names are masked by the service, never sent whole). */
export interface ReviewRow {
  id: number;
  appointment_id: number;
  venue_id: number;
  rating: number;
  comment: string | null;
  reply: string | null;
  replied_at: Date | null;
  hidden_at: Date | null;
  created_at: Date;
  updated_at: Date;
  first_name: string;
  last_name: string;
  service_name: string;
  reported: boolean;
  /** A front-desk booking's visit (decision 053): shown, marked, never counted. */
  front_desk: boolean;
  /** The venue is in the health category (decision 053): the author as initials, no service name. */
  health: boolean;
  hidden_kind: string | null;
  reply_hidden_at: Date | null;
  total: number;
}

const ORDER: Record<ReviewSort, SQL> = {
  newest: sql`r.created_at desc, r.id desc`,
  highest: sql`r.rating desc, r.created_at desc, r.id desc`,
  lowest: sql`r.rating asc, r.created_at desc, r.id desc`,
};

/** The columns of a review line: the appointment's names and service (copied at booking, decision 003). */
const reviewColumns = sql`
  r.id, r.appointment_id, r.venue_id, r.rating, r.comment, r.reply, r.replied_at, r.hidden_at, r.created_at,
  r.updated_at, a.customer_first_name as first_name, a.customer_last_name as last_name,
  coalesce(a.sub_service_name, a.service_name) as service_name,
  exists (select 1 from review_reports rr where rr.review_id = r.id) as reported,
  a.booked_by = 'owner' as front_desk, r.hidden_kind, r.reply_hidden_at,
  exists (select 1 from venue_categories vc join categories c on c.id = vc.category_id
          where vc.venue_id = r.venue_id and c.slug = ${HEALTH_CATEGORY_SLUG}) as health`;

export type HiddenKind = 'moderator' | 'no_show' | 'recheck' | 'held';

/** A review as hiding or publishing it reads it (locked). */
export interface HideableReview {
  id: number;
  venue_id: number;
  rating: number;
  counted: boolean;
  hidden_at: Date | null;
  hidden_kind: HiddenKind | null;
}

/** Drivers differ: node-postgres parses timestamptz, PGlite too; a count may come back as a string. */
const normalise = (r: ReviewRow): ReviewRow => ({
  ...r,
  created_at: new Date(r.created_at),
  updated_at: new Date(r.updated_at),
  replied_at: r.replied_at ? new Date(r.replied_at) : null,
  hidden_at: r.hidden_at ? new Date(r.hidden_at) : null,
  reply_hidden_at: r.reply_hidden_at ? new Date(r.reply_hidden_at) : null,
  total: Number(r.total ?? 0),
});

export function createReviewsRepository(db: Db) {
  /** One page of a venue's reviews and their total in one statement (a page past the end still carries the total). */
  const page = async (venueId: number, opts: { sort: ReviewSort; limit: number; offset: number; withHidden: boolean }) => {
    const visible = opts.withHidden ? sql`` : sql`and r.hidden_at is null`;
    const found = await rows<ReviewRow>(
      db,
      sql`
        with matched as (select r.id from reviews r where r.venue_id = ${venueId} ${visible})
        select t.total, p.*
        from (select count(*)::int as total from matched) t
        left join lateral (
          select ${reviewColumns}
          from reviews r join appointments a on a.id = r.appointment_id
          where r.id in (select id from matched)
          order by ${ORDER[opts.sort]}
          limit ${opts.limit} offset ${opts.offset}
        ) p on true
      `,
    );
    return { total: Number(found[0]?.total ?? 0), rows: found.filter((r) => r.id !== null).map(normalise) };
  };

  return {
    /** The appointment, locked for the review write; `userId` scopes it to the signed-in customer. */
    async findAppointmentForUpdate(id: number, userId?: number): Promise<ReviewableAppointmentRow | null> {
      const [row] = await rows<ReviewableAppointmentRow>(
        db,
        sql`select id, venue_id, status, starts_at, ends_at, completed_by, booked_by from appointments
            where id = ${id} ${userId === undefined ? sql`` : sql`and user_id = ${userId}`} for update`,
      );
      return row ? { ...row, starts_at: new Date(row.starts_at), ends_at: new Date(row.ends_at) } : null;
    },

    async findByAppointmentIdForUpdate(appointmentId: number) {
      const [row] = await rows<{ id: number; rating: number; counted: boolean; hidden_at: Date | null; created_at: Date }>(
        db,
        sql`select id, rating, counted, hidden_at, created_at from reviews where appointment_id = ${appointmentId} for update`,
      );
      return row ? { ...row, created_at: new Date(row.created_at) } : null;
    },

    /**
     * The new review's id, or null when the appointment has one already (a concurrent write lost the race); `held`
     * writes it hidden for moderation with that reason (decision 053).
     */
    async insert(v: {
      appointmentId: number;
      venueId: number;
      rating: number;
      comment: string | null;
      at: Date;
      counted: boolean;
      firstVisit: boolean;
      held: string | null;
    }) {
      const at = v.at.toISOString();
      const [row] = await rows<{ id: number }>(
        db,
        sql`insert into reviews (appointment_id, venue_id, rating, comment, created_at, updated_at, counted, first_visit,
                                 hidden_at, hidden_reason, hidden_kind)
            values (${v.appointmentId}, ${v.venueId}, ${v.rating}, ${v.comment}, ${at}, ${at}, ${v.counted}, ${v.firstVisit},
                    ${v.held === null ? null : at}, ${v.held}, ${v.held === null ? null : 'held'})
            on conflict (appointment_id) do nothing returning id`,
      );
      return row?.id ?? null;
    },

    async update(id: number, v: { rating: number; comment: string | null; at: Date }) {
      await db.execute(
        sql`update reviews set rating = ${v.rating}, comment = ${v.comment}, updated_at = ${v.at.toISOString()} where id = ${id}`,
      );
    },

    /** The venue's rating columns move by these deltas (in the caller's transaction, decision 039). */
    async addToVenueRating(venueId: number, count: number, sum: number) {
      await db.execute(
        sql`update venues set rating_count = rating_count + ${count}, rating_sum = rating_sum + ${sum} where id = ${venueId}`,
      );
    },

    async findById(id: number): Promise<ReviewRow | null> {
      const [row] = await rows<ReviewRow>(
        db,
        sql`select 0 as total, ${reviewColumns} from reviews r join appointments a on a.id = r.appointment_id where r.id = ${id}`,
      );
      return row ? normalise(row) : null;
    },

    /** The reviews of these appointments (hidden ones too: the author still sees their own), in one statement. */
    async listByAppointmentIds(ids: number[]): Promise<ReviewRow[]> {
      if (ids.length === 0) return [];
      const found = await rows<ReviewRow>(
        db,
        sql`select 0 as total, ${reviewColumns} from reviews r join appointments a on a.id = r.appointment_id
            where r.appointment_id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      );
      return found.map(normalise);
    },

    /** The review when it belongs to a venue of this owner. */
    async findIdForOwner(id: number, ownerId: number): Promise<number | null> {
      const [row] = await rows<{ id: number }>(
        db,
        sql`select r.id from reviews r join venues v on v.id = r.venue_id where r.id = ${id} and v.owner_id = ${ownerId}`,
      );
      return row?.id ?? null;
    },

    /** An active venue's rating columns; null when it is unknown or inactive. */
    async findActiveVenueRating(venueId: number) {
      const [row] = await rows<{ rating_count: number; rating_sum: number }>(
        db,
        sql`select rating_count, rating_sum from venues where id = ${venueId} and is_active`,
      );
      return row ?? null;
    },

    async findVenueOwnerId(venueId: number): Promise<number | null> {
      const [row] = await rows<{ owner_id: number }>(db, sql`select owner_id from venues where id = ${venueId}`);
      return row?.owner_id ?? null;
    },

    listVisibleByVenueId: (venueId: number, opts: { sort: ReviewSort; limit: number; offset: number }) =>
      page(venueId, { ...opts, withHidden: false }),

    listByVenueId: (venueId: number, opts: { sort: ReviewSort; limit: number; offset: number }) =>
      page(venueId, { ...opts, withHidden: true }),

    async setReply(id: number, reply: string, at: Date) {
      await db.execute(
        sql`update reviews set reply = ${reply}, replied_at = ${at.toISOString()}, reply_hidden_at = null,
            reply_hidden_reason = null where id = ${id}`,
      );
    },

    async insertReport(reviewId: number, ownerId: number, reason: string) {
      await db.execute(sql`insert into review_reports (review_id, owner_id, reason) values (${reviewId}, ${ownerId}, ${reason})`);
    },

    async findForHide(id: number) {
      const [row] = await rows<HideableReview>(
        db,
        sql`select id, venue_id, rating, counted, hidden_at, hidden_kind from reviews where id = ${id} for update`,
      );
      return row ?? null;
    },

    async findForHideByAppointmentId(appointmentId: number) {
      const [row] = await rows<HideableReview>(
        db,
        sql`select id, venue_id, rating, counted, hidden_at, hidden_kind from reviews
            where appointment_id = ${appointmentId} for update`,
      );
      return row ?? null;
    },

    async hide(id: number, kind: HiddenKind, reason: string, at: Date) {
      await db.execute(
        sql`update reviews set hidden_at = ${at.toISOString()}, hidden_reason = ${reason}, hidden_kind = ${kind} where id = ${id}`,
      );
    },

    async unhide(id: number) {
      await db.execute(sql`update reviews set hidden_at = null, hidden_reason = null, hidden_kind = null where id = ${id}`);
    },

    /** The reviews owners reported, newest report first, with the reports' reasons (the moderator's list). */
    listReported: () =>
      rows<{ id: number; venue_id: number; rating: number; comment: string | null; hidden_at: Date | null; reasons: string[] }>(
        db,
        sql`select r.id, r.venue_id, r.rating, r.comment, r.hidden_at,
                   json_agg(rr.reason order by rr.id) as reasons
            from reviews r join review_reports rr on rr.review_id = r.id
            group by r.id order by max(rr.id) desc`,
      ),
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
