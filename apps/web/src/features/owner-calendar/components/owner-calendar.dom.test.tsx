import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages, type OwnerCalendar } from '@randevu/contracts';
import { calendarDay, DAY, NOW_UTC, subServiceChoices } from '../../../../test/calendar-fixtures';
import { freezeClockAt } from '../../../../test/clock';
import { ok, stubApi } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { ownerCalendarQueryOptions } from '../api/get-owner-calendar';
import { OwnerCalendarView } from './owner-calendar';

const t = messages.ownerCalendar.page;
const CALENDAR = 'GET /api/owner/venues/4/calendar';
const u = () => userEvent.setup({ delay: null });

freezeClockAt(NOW_UTC);

function renderCalendar(data: OwnerCalendar = calendarDay()) {
  const requests = stubApi({ [CALENDAR]: () => ok(data) });
  renderWithApp(<OwnerCalendarView venueId={4} subServices={subServiceChoices} assignments={{}} />);
  return requests;
}
const column = (expertId: number, date = DAY) => screen.getByTestId(`column-${expertId}-${date}`);
const phone = (wide: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

describe('the owner calendar, day view', () => {
  it("opens on today in venue time: a column per active expert, blocks named by their whole text, 'Şimdi', the legend in the help", async () => {
    const requests = renderCalendar();
    const grid = await screen.findByRole('group', { name: '12 Mart 2030 Salı takvimi' });
    expect(
      within(grid)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Ayşe Yılmaz', 'Mehmet Kaya']);
    expect(requests[0]!.query.get('from')).toBe(DAY);
    expect(requests[0]!.query.get('to')).toBe(DAY);
    expect(within(column(7)).getByRole('button', { name: '11:00–11:45, Ali Veli, Kesim, Onaylandı' })).toBeTruthy();
    expect(within(column(7)).getByRole('button', { name: '09:00–09:30, Can Demir, Kesim, Onaylandı' })).toBeTruthy();
    expect(within(column(8)).getByRole('button', { name: '14:00–15:00, Zeynep Ak, Fön, Onay Bekliyor' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: t.legend })).toBeNull();
    await u().click(screen.getByRole('button', { name: t.help }));
    const help = await screen.findByRole('dialog', { name: t.helpTitle });
    expect(within(help).getByText(t.description)).toBeTruthy();
    const legend = within(help).getByRole('list', { name: t.legend });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Onay Bekliyor', 'Onaylandı', 'Tamamlandı', 'Gelmedi']);
    expect(within(column(7)).getByText('Şimdi 10:30')).toBeTruthy();
    // An empty half hour is a button too (Tab, Enter), named by expert, date and time.
    expect(
      within(column(8)).getByRole('button', { name: 'Mehmet Kaya, 12 Mart 2030 Salı 10:30: boş, randevu ekle' }),
    ).toBeTruthy();
  });

  it("shades the break, the time off and the hours outside an expert's day, each with its text", async () => {
    renderCalendar();
    await screen.findByRole('group', { name: '12 Mart 2030 Salı takvimi' });
    const shades = (id: number) =>
      Array.from(column(id).querySelectorAll('[data-shade]')).map((n) => `${n.getAttribute('data-shade')}:${n.textContent}`);
    expect(shades(7)).toEqual(['off:Çalışmıyor', 'break:Mola']);
    // The axis runs over the venue's hours (09:00–19:00): Ayşe is off after 18:00, Mehmet before 10:00.
    expect(shades(8)).toEqual(['off:Çalışmıyor', 'timeOff:Kapalı: Doktor']);
  });

  it('a closed holiday and a closure shade the whole day with their names', async () => {
    renderCalendar(
      calendarDay({ holidays: [{ date: DAY, name: 'Ramazan Bayramı', half_day: false, open: false }], appointments: [] }),
    );
    await screen.findByRole('group', { name: '12 Mart 2030 Salı takvimi' });
    expect(within(column(7)).getByText('Resmî tatil: Ramazan Bayramı')).toBeTruthy();
    expect(within(column(8)).getByText('Resmî tatil: Ramazan Bayramı')).toBeTruthy();
  });

  it("a closure: 'Mekan kapalı: Tadilat'", async () => {
    renderCalendar(
      calendarDay({
        closures: [{ id: 1, venue_id: 4, start_date: DAY, end_date: DAY, reason: 'Tadilat', created_at: '2030-01-01T00:00:00Z' }],
      }),
    );
    await screen.findByRole('group', { name: '12 Mart 2030 Salı takvimi' });
    expect(within(column(7)).getByText('Mekan kapalı: Tadilat')).toBeTruthy();
  });

  it("'Sonraki gün' and the date picker ask for that day; 'Hafta' asks for Monday to Sunday of one expert", async () => {
    const requests = renderCalendar();
    await screen.findByRole('group', { name: '12 Mart 2030 Salı takvimi' });
    await u().click(screen.getByRole('button', { name: t.nextDay }));
    await waitFor(() => expect(requests.at(-1)!.query.get('from')).toBe('2030-03-13'));
    await u().click(screen.getByRole('radio', { name: t.weekView }));
    await waitFor(() => expect(requests.at(-1)!.query.get('to')).toBe('2030-03-17'));
    expect(requests.at(-1)!.query.get('from')).toBe('2030-03-11');
    expect(
      await screen.findByRole('group', { name: 'Ayşe Yılmaz, 11 Mart 2030 Pazartesi – 17 Mart 2030 Pazar haftası' }),
    ).toBeTruthy();
    expect(screen.getAllByTestId(/^column-7-/)).toHaveLength(7);
    expect(screen.getByLabelText(t.expertSwitcher)).toBeTruthy();
  });

  it('refreshes every 15 seconds so new requests and cancellations appear', () => {
    expect(ownerCalendarQueryOptions(4, DAY, DAY).refetchInterval).toBe(15_000);
  });

  it('on a phone: every expert a swipeable column, the one with the next appointment first, no switcher in the day view', async () => {
    phone(false);
    renderCalendar();
    const grid = await screen.findByRole('group', { name: '12 Mart 2030 Salı takvimi' });
    // At 10:30 Ayşe's next appointment is at 11:00, Mehmet's at 14:00.
    expect(
      within(grid)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Ayşe Yılmaz', 'Mehmet Kaya']);
    expect(grid.className).toContain('snap-x');
    expect(screen.queryByLabelText(t.expertSwitcher)).toBeNull();
    expect(screen.getByRole('button', { name: '14:00–15:00, Zeynep Ak, Fön, Onay Bekliyor' })).toBeTruthy();
  });

  it("on a phone the expert whose appointment comes next leads, whatever the names' order", async () => {
    phone(false);
    const day = calendarDay();
    renderCalendar({ ...day, appointments: day.appointments.filter((a) => a.id !== 31) });
    const grid = await screen.findByRole('group', { name: '12 Mart 2030 Salı takvimi' });
    // Ayşe's only appointment (09:00–09:30) is over at 10:30: Mehmet's at 14:00 is the next one.
    expect(
      within(grid)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Mehmet Kaya', 'Ayşe Yılmaz']);
  });

  it('a wide screen has no switcher in the day view', async () => {
    phone(true);
    renderCalendar();
    await screen.findByRole('group', { name: '12 Mart 2030 Salı takvimi' });
    expect(screen.queryByLabelText(t.expertSwitcher)).toBeNull();
  });
});
