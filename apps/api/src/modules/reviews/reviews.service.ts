import {
  messages,
  ratingAverage,
  type MyReview,
  type OwnerReview,
  type PublicReview,
  type ReviewSort,
  type ReviewValues,
} from '@randevu/contracts';
import type { Db } from '../../db/client';
import { conflict, notFound, type AppError } from '../../lib/errors';
import type { ModuleDeps } from '../module-deps';
import { createReviewsRepository, type ReviewRow } from './reviews.repository';

const m = messages.reviews;
const HOUR = 3_600_000;
/** Decision 039: a review opens an hour after the appointment's end and closes 30 days after it. */
export const REVIEW_OPENS_AFTER_MS = HOUR;
export const REVIEW_CLOSES_AFTER_MS = 30 * 24 * HOUR;
/** The author may edit a review for 48 hours after writing it. */
export const REVIEW_EDITABLE_MS = 48 * HOUR;

/** "Mehmet K.": the first name and the last name's initial, never the whole last name (issue 26). */
export function reviewAuthor(firstName: string, lastName: string): string {
  const initial = Array.from(lastName.trim())[0];
  const first = firstName.trim();
  return initial ? `${first} ${initial.toLocaleUpperCase('tr-TR')}.` : first;
}

export const toPublicReview = (r: ReviewRow): PublicReview => ({
  id: r.id,
  author: reviewAuthor(r.first_name, r.last_name),
  created_at: r.created_at.toISOString(),
  service_name: r.service_name,
  rating: r.rating,
  comment: r.comment,
  reply: r.reply !== null && r.replied_at ? { text: r.reply, replied_at: r.replied_at.toISOString() } : null,
});

export const toMyReview = (r: ReviewRow): MyReview => ({
  ...toPublicReview(r),
  appointment_id: r.appointment_id,
  updated_at: r.updated_at.toISOString(),
  editable_until: new Date(r.created_at.getTime() + REVIEW_EDITABLE_MS).toISOString(),
});

export const toOwnerReview = (r: ReviewRow): OwnerReview => ({
  ...toPublicReview(r),
  appointment_id: r.appointment_id,
  hidden: r.hidden_at !== null,
  reported: r.reported,
});

/** Whose appointment: the signed-in user's (scoped by id), or the one a manage link resolved to. */
export type ReviewScope = { userId?: number; missing: () => Error };

type Deps = Pick<ModuleDeps, 'db' | 'cache' | 'now'>;

/**
 * The customer's review of their completed appointment (decision 039): who may write it and when, the 48-hour edit,
 * and the venue's rating columns moved in the same transaction. The cached public reads of the venue drop after the
 * commit (`review.created`, `review.updated`).
 */
export function createReviewsService({ db, cache, now }: Deps) {
  const repo = createReviewsRepository(db);

  /** Why this appointment cannot be reviewed now, or null when it can. */
  function refusal(status: string, endsAt: Date, at: Date): AppError | null {
    if (status !== 'completed') return conflict(m.notCompleted, 'REVIEW_NOT_COMPLETED');
    if (at.getTime() < endsAt.getTime() + REVIEW_OPENS_AFTER_MS) return conflict(m.tooEarly, 'REVIEW_TOO_EARLY');
    if (at.getTime() > endsAt.getTime() + REVIEW_CLOSES_AFTER_MS) return conflict(m.tooLate, 'REVIEW_TOO_LATE');
    return null;
  }

  async function read(id: number): Promise<MyReview> {
    const row = await repo.findById(id);
    if (!row) throw notFound(m.notFound, 'REVIEW_NOT_FOUND');
    return toMyReview(row);
  }

  return {
    async create(appointmentId: number, scope: ReviewScope, body: ReviewValues): Promise<MyReview> {
      const at = now();
      const { id, venueId } = await db.transaction(async (tx) => {
        const r = createReviewsRepository(tx as unknown as Db);
        const appointment = await r.findAppointmentForUpdate(appointmentId, scope.userId);
        if (!appointment) throw scope.missing();
        if (appointment.status === 'completed' && (await r.findByAppointmentIdForUpdate(appointmentId)))
          throw conflict(m.alreadyReviewed, 'REVIEW_EXISTS');
        const refused = refusal(appointment.status, appointment.ends_at, at);
        if (refused) throw refused;
        const created = await r.insert({
          appointmentId,
          venueId: appointment.venue_id,
          rating: body.rating,
          comment: body.comment,
          at,
        });
        if (created === null) throw conflict(m.alreadyReviewed, 'REVIEW_EXISTS');
        await r.addToVenueRating(appointment.venue_id, 1, body.rating);
        return { id: created, venueId: appointment.venue_id };
      });
      cache.invalidateVenue(venueId);
      return read(id);
    },

    /** The author's edit, within 48 hours of writing it; a hidden review stays as the moderator left it. */
    async update(appointmentId: number, scope: ReviewScope, body: ReviewValues): Promise<MyReview> {
      const at = now();
      const { id, venueId } = await db.transaction(async (tx) => {
        const r = createReviewsRepository(tx as unknown as Db);
        const appointment = await r.findAppointmentForUpdate(appointmentId, scope.userId);
        if (!appointment) throw scope.missing();
        const review = await r.findByAppointmentIdForUpdate(appointmentId);
        if (!review) throw notFound(m.notReviewed, 'REVIEW_NOT_FOUND');
        if (review.hidden_at) throw conflict(m.hidden, 'REVIEW_HIDDEN');
        if (at.getTime() > review.created_at.getTime() + REVIEW_EDITABLE_MS)
          throw conflict(m.editWindowClosed, 'REVIEW_EDIT_CLOSED');
        await r.update(review.id, { rating: body.rating, comment: body.comment, at });
        await r.addToVenueRating(appointment.venue_id, 0, body.rating - review.rating);
        return { id: review.id, venueId: appointment.venue_id };
      });
      cache.invalidateVenue(venueId);
      return read(id);
    },

    /** A page of an active venue's visible reviews, with its rating (404 for an unknown or inactive venue). */
    async listPublic(venueId: number, q: { page: number; limit: number; sort: ReviewSort }) {
      const venue = await repo.findActiveVenueRating(venueId);
      if (!venue) throw notFound(messages.venues.notFound);
      const { total, rows } = await repo.listVisibleByVenueId(venueId, {
        sort: q.sort,
        limit: q.limit,
        offset: (q.page - 1) * q.limit,
      });
      return {
        data: rows.map(toPublicReview),
        meta: {
          total,
          page: q.page,
          limit: q.limit,
          rating_average: ratingAverage(venue.rating_sum, venue.rating_count),
          rating_count: venue.rating_count,
        },
      };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
