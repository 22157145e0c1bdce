import type { ReviewContactsRow } from './review-trust.repository';

/**
 * The burst rule (decision 053): at most this many reviews by first-time contacts per venue in `BURST_WINDOW_MS` are
 * published at once; the ones after are held for a moderator (`npm run reviews:moderate`).
 */
export const BURST_LIMIT = 5;
export const BURST_WINDOW_MS = 24 * 3_600_000;

const email = (v: string | null | undefined) => (v ?? '').trim().toLowerCase();
/** A phone as its last 10 digits (the national number: `+90 532…`, `0532…` and `532…` agree); none under 10. */
const phone = (v: string | null | undefined) => {
  const digits = (v ?? '').replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : '';
};

/**
 * Whether the appointment's contact (the e-mail or phone it was booked with, or its account's) is the venue owner's
 * own or the venue's (decision 053): an owner reviewing their own venue through a booking in their own name.
 */
export function isOwnerContact(c: ReviewContactsRow): boolean {
  const ownerEmails = new Set([email(c.owner_email), email(c.venue_email)].filter(Boolean));
  const ownerPhones = new Set([phone(c.owner_phone), phone(c.venue_phone)].filter(Boolean));
  const emails = [email(c.customer_email), email(c.user_email)].filter(Boolean);
  const phones = [phone(c.customer_phone), phone(c.user_phone)].filter(Boolean);
  return emails.some((e) => ownerEmails.has(e)) || phones.some((p) => ownerPhones.has(p));
}
