import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages, type VenueHoliday } from '@randevu/contracts';
import { conflict, ruleConflict } from '../../../../test/availability-fixtures';
import { freezeClockAt } from '../../../../test/clock';
import { ok, stubApi } from '../../../../test/fetch-stub';
import { renderWithApp, toastTexts, findOpenDialog } from '../../../../test/render';
import { HolidaysSection } from './holidays-section';

const m = messages.availabilityRules;
const t = m.page;
const url = '/api/owner/venues/4/holidays';
const holiday = (date: string, name: string, over: Partial<VenueHoliday> = {}): VenueHoliday => ({
  date,
  name,
  half_day: false,
  open: false,
  ...over,
});
const year2026 = [
  holiday('2026-01-01', 'Yılbaşı'),
  holiday('2026-10-28', 'Cumhuriyet Bayramı Arifesi', { half_day: true }),
  holiday('2026-10-29', 'Cumhuriyet Bayramı', { open: true }),
];
const year2027 = [
  holiday('2027-03-08', 'Ramazan Bayramı Arifesi', { half_day: true }),
  holiday('2027-03-09', 'Ramazan Bayramı (1. gün)'),
];
const u = () => userEvent.setup({ delay: null });

// 09:00 in Istanbul on 20 October 2026: this year is 2026, and its holidays until then are past.
freezeClockAt('2026-10-20T06:00:00Z');

function renderSection(handlers: Parameters<typeof stubApi>[0] = {}) {
  const requests = stubApi({
    [`GET ${url}`]: ({ query }) => ok(query.get('year') === '2027' ? year2027 : year2026),
    ...handlers,
  });
  renderWithApp(<HolidaysSection venueId={4} />);
  return { requests, puts: () => requests.filter((r) => r.method === 'PUT') };
}
const region = () => screen.getByRole('region', { name: t.holidaysTitle });
const list = (year: number) => within(region()).findByRole('list', { name: `${t.holidaysTitle} ${year}` });
const switchOf = (name: string) => within(region()).getByRole('switch', { name });

describe('public holidays', () => {
  it('after 29 October, the last holiday of every year, opens on the next year', async () => {
    vi.setSystemTime(new Date('2026-11-25T06:00:00Z'));
    renderSection();
    expect(within(await list(2027)).getAllByRole('listitem')).toHaveLength(2);
    expect(within(region()).getByRole('button', { name: '2027' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('offers the year after next too, and asks the server for it (decision 096)', async () => {
    const { requests } = renderSection();
    await list(2026);
    await userEvent.setup({ delay: null }).click(within(region()).getByRole('button', { name: '2028' }));
    await waitFor(() => expect(requests.map((r) => r.query.get('year'))).toContain('2028'));
  });

  it('lists this year: name, Turkish date, the half-day note and the Açık/Kapalı switch', async () => {
    const { requests } = renderSection();
    const items = within(await list(2026)).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Yılbaşı1 Ocak 2026 PerşembeKapalı',
      'Cumhuriyet Bayramı Arifesi28 Ekim 2026 ÇarşambaYarım gün (13:00’ten sonra kapalı)Kapalı',
      'Cumhuriyet Bayramı29 Ekim 2026 PerşembeAçık',
    ]);
    expect(switchOf('Yılbaşı').getAttribute('aria-checked')).toBe('false');
    expect(switchOf('Cumhuriyet Bayramı').getAttribute('aria-checked')).toBe('true');
    // Past holidays cannot change any more.
    expect((switchOf('Yılbaşı') as HTMLButtonElement).disabled).toBe(true);
    expect(within(region()).getByText(t.holidaysHint)).toBeTruthy();
    expect(requests.map((r) => r.query.get('year'))).toEqual(['2026']);
  });

  it('switches to next year and opens a holiday: PUT { open: true }, the switch turns on, a toast says so', async () => {
    let opened = false;
    const { requests, puts } = renderSection({
      [`GET ${url}`]: ({ query }) =>
        ok(query.get('year') === '2027' ? year2027.map((h) => ({ ...h, open: opened && h.date === '2027-03-09' })) : year2026),
      [`PUT ${url}/2027-03-09`]: () => {
        opened = true;
        return ok(holiday('2027-03-09', 'Ramazan Bayramı (1. gün)', { open: true }));
      },
    });
    await list(2026);
    const years = within(region()).getByRole('group', { name: t.year });
    expect(within(years).getByRole('button', { name: '2026' }).getAttribute('aria-pressed')).toBe('true');
    await u().click(within(years).getByRole('button', { name: '2027' }));
    await list(2027);
    expect(requests.filter((r) => r.method === 'GET').map((r) => r.query.get('year'))).toContain('2027');
    await u().click(switchOf('Ramazan Bayramı (1. gün)'));
    await waitFor(() => expect(toastTexts()).toEqual(['Tatil günü randevuya açıldı.']));
    expect(puts().map((r) => [r.path, r.body])).toEqual([[`${url}/2027-03-09`, { open: true, force: false }]]);
    await waitFor(() => expect(switchOf('Ramazan Bayramı (1. gün)').getAttribute('aria-checked')).toBe('true'));
  });

  it('closing an open holiday over appointments: the conflict list, then keep anyway closes it with force', async () => {
    // 1 October 2026: Cumhuriyet Bayramı is still ahead.
    vi.setSystemTime(new Date('2026-10-01T06:00:00Z'));
    const { puts } = renderSection({
      [`PUT ${url}/2026-10-29`]: ({ body }) =>
        (body as { force: boolean }).force
          ? ok(holiday('2026-10-29', 'Cumhuriyet Bayramı'))
          : ruleConflict(m.conflictHoliday, [conflict(40, { starts_at: '2026-10-29T11:00', ends_at: '2026-10-29T12:00' })]),
    });
    await list(2026);
    expect((switchOf('Yılbaşı') as HTMLButtonElement).disabled).toBe(true);
    await u().click(switchOf('Cumhuriyet Bayramı'));
    const dialog = await findOpenDialog('alertdialog', t.conflictsTitle);
    expect(dialog.textContent).toContain('Bu tatil gününde 1 randevu var.');
    expect(dialog.textContent).toContain('29 Ekim 2026 Perşembe, 11:00–12:00');
    await u().click(within(dialog).getByRole('button', { name: t.keepAnyway }));
    await waitFor(() => expect(toastTexts()).toEqual(['Tatil günü kapatıldı.']));
    expect(puts().map((r) => r.body)).toEqual([
      { open: false, force: false },
      { open: false, force: true },
    ]);
  });

  it("closing over appointments then 'Vazgeç': nothing is resent, the holiday stays open and can be switched again", async () => {
    vi.setSystemTime(new Date('2026-10-01T06:00:00Z'));
    const { puts } = renderSection({ [`PUT ${url}/2026-10-29`]: () => ruleConflict(m.conflictHoliday, [conflict(40)]) });
    await list(2026);
    await u().click(switchOf('Cumhuriyet Bayramı'));
    const dialog = await findOpenDialog('alertdialog', t.conflictsTitle);
    await u().click(within(dialog).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(puts()).toHaveLength(1);
    expect(toastTexts()).toEqual([]);
    expect(switchOf('Cumhuriyet Bayramı').getAttribute('aria-checked')).toBe('true');
    expect((switchOf('Cumhuriyet Bayramı') as HTMLButtonElement).disabled).toBe(false);
  });
});
