import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, instant } from './columns';
import { appointments } from './appointments';
import { users } from './users';
import { venues } from './venues';

/**
 * A customer's review of one completed appointment (issue 26, decision 039): one per appointment. The venue's
 * `rating_count`/`rating_sum` count the visible ones and change in the same transaction as every insert, edit or hide.
 * `created_at` is the app's clock at writing (the 48-hour edit window is measured from it).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: idColumn(),
    appointmentId: integer('appointment_id')
      .notNull()
      .unique()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    /** The owner's one public reply, editable. */
    reply: text('reply'),
    repliedAt: instant('replied_at'),
    /** Set by moderation only (`npm run reviews:moderate`): not listed, not counted. */
    hiddenAt: instant('hidden_at'),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('reviews_venue_visible_idx')
      .on(t.venueId, t.createdAt)
      .where(sql`${t.hiddenAt} is null`),
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
    check('reviews_hidden_reason', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
    check('reviews_reply_fields', sql`(${t.reply} is null) = (${t.repliedAt} is null)`),
  ],
);

/** An owner's report of a review to the moderators: recorded only; nothing of it is public. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: idColumn(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('review_reports_review_idx').on(t.reviewId)],
);
