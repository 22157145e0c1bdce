import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_SEARCH } from '@randevu/contracts/messages';
import { keepScrollState } from '@/lib/scroll-restoration';

const positiveInt = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The listing's order besides the default: 'rating'. */
export type VenueListSort = 'rating';
/** The minimum ratings the listing offers ('Tümü' is none). */
export const MIN_RATINGS = [3, 4, 5] as const;

export interface VenueSearchChoice {
  cityId: number;
  categoryId: number;
  q: string;
  /** Kept from the URL when absent. */
  sort?: VenueListSort | undefined;
  minRating?: number | undefined;
}

/**
 * The search a listing address asks for (?city=22&category=1&q=…&sort=rating&min_rating=4); an order or a minimum
 * the listing does not offer is ignored. Shared by the page and its render on the server (src/prerender.tsx).
 */
export function parseVenueSearch(params: URLSearchParams) {
  const cityId = positiveInt(params.get('city'), DEFAULT_SEARCH.cityId);
  const categoryId = positiveInt(params.get('category'), DEFAULT_SEARCH.categoryId);
  const q = (params.get('q') ?? '').slice(0, 100);
  const sort: VenueListSort | undefined = params.get('sort') === 'rating' ? 'rating' : undefined;
  const min = positiveInt(params.get('min_rating'), 0);
  const minRating = (MIN_RATINGS as readonly number[]).includes(min) ? min : undefined;
  return { cityId, categoryId, q, sort, minRating };
}

/** The listing's read for a parsed search: the text filter trimmed, an empty one left out. */
export const venueListParams = ({ cityId, categoryId, q, sort, minRating }: ReturnType<typeof parseVenueSearch>) => ({
  cityId,
  categoryId,
  q: q.trim() || undefined,
  sort,
  minRating,
});

/** The search lives in the URL (parseVenueSearch) so it can be shared and survives a reload. */
export function useVenueSearchParams() {
  const [params, setParams] = useSearchParams();
  const { cityId, categoryId, q, sort, minRating } = parseVenueSearch(params);
  const update = (next: VenueSearchChoice, replace = false) => {
    const search = new URLSearchParams({ city: String(next.cityId), category: String(next.categoryId) });
    if (next.q.trim()) search.set('q', next.q.trim());
    const nextSort = 'sort' in next ? next.sort : sort;
    const nextMin = 'minRating' in next ? next.minRating : minRating;
    if (nextSort) search.set('sort', nextSort);
    if (nextMin) search.set('min_rating', String(nextMin));
    setParams(search, { replace, state: keepScrollState });
  };
  return { cityId, categoryId, q, sort, minRating, update };
}

export type VenueSearchState = ReturnType<typeof useVenueSearchParams>;

/**
 * The text filter over the current results: follows the URL (back/forward, shared links) and writes
 * itself back 300 ms after the visitor stops typing, replacing the history entry.
 */
export function useTextFilter({ cityId, categoryId, q, update }: VenueSearchState) {
  const [filter, setFilter] = useState(q);
  useEffect(() => {
    setFilter(q);
  }, [q]);

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

  return [filter, setFilter] as const;
}
