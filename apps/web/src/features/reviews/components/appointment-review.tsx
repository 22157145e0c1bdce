import { Star } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const t = messages.reviewForm;

/** What an appointment of the customer's carries about its review (`review`, `review_window_ends_at`). */
export interface AppointmentReviewInfo {
  review: { rating: number; comment: string | null; editable_until: string } | null;
  review_window_ends_at: string | null;
}

/** Which of the review's states an appointment is in at `now`. */
export function reviewState(a: AppointmentReviewInfo, now: number): 'offer' | 'show' | 'edit' | 'closed' | 'none' {
  if (a.review) return Date.parse(a.review.editable_until) > now ? 'edit' : 'show';
  if (!a.review_window_ends_at) return 'none';
  return Date.parse(a.review_window_ends_at) > now ? 'offer' : 'closed';
}

export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={t.ratingOf(rating)} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden className={cn('size-4', n <= rating ? 'fill-amber-400 text-amber-500' : 'text-stone-300')} />
      ))}
    </span>
  );
}

/**
 * The review part of a completed appointment, shared by Randevularım and the manage link's page: within the
 * window and no review, 'Değerlendir'; a review shows its stars and comment, with 'Düzenle' while it may be edited;
 * after the window, a muted line. `onReview` opens the caller's review dialog.
 */
export function AppointmentReview({
  appointment,
  now,
  onReview,
  className,
}: {
  appointment: AppointmentReviewInfo;
  now: number;
  onReview(): void;
  className?: string;
}) {
  const state = reviewState(appointment, now);
  if (state === 'none') return null;
  if (state === 'closed') return <p className={cn('text-sm text-stone-500', className)}>{t.windowClosed}</p>;
  if (state === 'offer')
    return (
      <div className={className}>
        <Button size="sm" variant="secondary" onClick={onReview}>
          <Star aria-hidden className="size-4" />
          {t.review}
        </Button>
      </div>
    );
  const review = appointment.review!;
  return (
    <div className={cn('grid gap-1.5 rounded-xl bg-stone-50 p-3 text-sm', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex items-center gap-2 font-medium text-ink">
          {t.yourReview}
          <Stars rating={review.rating} />
        </span>
        {state === 'edit' ? (
          <Button size="sm" variant="outline" onClick={onReview}>
            {t.edit}
          </Button>
        ) : null}
      </div>
      {review.comment ? <p className="break-words whitespace-pre-line text-stone-700">{review.comment}</p> : null}
    </div>
  );
}
