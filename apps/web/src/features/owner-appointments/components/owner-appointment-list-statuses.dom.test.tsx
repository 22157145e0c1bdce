import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUS_LABELS_TR, messages, type AppointmentStatus, type OwnerAppointment } from '@randevu/contracts';
import { stubApi } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { serverActions } from '../../../../test/allowed-actions';
import { OwnerAppointmentList } from './owner-appointment-list';

const appointment = (id: number, status: AppointmentStatus, date: string): OwnerAppointment => ({
  id,
  venue_id: 5,
  venue_name: 'Işıl Güzellik Salonu',
  user: { first_name: 'Müşteri', last_name: String(id), phone: '+905321112233', no_shows_12m: 0, no_show_tag: false },
  customer_email: 'musteri@example.com',
  is_guest: false,
  status,
  allowed_actions: serverActions('owner', { status, starts_at: `${date}T07:00:00.000Z` }, Date.now()),
  appointment_date: date,
  appointment_time: '10:00',
  starts_at: `${date}T07:00:00.000Z`,
  ends_at: `${date}T07:45:00.000Z`,
  duration_minutes: 45,
  service: { name: 'Saç Kesimi' },
  sub_service_id: null,
  sub_service: null,
  expert_id: 9,
  expert_name: 'Elif Kaya',
  notes: null,
  price: 400,
  created_at: '2020-01-01T00:00:00.000Z',
  cancellation_reason: null,
  rescheduled_from: null,
});

const list = [
  appointment(1, 'pending', '2099-03-02'),
  appointment(2, 'no_show', '2021-03-04'),
  appointment(3, 'expired', '2021-03-03'),
  appointment(4, 'cancelled', '2021-03-02'),
];

describe('the owner’s appointment list', () => {
  it('labels no_show "Gelmedi" and expired "Süresi Doldu", with nothing to answer on either', async () => {
    const requests = stubApi({
      'GET /api/owner/appointments': () => ({ body: { success: true, data: list, meta: { total: 4, pending: 1 } } }),
    });
    renderWithApp(<OwnerAppointmentList venueId={5} filter="all" onFilterChange={() => {}} />);
    const cards = await screen.findAllByRole('article');
    const shown = cards.map((card) => [
      within(card).getByRole('heading').textContent,
      Object.values(APPOINTMENT_STATUS_LABELS_TR).find((label) => within(card).queryByText(label)),
      within(card).queryAllByRole('button').length,
    ]);
    expect(shown).toEqual([
      ['Müşteri 1', 'Onay Bekliyor', 2],
      ['Müşteri 2', 'Gelmedi', 0],
      ['Müşteri 3', 'Süresi Doldu', 0],
      ['Müşteri 4', 'İptal Edildi', 0],
    ]);
    expect(requests[0]!.query.get('venue_id')).toBe('5');
    expect(requests[0]!.query.has('status')).toBe(false);
  });

  it('has five filters (Tümü, Bekleyenler, Yaklaşanlar, Gelmedi, Süresi Doldu): issues 24 and 25 add them', async () => {
    stubApi({ 'GET /api/owner/appointments': () => ({ body: { success: true, data: [], meta: { total: 0, pending: 0 } } }) });
    renderWithApp(<OwnerAppointmentList venueId={5} filter="all" onFilterChange={() => {}} />);
    await screen.findByText('Henüz randevu isteği yok');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Tümü',
      'Bekleyenler',
      'Yaklaşanlar',
      'Gelmedi',
      'Süresi Doldu',
    ]);
  });

  it('"Süresi Doldu" asks the server for ?status=expired; with no rows it says so', async () => {
    const requests = stubApi({
      'GET /api/owner/appointments': () => ({ body: { success: true, data: [], meta: { total: 0, pending: 0 } } }),
    });
    renderWithApp(<OwnerAppointmentList venueId={5} filter="expired" onFilterChange={() => {}} />);
    expect(await screen.findByText(messages.ownerAppointments.emptyExpired)).toBeTruthy();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Süresi Doldu');
    expect(requests[0]!.query.get('status')).toBe('expired');
  });

  it('a card the customer rescheduled says "Müşteri değiştirdi" with the previous day, time and expert', async () => {
    const moved: OwnerAppointment = {
      ...appointment(6, 'pending', '2099-03-14'),
      rescheduled_from: {
        appointment_date: '2030-03-12',
        appointment_time: '10:30',
        expert_name: 'Ayşe Yılmaz',
        rescheduled_at: '2030-03-01T09:00:00.000Z',
      },
    };
    stubApi({
      'GET /api/owner/appointments': () => ({
        body: { success: true, data: [moved, list[0]], meta: { total: 2, pending: 2 } },
      }),
    });
    renderWithApp(<OwnerAppointmentList venueId={5} filter="all" onFilterChange={() => {}} />);
    const [card, other] = await screen.findAllByRole('article');
    expect(within(card!).getByText('Müşteri değiştirdi')).toBeTruthy();
    expect(within(card!).getByText('Önceki saat: 12 Mart 2030 Salı, 10:30 (Ayşe Yılmaz)')).toBeTruthy();
    expect(within(other!).queryByText(messages.ownerAppointments.rescheduledMark)).toBeNull();
  });

  it('"Gelmedi" asks the server for ?status=no_show and shows the cards with the label Gelmedi', async () => {
    const requests = stubApi({
      'GET /api/owner/appointments': () => ({
        body: { success: true, data: [list[1]], meta: { total: 1, pending: 0 } },
      }),
    });
    renderWithApp(<OwnerAppointmentList venueId={5} filter="no_show" onFilterChange={() => {}} />);
    const [card] = await screen.findAllByRole('article');
    expect(within(card!).getByText('Gelmedi', { selector: ':not(button)' })).toBeTruthy();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Gelmedi');
    expect(requests[0]!.query.get('status')).toBe('no_show');
  });

  it('"Gelmedi" with no rows says so', async () => {
    stubApi({ 'GET /api/owner/appointments': () => ({ body: { success: true, data: [], meta: { total: 0, pending: 0 } } }) });
    renderWithApp(<OwnerAppointmentList venueId={5} filter="no_show" onFilterChange={() => {}} />);
    expect(await screen.findByText('"Gelmedi" olarak işaretlenmiş randevu yok')).toBeTruthy();
  });
});
