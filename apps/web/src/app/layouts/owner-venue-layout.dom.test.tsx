import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { ok, stubApi } from '../../../test/fetch-stub';
import { currentPath, renderWithApp } from '../../../test/render';
import { ownerVenue } from '../../../test/venue-fixtures';
import { OwnerVenuePanel } from '@/features/owner-venues/components/owner-venue-panel';
import { OwnerVenueLayout } from './owner-venue-layout';

const t = messages.ownerVenues.nav;
const panel = messages.ownerVenues.panel;
const u = () => userEvent.setup({ delay: null });

function renderShell(route: string, { venues = [ownerVenue(4, 'Işıl Güzellik')], pending = 0 } = {}) {
  stubApi({
    'GET /api/owner/my-venues': () => ok(venues),
    'GET /api/owner/appointments/summary': ({ query }) => ok({ pending: query.get('venue_id') === '4' ? pending : 0 }),
  });
  const page = (name: string) => <h1>{name}</h1>;
  renderWithApp(
    <Routes>
      <Route element={<OwnerVenueLayout />}>
        <Route path="/dashboard/owner/venues/:venueId" element={page('Panel')} />
        <Route path="/dashboard/owner/venue-calendar/:venueId" element={page('Takvim sayfası')} />
        <Route path="/dashboard/owner/venue-services/:venueId" element={page('Hizmet sayfası')} />
        <Route path="/dashboard/owner/venue-services/:venueId/new" element={page('Yeni hizmet')} />
        <Route path="/dashboard/owner/venue-experts/:venueId" element={page('Uzman sayfası')} />
        <Route path="/dashboard/owner/venue-reviews/:venueId" element={page('Değerlendirme sayfası')} />
      </Route>
      <Route path="/dashboard/owner" element={page('Mekanlarım')} />
    </Routes>,
    { route },
  );
}

const nav = () => screen.getByRole('navigation', { name: t.label });
const sectionLinks = () => within(within(nav()).getByRole('list')).getAllByRole('link');

describe('the owner venue navigation', () => {
  it('lists the nine sections with the calendar first, each linking to its page of the venue, outside <main>', async () => {
    renderShell('/dashboard/owner/venues/4');
    expect(sectionLinks().map((a) => [a.textContent?.trim(), a.getAttribute('href')])).toEqual([
      ['Takvim', '/dashboard/owner/venue-calendar/4'],
      ['Randevu Yönetimi', '/dashboard/owner/venue-appointments/4'],
      ['Müşteriler', '/dashboard/owner/venue-customers/4'],
      ['Değerlendirmeler', '/dashboard/owner/venue-reviews/4'],
      ['Raporlar', '/dashboard/owner/venue-reports/4'],
      ['Müsaitlik kuralları', '/dashboard/owner/venue-availability/4'],
      ['Hizmetler', '/dashboard/owner/venue-services/4'],
      ['Uzmanlar', '/dashboard/owner/venue-experts/4'],
      ['Mekan Bilgileri', '/dashboard/owner/venue-info/4'],
      ['SSS', '/dashboard/owner/venue-faqs/4'],
    ]);
    expect(screen.getByRole('main').contains(nav())).toBe(false);
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: 'Panel' })).toBeTruthy();
    // The venue's name, once the list has it, links to its panel.
    const venueLink = await within(nav()).findByRole('link', { name: `${panel.title} Işıl Güzellik` });
    expect(venueLink.getAttribute('href')).toBe('/dashboard/owner/venues/4');
  });

  it('marks the current section with aria-current="page", also on a page below it (a new service), and the panel on the panel', async () => {
    renderShell('/dashboard/owner/venue-services/4/new');
    await screen.findByRole('heading', { name: 'Yeni hizmet' });
    const current = within(nav())
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent?.trim())).toEqual(['Hizmetler']);

    await u().click(within(nav()).getByRole('link', { name: /^Uzmanlar/ }));
    await screen.findByRole('heading', { name: 'Uzman sayfası' });
    expect(within(nav()).getByRole('link', { name: 'Uzmanlar' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav()).getByRole('link', { name: 'Hizmetler' }).getAttribute('aria-current')).toBeNull();

    await u().click(within(nav()).getByRole('link', { name: new RegExp(panel.title) }));
    await screen.findByRole('heading', { name: 'Panel' });
    const onPanel = within(nav())
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page');
    expect(onPanel).toHaveLength(1);
    expect(onPanel[0]!.textContent).toContain(panel.title);
  });

  it("shows the pending requests inside 'Randevu Yönetimi', whose name carries the count", async () => {
    renderShell('/dashboard/owner/venue-services/4', { pending: 3 });
    const link = await within(nav()).findByRole('link', { name: 'Randevu Yönetimi 3 bekleyen istek' });
    expect(link.getAttribute('href')).toBe('/dashboard/owner/venue-appointments/4');
    // No button of its own: on a phone the list is in the header's one menu (owner-layout.dom.test.tsx).
    expect(within(nav()).queryByRole('button')).toBeNull();
  });

  it('has no badge while nothing is pending, and no switcher for an owner of one venue', async () => {
    renderShell('/dashboard/owner/venue-services/4');
    await within(nav()).findByRole('link', { name: /Işıl Güzellik/ });
    expect(within(nav()).getByRole('link', { name: 'Randevu Yönetimi' })).toBeTruthy();
    expect(within(nav()).queryByRole('combobox')).toBeNull();
  });

  it('switches to another venue of the owner and keeps the section (its top page), or the panel from the panel', async () => {
    const venues = [ownerVenue(4, 'Işıl Güzellik'), ownerVenue(9, 'Kuaför Bora')];
    renderShell('/dashboard/owner/venue-services/4/new', { venues });
    const switcher = await within(nav()).findByRole('combobox', { name: t.switcher });
    expect((switcher as HTMLSelectElement).value).toBe('4');
    await u().selectOptions(switcher, '9');
    await waitFor(() => expect(currentPath()).toBe('/dashboard/owner/venue-services/9'));
    expect(await within(nav()).findByRole('link', { name: `${panel.title} Kuaför Bora` })).toBeTruthy();
    expect(within(nav()).getByRole('link', { name: 'Hizmetler' }).getAttribute('aria-current')).toBe('page');
    expect(sectionLinks()[0]!.getAttribute('href')).toBe('/dashboard/owner/venue-calendar/9');
    expect((within(nav()).getByRole('combobox', { name: t.switcher }) as HTMLSelectElement).value).toBe('9');

    await u().click(within(nav()).getByRole('link', { name: new RegExp(panel.title) }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard/owner/venues/9'));
    await u().selectOptions(within(nav()).getByRole('combobox', { name: t.switcher }), '4');
    await waitFor(() => expect(currentPath()).toBe('/dashboard/owner/venues/4'));
    expect(await within(nav()).findByRole('link', { name: `${panel.title} Işıl Güzellik` })).toBeTruthy();
  });

  it("keeps 'Değerlendirmeler' when switching venue, marked as the current section", async () => {
    const venues = [ownerVenue(4, 'Işıl Güzellik'), ownerVenue(9, 'Kuaför Bora')];
    renderShell('/dashboard/owner/venue-reviews/4', { venues });
    await screen.findByRole('heading', { name: 'Değerlendirme sayfası' });
    expect(within(nav()).getByRole('link', { name: 'Değerlendirmeler' }).getAttribute('aria-current')).toBe('page');
    await u().selectOptions(await within(nav()).findByRole('combobox', { name: t.switcher }), '9');
    await waitFor(() => expect(currentPath()).toBe('/dashboard/owner/venue-reviews/9'));
    expect(within(nav()).getByRole('link', { name: 'Değerlendirmeler' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows no navigation for a venue that is not among the owner’s', async () => {
    renderShell('/dashboard/owner/venues/77');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: t.label })).toBeNull());
    expect(screen.getByRole('main')).toBeTruthy();
  });
});

describe('the venue panel', () => {
  it("keeps its tiles and puts 'Takvim' first, linking to the calendar", () => {
    stubApi({});
    renderWithApp(<OwnerVenuePanel venueId={4} venueName="Işıl Güzellik" />);
    const tiles = screen.getAllByRole('link');
    expect(tiles.map((a) => a.getAttribute('href'))).toEqual([
      '/dashboard/owner/venue-calendar/4',
      '/dashboard/owner/venue-info/4',
      '/dashboard/owner/venue-faqs/4',
      '/dashboard/owner/venue-appointments/4',
      '/dashboard/owner/venue-customers/4',
      '/dashboard/owner/venue-reviews/4',
      '/dashboard/owner/venue-reports/4',
      '/dashboard/owner/venue-services/4',
      '/dashboard/owner/venue-experts/4',
      '/dashboard/owner/venue-availability/4',
    ]);
    expect(tiles[0]!.textContent).toBe(`Takvim${panel.calendarHint}`);
    expect(screen.getByRole('link', { name: /^Değerlendirmeler/ }).textContent).toBe(
      `Değerlendirmeler${messages.ownerReviews.page.hint}`,
    );
    expect(screen.getByRole('link', { name: /^Raporlar/ }).textContent).toBe(
      'RaporlarRandevular, gelir, uzmanların doluluğu ve müşteriler; CSV olarak indirin.',
    );
    expect(screen.getByRole('link', { name: /^Müşteriler/ }).textContent).toBe('MüşterilerMüşteri kartları ve özel notlarınız');
    for (const name of [panel.venueInfo, panel.faqs, panel.appointments, panel.services, panel.experts]) {
      expect(screen.getByRole('link', { name: new RegExp(`^${name}`) })).toBeTruthy();
    }
  });
});

describe('the venue opened last (decision 071)', () => {
  it("is remembered as the owner's home once the list says the venue is theirs", async () => {
    localStorage.clear();
    renderShell('/dashboard/owner/venue-services/9', { venues: [ownerVenue(4), ownerVenue(9, 'Moda Şube')] });
    await waitFor(() => expect(localStorage.getItem('owner.lastVenueId')).toBe('9'));
  });

  it('a venue that is not the owner’s is not remembered', async () => {
    localStorage.clear();
    renderShell('/dashboard/owner/venue-services/77');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: t.label })).toBeNull());
    expect(localStorage.getItem('owner.lastVenueId')).toBeNull();
  });
});
