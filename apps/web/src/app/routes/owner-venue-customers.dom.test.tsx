import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { paths } from '@/config/paths';
import { ok, stubApi } from '../../../test/fetch-stub';
import { currentPath, renderWithApp } from '../../../test/render';
import { customerCard, customerRow, customersBody } from '../../../test/customer-fixtures';
import { ownerVenue } from '../../../test/venue-fixtures';
import OwnerVenueCustomersPage from './owner-venue-customers';
import OwnerVenueCustomerPage from './owner-venue-customer';

const t = messages.ownerCustomers;
const venue = ownerVenue(4);

function renderPage(route: string) {
  const requests = stubApi({
    'GET /api/owner/my-venues': () => ok([venue]),
    'GET /api/owner/venues/4/customers': () => ({ body: customersBody([customerRow(7, 'Gül')]) }),
    'GET /api/owner/venues/4/customers/7': () => ok(customerCard()),
  });
  renderWithApp(
    <Routes>
      <Route path="/dashboard/owner/venue-customers/:venueId" element={<OwnerVenueCustomersPage />} />
      <Route path="/dashboard/owner/venue-customers/:venueId/:customerId" element={<OwnerVenueCustomerPage />} />
      <Route path="/dashboard/owner/venue-calendar/:venueId" element={<h1>Takvim sayfası</h1>} />
      <Route path="/dashboard/owner" element={<h1>Mekanlarım</h1>} />
    </Routes>,
    { route },
  );
  return requests;
}

describe('the owner customers pages', () => {
  it("'Müşteriler' of the venue: heading, the KVKK sentence, the list; a row opens the card", async () => {
    expect(paths.owner.venueCustomers(4)).toBe('/dashboard/owner/venue-customers/4');
    renderPage('/dashboard/owner/venue-customers/4');
    expect(screen.getByRole('heading', { level: 1, name: 'Müşteriler' })).toBeTruthy();
    expect(await screen.findByText(venue.name)).toBeTruthy();
    expect(
      screen.getByText(
        'Müşteri kartı, müşterinin işletmenizde aldığı randevuları ve sizin bu müşteri için yazdığınız özel notları gösterir. Bu bilgiler yalnızca müşteriye daha iyi hizmet verebilmeniz için tutulur; notlarınızı yalnızca siz görürsünüz, müşteriye veya başka işletmelere hiçbir zaman gösterilmez.',
      ),
    ).toBeTruthy();
    await userEvent.setup({ delay: null }).click(await screen.findByRole('link', { name: /Gül Şahin/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Gül Şahin' })).toBeTruthy();
    expect(currentPath()).toBe('/dashboard/owner/venue-customers/4/7');
    await waitFor(() => expect(document.title).toBe('Işıl Güzellik · Müşteriler | Randevu'));
  });

  it("the card's 'Randevu oluştur' opens the calendar's booking with the customer, and the way back to the list", async () => {
    renderPage('/dashboard/owner/venue-customers/4/7');
    const book = await screen.findByRole('link', { name: t.card.book });
    expect(book.getAttribute('href')).toBe(
      '/dashboard/owner/venue-calendar/4?book=1&first_name=G%C3%BCl&last_name=%C5%9Eahin&phone=%2B905321234567&email=gul%40example.com',
    );
    expect(screen.getByRole('link', { name: 'Müşterilere dön' }).getAttribute('href')).toBe('/dashboard/owner/venue-customers/4');
  });

  it('sends the owner back to the venue list for a venue that is not theirs, reading none of its customers', async () => {
    const requests = renderPage('/dashboard/owner/venue-customers/77/7');
    await waitFor(() => expect(currentPath()).toBe('/dashboard/owner'));
    expect(requests.some((r) => r.path.includes('/customers'))).toBe(false);
  });

  it('sends the owner back for a customer id that is not one', async () => {
    renderPage('/dashboard/owner/venue-customers/4/abc');
    await waitFor(() => expect(currentPath()).toBe('/dashboard/owner'));
  });
});
