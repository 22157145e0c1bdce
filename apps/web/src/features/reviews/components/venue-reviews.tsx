import { useId, useState } from 'react';
import { messages, VENUE_TIME_ZONE } from '@randevu/contracts/messages';
import type { PublicReview, ReviewSort } from '@randevu/contracts';
import { RatingStars, formatRating } from '@/components/rating-stars';
import { Select } from '@/components/ui/select';
import { SkeletonLines, SkeletonList } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { fill } from '@/lib/format';
import { useVenueReviews } from '../api/get-venue-reviews';
import { LoadFailed } from '@/components/ui/load-failed';
import { LoadMore } from '@/components/ui/load-more';

const t = messages.venueReviews;
const sortLabels: Record<ReviewSort, string> = { newest: t.sortNewest, highest: t.sortHighest, lowest: t.sortLowest };
/** REVIEW_SORTS of the contracts, whose main entry the page must not load (it brings zod, decision 022). */
const SORTS = Object.keys(sortLabels) as ReviewSort[];
// Made on first use: a page's first Intl object loads the locale's data, tens of milliseconds of a hydration.
let reviewDateFormat: Intl.DateTimeFormat | undefined;
const reviewDate = () =>
  (reviewDateFormat ??= new Intl.DateTimeFormat('tr-TR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: VENUE_TIME_ZONE,
  }));

export interface VenueReviewsProps {
  venueId: number;
  /** From the venue payload (rendered with the page): the summary needs no request. */
  ratingAverage: number | null;
  ratingCount: number;
}

/**
 * The venue page's 'Değerlendirmeler': the average and the count from the venue payload, the disclosure,
 * and the reviews loaded after the page (client-side, never blocking its first paint), with an order and paging.
 */
export function VenueReviews({ venueId, ratingAverage, ratingCount }: VenueReviewsProps) {
  const headingId = useId();
  const sortId = useId();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const hasReviews = ratingCount > 0 && ratingAverage !== null;
  return (
    <section id="degerlendirmeler" aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="text-xl font-bold text-ink sm:text-2xl">
        {t.sectionTitle}
      </h2>
      {hasReviews ? (
        <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1">
          <RatingStars rating={ratingAverage} className="[&>svg]:size-5" />
          <span className="text-2xl font-bold text-ink">{formatRating(ratingAverage)}</span>
          <span className="text-stone-600">{fill(t.count, { count: ratingCount })}</span>
        </p>
      ) : null}
      <p className="mt-2 text-sm text-stone-600">{t.disclosure}</p>
      {hasReviews ? (
        <div className="mt-5 grid gap-4">
          <div className="flex items-center gap-3">
            <label htmlFor={sortId} className="text-sm font-medium text-stone-700">
              {t.sortLabel}
            </label>
            <Select
              id={sortId}
              value={sort}
              onChange={(e) => setSort(e.target.value as ReviewSort)}
              options={SORTS.map((value) => ({ value, label: sortLabels[value] }))}
              className="w-48"
            />
          </div>
          <ReviewList venueId={venueId} sort={sort} />
        </div>
      ) : (
        <p className="mt-4 text-stone-700">{t.none}</p>
      )}
    </section>
  );
}

function ReviewList({ venueId, sort }: { venueId: number; sort: ReviewSort }) {
  const list = useVenueReviews(venueId, sort);
  const items = list.data?.pages.flatMap((p) => p.data) ?? [];
  const refreshing = list.isFetching && list.isPlaceholderData;

  if (list.isPending) {
    return (
      <div>
        <p className="sr-only" role="status">
          {t.loading}
        </p>
        <SkeletonList count={2} className="grid gap-4" aria-hidden itemClassName="rounded-card border border-stone-200 p-5">
          <SkeletonLines className="grid gap-2" lines={['h-4 w-1/3', 'h-4 w-1/4', 'h-4 w-full']} />
        </SkeletonList>
      </div>
    );
  }
  if (list.isError && !list.data) {
    return <LoadFailed message={t.failed} retryLabel={t.retry} retrying={list.isFetching} onRetry={() => void list.refetch()} />;
  }
  return (
    <>
      <ul aria-busy={refreshing} className={cn('grid gap-4 transition-opacity', refreshing && 'opacity-60')}>
        {items.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} />
          </li>
        ))}
      </ul>
      <LoadMore query={list} label={t.loadMore} />
    </>
  );
}

function ReviewItem({ review }: { review: PublicReview }) {
  return (
    <article className="rounded-card border border-stone-200 bg-white p-4 sm:p-5">
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="font-semibold text-ink">{review.author}</h3>
        <time dateTime={review.created_at} className="text-sm text-stone-600">
          {reviewDate().format(new Date(review.created_at))}
        </time>
      </header>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <RatingStars rating={review.rating} />
        {review.service_name ? <span className="text-sm text-stone-600">{review.service_name}</span> : null}
        {review.front_desk ? (
          <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700" title={t.frontDeskHint}>
            {t.frontDesk}
          </span>
        ) : null}
      </div>
      {review.comment ? <p className="mt-3 break-words whitespace-pre-line text-stone-800">{review.comment}</p> : null}
      {review.reply ? (
        <div className="mt-4 rounded-xl border-l-4 border-brand-300 bg-stone-50 p-3 sm:p-4">
          <p className="text-sm font-semibold text-ink">{t.ownerReply}</p>
          <p className="mt-1 break-words whitespace-pre-line text-sm text-stone-700">{review.reply.text}</p>
        </div>
      ) : null}
    </article>
  );
}
