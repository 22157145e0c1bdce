import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { ok, stubApi } from '../../../test/fetch-stub';
import { currentPath, renderWithApp } from '../../../test/render';
import { ownerReview, ownerReviewsBody } from '../../../test/review-fixtures';
import { ownerVenue } from '../../../test/venue-fixtures';
import OwnerVenueReviewsPage from './owner-venue-reviews';

const venue = ownerVenue(4);

function renderPage(route: string) {
  const requests = stubApi({
    'GET /api/owner/my-venues': () => ok([venue]),
    'GET /api/owner/venues/4/reviews': () => ({ body: ownerReviewsBody([ownerReview(1, 'Mehmet K.')]) }),
  });
  renderWithApp(
    <Routes>
      <Route path="/dashboard/owner/venue-reviews/:venueId" element={<OwnerVenueReviewsPage />} />
      <Route path="/dashboard/owner" element={<h1>Mekanlarım</h1>} />
    </Routes>,
    { route },
  );
  return requests;
}

describe('the owner reviews page', () => {
  it("'Değerlendirmeler' of the venue: the heading, the venue's name, the way back to the panel and its reviews", async () => {
    renderPage('/dashboard/owner/venue-reviews/4');
    expect(screen.getByRole('heading', { level: 1, name: 'Değerlendirmeler' })).toBeTruthy();
    expect(await screen.findByText(venue.name)).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.ownerVenues.panel.backToPanel }).getAttribute('href')).toContain(
      '/dashboard/owner/venues/4',
    );
    expect(await screen.findByRole('article', { name: /^Mehmet K\./ })).toBeTruthy();
    expect(screen.getByText(messages.ownerReviews.page.rules)).toBeTruthy();
  });

  it('sends the owner back to the venue list for a venue that is not theirs, reading none of its reviews', async () => {
    const requests = renderPage('/dashboard/owner/venue-reviews/77');
    await waitFor(() => expect(currentPath()).toBe('/dashboard/owner'));
    expect(requests.some((r) => r.path.includes('/reviews'))).toBe(false);
  });
});
