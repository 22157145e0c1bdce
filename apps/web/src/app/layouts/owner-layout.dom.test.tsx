import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { ok, stubApi } from '../../../test/fetch-stub';
import { currentPath, findOpenDialog, renderWithApp } from '../../../test/render';
import { aliVeli } from '../../../test/user-fixtures';
import { ownerVenue } from '../../../test/venue-fixtures';
import { storeUser } from '@/lib/session';
import { OwnerLayout, OwnerPageFrame } from './owner-layout';
import { OwnerVenueLayout } from './owner-venue-layout';

const nav = messages.site.nav;
const u = () => userEvent.setup({ delay: null });

function renderOwnerArea(route: string) {
  const owner = aliVeli({ role: 'owner' });
  storeUser(owner);
  stubApi({
    'GET /api/user/profile': () => ok(owner),
    'GET /api/owner/my-venues': () => ok([ownerVenue(4, 'Işıl Güzellik')]),
    'GET /api/owner/appointments/summary': () => ok({ pending: 2 }),
  });
  const page = (name: string) => <h1>{name}</h1>;
  renderWithApp(
    <Routes>
      <Route element={<OwnerLayout />}>
        <Route element={<OwnerPageFrame />}>
          <Route path="/dashboard/owner" element={page('Mekanlarım sayfası')} />
          <Route path="/dashboard/owner/account" element={page('Hesap sayfası')} />
        </Route>
        <Route element={<OwnerVenueLayout />}>
          <Route path="/dashboard/owner/venue-services/:venueId" element={page('Hizmet sayfası')} />
          <Route path="/dashboard/owner/venue-calendar/:venueId" element={page('Takvim sayfası')} />
        </Route>
      </Route>
    </Routes>,
    { route },
  );
}

describe('the owner shell on a phone', () => {
  beforeEach(() => localStorage.clear());

  it("has one menu button, which holds the venue's sections, 'Hesabım' and the logout; a choice closes it", async () => {
    renderOwnerArea('/dashboard/owner/venue-services/4');
    await screen.findByRole('heading', { name: 'Hizmet sayfası' });
    // One button in the header; the venue navigation has none of its own.
    expect(screen.getAllByRole('button', { name: nav.openMenu })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Bölümler/ })).toBeNull();
    await u().click(screen.getByRole('button', { name: nav.openMenu }));
    const menu = await findOpenDialog('dialog', nav.menuTitle);
    const venueNav = within(menu).getByRole('navigation', { name: messages.ownerVenues.nav.label });
    expect(await within(venueNav).findByRole('link', { name: 'Randevu Yönetimi 2 bekleyen istek' })).toBeTruthy();
    expect(within(venueNav).getByRole('link', { name: 'Hizmetler' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: messages.account.page.link }).getAttribute('href')).toBe(
      '/dashboard/owner/account',
    );
    expect(within(menu).getByRole('link', { name: nav.myVenues })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: nav.logout })).toBeTruthy();

    await u().click(within(venueNav).getByRole('link', { name: 'Takvim' }));
    await screen.findByRole('heading', { name: 'Takvim sayfası' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: nav.menuTitle })).toBeNull());
  });

  it("outside a venue the menu has the owner's links only, and 'Hesabım' opens the account page", async () => {
    renderOwnerArea('/dashboard/owner');
    await screen.findByRole('heading', { name: 'Mekanlarım sayfası' });
    await u().click(screen.getByRole('button', { name: nav.openMenu }));
    const menu = await findOpenDialog('dialog', nav.menuTitle);
    expect(within(menu).queryByRole('navigation', { name: messages.ownerVenues.nav.label })).toBeNull();
    await u().click(within(menu).getByRole('link', { name: messages.account.page.link }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard/owner/account'));
  });
});
