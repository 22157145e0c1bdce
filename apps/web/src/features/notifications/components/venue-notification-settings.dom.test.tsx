import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type VenueNotificationSettingsView } from '@randevu/contracts';
import { ok, stubApi } from '../../../../test/fetch-stub';
import { renderWithApp, toastTexts } from '../../../../test/render';
import { VenueNotificationSettingsCard } from './venue-notification-settings';

const t = messages.notifications;
const notice = t.dailyCapNotice.replace('{count}', '12').replace('{limit}', '200');
const view = (over: Partial<VenueNotificationSettingsView> = {}): VenueNotificationSettingsView => ({
  booking_requests: true,
  cancellations: true,
  booking_requests_sms: false,
  sms_name: null,
  owner_sms_phone: '0532 123 45 67',
  daily_limit: 200,
  deferred_today: 0,
  notice: null,
  ...over,
});
const url = '/api/owner/venues/5/notification-settings';

describe('venue notification settings', () => {
  it("shows the owner why today's messages to customers wait for tomorrow", async () => {
    stubApi({ [`GET ${url}`]: () => ok(view({ deferred_today: 12, notice })) });
    renderWithApp(<VenueNotificationSettingsCard venueId={5} />);
    expect((await screen.findByRole('status')).textContent).toBe(notice);
  });

  it('shows no notice when nothing was deferred, and saves only the two choices', async () => {
    const requests = stubApi({
      [`GET ${url}`]: () => ok(view()),
      [`PUT ${url}`]: (r) => ok(view(r.body as object)),
    });
    renderWithApp(<VenueNotificationSettingsCard venueId={5} />);
    const box = await screen.findByRole('checkbox', { name: t.settingsCancellations });
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.setup({ delay: null }).click(box);
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ booking_requests: true, cancellations: false });
  });

  it('says when the settings cannot be loaded', async () => {
    stubApi({ [`GET ${url}`]: () => ({ status: 500, body: { success: false, code: 'INTERNAL', message: 'x' } }) });
    renderWithApp(<VenueNotificationSettingsCard venueId={5} />);
    expect(await screen.findByText(t.settingsLoadFailed)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('toasts the saved choice, and the failure when the server refuses it', async () => {
    let fail = false;
    stubApi({
      [`GET ${url}`]: () => ok(view()),
      [`PUT ${url}`]: (r) =>
        fail ? { status: 500, body: { success: false, code: 'INTERNAL', message: 'x' } } : ok(view(r.body as object)),
    });
    renderWithApp(<VenueNotificationSettingsCard venueId={5} />);
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('checkbox', { name: t.settingsBookingRequests }));
    await waitFor(() => expect(toastTexts()).toEqual([t.settingsSaved]));
    fail = true;
    await u.click(screen.getByRole('checkbox', { name: t.settingsCancellations }));
    await waitFor(() => expect(toastTexts()).toContain(t.settingsSaveFailed));
  });
});

describe('venue SMS settings', () => {
  it('turns the owner SMS on, and refuses a short name over 20 characters in Turkish without saving it', async () => {
    const requests = stubApi({
      [`GET ${url}`]: () => ok(view()),
      [`PUT ${url}`]: (r) => ok(view(r.body as object)),
    });
    renderWithApp(<VenueNotificationSettingsCard venueId={5} />);
    const u = userEvent.setup({ delay: null });
    const sw = await screen.findByRole('switch', { name: t.settingsBookingRequestsSms });
    expect(screen.getByText(t.settingsSmsTo.replace('{phone}', '0532 123 45 67'))).toBeTruthy();
    await u.click(sw);
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
        booking_requests: true,
        cancellations: true,
        booking_requests_sms: true,
      }),
    );
    const puts = () => requests.filter((r) => r.method === 'PUT').length;
    const before = puts();
    await u.type(screen.getByLabelText(new RegExp(t.settingsSmsName)), 'Işıl Güzellik Salonu Şişli');
    await u.click(screen.getByRole('button', { name: t.settingsSmsNameSave }));
    expect(await screen.findByText(t.smsNameTooLong)).toBeTruthy();
    expect(puts()).toBe(before);
  });
});
