/**
 * Reviews and ratings (decision 039): the customer's review of a completed appointment, the venue's public
 * list of them, the owner's reply and report.
 */
import { z } from 'zod';
import { messages } from './messages';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';
import { hasNul, idParam } from './common';
import { textHasContactDetails } from './contact-details';

const m = messages.reviews;

export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_REPORT_REASON_MAX = 500;
export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/**
 * Whether a text carries a link, an e-mail address, a handle or a phone number (run only on capped text): the one
 * rule of every public free text (decision 053, contact-details.ts).
 */
export const hasContactDetails = (text: string): boolean => textHasContactDetails(text);

/**
 * A plain text of at most `max` characters after trimming: the raw length is capped first (four times the limit) so
 * that no pattern ever runs on an unbounded string; then NUL, then the contact rule.
 */
const plainText = (o: { max: number; invalid: string; tooLong: string; hasContact: string; required?: string }) => {
  const trimmed = z
    .string({ error: o.invalid })
    .max(o.max * 4, { error: o.tooLong, abort: true })
    .trim();
  return (o.required ? trimmed.min(1, { error: o.required, abort: true }) : trimmed)
    .max(o.max, { error: o.tooLong, abort: true })
    .refine((v) => !hasNul(v), { error: messages.common.invalidCharacters })
    .refine((v) => !hasContactDetails(v), { error: o.hasContact });
};

/** POST/PUT …/review: `{ rating, comment? }`; a blank comment is no comment. */
export const reviewBodySchema = z.object({
  rating: z
    .number({ error: m.ratingInvalid })
    .int({ error: m.ratingInvalid })
    .min(1, { error: m.ratingInvalid })
    .max(5, { error: m.ratingInvalid }),
  comment: plainText({
    max: REVIEW_TEXT_MAX,
    invalid: m.commentInvalid,
    tooLong: m.commentTooLong,
    hasContact: m.commentHasContact,
  })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ReviewBody = z.input<typeof reviewBodySchema>;
export type ReviewValues = z.output<typeof reviewBodySchema>;

/** PUT /api/owner/reviews/{id}/reply: the owner's one public reply. */
export const reviewReplyBodySchema = z.object({
  reply: plainText({
    max: REVIEW_TEXT_MAX,
    invalid: m.replyRequired,
    required: m.replyRequired,
    tooLong: m.replyTooLong,
    hasContact: m.replyHasContact,
  }),
});
export type ReviewReplyBody = z.input<typeof reviewReplyBodySchema>;

/** POST /api/owner/reviews/{id}/report: why the owner thinks the review breaks the rules (never shown publicly). */
export const reviewReportBodySchema = z.object({
  reason: z
    .string({ error: m.reportReasonRequired })
    .max(REVIEW_REPORT_REASON_MAX * 4, { error: m.reportReasonTooLong })
    .trim()
    .min(1, { error: m.reportReasonRequired })
    .max(REVIEW_REPORT_REASON_MAX, { error: m.reportReasonTooLong })
    .refine((v) => !hasNul(v), { error: messages.common.invalidCharacters }),
});
export type ReviewReportBody = z.input<typeof reviewReportBodySchema>;

/** GET /api/venues/{id}/reviews?page=&limit=&sort= */
export const venueReviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional().default(DEFAULT_PAGE_SIZE),
  sort: z.enum(REVIEW_SORTS, { error: m.sortInvalid }).optional().default('newest'),
});
export type VenueReviewsQuery = z.input<typeof venueReviewsQuerySchema>;

export const reviewReplySchema = z.object({ text: z.string(), replied_at: z.string() });

/** One review as the public sees it: the author is a first name and the last name's initial ("Mehmet K."). */
export const publicReviewSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  created_at: z.string(),
  /**
   * The sub-service's name, else the catalogue service's; null at a health venue (decision 053: a named person and a
   * health service are not published together), where `author` is initials only ("M. K.").
   */
  service_name: z.string().nullable(),
  /**
   * A visit the venue booked at its front desk (decision 053): shown, marked as such, never counted in the rating.
   */
  front_desk: z.boolean(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  reply: reviewReplySchema.nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const venueReviewsMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  rating_average: z.number().nullable(),
  rating_count: z.number().int(),
});
export const venueReviewsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(publicReviewSchema),
  meta: venueReviewsMetaSchema,
});
export type VenueReviewsResponse = z.infer<typeof venueReviewsResponseSchema>;

/** The customer's own review (the answer of POST/PUT …/review). */
export const myReviewSchema = publicReviewSchema.extend({
  appointment_id: z.number().int(),
  updated_at: z.string(),
  /** Until when the author may still edit it (48 hours after writing it). */
  editable_until: z.string(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

/**
 * What an appointment of the customer's carries about its review (the list of 'Randevularım' and the manage link):
 * their own review or null, and the end of the review window (the end plus 30 days; null unless completed).
 */
export const appointmentReviewFields = {
  review: myReviewSchema.nullable(),
  review_window_ends_at: z.string().nullable(),
};

/** The owner's view: every review of the venue, hidden ones marked. */
export const ownerReviewSchema = publicReviewSchema.extend({
  appointment_id: z.number().int(),
  hidden: z.boolean(),
  reported: z.boolean(),
});
export type OwnerReview = z.infer<typeof ownerReviewSchema>;

export const reviewIdParamsSchema = z.object({ id: idParam });
