import { useId } from 'react';
import { messages } from '@randevu/contracts/messages';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { MIN_RATINGS, type VenueListSort } from '../hooks/use-venue-search-params';

const t = messages.venueReviews;
const minRatingLabels: Record<(typeof MIN_RATINGS)[number], string> = { 3: t.minRating3, 4: t.minRating4, 5: t.minRating5 };

export interface VenueListControlsProps {
  sort: VenueListSort | undefined;
  minRating: number | undefined;
  onChange(next: { sort: VenueListSort | undefined; minRating: number | undefined }): void;
  className?: string;
}

/** The listing's order ('Önerilen' / 'En yüksek puan') and minimum rating ('Tümü', '3 ve üzeri'…). */
export function VenueListControls({ sort, minRating, onChange, className }: VenueListControlsProps) {
  const id = useId();
  return (
    <div className={cn('grid grid-cols-2 gap-3 sm:flex sm:items-end', className)}>
      <div className="grid gap-1">
        <label htmlFor={`${id}-sort`} className="text-xs font-medium text-stone-600">
          {t.listSortLabel}
        </label>
        <Select
          id={`${id}-sort`}
          name="sort"
          value={sort ?? ''}
          onChange={(e) => onChange({ sort: e.target.value === 'rating' ? 'rating' : undefined, minRating })}
          options={[
            { value: '', label: t.listSortRecommended },
            { value: 'rating', label: t.listSortRating },
          ]}
          className="sm:w-44"
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-min`} className="text-xs font-medium text-stone-600">
          {t.minRatingLabel}
        </label>
        <Select
          id={`${id}-min`}
          name="min_rating"
          value={minRating ? String(minRating) : ''}
          onChange={(e) => onChange({ sort, minRating: Number(e.target.value) || undefined })}
          options={[
            { value: '', label: t.minRatingAll },
            ...MIN_RATINGS.map((n) => ({ value: String(n), label: minRatingLabels[n] })),
          ]}
          className="sm:w-40"
        />
      </div>
    </div>
  );
}
