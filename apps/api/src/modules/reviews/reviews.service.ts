import { messages, ratingAverage, type MyReview, type ReviewSort, type ReviewValues } from '@randevu/contracts';
import type { Db } from '../../db/client';
import { conflict, notFound, type AppError } from '../../lib/errors';
import type { ModuleDeps } from '../module-deps';
import { REVIEW_EDITABLE_MS, toMyReview, toPublicReview } from './review-dto';
import { BURST_LIMIT, BURST_WINDOW_MS, isOwnerContact } from './review-trust';
import { createReviewTrustRepository } from './review-trust.repository';
import { reviewWindow } from './review-window';
import { createReviewsRepository, type ReviewableAppointmentRow } from './reviews.repository';

const m = messages.reviews;
export { REVIEW_EDITABLE_MS, reviewAuthor, toMyReview, toOwnerReview, toPublicReview } from './review-dto';
// What other modules use of the module (decision 061: a module is reached through its service).
export { loadAppointmentReviewFields, NO_REVIEW_FIELDS, type AppointmentReviewFields } from './appointment-review-fields';
export { hideReviewOfNoShow } from './review-moderation.service';

/** Whose appointment: the signed-in user's (scoped by id), or the one a manage link resolved to. */
export type ReviewScope = { userId?: number; missing: () => Error };

type Deps = Pick<ModuleDeps, 'db' | 'cache' | 'now'>;

/**
 * The customer's review of their completed appointment (decisions 039, 053): who may write it and when, the 48-hour
 * edit, and the venue's rating columns moved in the same transaction, only by a published review of the customer's
 * own booking (a front-desk visit's is shown but not counted; a burst of first-time contacts' is held for
 * moderation). The cached public reads of the venue drop after the commit (`review.created`, `review.updated`).
 */
export function createReviewsService({ db, cache, now }: Deps) {
  const repo = createReviewsRepository(db);

  /** Why this appointment cannot be reviewed now, or null when it can (the window: review-window.ts). */
  function refusal(a: ReviewableAppointmentRow, at: Date): AppError | null {
    if (a.status !== 'completed') return conflict(m.notCompleted, 'REVIEW_NOT_COMPLETED');
    const window = reviewWindow({ startsAt: a.starts_at, endsAt: a.ends_at, completedBy: a.completed_by });
    if (at.getTime() < window.opensAt.getTime())
      return conflict(a.completed_by === 'owner' ? m.tooEarly : m.tooEarlyUnconfirmed, 'REVIEW_TOO_EARLY');
    if (at.getTime() > window.closesAt.getTime()) return conflict(m.tooLate, 'REVIEW_TOO_LATE');
    return null;
  }

  /**
   * The trust rules of a new review (decision 053), in its transaction: refused when the appointment's contact is
   * the owner's; counted only for the customer's own booking; held when it is one more first-time contact's review
   * than the venue's burst limit allows.
   */
  async function trust(tx: Db, a: ReviewableAppointmentRow, at: Date) {
    const t = createReviewTrustRepository(tx);
    const contacts = await t.contacts(a.id);
    if (contacts && isOwnerContact(contacts)) throw conflict(m.ownerContact, 'REVIEW_OWNER_CONTACT');
    const firstVisit = contacts?.first_visit ?? true;
    const recent = firstVisit ? await t.countFirstVisitReviewsSince(a.venue_id, new Date(at.getTime() - BURST_WINDOW_MS)) : 0;
    return { counted: a.booked_by === 'customer', firstVisit, held: recent >= BURST_LIMIT ? m.heldBurst : null };
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
        const r = createReviewsRepository(tx);
        const appointment = await r.findAppointmentForUpdate(appointmentId, scope.userId);
        if (!appointment) throw scope.missing();
        if (appointment.status === 'completed' && (await r.findByAppointmentIdForUpdate(appointmentId)))
          throw conflict(m.alreadyReviewed, 'REVIEW_EXISTS');
        const refused = refusal(appointment, at);
        if (refused) throw refused;
        const rules = await trust(tx, appointment, at);
        const created = await r.insert({
          appointmentId,
          venueId: appointment.venue_id,
          rating: body.rating,
          comment: body.comment,
          at,
          ...rules,
        });
        if (created === null) throw conflict(m.alreadyReviewed, 'REVIEW_EXISTS');
        if (rules.counted && rules.held === null) await r.addToVenueRating(appointment.venue_id, 1, body.rating);
        return { id: created, venueId: appointment.venue_id };
      });
      cache.invalidateVenue(venueId);
      return read(id);
    },

    /** The author's edit, within 48 hours of writing it; a hidden review stays as the moderator left it. */
    async update(appointmentId: number, scope: ReviewScope, body: ReviewValues): Promise<MyReview> {
      const at = now();
      const { id, venueId } = await db.transaction(async (tx) => {
        const r = createReviewsRepository(tx);
        const appointment = await r.findAppointmentForUpdate(appointmentId, scope.userId);
        if (!appointment) throw scope.missing();
        const review = await r.findByAppointmentIdForUpdate(appointmentId);
        if (!review) throw notFound(m.notReviewed, 'REVIEW_NOT_FOUND');
        if (review.hidden_at) throw conflict(m.hidden, 'REVIEW_HIDDEN');
        if (at.getTime() > review.created_at.getTime() + REVIEW_EDITABLE_MS)
          throw conflict(m.editWindowClosed, 'REVIEW_EDIT_CLOSED');
        await r.update(review.id, { rating: body.rating, comment: body.comment, at });
        if (review.counted) await r.addToVenueRating(appointment.venue_id, 0, body.rating - review.rating);
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
