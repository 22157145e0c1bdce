import { SearchX } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton, SkeletonLines, SkeletonList } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { useVenueList } from '../api/list-venues';
import type { VenueLinks } from '../lib/links';
import { VenueCard } from './venue-card';
import { LoadFailed } from '@/components/ui/load-failed';
import { LoadMore } from '@/components/ui/load-more';

const t = messages.venues;

export interface VenueResultsProps {
  list: ReturnType<typeof useVenueList>;
  links: VenueLinks;
  /** Whether a text filter narrows the results (the empty state then offers to clear it). */
  filtered: boolean;
  onClearFilter(): void;
}

/** The result cards with 'Daha Fazla Yükle'; skeletons while loading, a retry on failure, an empty state. */
/**
 * The first row of cards (three on a wide screen) loads its pictures at once: the first card's is the listing's
 * largest paint, which a lazy image held back until layout (decision 082; Lighthouse LCP 4.1–7.0 s before).
 */
const EAGER_CARDS = 3;

export function VenueResults({ list, links, filtered, onClearFilter }: VenueResultsProps) {
  const items = list.data?.pages.flatMap((p) => p.data) ?? [];
  const refreshing = list.isFetching && list.isPlaceholderData;

  if (list.isPending) return <ResultSkeletons />;
  if (list.isError && !list.data) {
    return (
      <LoadFailed message={t.listFailed} retryLabel={t.retry} retrying={list.isFetching} onRetry={() => void list.refetch()} />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title={t.notFound}
        description={t.emptyHint}
        action={
          filtered ? (
            <Button variant="outline" onClick={onClearFilter}>
              {t.clearFilter}
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <>
      <ul className={cn('grid gap-5 transition-opacity sm:grid-cols-2 lg:grid-cols-3', refreshing && 'opacity-60')}>
        {items.map((venue, i) => (
          <li key={venue.id}>
            <VenueCard venue={venue} href={links.venue(venue)} eager={i < EAGER_CARDS} />
          </li>
        ))}
      </ul>
      <LoadMore query={list} label={t.loadMore} />
    </>
  );
}

function ResultSkeletons() {
  return (
    <SkeletonList
      count={6}
      className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
      aria-hidden
      itemClassName="overflow-hidden rounded-card border border-stone-200 bg-white"
    >
      <Skeleton className="aspect-[16/10] w-full rounded-none" />
      <SkeletonLines className="grid gap-2 p-5" lines={['h-5 w-2/3', 'h-4 w-1/2', 'mt-2 h-5 w-20 rounded-full']} />
    </SkeletonList>
  );
}
