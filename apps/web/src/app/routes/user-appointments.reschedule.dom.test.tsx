import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type MyAppointment } from '@randevu/contracts';
import { fill } from '@/lib/format';
import { freezeClockAt } from '../../../test/clock';
import { ok, stubApi } from '../../../test/fetch-stub';
import { renderWithApp, toastTexts, findOpenDialog } from '../../../test/render';
import { myAppointment } from '../../../test/my-appointment-fixtures';
import MyAppointmentsPage from './user-appointments';

const t = messages.myAppointments;
const url = '/api/user/appointments';
const times = '/api/experts/7/available-times';
const appointment = myAppointment;
const u = () => userEvent.setup({ delay: null });

freezeClockAt('2030-03-10T09:00:00.000Z');

function renderPage(list: MyAppointment[], handlers: Parameters<typeof stubApi>[0] = {}) {
  const requests = stubApi({ [`GET ${url}`]: () => ok(list), [`GET ${times}`]: () => ok(['11:00', '11:30']), ...handlers });
  renderWithApp(<MyAppointmentsPage />, { route: '/dashboard/user/appointments' });
  return requests;
}

async function openDetail(venue: string) {
  await u().click(await screen.findByRole('button', { name: new RegExp(`^${t.showDetail}.*${venue}$`) }));
  return findOpenDialog('dialog', t.detailTitle);
}

describe('Randevularım: reschedule', () => {
  it("moves the appointment: the expert's times, the user's URL and body, the pending toast, the new time", async () => {
    let list = [appointment(3)];
    const requests = renderPage(list, {
      [`POST ${url}/3/reschedule`]: () => {
        list = [appointment(3, { appointment_date: '2030-03-13', appointment_time: '11:00' })];
        return ok(list[0]);
      },
      [`GET ${url}`]: () => ok(list),
    });
    const sheet = await openDetail('Salon 3');
    await u().click(within(sheet).getByRole('button', { name: t.reschedule }));
    const dialog = await findOpenDialog('dialog', t.rescheduleTitle);
    expect(within(dialog).getByTestId('reschedule-current').textContent).toContain('12 Mart 2030 Salı 10:30');
    await within(dialog).findByRole('radio', { name: '11:00' });
    await u().click(within(dialog).getByRole('radio', { name: /13 Mart/ }));
    await u().click(await within(dialog).findByRole('radio', { name: '11:00' }));
    await u().click(within(dialog).getByRole('button', { name: t.rescheduleConfirm }));

    await waitFor(() =>
      expect(toastTexts()).toEqual([fill(t.rescheduledPending, { date: '13 Mart 2030 Çarşamba', time: '11:00' })]),
    );
    const asked = requests.filter((r) => r.path === times).map((r) => r.query.get('date'));
    // The day opened on, then the day chosen (the invalidation after the move may read it once more).
    expect(asked.slice(0, 2)).toEqual(['2030-03-12', '2030-03-13']);
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: `${url}/3/reschedule`,
      body: { appointment_date: '2030-03-13', appointment_time: '11:00' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.rescheduleTitle })).toBeNull());
    // The list was read again and the sheet shows the new day and time.
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByText('11:00')).toBeTruthy());
    expect(requests.filter((r) => r.method === 'GET' && r.path === url)).toHaveLength(2);
  });

  it('a confirmed answer (instant booking) toasts the confirmed text', async () => {
    renderPage([appointment(3)], {
      [`POST ${url}/3/reschedule`]: () => ok(appointment(3, { appointment_time: '11:30', status: 'confirmed' })),
    });
    await u().click(within(await openDetail('Salon 3')).getByRole('button', { name: t.reschedule }));
    const dialog = await findOpenDialog('dialog', t.rescheduleTitle);
    await u().click(await within(dialog).findByRole('radio', { name: '11:30' }));
    await u().click(within(dialog).getByRole('button', { name: t.rescheduleConfirm }));
    await waitFor(() =>
      expect(toastTexts()).toEqual([fill(t.rescheduledConfirmed, { date: '12 Mart 2030 Salı', time: '11:30' })]),
    );
  });

  it("a refusal (409) shows the server's text in the open dialog and the old time stays", async () => {
    const late = 'Bu randevunun saati artık değiştirilemez.';
    renderPage([appointment(3)], {
      [`POST ${url}/3/reschedule`]: () => ({ status: 409, body: { success: false, code: 'TOO_LATE', message: late } }),
    });
    await u().click(within(await openDetail('Salon 3')).getByRole('button', { name: t.reschedule }));
    const dialog = await findOpenDialog('dialog', t.rescheduleTitle);
    await u().click(await within(dialog).findByRole('radio', { name: '11:00' }));
    await u().click(within(dialog).getByRole('button', { name: t.rescheduleConfirm }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(late);
    expect(screen.getByRole('dialog', { name: t.rescheduleTitle })).toBe(dialog);
    expect(toastTexts()).toEqual([]);
    expect(within(dialog).getByTestId('reschedule-current').textContent).toContain('10:30');
  });

  it('no reschedule button for a cancelled appointment', async () => {
    renderPage([appointment(3, { status: 'cancelled' })]);
    const sheet = await openDetail('Salon 3');
    expect(within(sheet).getByRole('button', { name: t.cancel })).toBeTruthy();
    expect(within(sheet).queryByRole('button', { name: t.reschedule })).toBeNull();
  });

  it('no reschedule for a past appointment: its card opens nothing', async () => {
    renderPage([appointment(1, { appointment_date: '2030-03-08', starts_at: '2030-03-08T07:30:00.000Z' })]);
    await u().click(await screen.findByRole('tab', { name: new RegExp(t.pastTab) }));
    expect(await screen.findByRole('article')).toBeTruthy();
    expect(screen.queryByRole('button', { name: new RegExp(t.showDetail) })).toBeNull();
    expect(screen.queryByRole('button', { name: t.reschedule })).toBeNull();
  });
});
