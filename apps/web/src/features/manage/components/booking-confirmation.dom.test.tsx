import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages, type ManageAppointment } from '@randevu/contracts';
import { ok, stubApi } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { manageAppointment } from '../../../../test/my-appointment-fixtures';
import { BookingConfirmation } from './booking-confirmation';

const t = messages.bookingConfirmation;
const token = 'abcdefghijklmnopqrstuv';
const url = `/api/manage/${token}`;
const FULL = 'Saraçlar Caddesi No: 12, Sabuni Mahallesi, Merkez/Edirne';

function renderPage(over: Partial<ManageAppointment>, fullAddress: string | null = FULL) {
  stubApi({ [`GET ${url}`]: () => ok(manageAppointment(token, over)) });
  renderWithApp(
    <Routes>
      <Route
        path="/randevu/:token/onay"
        element={<BookingConfirmation token={token} useFullAddress={(id) => (id === 3 ? fullAddress : null)} />}
      />
    </Routes>,
    { route: `/randevu/${token}/onay` },
  );
}

describe('the booking confirmation page', () => {
  it('a request: its title, every detail in Turkish formats, the full address with three map links and what happens next', async () => {
    renderPage({ status: 'pending', expires_at: '2030-03-11T07:30:00.000Z' });
    expect(await screen.findByRole('heading', { level: 1, name: t.titlePending })).toBeTruthy();
    const details = screen.getByRole('region', { name: t.detailsTitle });
    const text = details.textContent ?? '';
    for (const part of [
      'Işıl Kuaför',
      '12 Mart 2030 Salı',
      '10:30',
      'Ayşe Yılmaz',
      'Saç Kesimi · Kısa Kesim',
      '45 dakika',
      '₺350',
      FULL,
    ])
      expect(text).toContain(part);
    const maps = within(details).getByRole('navigation', { name: messages.mapLinks.label });
    const hrefs = within(maps)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    const q = encodeURIComponent(FULL);
    expect(hrefs).toEqual([
      `https://www.google.com/maps/dir/?api=1&destination=${q}`,
      `https://www.google.com/maps/search/?api=1&query=${q}`,
      `https://maps.apple.com/?q=${q}`,
      `https://yandex.com.tr/harita/?text=${q}`,
    ]);
    // The request's own expiry, in venue time: 07:30 UTC is 10:30 in İstanbul.
    expect(screen.getByRole('region', { name: t.nextTitle }).textContent).toContain(
      'İşletme talebinizi 11 Mart 2030 Pazartesi 10:30 saatine kadar onaylamazsa',
    );
    expect(screen.getByRole('link', { name: t.manage }).getAttribute('href')).toBe(`/randevu/${token}`);
    expect(screen.getByRole('link', { name: t.addToCalendar }).getAttribute('href')).toBe(`/api/manage/${token}/calendar.ics`);
    // No owner marketing on a customer's page.
    expect(document.body.textContent).not.toMatch(/İşletmenizi|İşletme sahibi/);
  });

  it('an instant booking: "Randevunuz onaylandı" and the cancellation deadline', async () => {
    renderPage({ status: 'confirmed', expires_at: null });
    expect(await screen.findByRole('heading', { level: 1, name: t.titleConfirmed })).toBeTruthy();
    expect(screen.getByRole('region', { name: t.nextTitle }).textContent).toContain('11 Mart 2030 Pazartesi 10:30');
  });

  it('shows the street address until the full one is known', async () => {
    renderPage({ status: 'confirmed' }, null);
    await screen.findByRole('heading', { level: 1, name: t.titleConfirmed });
    expect(screen.getByRole('region', { name: t.detailsTitle }).textContent).toContain('Merkez, Edirne');
  });

  it('a cancelled booking read again later offers no calendar file', async () => {
    renderPage({ status: 'cancelled' });
    expect(await screen.findByRole('heading', { level: 1, name: t.titleOther })).toBeTruthy();
    expect(screen.queryByRole('link', { name: t.addToCalendar })).toBeNull();
    expect(screen.getByRole('link', { name: t.manage })).toBeTruthy();
  });

  it('an unknown link says so with the server’s text', async () => {
    stubApi({
      [`GET ${url}`]: () => ({
        status: 404,
        body: { success: false, code: 'MANAGE_LINK_INVALID', message: messages.manage.linkInvalid },
      }),
    });
    renderWithApp(<BookingConfirmation token={token} />, { route: `/randevu/${token}/onay` });
    expect(await screen.findByText(messages.manage.linkInvalid)).toBeTruthy();
  });
});
