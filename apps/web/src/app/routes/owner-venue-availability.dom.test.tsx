import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { OwnerVenuePanel } from '@/features/owner-venues/components/owner-venue-panel';
import { ok, stubApi } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { ownerVenue } from '../../../test/venue-fixtures';
import OwnerVenueAvailabilityPage from './owner-venue-availability';

const t = messages.availabilityRules.page;
const venue = ownerVenue(4);

function renderPage(experts: { id: number; name: string }[]) {
  const requests = stubApi({
    'GET /api/owner/my-venues': () => ok([venue]),
    'GET /api/owner/experts': () => ok(experts),
    'GET /api/owner/venues/4/booking-rules': () =>
      ok({ min_notice_minutes: 60, horizon_days: 90, cancellation_notice_hours: 2, slot_interval_minutes: 30 }),
    'GET /api/owner/venues/4/closures': () => ok([]),
    'GET /api/owner/venues/4/holidays': () => ok([]),
    'GET /api/owner/experts/7/time-off': () => ok([]),
  });
  renderWithApp(
    <Routes>
      <Route path="/dashboard/owner/venue-availability/:venueId" element={<OwnerVenueAvailabilityPage />} />
    </Routes>,
    { route: '/dashboard/owner/venue-availability/4' },
  );
  return requests;
}

describe('the availability rules page', () => {
  it("'Müsaitlik Kuralları' of the venue: the five sections in reading order, and the way back to the panel", async () => {
    const requests = renderPage([{ id: 7, name: 'Ayşe Yılmaz' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Müsaitlik Kuralları' })).toBeTruthy();
    expect(await screen.findByText(venue.name)).toBeTruthy();
    const sections = screen.getAllByRole('region').filter((r) => r.querySelector('h2'));
    expect(sections.map((r) => r.querySelector('h2')?.textContent)).toEqual([
      'Randevu Kuralları',
      'Salon Geneli Mola',
      'Uzman İzinleri',
      'Mekan Kapanışları',
      'Resmî Tatiller',
    ]);
    expect(screen.getByRole('link', { name: messages.ownerVenues.panel.backToPanel }).getAttribute('href')).toContain(
      '/dashboard/owner/venues/4',
    );
    // Empty lists say so.
    expect(await screen.findByText('Kayıtlı izin yok.')).toBeTruthy();
    expect(await screen.findByText('Kayıtlı kapanış yok.')).toBeTruthy();
    await waitFor(() => expect(requests.find((r) => r.path === '/api/owner/experts')?.query.get('venue_id')).toBe('4'));
    expect(document.title).toBe('Işıl Güzellik · Müsaitlik Kuralları | Randevu');
  });

  it("a venue without experts says so in 'Uzman İzinleri'", async () => {
    renderPage([]);
    const region = screen.getByRole('region', { name: t.timeOffTitle });
    expect(await within(region).findByText(t.noExperts)).toBeTruthy();
  });

  it("the venue panel links to it as 'Müsaitlik kuralları'", () => {
    stubApi({});
    renderWithApp(<OwnerVenuePanel venueId={4} venueName="Işıl Güzellik" />);
    const link = screen.getByRole('link', { name: new RegExp(`^${t.link}`) });
    expect(link.getAttribute('href')).toBe('/dashboard/owner/venue-availability/4');
    expect(link.textContent).toContain(t.description);
  });
});
