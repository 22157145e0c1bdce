import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, stubApi, type StubAnswer } from '../../../test/fetch-stub';
import { currentPath, renderWithApp } from '../../../test/render';
import { aliVeli } from '../../../test/user-fixtures';
import { ownerVenue } from '../../../test/venue-fixtures';
import { rememberVenue } from '@/features/owner-appointments/lib/home-venue';
import DashboardDispatcherPage from './dashboard';

const profile = (role: 'owner' | 'user') => aliVeli({ role });

function land(role: 'owner' | 'user', venues: StubAnswer = ok([ownerVenue(3), ownerVenue(7, 'Moda Şube')])) {
  const requests = stubApi({ 'GET /api/user/profile': () => ok(profile(role)), 'GET /api/owner/my-venues': () => venues });
  renderWithApp(<DashboardDispatcherPage />, { route: '/dashboard' });
  return requests;
}

describe('where /dashboard sends a signed-in account (decision 071)', () => {
  beforeEach(() => localStorage.clear());

  it("an owner lands on today's calendar of their first venue: no tap to today's appointments", async () => {
    land('owner');
    await waitFor(() => expect(currentPath()).toBe('/dashboard/owner/venue-calendar/3'));
  });

  it('an owner with several venues lands on the one opened last', async () => {
    rememberVenue(7);
    land('owner');
    await waitFor(() => expect(currentPath()).toBe('/dashboard/owner/venue-calendar/7'));
  });

  it('an owner without a venue gets the venue list (and its way to add one)', async () => {
    land('owner', ok([]));
    await waitFor(() => expect(currentPath()).toBe('/dashboard/owner'));
  });

  it('a failed venue list sends the owner to the venue list', async () => {
    land('owner', { status: 500, body: { success: false, code: 'X', message: 'Bir hata oluştu' } });
    await waitFor(() => expect(currentPath()).toBe('/dashboard/owner'));
  });

  it('a customer lands on their area without reading any venue list', async () => {
    const requests = land('user');
    await waitFor(() => expect(currentPath()).toBe('/dashboard/user'));
    expect(requests.map((r) => r.path)).toEqual(['/api/user/profile']);
  });
});
