import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { paths } from '@/config/paths';
import { calendarDay, NOW_UTC } from '../../../test/calendar-fixtures';
import { chooseNew } from '../../../test/calendar-new-menu';
import { freezeClockAt } from '../../../test/clock';
import { ok, stubApi } from '../../../test/fetch-stub';
import { currentPath, renderWithApp, findOpenDialog } from '../../../test/render';
import { ownerVenue } from '../../../test/venue-fixtures';
import OwnerVenueCalendarPage from './owner-venue-calendar';

const t = messages.ownerCalendar.page;
const u = () => userEvent.setup({ delay: null });
const venue = ownerVenue(4);
const sub = (id: number, name: string, is_active = true) => ({
  id,
  name,
  is_active,
  description: null,
  price: 450,
  duration_minutes: 45,
  buffer_minutes: 0,
  service: { id: 5, name: 'Saç', category_id: 1 },
});
const expert = (id: number, subIds: number[]) => ({
  id,
  name: `Uzman ${id}`,
  active_sub_services: subIds.map((s) => ({ id: s, service_id: 5, name: 'x', is_active: true })),
});

freezeClockAt(NOW_UTC);

function renderPage(route = paths.owner.venueCalendar(4)) {
  const requests = stubApi({
    'GET /api/owner/my-venues': () => ok([venue]),
    'GET /api/owner/experts': () => ok([expert(7, [51]), expert(8, [])]),
    'GET /api/my-sub-services': () => ok([sub(51, 'Kesim'), sub(52, 'Fön'), sub(53, 'Eski hizmet', false)]),
    'GET /api/owner/venues/4/calendar': () => ok(calendarDay()),
    'GET /api/experts/8/available-times': () => ok([]),
  });
  renderWithApp(
    <Routes>
      <Route path="/dashboard/owner/venue-calendar/:venueId" element={<OwnerVenueCalendarPage />} />
      <Route path="/dashboard/owner" element={<p>venues</p>} />
    </Routes>,
    { route },
  );
  return requests;
}

describe('the calendar page', () => {
  it("'Takvim' of the venue at /dashboard/owner/venue-calendar/{id}, with the way back to the panel", async () => {
    expect(paths.owner.venueCalendar(4)).toBe('/dashboard/owner/venue-calendar/4');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeTruthy();
    expect(await screen.findByText(venue.name)).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.ownerVenues.panel.backToPanel }).getAttribute('href')).toContain(
      '/dashboard/owner/venues/4',
    );
    await waitFor(() => expect(document.title).toBe('Işıl Güzellik · Takvim | Randevu'));
  });

  it("the walk-in dialog offers the venue's active sub-services, only the expert's own when they have some", async () => {
    renderPage();
    await chooseNew(t.newAppointment);
    const dialog = await findOpenDialog('dialog', t.addTitle);
    const options = () =>
      within(within(dialog).getByLabelText(t.subService))
        .getAllByRole('option')
        .map((o) => o.textContent);
    await u().selectOptions(within(dialog).getByLabelText(t.expert), '7');
    expect(options()).toEqual([t.chooseSubService, 'Saç · Kesim']);
    await u().selectOptions(within(dialog).getByLabelText(t.expert), '8');
    expect(options()).toEqual([t.chooseSubService, 'Saç · Kesim', 'Saç · Fön']);
  });

  it("opens the booking dialog with the customer of a card's 'Randevu oluştur', once", async () => {
    const customer = { first_name: 'Gül', last_name: 'Şahin', phone: '+905321234567', email: 'gul@example.com' };
    const route = paths.owner.venueCalendarBooking(4, customer);
    expect(route).toBe(
      '/dashboard/owner/venue-calendar/4?book=1&first_name=G%C3%BCl&last_name=%C5%9Eahin&phone=%2B905321234567&email=gul%40example.com',
    );
    renderPage(route);
    const dialog = await findOpenDialog('dialog', t.addTitle);
    const value = (label: string) => (within(dialog).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement).value;
    expect([value(t.firstName), value(t.lastName), value(t.phone), value(t.email)]).toEqual([
      'Gül',
      'Şahin',
      '+905321234567',
      'gul@example.com',
    ]);
    // The address drops the customer: a reload does not open the dialog again.
    await waitFor(() => expect(currentPath()).toBe('/dashboard/owner/venue-calendar/4'));
  });

  it("another owner's venue (not in the list) goes back to 'Mekanlarım'", async () => {
    renderPage(paths.owner.venueCalendar(99));
    await waitFor(() => expect(currentPath()).toBe('/dashboard/owner'));
  });
});
