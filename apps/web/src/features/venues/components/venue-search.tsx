import { useId } from 'react';
import { Search, X } from 'lucide-react';
import { messages, VENUE_LIST_COUNT_CAP } from '@randevu/contracts/messages';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { fill } from '@/lib/format';
import { useVenueList } from '../api/list-venues';
import { useTextFilter, useVenueSearchParams, venueListParams } from '../hooks/use-venue-search-params';
import type { VenueLinks } from '../lib/links';
import { VenueListControls } from './venue-list-controls';
import { VenueResults } from './venue-results';
import { VenueSearchForm, type Option } from './venue-search-form';

const t = messages.venues;

export interface VenueSearchProps {
  cities: readonly Option[] | undefined;
  categories: readonly Option[] | undefined;
  /** True while cities or categories load; the dropdowns show the current ids meanwhile. */
  optionsLoading?: boolean;
  optionsError?: boolean;
  links: VenueLinks;
  className?: string;
}

/**
 * /companies (and the user area's 'Randevu Al'): city and category dropdowns with 'Ara', a text
 * filter over the results (applied as you type), the result count, cards, and paging.
 */
export function VenueSearch({ cities, categories, optionsLoading, optionsError, links, className }: VenueSearchProps) {
  const search = useVenueSearchParams();
  const { cityId, categoryId, q, sort, minRating, update } = search;
  const [filter, setFilter] = useTextFilter(search);
  const resultsId = useId();

  const list = useVenueList(venueListParams(search));
  const total = list.data?.pages[0]?.meta.total ?? 0;
  // A filtered listing counts its matches up to the cap (decision 048): at the cap it shows "100+".
  const atLeast = Boolean(q.trim() || minRating) && total >= VENUE_LIST_COUNT_CAP;
  const refreshing = list.isFetching && list.isPlaceholderData;

  return (
    <div className={cn('grid gap-8', className)}>
      <VenueSearchForm
        cityId={cityId}
        categoryId={categoryId}
        cities={cities}
        categories={categories}
        optionsLoading={optionsLoading}
        optionsError={optionsError}
        onSearch={(choice) => update({ ...choice, q: filter })}
      />

      <section aria-labelledby={`${resultsId}-count`} aria-busy={list.isPending || refreshing} className="grid gap-5">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
          <p id={`${resultsId}-count`} aria-live="polite" className="text-sm font-medium text-stone-700 lg:pb-3">
            {list.isPending
              ? t.searching
              : list.isError && !list.data
                ? t.listFailed
                : fill(atLeast ? t.resultCountAtLeast : t.resultCount, { count: total })}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <VenueListControls
              sort={sort}
              minRating={minRating}
              onChange={(next) => update({ cityId, categoryId, q: filter, ...next })}
            />
            <TextFilter id={`${resultsId}-filter`} value={filter} onChange={setFilter} />
          </div>
        </div>
        <VenueResults list={list} links={links} filtered={Boolean(q)} onClearFilter={() => setFilter('')} />
      </section>
    </div>
  );
}

/** 'İşletme adına göre filtrele' with a search icon and a clear button. */
function TextFilter({ id, value, onChange }: { id: string; value: string; onChange(value: string): void }) {
  return (
    <div className="relative w-full sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        {t.filterLabel}
      </label>
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-stone-500" />
      <Input
        id={id}
        type="search"
        name="q"
        value={value}
        maxLength={100}
        autoComplete="off"
        placeholder={t.filterPlaceholder}
        onChange={(e) => onChange(e.target.value)}
        className="pr-10 pl-10"
      />
      {value ? (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={t.clearFilter}
          className="absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-lg text-stone-500 hover:bg-stone-100 hover:text-stone-800"
        >
          <X className="size-4" aria-hidden />
        </button>
      ) : null}
    </div>
  );
}
