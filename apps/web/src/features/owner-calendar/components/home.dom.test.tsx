import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages, type OwnerCalendar } from '@randevu/contracts';
import { block, calendarDay, DAY, NOW_UTC, subServiceChoices } from '../../../../test/calendar-fixtures';
import { chooseNew } from '../../../../test/calendar-new-menu';
import { freezeClockAt } from '../../../../test/clock';
import { ok, stubApi } from '../../../../test/fetch-stub';
import { findOpenDialog, renderWithApp, toastTexts } from '../../../../test/render';
import { OwnerCalendarView } from './owner-calendar';

const t = messages.ownerCalendar.page;
const CALENDAR = 'GET /api/owner/venues/4/calendar';
const u = () => userEvent.setup({ delay: null });

freezeClockAt(NOW_UTC);

const withSecondRequest = (): OwnerCalendar => {
  const day = calendarDay();
  return {
    ...day,
    appointments: [
      ...day.appointments,
      block(34, {
        expert_id: 8,
        status: 'pending',
        appointment_time: '16:00',
        starts_at_local: `${DAY}T16:00`,
        ends_at_local: `${DAY}T16:30`,
        duration_minutes: 30,
        customer: {
          id: 72,
          first_name: 'Elif',
          last_name: 'Kara',
          phone: '+905551110000',
          email: null,
          no_shows_12m: 0,
          no_show_tag: false,
        },
        price: 250.5,
      }),
      block(35, { status: 'no_show', starts_at_local: `${DAY}T17:00`, ends_at_local: `${DAY}T17:30`, price: 999 }),
    ],
  };
};

function renderHome(data: OwnerCalendar, routes: Parameters<typeof stubApi>[0] = {}) {
  const requests = stubApi({ [CALENDAR]: () => ok(data), ...routes });
  renderWithApp(<OwnerCalendarView venueId={4} subServices={subServiceChoices} assignments={{}} />);
  return requests;
}
const phone = (wide: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

describe("the day's strip above the calendar", () => {
  it('counts the appointments and the requests and sums the expected revenue in kuruş (a no-show brings nothing)', async () => {
    renderHome(withSecondRequest());
    const strip = await screen.findByRole('region', { name: t.summaryLabel });
    // 450 + 450 + 450 (two confirmed, one pending at the fixture's price) + 250,50 (pending); not the no-show's 999.
    expect(strip.textContent).toBe('5 randevu·2 bekleyen istek·Beklenen gelir ₺1.600,50');
  });

  it("approves a pending request in one tap from the strip, only where the server's allowed_actions offer it", async () => {
    const data = withSecondRequest();
    // Elif's request may no longer be approved (the server's say): no 'Onayla' on her row.
    data.appointments = data.appointments.map((a) => (a.id === 34 ? { ...a, allowed_actions: ['cancel'] } : a));
    const requests = renderHome(data, {
      'PUT /api/owner/appointments/32/status': () => ok({ id: 32, status: 'confirmed', venue_id: 4 }),
    });
    const strip = await screen.findByRole('region', { name: t.summaryLabel });
    const toggle = within(strip).getByRole('button', { name: /2 bekleyen istek/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await u().click(toggle);
    const list = within(strip).getByRole('list', { name: t.pendingTitle });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['14:00 · Zeynep Ak · FönOnayla', '16:00 · Elif Kara · Kesim']);
    await u().click(within(list).getByRole('button', { name: 'Zeynep Ak, 14:00: Onayla' }));
    await waitFor(() => expect(toastTexts()).toContain(t.confirmed));
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe('/api/owner/appointments/32/status');
    expect(put.body).toEqual({ status: 'confirmed' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("a request's text opens its appointment, where it may be rejected with a reason", async () => {
    renderHome(withSecondRequest());
    const strip = await screen.findByRole('region', { name: t.summaryLabel });
    await u().click(within(strip).getByRole('button', { name: /2 bekleyen istek/ }));
    await u().click(within(strip).getByRole('button', { name: '14:00 · Zeynep Ak · Fön' }));
    const dialog = await findOpenDialog('dialog', t.detailsTitle);
    expect(within(dialog).getByText(/Zeynep Ak/)).toBeTruthy();
  });

  it('with no request the pending figure is plain text', async () => {
    const day = calendarDay();
    renderHome({ ...day, appointments: day.appointments.filter((a) => a.status !== 'pending') });
    const strip = await screen.findByRole('region', { name: t.summaryLabel });
    expect(strip.textContent).toBe('2 randevu·0 bekleyen istek·Beklenen gelir ₺900');
    expect(within(strip).queryByRole('button')).toBeNull();
  });
});

describe("the calendar's '+'", () => {
  it("floats on a phone and offers 'Randevu', 'Kapıdan müşteri' and 'Mola'", async () => {
    phone(false);
    renderHome(calendarDay());
    await screen.findByRole('group', { name: '12 Mart 2030 Salı takvimi' });
    const plus = screen.getByRole('button', { name: t.newMenuLabel });
    expect(plus.className).toContain('fixed');
    await u().click(plus);
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual([
      t.newAppointment,
      t.newWalkIn,
      t.newBreak,
    ]);
  });

  it("'Kapıdan müşteri' opens the booking for today, in the chair now, with the expert free now", async () => {
    phone(true);
    const day = calendarDay();
    // Ayşe is busy 10:15–11:00: Mehmet (working from 10:00) is the one free now.
    renderHome(
      {
        ...day,
        appointments: [...day.appointments, block(36, { starts_at_local: `${DAY}T10:15`, ends_at_local: `${DAY}T11:00` })],
      },
      { 'GET /api/experts/8/available-times': () => ok(['11:00']) },
    );
    await screen.findByRole('group', { name: '12 Mart 2030 Salı takvimi' });
    expect(screen.getByRole('button', { name: t.newMenuLabel }).className).not.toContain('fixed');
    await chooseNew(t.newWalkIn);
    const dialog = await findOpenDialog('dialog', t.addTitle);
    expect((within(dialog).getByLabelText(new RegExp(`^${t.expert}`)) as HTMLSelectElement).value).toBe('8');
    // "Şu an koltukta" (decision 090): the server starts it now; switched off, today and now (10:30) are offered.
    const chair = within(dialog).getByRole('switch', { name: t.startsNow });
    expect(chair.getAttribute('aria-checked')).toBe('true');
    expect(within(dialog).queryByLabelText(new RegExp(`^${t.date}`))).toBeNull();
    // The service is one tap.
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Saç · Kesim', 'Saç · Fön']);
    await u().click(chair);
    expect((within(dialog).getByLabelText(new RegExp(`^${t.date}`)) as HTMLInputElement).value).toBe(
      DAY.split('-').reverse().join('.'),
    );
    await u().click(within(dialog).getByRole('radio', { name: 'Saç · Fön' }));
    // Now is not one of the customer's starts (11:00): the time is kept as a free time, the server may warn.
    expect(((await within(dialog).findByLabelText(/Saat \(elle\)/)) as HTMLInputElement).value).toBe('10:30');
  });

  it("'Mola' opens the block-time dialog for the first expert", async () => {
    phone(true);
    renderHome(calendarDay());
    await screen.findByRole('group', { name: '12 Mart 2030 Salı takvimi' });
    await chooseNew(t.newBreak);
    expect(await findOpenDialog('dialog', t.blockTimeTitle)).toBeTruthy();
  });
});
