import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages, type ManageAppointment } from '@randevu/contracts';
import { ok, stubApi } from '../../../../test/fetch-stub';
import { renderWithApp, findOpenDialog } from '../../../../test/render';
import { manageAppointment } from '../../../../test/my-appointment-fixtures';
import { ManageAppointmentView } from './manage-appointment';

const t = messages.manage.page;
const token = 'abcdefghijklmnopqrstuv';
const url = `/api/manage/${token}`;
const appointment = (over: Partial<ManageAppointment> = {}) => manageAppointment(token, over);
const u = () => userEvent.setup({ delay: null });

function renderPage(handlers: Parameters<typeof stubApi>[0]) {
  const requests = stubApi(handlers);
  renderWithApp(
    <Routes>
      <Route
        path="/randevu/:token"
        element={<ManageAppointmentView token={token} reschedule={() => null} review={() => null} />}
      />
    </Routes>,
    { route: `/randevu/${token}` },
  );
  return requests;
}

describe('manage link page: view links and renewing the link (decision 054)', () => {
  it('a view link shows the appointment read-only: the note, no calendar file, no button, no review to write', async () => {
    const view = appointment({
      access: 'view',
      can_cancel: false,
      can_reschedule: false,
      calendar_url: null,
      status: 'completed',
      review: null,
      review_window_ends_at: null,
    });
    renderPage({ [`GET ${url}`]: () => ok(view) });
    expect((await screen.findByRole('note')).textContent).toBe(t.viewOnly);
    expect(document.body.textContent).toContain('Işıl Kuaför');
    expect(screen.queryByRole('link', { name: t.addToCalendar })).toBeNull();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('a view link of an upcoming appointment shows no deadline note either', async () => {
    renderPage({
      [`GET ${url}`]: () => ok(appointment({ access: 'view', can_cancel: false, can_reschedule: false, calendar_url: null })),
    });
    expect((await screen.findByRole('note')).textContent).toBe(t.viewOnly);
    expect(screen.getAllByRole('note')).toHaveLength(1);
  });

  it("'Bağlantıyı yenile' asks first, then revokes the link and says the new one was sent", async () => {
    const requests = renderPage({
      [`GET ${url}`]: () => ok(appointment()),
      [`POST ${url}/revoke`]: () => ok({ messages_sent: 2 }),
    });
    await u().click(await screen.findByRole('button', { name: t.renewLink }));
    const dialog = await findOpenDialog('alertdialog', t.renewLinkTitle);
    expect(within(dialog).getByText(t.renewLinkHelp)).toBeTruthy();
    await u().click(within(dialog).getByRole('button', { name: t.renewLinkConfirm }));
    expect(await screen.findByText(t.renewedTitle)).toBeTruthy();
    expect(screen.getByText(t.renewedSent)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([`${url}/revoke`]);
    await waitFor(() => expect(screen.queryByRole('button', { name: t.cancel })).toBeNull());
  });

  it('says so when no new link could be sent (no e-mail or phone)', async () => {
    renderPage({
      [`GET ${url}`]: () => ok(appointment()),
      [`POST ${url}/revoke`]: () => ok({ messages_sent: 0 }),
    });
    await u().click(await screen.findByRole('button', { name: t.renewLink }));
    const dialog = await findOpenDialog('alertdialog', t.renewLinkTitle);
    await u().click(within(dialog).getByRole('button', { name: t.renewLinkConfirm }));
    expect(await screen.findByText(t.renewedNotSent)).toBeTruthy();
  });
});
