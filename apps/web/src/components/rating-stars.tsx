import { Star } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { cn } from '@/lib/cn';
import { fill } from '@/lib/format';

const t = messages.venueReviews;
/**
 * A rating as the site writes it: one decimal with the Turkish comma ('4,6'), as
 * `Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 })` writes it: a rating is 1–5, so no grouping, and halves
 * round up on the decimal the number reads as (4.35 → '4,4', where `toFixed` gives '4.3'). No Intl object: a page's
 * first one loads the locale's data, 15–20 ms inside the venue page's hydration.
 */
export const formatRating = (value: number): string =>
  (Math.round(Number((value * 10).toPrecision(12))) / 10).toFixed(1).replace('.', ',');

/**
 * Five stars filled up to `rating` (halves round to the nearer star), read out as '5 üzerinden 4 puan': the stars
 * are decoration, the text says it, so it never rests on colour alone.
 */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  const full = Math.round(rating);
  const label = fill(t.starsLabel, { rating: Number.isInteger(rating) ? rating : formatRating(rating) });
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={cn('size-4 shrink-0', n <= full ? 'fill-amber-400 text-amber-500' : 'fill-none text-stone-300')}
        />
      ))}
    </span>
  );
}
