import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type VenueCard } from '@randevu/contracts';
import { stubApi, type StubAnswer } from '../../../../test/fetch-stub';
import { currentPath, renderWithApp } from '../../../../test/render';
import { venueCard } from '../../../../test/venue-fixtures';
import { publicVenueLinks } from '../lib/links';
import { VenueSearch } from './venue-search';

const t = messages.venueReviews;
const u = () => userEvent.setup({ delay: null });
const card = (id: number, name: string, rating_average: number | null, rating_count: number) =>
  venueCard(id, name, { rating_average, rating_count });
const page = (data: VenueCard[]): StubAnswer => ({
  body: { success: true, data, meta: { total: data.length, page: 1, limit: 24, next: null } },
});

function renderSearch(route: string) {
  const requests = stubApi({
    'GET /api/venues/by-city-category/22/1': () => page([card(5, 'Işıl Güzellik', 4.6, 12), card(6, 'Moda Kuaför', null, 0)]),
  });
  renderWithApp(
    <VenueSearch cities={[{ id: 22, name: 'Edirne' }]} categories={[{ id: 1, name: 'Güzellik' }]} links={publicVenueLinks} />,
    {
      route,
    },
  );
  return requests;
}
const cardLink = (name: string) => screen.getByRole('link', { name: new RegExp(name) });

describe('ratings on the listing (/companies)', () => {
  it("a card shows '★ 4,6 (12)' read out as '5 üzerinden 4,6 puan, 12 değerlendirme'; nothing without reviews", async () => {
    renderSearch('/companies?city=22&category=1');
    await screen.findByText('Işıl Güzellik');
    const rated = within(cardLink('Işıl Güzellik'));
    expect(rated.getByRole('img', { name: '5 üzerinden 4,6 puan, 12 değerlendirme' })).toBeTruthy();
    expect(cardLink('Işıl Güzellik').textContent).toContain('4,6 (12)');
    expect(within(cardLink('Moda Kuaför')).queryByRole('img')).toBeNull();
    expect(cardLink('Moda Kuaför').textContent).not.toContain('(0)');
  });

  it("the order and the minimum rating go to the URL and the request, and the URL's survive a reload", async () => {
    const requests = renderSearch('/companies?city=22&category=1&q=sa');
    await screen.findByText('Işıl Güzellik');
    expect(requests[0]!.query.get('sort')).toBeNull();
    expect(requests[0]!.query.get('min_rating')).toBeNull();
    await u().selectOptions(screen.getByLabelText(t.listSortLabel), t.listSortRating);
    await waitFor(() => expect(currentPath()).toBe('/companies?city=22&category=1&q=sa&sort=rating'));
    await u().selectOptions(screen.getByLabelText(t.minRatingLabel), t.minRating4);
    await waitFor(() => expect(currentPath()).toBe('/companies?city=22&category=1&q=sa&sort=rating&min_rating=4'));
    await waitFor(() => expect(requests.at(-1)!.query.get('min_rating')).toBe('4'));
    expect(requests.at(-1)!.query.get('sort')).toBe('rating');
    await u().selectOptions(screen.getByLabelText(t.minRatingLabel), t.minRatingAll);
    await u().selectOptions(screen.getByLabelText(t.listSortLabel), t.listSortRecommended);
    await waitFor(() => expect(currentPath()).toBe('/companies?city=22&category=1&q=sa'));
  });

  it('reads the order and the minimum from the URL (a reload), ignoring ones the listing does not offer', async () => {
    const requests = renderSearch('/companies?city=22&category=1&sort=rating&min_rating=3');
    await screen.findByText('Işıl Güzellik');
    expect((screen.getByLabelText(t.listSortLabel) as HTMLSelectElement).value).toBe('rating');
    expect((screen.getByLabelText(t.minRatingLabel) as HTMLSelectElement).value).toBe('3');
    expect([requests[0]!.query.get('sort'), requests[0]!.query.get('min_rating')]).toEqual(['rating', '3']);
  });

  it('an order or minimum it does not offer is the default', async () => {
    const requests = renderSearch('/companies?city=22&category=1&sort=price&min_rating=9');
    await screen.findByText('Işıl Güzellik');
    expect((screen.getByLabelText(t.listSortLabel) as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText(t.minRatingLabel) as HTMLSelectElement).value).toBe('');
    expect([requests[0]!.query.get('sort'), requests[0]!.query.get('min_rating')]).toEqual([null, null]);
  });
});
