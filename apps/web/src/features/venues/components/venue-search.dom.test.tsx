import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, VENUE_LIST_COUNT_CAP, type VenueCard } from '@randevu/contracts';
import { fill } from '@/lib/format';
import { stubApi, type StubAnswer } from '../../../../test/fetch-stub';
import { currentPath, renderWithApp } from '../../../../test/render';
import { venueCard } from '../../../../test/venue-fixtures';
import { publicVenueLinks } from '../lib/links';
import { VenueSearch } from './venue-search';

const t = messages.venues;
const u = () => userEvent.setup({ delay: null });
const cities = [
  { id: 22, name: 'Edirne' },
  { id: 34, name: 'İstanbul' },
];
const categories = [
  { id: 1, name: 'Güzellik' },
  { id: 2, name: 'Temizlik' },
];
const card = (id: number, name: string) => venueCard(id, name);
const page = (data: VenueCard[], total = data.length, next: string | null = null, number = 1): StubAnswer => ({
  body: { success: true, data, meta: { total, page: number, limit: 24, next } },
});

function renderSearch(
  answer: (path: string, q: string | null, query: URLSearchParams) => StubAnswer,
  { route = '/companies?city=22&category=1', optionsError = false } = {},
) {
  const handler = (r: { path: string; query: URLSearchParams }) => answer(r.path, r.query.get('q'), r.query);
  const requests = stubApi({
    'GET /api/venues/by-city-category/22/1': handler,
    'GET /api/venues/by-city-category/34/2': handler,
  });
  renderWithApp(<VenueSearch cities={cities} categories={categories} optionsError={optionsError} links={publicVenueLinks} />, {
    route,
  });
  return requests;
}
/** The result cards: links to a venue's address, /{slug of its name}-{id} (decision 081). */
const results = () => screen.getAllByRole('link').filter((a) => /^\/[a-z0-9-]+-\d+$/.test(a.getAttribute('href') ?? ''));

describe('venue search (/companies)', () => {
  it("lists the URL's city and category: the count and a card per venue linking to its page", async () => {
    const requests = renderSearch(() => page([card(5, 'Işıl Güzellik'), card(6, 'Moda Kuaför')]));
    expect(await screen.findByText(fill(t.resultCount, { count: 2 }))).toBeTruthy();
    expect(results().map((a) => [within(a).getByRole('heading').textContent, a.getAttribute('href')])).toEqual([
      ['Işıl Güzellik', '/isil-guzellik-5'],
      ['Moda Kuaför', '/moda-kuafor-6'],
    ]);
    expect(results()[0]!.textContent).toContain('Merkez, Edirne');
    expect(requests[0]!.query.get('page')).toBe('1');
    expect(requests[0]!.query.get('limit')).toBe('24');
  });

  it("'Ara' applies the chosen city and category to the URL and the request", async () => {
    const requests = renderSearch((path) => page(path.endsWith('/34/2') ? [card(9, 'Boğaz Temizlik')] : []));
    await screen.findByText(t.notFound);
    await u().selectOptions(screen.getByLabelText(t.city), 'İstanbul');
    await u().selectOptions(screen.getByLabelText(t.category), 'Temizlik');
    expect(requests).toHaveLength(1);
    await u().click(screen.getByRole('button', { name: t.search }));
    await waitFor(() => expect(results().map((a) => a.textContent)).toEqual([expect.stringContaining('Boğaz Temizlik')]));
    expect(currentPath()).toBe('/companies?city=34&category=2');
    expect(requests.map((r) => r.path)).toEqual(['/api/venues/by-city-category/22/1', '/api/venues/by-city-category/34/2']);
  });

  it('no result with a name filter: the empty texts and "Filtreyi temizle", which brings the list back', async () => {
    renderSearch((_, q) => page(q ? [] : [card(5, 'Işıl Güzellik')]), { route: '/companies?city=22&category=1&q=zzz' });
    expect(await screen.findByText(t.notFound)).toBeTruthy();
    expect(screen.getByText(t.emptyHint)).toBeTruthy();
    // The empty state's own button (the search box's ✕ is named the same but shows no text).
    const clear = screen.getAllByRole('button', { name: t.clearFilter }).filter((b) => b.textContent === t.clearFilter);
    expect(clear).toHaveLength(1);
    await u().click(clear[0]!);
    await waitFor(() => expect(results()).toHaveLength(1), { timeout: 3000 });
    expect(currentPath()).toBe('/companies?city=22&category=1');
  });

  it('a failed search says "İşletmeler yüklenirken bir hata oluştu." and "Tekrar dene" retries', async () => {
    let fail = true;
    renderSearch(() =>
      fail ? { status: 500, body: { success: false, code: 'INTERNAL', message: 'x' } } : page([card(5, 'Işıl Güzellik')]),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(t.listFailed);
    fail = false;
    await u().click(screen.getByRole('button', { name: t.retry }));
    await waitFor(() => expect(results()).toHaveLength(1));
  });

  it('"Daha fazla göster" reads the next page after the last one\'s cursor (meta.next), until there is none', async () => {
    const cards = Array.from({ length: 30 }, (_, i) => card(100 + i, `Salon ${String(i).padStart(2, '0')}`));
    const requests = renderSearch((_path, _q, query) =>
      query.get('after') === 'c24' ? page(cards.slice(24), 30, null, 2) : page(cards.slice(0, 24), 30, 'c24'),
    );
    expect(await screen.findByText(fill(t.resultCount, { count: 30 }))).toBeTruthy();
    expect(results()).toHaveLength(24);
    await u().click(screen.getByRole('button', { name: t.loadMore }));
    await waitFor(() => expect(results()).toHaveLength(30));
    expect(requests.map((r) => [r.query.get('page'), r.query.get('after')])).toEqual([
      ['1', null],
      ['2', 'c24'],
    ]);
    expect(screen.queryByRole('button', { name: t.loadMore })).toBeNull();
  });

  it('a filtered total at the cap reads "100+ işletme bulundu"; the plain listing\'s total is exact', async () => {
    renderSearch(() => page([card(5, 'Işıl Güzellik')], VENUE_LIST_COUNT_CAP, 'c1'), {
      route: '/companies?city=22&category=1&q=salon',
    });
    expect(await screen.findByText(fill(t.resultCountAtLeast, { count: VENUE_LIST_COUNT_CAP }))).toBeTruthy();
    expect(screen.getByText(`${VENUE_LIST_COUNT_CAP}+ işletme bulundu`)).toBeTruthy();
  });

  it('the plain listing shows its total as it is, also at the cap', async () => {
    renderSearch(() => page([card(5, 'Işıl Güzellik')], VENUE_LIST_COUNT_CAP, 'c1'));
    expect(await screen.findByText(fill(t.resultCount, { count: VENUE_LIST_COUNT_CAP }))).toBeTruthy();
  });

  it('says when the city and category lists could not be loaded', async () => {
    renderSearch(() => page([]), { optionsError: true });
    expect(await screen.findByText(t.optionsFailed)).toBeTruthy();
  });
});
