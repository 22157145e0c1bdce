import type { MyReview, OwnerReview, PublicReview } from '@randevu/contracts';
import type { ReviewRow } from './reviews.repository';

/** The author may edit a review for 48 hours after writing it. */
export const REVIEW_EDITABLE_MS = 48 * 3_600_000;

const initialOf = (name: string) => {
  const initial = Array.from(name.trim())[0];
  return initial ? `${initial.toLocaleUpperCase('tr-TR')}.` : '';
};

/** "Mehmet K.": the first name and the last name's initial, never the whole last name (decision 039). */
export function reviewAuthor(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = initialOf(lastName);
  return initial ? `${first} ${initial}` : first;
}

/** "M. K.": initials only, for a health venue's reviews (decision 053, KVKK). */
export const reviewInitials = (firstName: string, lastName: string): string =>
  [initialOf(firstName), initialOf(lastName)].filter(Boolean).join(' ');

/**
 * A review as the public sees it. At a health venue the author is initials only and the service is not named
 * (decision 053): a named person next to a health service is health data. A reply the contact re-check hid is not shown.
 */
export const toPublicReview = (r: ReviewRow): PublicReview => ({
  id: r.id,
  author: r.health ? reviewInitials(r.first_name, r.last_name) : reviewAuthor(r.first_name, r.last_name),
  created_at: r.created_at.toISOString(),
  service_name: r.health ? null : r.service_name,
  front_desk: r.front_desk,
  rating: r.rating,
  comment: r.comment,
  reply:
    r.reply !== null && r.replied_at && r.reply_hidden_at === null
      ? { text: r.reply, replied_at: r.replied_at.toISOString() }
      : null,
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
