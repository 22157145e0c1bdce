import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { ok, stubApi } from '../../../../test/fetch-stub';
import { currentPath, renderWithApp } from '../../../../test/render';
import { venueCard } from '../../../../test/venue-fixtures';
import { publicVenueLinks } from '../lib/links';
import { VenueDetailPage } from './venue-detail-page';

const t = messages.venues;
const gone = { status: 404, body: { success: false, code: 'NOT_FOUND', message: t.notFound } };

describe("a removed venue's page (decision 081)", () => {
  it('says the venue is gone and offers the venues of its city and category, with no redirect and no toast', async () => {
    const requests = stubApi({
      'GET /api/venues/5': () => gone,
      'GET /api/venues/5/alternatives': () => ok([venueCard(7, 'Işıl Güzellik'), venueCard(8, 'Moda Kuaför')]),
    });
    renderWithApp(<VenueDetailPage segment="kapanan-salon-5" links={publicVenueLinks} />, { route: '/kapanan-salon-5' });
    expect(await screen.findByRole('heading', { level: 1, name: t.goneTitle })).toBeTruthy();
    expect(screen.getByText(t.goneText)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.goneAllVenues }).getAttribute('href')).toBe('/companies');
    const list = await screen.findByRole('region', { name: t.goneAlternativesTitle });
    const cards = within(list).getAllByRole('link');
    expect(cards.map((a) => a.getAttribute('href'))).toEqual(['/isil-guzellik-7', '/moda-kuafor-8']);
    expect(currentPath()).toBe('/kapanan-salon-5');
    expect(screen.queryByText(t.loadFailedToast)).toBeNull();
    expect(document.title).toBe(`${t.goneTitle} | Randevu`);
    expect(requests.map((r) => r.path)).toEqual(['/api/venues/5', '/api/venues/5/alternatives']);
  });

  it('shows no alternatives section when there are none', async () => {
    stubApi({ 'GET /api/venues/6': () => gone, 'GET /api/venues/6/alternatives': () => ok([]) });
    renderWithApp(<VenueDetailPage segment="yok-6" links={publicVenueLinks} />, { route: '/yok-6' });
    expect(await screen.findByRole('heading', { level: 1, name: t.goneTitle })).toBeTruthy();
    expect(screen.queryByRole('region', { name: t.goneAlternativesTitle })).toBeNull();
  });
});
