import { Star } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { cn } from '@/lib/cn';
import { fill } from '@/lib/format';

const t = messages.venueReviews;
// Made on first use: a page's first Intl object loads the locale's data, tens of milliseconds of a hydration (issue 28).
let oneDecimal: Intl.NumberFormat | undefined;

/** A rating as the site writes it: one decimal with the Turkish comma ('4,6'). */
export const formatRating = (value: number): string =>
  (oneDecimal ??= new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })).format(value);

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
