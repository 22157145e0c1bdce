import { sql } from 'drizzle-orm';
import { queryRows as rows, type Db } from '../../db/client';

/** The moderator's reads and the reply hiding (decision 053), beside reviews.repository.ts. */
export function createReviewModerationRepository(db: Db) {
  return {
    /** The reviews held for moderation (the burst rule), oldest first. */
    listHeld: () =>
      rows<{ id: number; venue_id: number; rating: number; comment: string | null; hidden_reason: string; created_at: Date }>(
        db,
        sql`select id, venue_id, rating, comment, hidden_reason, created_at from reviews
            where hidden_kind = 'held' order by created_at, id`,
      ),

    /** Every review with a comment or a reply still shown, for the contact re-check. */
    listShownTexts: () =>
      rows<{ id: number; comment: string | null; reply: string | null; hidden_at: Date | null; reply_hidden_at: Date | null }>(
        db,
        sql`select id, comment, reply, hidden_at, reply_hidden_at from reviews
            where (comment is not null and hidden_at is null) or (reply is not null and reply_hidden_at is null)
            order by id`,
      ),

    async hideReply(id: number, reason: string, at: Date) {
      await db.execute(
        sql`update reviews set reply_hidden_at = ${at.toISOString()}, reply_hidden_reason = ${reason}
            where id = ${id} and reply_hidden_at is null`,
      );
    },
  };
}
