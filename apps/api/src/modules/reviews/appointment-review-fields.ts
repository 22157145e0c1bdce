import type { MyReview } from '@randevu/contracts';
import type { Db } from '../../db/client';
import { createReviewsRepository } from './reviews.repository';
import { toMyReview } from './review-dto';
import { reviewWindow, type CompletedBy } from './review-window';

/** What an appointment of the customer's carries about its review ('Değerlendir', the review, 'Düzenle'). */
export interface AppointmentReviewFields {
  review: MyReview | null;
  review_window_ends_at: string | null;
}

/** The review window's end, only for a completed one (decision 053: 30 days after the end, later for the job's). */
export const reviewWindowEndsAt = (a: ReviewedAppointment): string | null =>
  a.status === 'completed' ? reviewWindow(a).closesAt.toISOString() : null;

interface ReviewedAppointment {
  id: number;
  status: string;
  startsAt: Date;
  endsAt: Date;
  completedBy: CompletedBy;
}

/**
 * The review fields of these appointments, by id: their reviews are read in one statement for the whole list (no
 * N+1); an appointment that is not completed reads none.
 */
export async function loadAppointmentReviewFields(
  db: Db,
  appointments: ReviewedAppointment[],
): Promise<Map<number, AppointmentReviewFields>> {
  const completed = appointments.filter((a) => a.status === 'completed').map((a) => a.id);
  const reviews = new Map(
    (await createReviewsRepository(db).listByAppointmentIds(completed)).map((r) => [r.appointment_id, toMyReview(r)]),
  );
  return new Map(
    appointments.map((a) => [a.id, { review: reviews.get(a.id) ?? null, review_window_ends_at: reviewWindowEndsAt(a) }]),
  );
}

export const NO_REVIEW_FIELDS: AppointmentReviewFields = { review: null, review_window_ends_at: null };
