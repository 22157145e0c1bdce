import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUS_LABELS_TR, type AppointmentStatus, type MyAppointment } from '@randevu/contracts';
import { ok, stubApi } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { myAppointment } from '../../../../test/my-appointment-fixtures';
import { MyAppointments } from './my-appointments';

const appointment = (id: number, status: AppointmentStatus, date: string): MyAppointment =>
  myAppointment(id, {
    appointment_date: date,
    appointment_time: '10:00',
    starts_at: `${date}T07:00:00.000Z`,
    ends_at: `${date}T07:45:00.000Z`,
    status,
  });

/** The status badge of each card, by venue name, in the order shown. */
const badges = (list: HTMLElement) =>
  within(list)
    .getAllByRole('article')
    .map((card) => [
      within(card).getByRole('heading').textContent,
      Object.values(APPOINTMENT_STATUS_LABELS_TR).find((label) => within(card).queryByText(label)),
    ]);

describe('the user’s appointment list', () => {
  it('labels the new statuses in Turkish: Gelmedi and Süresi Doldu among the past ones', async () => {
    stubApi({
      'GET /api/user/appointments': () =>
        ok([
          appointment(1, 'pending', '2099-03-02'),
          appointment(2, 'no_show', '2021-03-04'),
          appointment(3, 'expired', '2021-03-03'),
          appointment(4, 'completed', '2021-03-02'),
        ]),
    });
    renderWithApp(<MyAppointments />, { route: '/?tab=past' });
    const panel = await screen.findByRole('tabpanel');
    await within(panel).findByText('Salon 2');
    expect(badges(panel)).toEqual([
      ['Salon 2', 'Gelmedi'],
      ['Salon 3', 'Süresi Doldu'],
      ['Salon 4', 'Tamamlandı'],
    ]);
  });

  it('keeps one tab per moment (current, past), no tab per status', async () => {
    stubApi({ 'GET /api/user/appointments': () => ok([appointment(1, 'pending', '2099-03-02')]) });
    renderWithApp(<MyAppointments />);
    const panel = await screen.findByRole('tabpanel');
    await within(panel).findByText('Salon 1');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Alınan Randevular1', 'Geçmiş Randevular0']);
    expect(badges(panel)).toEqual([['Salon 1', 'Onay Bekliyor']]);
  });
});
