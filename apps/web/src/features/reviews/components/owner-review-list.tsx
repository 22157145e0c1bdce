import { useState } from 'react';
import { MessageSquareText, ShieldAlert, Star } from 'lucide-react';
import type { OwnerReview } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { fill } from '@/lib/format';
import { refusalMessageOr } from '@/lib/form-errors';
import { useOwnerReviews } from '../api/get-owner-reviews';
import { OwnerReviewCard } from './owner-review-card';
import { ReportReviewDialog } from './report-review-dialog';
import { LoadFailed } from '@/components/ui/load-failed';
import { LoadMore } from '@/components/ui/load-more';

const t = messages.ownerReviews.page;

const oneDecimal = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The owner's reviews page body: the venue's rating, what the owner may do, every review with its reply and report. */
export function OwnerReviewList({ venueId }: { venueId: number }) {
  const query = useOwnerReviews(venueId);
  const [reporting, setReporting] = useState<OwnerReview | null>(null);

  if (query.isPending) return <Spinner className="mx-auto my-10" />;
  if (query.isError) {
    return (
      <LoadFailed
        message={refusalMessageOr(query.error, t.loadFailed)}
        retryLabel={t.retry}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const meta = query.data.pages[0]!.meta;
  const reviews = query.data.pages.flatMap((p) => p.data);
  return (
    <div className="grid min-w-0 gap-5">
      <section
        aria-label={t.summaryLabel}
        className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-card border border-stone-200 bg-white p-4"
      >
        <Star aria-hidden className="size-7 fill-amber-400 text-amber-500" />
        <p className="text-2xl font-bold text-ink">
          {meta.rating_average === null ? t.noRating : fill(t.average, { average: oneDecimal.format(meta.rating_average) })}
        </p>
        <p className="text-sm text-stone-600">{fill(t.count, { count: meta.rating_count })}</p>
      </section>
      <p className="flex items-start gap-2 text-sm text-stone-600">
        <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-500" />
        {t.rules}
      </p>
      {reviews.length === 0 ? (
        <EmptyState icon={MessageSquareText} title={t.empty} description={t.emptyHint} />
      ) : (
        <ul aria-label={t.listLabel} className="grid gap-4">
          {reviews.map((review) => (
            <li key={review.id}>
              <OwnerReviewCard venueId={venueId} review={review} onReport={setReporting} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore query={query} label={t.loadMore} />
      <ReportReviewDialog venueId={venueId} review={reporting} onClose={() => setReporting(null)} />
    </div>
  );
}
