import { afterEach, describe, expect, it } from 'vitest';
import { parseVenueSearch, venueListParams } from '../hooks/use-venue-search-params';
import { venueListQueryOptions, venueListUrl } from './list-venues';

/** The listing's first render uses the answers the server inlined into the HTML (apps/api web-listing.ts, decision 095). */
function inline(id: string, value: unknown) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = id;
  element.textContent = JSON.stringify(value);
  document.body.append(element);
}

const call = <T,>(init: T | (() => T)) => (typeof init === 'function' ? (init as () => T)() : init);
const search = (query: string) => venueListParams(parseVenueSearch(new URLSearchParams(query)));
const answer = { success: true, data: [{ id: 3, name: '</script> Işıl' }], meta: { total: 1, page: 1, limit: 24, next: null } };

afterEach(() => document.getElementById('listing-data')?.remove());

describe('the inlined listing', () => {
  it("is this search's first page, read once", () => {
    const params = search('city=34&category=1&q=%20moda%20&sort=rating');
    expect(venueListUrl({ ...params, page: 1 })).toBe('/api/venues/by-city-category/34/1?page=1&limit=24&q=moda&sort=rating');
    inline('listing-data', { url: venueListUrl({ ...params, page: 1 }), answer });
    expect(call(venueListQueryOptions(params).initialData)).toEqual({ pages: [answer], pageParams: [{ page: 1 }] });
    expect(document.getElementById('listing-data')).toBeNull();
    expect(call(venueListQueryOptions(params).initialData)).toBeUndefined();
  });

  it('is ignored for another search and for an error answer', () => {
    inline('listing-data', { url: venueListUrl({ ...search('city=34&category=1'), page: 1 }), answer });
    expect(call(venueListQueryOptions(search('city=34&category=2')).initialData)).toBeUndefined();
    inline('listing-data', { url: venueListUrl({ ...search(''), page: 1 }), answer: { success: false } });
    expect(call(venueListQueryOptions(search('')).initialData)).toBeUndefined();
  });
});
