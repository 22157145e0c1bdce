import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages, type ManageAppointment } from '@randevu/contracts';
import { fill } from '@/lib/format';
import { freezeClockAt } from '../../../test/clock';
import { ok, stubApi } from '../../../test/fetch-stub';
import { renderWithApp, toastTexts, findOpenDialog } from '../../../test/render';
import ManageAppointmentPage from './manage-appointment';
import { manageAppointment } from '../../../test/my-appointment-fixtures';

const t = messages.myAppointments;
const token = 'abcdefghijklmnopqrstuv';
const url = `/api/manage/${token}`;
const times = '/api/experts/7/available-times';
const appointment = (over: Partial<ManageAppointment> = {}) => manageAppointment(token, { sub_service_id: 11, ...over });
const u = () => userEvent.setup({ delay: null });
/** The page's 'Saat' row. */
const timeOnPage = () => screen.getByText(messages.manage.page.time, { selector: 'dt' }).nextElementSibling?.textContent;

freezeClockAt('2030-03-10T09:00:00.000Z');

function renderPage(handlers: Parameters<typeof stubApi>[0]) {
  const requests = stubApi({ [`GET ${times}`]: () => ok(['11:00', '11:30']), ...handlers });
  renderWithApp(
    <Routes>
      <Route path="/randevu/:token" element={<ManageAppointmentPage />} />
    </Routes>,
    { route: `/randevu/${token}` },
  );
  return requests;
}

async function rescheduleTo(time: string) {
  await u().click(await screen.findByRole('button', { name: t.reschedule }));
  const dialog = await findOpenDialog('dialog', t.rescheduleTitle);
  await u().click(await within(dialog).findByRole('radio', { name: time }));
  await u().click(within(dialog).getByRole('button', { name: t.rescheduleConfirm }));
  return dialog;
}

describe('manage link page: reschedule', () => {
  it("opens on the appointment's day with the expert's free times and the current time", async () => {
    const requests = renderPage({ [`GET ${url}`]: () => ok(appointment()) });
    await u().click(await screen.findByRole('button', { name: t.reschedule }));
    const dialog = await findOpenDialog('dialog', t.rescheduleTitle);
    expect(within(dialog).getByTestId('reschedule-current').textContent).toContain('12 Mart 2030 Salı 10:30');
    expect(await within(dialog).findByRole('radio', { name: '11:00' })).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: '11:30' })).toBeTruthy();
    const asked = requests.find((r) => r.path === times)!;
    expect(Object.fromEntries(asked.query)).toEqual({ date: '2030-03-12', service_id: '3', sub_service_id: '11' });
  });

  it('posts the new day and time to the link, toasts the pending text and shows the new time', async () => {
    let current = appointment();
    const requests = renderPage({
      [`GET ${url}`]: () => ok(current),
      [`POST ${url}/reschedule`]: () => {
        current = appointment({ appointment_time: '11:30', status: 'pending' });
        return ok(current);
      },
    });
    await rescheduleTo('11:30');
    await waitFor(() => expect(toastTexts()).toEqual([fill(t.rescheduledPending, { date: '12 Mart 2030 Salı', time: '11:30' })]));
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: `${url}/reschedule`,
      body: { appointment_date: '2030-03-12', appointment_time: '11:30' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(timeOnPage()).toBe('11:30'));
    // Focus is back on the button that opened the dialog.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: t.reschedule })));
    expect(screen.getByText('Onay Bekliyor')).toBeTruthy();
  });

  it('a venue with instant booking: the confirmed text', async () => {
    renderPage({
      [`GET ${url}`]: () => ok(appointment()),
      [`POST ${url}/reschedule`]: () => ok(appointment({ appointment_time: '11:00', status: 'confirmed' })),
    });
    await rescheduleTo('11:00');
    await waitFor(() =>
      expect(toastTexts()).toEqual([fill(t.rescheduledConfirmed, { date: '12 Mart 2030 Salı', time: '11:00' })]),
    );
  });

  it("a refusal (409): the server's text in the dialog, which stays open, and the old time kept", async () => {
    const taken = 'Seçilen saat dolu. Lütfen başka bir saat seçin.';
    renderPage({
      [`GET ${url}`]: () => ok(appointment()),
      [`POST ${url}/reschedule`]: () => ({ status: 409, body: { success: false, code: 'SLOT_TAKEN', message: taken } }),
    });
    const dialog = await rescheduleTo('11:00');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(taken);
    expect(screen.getByRole('dialog', { name: t.rescheduleTitle })).toBe(dialog);
    expect(toastTexts()).toEqual([]);
    expect(timeOnPage()).toBe('10:30');
  });

  it('confirming with no time chosen asks for one and sends nothing', async () => {
    const requests = renderPage({ [`GET ${url}`]: () => ok(appointment()) });
    await u().click(await screen.findByRole('button', { name: t.reschedule }));
    const dialog = await findOpenDialog('dialog', t.rescheduleTitle);
    await within(dialog).findByRole('radio', { name: '11:00' });
    await u().click(within(dialog).getByRole('button', { name: t.rescheduleConfirm }));
    expect(await within(dialog).findByText(t.reschedulePickTime)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: '11:00' }));
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('no button when the link may no longer reschedule (cancelled, or past the deadline)', async () => {
    renderPage({ [`GET ${url}`]: () => ok(appointment({ status: 'cancelled', can_cancel: false, can_reschedule: false })) });
    expect(await screen.findByText('İptal Edildi')).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.reschedule })).toBeNull();
  });
});

describe('manage link page: review', () => {
  it("reviews the link's completed visit with POST …/review, then reads the page again", async () => {
    const visit = appointment({
      status: 'completed',
      starts_at: '2030-03-08T07:30:00.000Z',
      ends_at: '2030-03-08T08:15:00.000Z',
      can_cancel: false,
      can_reschedule: false,
      review_window_ends_at: '2030-04-07T08:15:00.000Z',
    });
    const requests = renderPage({ [`GET ${url}`]: () => ok(visit), [`POST ${url}/review`]: () => ok({}) });
    const r = messages.reviewForm;
    await u().click(await screen.findByRole('button', { name: r.review }));
    const dialog = await findOpenDialog('dialog', r.createTitle);
    await u().click(within(dialog).getByRole('radio', { name: r.star(3) }));
    await u().click(within(dialog).getByRole('button', { name: r.submit }));
    await waitFor(() => expect(toastTexts()).toContain(r.created));
    expect(requests.find((q) => q.method === 'POST')?.body).toEqual({ rating: 3, comment: null });
    await waitFor(() => expect(requests.filter((q) => q.method === 'GET' && q.path === url)).toHaveLength(2));
  });
});
