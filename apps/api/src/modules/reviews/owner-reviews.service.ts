import { messages, ratingAverage, type OwnerReview, type ReviewSort } from '@randevu/contracts';
import { notFound } from '../../lib/errors';
import type { ModuleDeps } from '../module-deps';
import { createReviewsRepository } from './reviews.repository';
import { toOwnerReview } from './reviews.service';

const m = messages.reviews;

/**
 * The owner's side of reviews (decision 039): every review of their venue (hidden ones marked), one public
 * reply per review, a report to the moderators. Another owner's venue or review answers 404; the owner can never hide
 * or delete a review. A reply shows only on the reviews list, which is not cached: nothing to invalidate.
 */
export function createOwnerReviewsService({ db, now }: Pick<ModuleDeps, 'db' | 'now'>) {
  const repo = createReviewsRepository(db);

  async function ownReview(id: number, ownerId: number): Promise<OwnerReview> {
    if ((await repo.findIdForOwner(id, ownerId)) === null) throw notFound(m.notFound, 'REVIEW_NOT_FOUND');
    const row = await repo.findById(id);
    if (!row) throw notFound(m.notFound, 'REVIEW_NOT_FOUND');
    return toOwnerReview(row);
  }

  return {
    async list(venueId: number, ownerId: number, q: { page: number; limit: number; sort: ReviewSort }) {
      if ((await repo.findVenueOwnerId(venueId)) !== ownerId) throw notFound(messages.venues.notFound);
      const venue = await repo.findActiveVenueRating(venueId);
      const { total, rows } = await repo.listByVenueId(venueId, { sort: q.sort, limit: q.limit, offset: (q.page - 1) * q.limit });
      return {
        data: rows.map(toOwnerReview),
        meta: {
          total,
          page: q.page,
          limit: q.limit,
          rating_average: venue ? ratingAverage(venue.rating_sum, venue.rating_count) : null,
          rating_count: venue?.rating_count ?? 0,
        },
      };
    },

    async reply(id: number, ownerId: number, reply: string): Promise<OwnerReview> {
      await ownReview(id, ownerId);
      await repo.setReply(id, reply, now());
      return ownReview(id, ownerId);
    },

    async report(id: number, ownerId: number, reason: string): Promise<OwnerReview> {
      await ownReview(id, ownerId);
      await repo.insertReport(id, ownerId, reason);
      return ownReview(id, ownerId);
    },
  };
}
