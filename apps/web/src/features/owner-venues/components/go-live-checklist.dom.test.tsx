import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type VenueGoLive } from '@randevu/contracts';
import { ok, stubApi } from '../../../../test/fetch-stub';
import { renderWithApp, toastTexts } from '../../../../test/render';
import { GoLiveChecklist } from './go-live-checklist';

const t = messages.ownerVenues.goLive;
const u = () => userEvent.setup({ delay: null });

const fresh: VenueGoLive = {
  is_published: false,
  is_bookable: false,
  is_listed: false,
  active_sub_services: 0,
  experts: 1,
  experts_without_hours: 1,
  experts_without_services: 1,
  images: 0,
  holidays_answered: false,
};

describe('go-live checklist (decision 074)', () => {
  it('says why a new venue is not public, lists what is missing with links, and keeps "Yayına al" disabled', async () => {
    stubApi({ 'GET /api/owner/venues/4/go-live': () => ok(fresh) });
    renderWithApp(<GoLiveChecklist venueId={4} holidayQuestion={<p>tatil sorusu</p>} />);
    expect(await screen.findByText(`${t.notLive} ${t.whyNotBookable}`)).toBeTruthy();
    expect(screen.getByText(t.stepServicesTodo)).toBeTruthy();
    expect(screen.getByText(`${t.stepExpertTodo} 1 uzmanın çalışma saati yok, 1 uzmana hizmet atanmadı.`)).toBeTruthy();
    expect(screen.getByText(t.stepPhotosTodo)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.goServices }).getAttribute('href')).toBe('/dashboard/owner/venue-services/4/new');
    expect(screen.getByRole('link', { name: t.goExperts }).getAttribute('href')).toBe('/dashboard/owner/venue-experts/4');
    expect(screen.getByText('tatil sorusu')).toBeTruthy();
    expect((screen.getByRole('button', { name: t.publish }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('publishes a bookable venue with "Yayına al" and then says it is live', async () => {
    const ready = {
      ...fresh,
      is_bookable: true,
      active_sub_services: 2,
      experts_without_hours: 0,
      experts_without_services: 0,
      holidays_answered: true,
    };
    let state = ready;
    const requests = stubApi({
      'GET /api/owner/venues/4/go-live': () => ok(state),
      'PUT /api/owner/venues/4/publication': () => {
        state = { ...ready, is_published: true, is_listed: true };
        return ok(state);
      },
    });
    renderWithApp(<GoLiveChecklist venueId={4} holidayQuestion={<p>tatil sorusu</p>} />);
    expect(await screen.findByText(`${t.unpublishedButBookable} ${t.readyToPublish}`)).toBeTruthy();
    expect(screen.queryByText('tatil sorusu')).toBeNull();
    expect(screen.getByText('2 aktif hizmet')).toBeTruthy();
    await u().click(screen.getByRole('button', { name: t.publish }));
    expect(await screen.findByText(t.live)).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({ is_published: true });
    await waitFor(() => expect(toastTexts()).toContain(t.published));
    expect(screen.getByRole('button', { name: t.unpublish })).toBeTruthy();
  });

  it('shows the load failure', async () => {
    stubApi({ 'GET /api/owner/venues/4/go-live': () => ({ status: 500, body: { success: false, message: 'x' } }) });
    renderWithApp(<GoLiveChecklist venueId={4} />);
    expect(await screen.findByText(t.loadFailed)).toBeTruthy();
  });
});
