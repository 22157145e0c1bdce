import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages, type ManageAppointment } from '@randevu/contracts';
import { ok, stubApi } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { manageAppointment } from '../../../../test/my-appointment-fixtures';
import { ManageAppointmentView } from './manage-appointment';

const t = messages.manage.page;
const token = 'abcdefghijklmnopqrstuv';

function renderPage(over: Partial<ManageAppointment>) {
  stubApi({ [`GET /api/manage/${token}`]: () => ok(manageAppointment(token, over)) });
  renderWithApp(
    <Routes>
      <Route path="/randevu/:token" element={<ManageAppointmentView token={token} />} />
    </Routes>,
    { route: `/randevu/${token}` },
  );
}

describe('a manage link of a visit that will not happen', () => {
  it.each(['cancelled', 'expired'] as const)(
    '%s: a new booking at the venue with the same picks, no calendar file',
    async (status) => {
      renderPage({ status, allowed_actions: [], can_cancel: false, can_reschedule: false, sub_service_id: 4 });
      const again = await screen.findByRole('link', { name: t.bookAgain });
      expect(again.getAttribute('href')).toBe('/isil-kuafor-3/3?uzman=7&secenek=4');
      expect(screen.queryByRole('link', { name: t.addToCalendar })).toBeNull();
      expect(document.body.textContent).not.toMatch(/İşletmenizi|İşletme sahibi/);
    },
  );

  it('confirmed: the calendar file, no new booking', async () => {
    renderPage({ status: 'confirmed' });
    expect(await screen.findByRole('link', { name: t.addToCalendar })).toBeTruthy();
    expect(screen.queryByRole('link', { name: t.bookAgain })).toBeNull();
  });
});
