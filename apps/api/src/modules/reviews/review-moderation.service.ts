import { hasContactDetails, messages } from '@randevu/contracts';
import type { Db } from '../../db/client';
import type { ModuleDeps } from '../module-deps';
import { createReviewModerationRepository } from './review-moderation.repository';
import { createReviewsRepository, type HiddenKind, type HideableReview, type ReviewsRepository } from './reviews.repository';

export type HideOutcome = 'hidden' | 'already_hidden' | 'not_found';
export type PublishOutcome = 'published' | 'not_held' | 'not_found';

/** Hides a locked review with its reason and takes it out of the venue's rating when it counted there. */
async function hideLocked(r: ReviewsRepository, review: HideableReview, kind: HiddenKind, reason: string, at: Date) {
  await r.hide(review.id, kind, reason, at);
  if (review.counted) await r.addToVenueRating(review.venue_id, -1, -review.rating);
}

/**
 * The owner's "Gelmedi" within the correction window hides the visit's review, if any (decision 053: the owner's mark
 * wins over the completion job's), in the status change's transaction. Returns the venue whose cached reads the caller
 * drops after the commit, or null when nothing was hidden.
 */
export async function hideReviewOfNoShow(tx: Db, appointmentId: number, at: Date): Promise<number | null> {
  const r = createReviewsRepository(tx);
  const review = await r.findForHideByAppointmentId(appointmentId);
  if (!review || review.hidden_at) return null;
  await hideLocked(r, review, 'no_show', messages.reviews.hiddenNoShow, at);
  return review.venue_id;
}

/**
 * Moderation (decisions 039, 053), run by `npm run reviews:moderate`: the reported reviews and the held ones, hiding
 * one with a recorded reason, publishing a held one, and the contact re-check of every stored review and reply. Every
 * change moves the venue's rating in the same transaction; the venue's cached public reads drop after the commit.
 */
export function createReviewModerationService({ db, cache, now }: Pick<ModuleDeps, 'db' | 'cache' | 'now'>) {
  const repo = createReviewsRepository(db);
  const moderation = createReviewModerationRepository(db);

  /** Runs `change` on the locked review in a transaction; drops the venue's cached reads when it changed something. */
  async function onLocked<T extends string>(id: number, change: (r: ReviewsRepository, review: HideableReview) => Promise<T>) {
    const outcome = await db.transaction(async (tx) => {
      const r = createReviewsRepository(tx);
      const review = await r.findForHide(id);
      if (!review) return { kind: 'not_found' as const };
      return { kind: await change(r, review), venueId: review.venue_id };
    });
    if (outcome.kind === 'hidden' || outcome.kind === 'published')
      cache.invalidateVenue((outcome as { venueId: number }).venueId);
    return outcome.kind;
  }

  const hideAs = (id: number, kind: HiddenKind, reason: string): Promise<HideOutcome> =>
    onLocked(id, async (r, review) => {
      if (review.hidden_at) return 'already_hidden' as const;
      await hideLocked(r, review, kind, reason, now());
      return 'hidden' as const;
    });

  return {
    listReported: () => repo.listReported(),
    listHeld: () => moderation.listHeld(),
    hide: (id: number, reason: string) => hideAs(id, 'moderator', reason),

    /** A held review goes public and, when it counts, into the venue's rating. */
    publish: (id: number): Promise<PublishOutcome> =>
      onLocked(id, async (r, review) => {
        if (review.hidden_kind !== 'held') return 'not_held' as const;
        await r.unhide(review.id);
        if (review.counted) await r.addToVenueRating(review.venue_id, 1, review.rating);
        return 'published' as const;
      }),

    /**
     * The contact re-check (decision 053): every visible review whose comment, and every shown reply, fails today's
     * contact rule (`hasContactDetails`) is hidden with a recorded reason. Idempotent: a second run finds nothing.
     */
    async recheck(): Promise<{ reviews: number; replies: number }> {
      let reviews = 0;
      let replies = 0;
      for (const row of await moderation.listShownTexts()) {
        if (row.comment !== null && row.hidden_at === null && hasContactDetails(row.comment)) {
          if ((await hideAs(row.id, 'recheck', messages.reviews.hiddenRecheck)) === 'hidden') reviews++;
        }
        if (row.reply !== null && row.reply_hidden_at === null && hasContactDetails(row.reply)) {
          await moderation.hideReply(row.id, messages.reviews.replyHiddenRecheck, now());
          replies++;
        }
      }
      return { reviews, replies };
    },
  };
}
