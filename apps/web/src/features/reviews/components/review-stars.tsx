import { Star } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { fill } from '@/lib/format';

const STARS = [1, 2, 3, 4, 5] as const;

/** A review's 1–5 stars, read out as '5 üzerinden 4 yıldız'. */
export function ReviewStars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={fill(messages.ownerReviews.review.stars, { rating })} className="inline-flex gap-0.5">
      {STARS.map((n) => (
        <Star
          key={n}
          aria-hidden
          className={n <= rating ? 'size-4 fill-amber-400 text-amber-500' : 'size-4 fill-stone-100 text-stone-300'}
        />
      ))}
    </span>
  );
}
