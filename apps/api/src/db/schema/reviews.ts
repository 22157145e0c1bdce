import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, instant } from './columns';
import { appointments } from './appointments';
import { users } from './users';
import { venues } from './venues';

/**
 * A customer's review of one completed appointment (decision 039): one per appointment. The venue's
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
    /**
     * Not listed, not counted: hidden by moderation (`npm run reviews:moderate`), by the owner's "Gelmedi" within the
     * correction window, by the contact re-check, or held for moderation when written (decision 053).
     */
    hiddenAt: instant('hidden_at'),
    hiddenReason: text('hidden_reason'),
    /** Why it is hidden: `moderator`, `no_show`, `recheck`, or `held` (waiting for a moderator; may be published). */
    hiddenKind: text('hidden_kind', { enum: ['moderator', 'no_show', 'recheck', 'held'] }),
    /**
     * Whether it counts in the venue's rating columns while visible: only a review of a booking the customer made
     * (`booked_by = 'customer'`), never one of a front-desk booking (decision 053).
     */
    counted: boolean('counted').notNull().default(true),
    /** Written by a contact with no earlier completed visit at the venue (the burst rule, decision 053). */
    firstVisit: boolean('first_visit').notNull().default(false),
    /** The contact re-check hid the owner's reply (decision 053): not shown until the owner writes a new one. */
    replyHiddenAt: instant('reply_hidden_at'),
    replyHiddenReason: text('reply_hidden_reason'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('reviews_venue_visible_idx')
      .on(t.venueId, t.createdAt)
      .where(sql`${t.hiddenAt} is null`),
    // The burst rule's count: a venue's reviews by first-time contacts of the last 24 hours, held ones included.
    index('reviews_venue_first_visit_idx')
      .on(t.venueId, t.createdAt)
      .where(sql`${t.firstVisit}`),
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
    check('reviews_hidden_reason', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
    check('reviews_hidden_kind', sql`(${t.hiddenAt} is null) = (${t.hiddenKind} is null)`),
    check('reviews_reply_hidden_reason', sql`(${t.replyHiddenAt} is null) = (${t.replyHiddenReason} is null)`),
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
