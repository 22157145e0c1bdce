import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages, type ManageAppointment } from '@randevu/contracts';
import { ok, stubApi, type StubAnswer } from '../../../../test/fetch-stub';
import { renderWithApp, toastTexts, findOpenDialog } from '../../../../test/render';
import { aliVeli } from '../../../../test/user-fixtures';
import { ManageAppointmentView } from './manage-appointment';
import { manageAppointment } from '../../../../test/my-appointment-fixtures';

const t = messages.manage.page;
const token = 'abcdefghijklmnopqrstuv';
const url = `/api/manage/${token}`;
const appointment = (over: Partial<ManageAppointment> = {}) => manageAppointment(token, over);
const failure = (status: number, code: string, message: string): StubAnswer => ({
  status,
  body: { success: false, code, message },
});
const u = () => userEvent.setup({ delay: null });

function renderPage(handlers: Parameters<typeof stubApi>[0]) {
  const requests = stubApi(handlers);
  renderWithApp(
    <Routes>
      <Route path="/randevu/:token" element={<ManageAppointmentView token={token} />} />
    </Routes>,
    { route: `/randevu/${token}` },
  );
  return requests;
}

describe('manage link page', () => {
  it('shows the appointment with the calendar link and no reschedule', async () => {
    renderPage({ [`GET ${url}`]: () => ok(appointment()) });
    const venue = await screen.findByRole('link', { name: 'Işıl Kuaför' });
    expect(venue.getAttribute('href')).toBe('/isil-kuafor-3');
    const text = document.body.textContent ?? '';
    for (const part of [
      'Saraçlar Caddesi No: 5, Sabuni Mahallesi, Merkez/Edirne',
      'Ayşe Yılmaz',
      'Saç Kesimi · Kısa Kesim',
      '12 Mart 2030 Salı',
      '10:30',
      '45 dakika',
      '₺350',
      'Onaylandı',
    ])
      expect(text).toContain(part);
    // The full address with its route (decision 080).
    expect(screen.getByRole('link', { name: messages.mapLinks.directions }).getAttribute('href')).toContain(
      encodeURIComponent('Sabuni Mahallesi'),
    );
    const calendar = screen.getByRole('link', { name: t.addToCalendar });
    expect(calendar.getAttribute('href')).toBe(`${url}/calendar.ics`);
    expect(calendar.hasAttribute('download')).toBe(true);
    expect(screen.queryByText(/ertele|değiştir/i)).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('cancels with a reason, says so and shows the refreshed status', async () => {
    let current = appointment();
    const requests = renderPage({
      [`GET ${url}`]: () => ok(current),
      [`POST ${url}/cancel`]: () => {
        current = appointment({
          status: 'cancelled',
          cancellation_reason: 'İşim çıktı',
          can_cancel: false,
          can_reschedule: false,
        });
        return ok(current);
      },
    });
    await u().click(await screen.findByRole('button', { name: t.cancel }));
    const dialog = await findOpenDialog('alertdialog', messages.myAppointments.cancelConfirmTitle);
    await u().type(within(dialog).getByLabelText(/^İptal nedeni/), 'İşim çıktı');
    await u().click(within(dialog).getByRole('button', { name: messages.myAppointments.confirmCancel }));
    await waitFor(() => expect(toastTexts()).toEqual([messages.myAppointments.cancelSuccess]));
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: `${url}/cancel`,
      body: { cancellation_reason: 'İşim çıktı' },
    });
    expect(await screen.findByText('İptal Edildi')).toBeTruthy();
    expect(document.body.textContent).toContain('İşim çıktı');
    expect(screen.queryByRole('button', { name: t.cancel })).toBeNull();
  });

  it('after the deadline: no cancel button, the deadline in Turkish and to contact the venue', async () => {
    renderPage({ [`GET ${url}`]: () => ok(appointment({ can_cancel: false, can_reschedule: false })) });
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe(
      'Bu randevu artık bu bağlantıdan iptal edilemez: son iptal zamanı 11 Mart 2030 Pazartesi 10:30 idi. Değişiklik için lütfen işletmeyle iletişime geçin.',
    );
    expect(screen.queryByRole('button', { name: t.cancel })).toBeNull();
  });

  it('an invalid link: the server text and where to go next', async () => {
    renderPage({
      [`GET ${url}`]: () => failure(404, 'MANAGE_LINK_INVALID', 'Bu randevu bağlantısı geçersiz veya süresi dolmuş.'),
    });
    expect(await screen.findByText('Bu randevu bağlantısı geçersiz veya süresi dolmuş.')).toBeTruthy();
    expect(screen.getByText(t.invalidHelp)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'İşletmelere göz at' }).getAttribute('href')).toBe('/companies');
    expect(screen.queryByRole('link', { name: 'Randevularım' })).toBeNull();
  });

  it('an invalid link for a signed-in user also offers "Randevularım"', async () => {
    localStorage.setItem('user', JSON.stringify(aliVeli({ role: 'user' })));
    renderPage({ [`GET ${url}`]: () => failure(404, 'MANAGE_LINK_INVALID', messages.manage.linkInvalid) });
    expect((await screen.findByRole('link', { name: 'Randevularım' })).getAttribute('href')).toBe('/dashboard/user/appointments');
    localStorage.removeItem('user');
  });

  it('too many requests: the server text', async () => {
    renderPage({ [`GET ${url}`]: () => failure(429, 'RATE_LIMITED', messages.manage.rateLimited) });
    expect(await screen.findByText('Çok fazla istek gönderdiniz. Lütfen bir süre sonra tekrar deneyin.')).toBeTruthy();
  });
});
