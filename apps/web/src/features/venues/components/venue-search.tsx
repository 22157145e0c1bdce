import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { RotateCcw, Search, SearchX, X } from 'lucide-react';
import { DEFAULT_SEARCH, messages } from '@randevu/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useVenueList } from '../api/list-venues';
import { fill } from '@/lib/format';
import type { VenueLinks } from '../lib/links';
import { VenueCard } from './venue-card';

const t = messages.venues;

interface Option {
  id: number;
  name: string;
}

export interface VenueSearchProps {
  cities: readonly Option[] | undefined;
  categories: readonly Option[] | undefined;
  /** True while cities or categories load; the dropdowns show the current ids meanwhile. */
  optionsLoading?: boolean;
  optionsError?: boolean;
  links: VenueLinks;
  className?: string;
}

const positiveInt = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The search lives in the URL (?city=22&category=1&q=…) so it can be shared and survives a reload. */
export function useVenueSearchParams() {
  const [params, setParams] = useSearchParams();
  const cityId = positiveInt(params.get('city'), DEFAULT_SEARCH.cityId);
  const categoryId = positiveInt(params.get('category'), DEFAULT_SEARCH.categoryId);
  const q = (params.get('q') ?? '').slice(0, 100);
  const update = (next: { cityId: number; categoryId: number; q: string }, replace = false) => {
    const search = new URLSearchParams({ city: String(next.cityId), category: String(next.categoryId) });
    if (next.q.trim()) search.set('q', next.q.trim());
    setParams(search, { replace, preventScrollReset: true });
  };
  return { cityId, categoryId, q, update };
}

/**
 * /companies (and the user area's 'Randevu Al'): city and category dropdowns with 'Ara', a text
 * filter over the results (applied as you type), the result count, cards, and paging.
 */
export function VenueSearch({ cities, categories, optionsLoading, optionsError, links, className }: VenueSearchProps) {
  const { cityId, categoryId, q, update } = useVenueSearchParams();
  const [draftCity, setDraftCity] = useState(cityId);
  const [draftCategory, setDraftCategory] = useState(categoryId);
  const [filter, setFilter] = useState(q);
  const resultsId = useId();

  // Back/forward and shared links change the URL: the form follows.
  useEffect(() => {
    setDraftCity(cityId);
    setDraftCategory(categoryId);
  }, [cityId, categoryId]);
  useEffect(() => {
    setFilter(q);
  }, [q]);

  // The text filter narrows the current results as the visitor types (debounced, replaces history).
  const latest = useRef({ cityId, categoryId, q });
  latest.current = { cityId, categoryId, q };
  useEffect(() => {
    if (filter.trim() === latest.current.q.trim()) return;
    const timer = window.setTimeout(
      () => update({ cityId: latest.current.cityId, categoryId: latest.current.categoryId, q: filter }, true),
      300,
    );
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `update` is recreated each render; `latest` holds the values
  }, [filter]);

  const list = useVenueList({ cityId, categoryId, q: q.trim() || undefined });
  const items = list.data?.pages.flatMap((p) => p.data) ?? [];
  const total = list.data?.pages[0]?.meta.total ?? 0;
  const refreshing = list.isFetching && list.isPlaceholderData;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ cityId: draftCity, categoryId: draftCategory, q: filter });
  };

  // Until the lists arrive, keep the current choice visible so the form never shows an empty value.
  const cityOptions = cities?.length ? cities : [{ id: draftCity, name: messages.common.loading }];
  const categoryOptions = categories?.length ? categories : [{ id: draftCategory, name: messages.common.loading }];

  return (
    <div className={cn('grid gap-8', className)}>
      <form
        role="search"
        aria-label={t.searchLegend}
        onSubmit={onSubmit}
        className="grid gap-4 rounded-card border border-stone-200 bg-white p-4 shadow-card sm:p-5 md:grid-cols-[1fr_1fr_auto] md:items-end"
      >
        <Field label={t.city}>
          <Select
            name="city"
            value={draftCity}
            disabled={optionsLoading && !cities?.length}
            onChange={(e) => setDraftCity(Number(e.target.value))}
            options={cityOptions.map((c) => ({ value: c.id, label: c.name }))}
          />
        </Field>
        <Field label={t.category}>
          <Select
            name="category"
            value={draftCategory}
            disabled={optionsLoading && !categories?.length}
            onChange={(e) => setDraftCategory(Number(e.target.value))}
            options={categoryOptions.map((c) => ({ value: c.id, label: c.name }))}
          />
        </Field>
        <Button type="submit" size="md" className="md:min-w-32">
          <Search aria-hidden />
          {t.search}
        </Button>
        {optionsError ? (
          <Alert tone="warning" className="md:col-span-3">
            {t.optionsFailed}
          </Alert>
        ) : null}
      </form>

      <section aria-labelledby={`${resultsId}-count`} aria-busy={list.isPending || refreshing} className="grid gap-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p id={`${resultsId}-count`} aria-live="polite" className="text-sm font-medium text-stone-700">
            {list.isPending ? t.searching : list.isError && !list.data ? t.listFailed : fill(t.resultCount, { count: total })}
          </p>
          <div className="relative w-full sm:max-w-xs">
            <label htmlFor={`${resultsId}-filter`} className="sr-only">
              {t.filterLabel}
            </label>
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-stone-500"
            />
            <Input
              id={`${resultsId}-filter`}
              type="search"
              name="q"
              value={filter}
              maxLength={100}
              autoComplete="off"
              placeholder={t.filterPlaceholder}
              onChange={(e) => setFilter(e.target.value)}
              className="pr-10 pl-10"
            />
            {filter ? (
              <button
                type="button"
                onClick={() => setFilter('')}
                aria-label={t.clearFilter}
                className="absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-lg text-stone-500 hover:bg-stone-100 hover:text-stone-800"
              >
                <X className="size-4" aria-hidden />
              </button>
            ) : null}
          </div>
        </div>

        {list.isPending ? (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i} className="overflow-hidden rounded-card border border-stone-200 bg-white">
                <Skeleton className="aspect-[16/10] w-full rounded-none" />
                <div className="grid gap-2 p-5">
                  <Skeleton className="h-5 w-2/3" />
                  <Skeleton className="h-4 w-1/2" />
                  <Skeleton className="mt-2 h-5 w-20 rounded-full" />
                </div>
              </li>
            ))}
          </ul>
        ) : list.isError && !list.data ? (
          <Alert tone="error">
            <p>{t.listFailed}</p>
            <div>
              <Button variant="outline" size="sm" onClick={() => list.refetch()}>
                <RotateCcw aria-hidden />
                {t.retry}
              </Button>
            </div>
          </Alert>
        ) : items.length === 0 ? (
          <EmptyState
            icon={SearchX}
            title={t.notFound}
            description={t.emptyHint}
            action={
              q ? (
                <Button variant="outline" onClick={() => setFilter('')}>
                  {t.clearFilter}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <ul className={cn('grid gap-5 transition-opacity sm:grid-cols-2 lg:grid-cols-3', refreshing && 'opacity-60')}>
              {items.map((venue) => (
                <li key={venue.id}>
                  <VenueCard venue={venue} href={links.venue(venue)} />
                </li>
              ))}
            </ul>
            {list.hasNextPage ? (
              <div className="flex justify-center">
                <Button variant="outline" loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
                  {t.loadMore}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
