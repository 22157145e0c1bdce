import type { MyReview } from '@randevu/contracts';
import type { Db } from '../../db/client';
import { createReviewsRepository } from './reviews.repository';
import { REVIEW_CLOSES_AFTER_MS, toMyReview } from './reviews.service';

/** What an appointment of the customer's carries about its review (issue 26: 'Değerlendir', the review, 'Düzenle'). */
export interface AppointmentReviewFields {
  review: MyReview | null;
  review_window_ends_at: string | null;
}

/** The review window's end: the appointment's end plus 30 days, only for a completed one (decision 039). */
export const reviewWindowEndsAt = (status: string, endsAt: Date): string | null =>
  status === 'completed' ? new Date(endsAt.getTime() + REVIEW_CLOSES_AFTER_MS).toISOString() : null;

/**
 * The review fields of these appointments, by id: their reviews are read in one statement for the whole list (no
 * N+1); an appointment that is not completed reads none.
 */
export async function loadAppointmentReviewFields(
  db: Db,
  appointments: { id: number; status: string; endsAt: Date }[],
): Promise<Map<number, AppointmentReviewFields>> {
  const completed = appointments.filter((a) => a.status === 'completed').map((a) => a.id);
  const reviews = new Map(
    (await createReviewsRepository(db).listByAppointmentIds(completed)).map((r) => [r.appointment_id, toMyReview(r)]),
  );
  return new Map(
    appointments.map((a) => [
      a.id,
      { review: reviews.get(a.id) ?? null, review_window_ends_at: reviewWindowEndsAt(a.status, a.endsAt) },
    ]),
  );
}

export const NO_REVIEW_FIELDS: AppointmentReviewFields = { review: null, review_window_ends_at: null };
