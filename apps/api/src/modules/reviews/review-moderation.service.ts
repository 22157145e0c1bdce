import type { Db } from '../../db/client';
import type { ModuleDeps } from '../module-deps';
import { createReviewsRepository } from './reviews.repository';

export type HideOutcome = 'hidden' | 'already_hidden' | 'not_found';

/**
 * Moderation (decision 039), run by `npm run reviews:moderate`: the reported reviews, and hiding one with a recorded
 * reason. Hiding takes the review out of the venue's rating in the same transaction; the venue's cached public reads
 * drop after the commit (`review.hidden`).
 */
export function createReviewModerationService({ db, cache, now }: Pick<ModuleDeps, 'db' | 'cache' | 'now'>) {
  const repo = createReviewsRepository(db);
  return {
    listReported: () => repo.listReported(),

    async hide(id: number, reason: string): Promise<HideOutcome> {
      const outcome = await db.transaction(async (tx) => {
        const r = createReviewsRepository(tx as unknown as Db);
        const review = await r.findForHide(id);
        if (!review) return { kind: 'not_found' as const };
        if (review.hidden_at) return { kind: 'already_hidden' as const };
        await r.hide(id, reason, now());
        await r.addToVenueRating(review.venue_id, -1, -review.rating);
        return { kind: 'hidden' as const, venueId: review.venue_id };
      });
      if (outcome.kind !== 'hidden') return outcome.kind;
      cache.invalidateVenue(outcome.venueId);
      return 'hidden';
    },
  };
}
