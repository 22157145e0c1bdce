import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, type ClosedDay, type VenueDetail } from '@randevu/contracts';
import { ok, type StubAnswer, type StubRequest } from '../../../../test/fetch-stub';
import { toastTexts } from '../../../../test/render';
import { renderGuestBookingSheet } from '../../../../test/booking-fixtures';
import { everyDay, expert, hours } from '../../../../test/venue-fixtures';
import { formatLongDate } from '../lib/week';

const b = messages.appointments;
const ar = messages.availabilityRules;
const ayse = expert(7, { name: 'Ayşe Yılmaz', working_hours: hours(everyDay) });
const venue = { id: 1, prefix: 'abc', name: 'Salon Bir', working_hours: hours(everyDay), experts: [ayse], sub_services: [] };

// Ramazan Bayramı 2026: the eve (arife) on Thursday 19 March is a half day, 20–22 March are holidays.
const closedDays: ClosedDay[] = [
  { date: '2026-03-12', kind: 'closure', name: null, half_day: false },
  { date: '2026-03-15', kind: 'weekly', name: null, half_day: false },
  { date: '2026-03-19', kind: 'holiday', name: 'Ramazan Bayramı Arifesi', half_day: true },
  { date: '2026-03-20', kind: 'holiday', name: 'Ramazan Bayramı (1. gün)', half_day: false },
  { date: '2026-03-21', kind: 'holiday', name: 'Ramazan Bayramı (2. gün)', half_day: false },
  { date: '2026-03-22', kind: 'holiday', name: 'Ramazan Bayramı (3. gün)', half_day: false },
];
/** The API's answer: the listed days of [from, to]. */
const closedDaysAnswer = (r: StubRequest): StubAnswer =>
  ok(closedDays.filter((d) => d.date >= r.query.get('from')! && d.date <= r.query.get('to')!));

/** The sheet on `today` (venue time, 10:00), with the closed days above and the given times for every day. */
function renderSheet(
  today: string,
  {
    times = () => ['10:00', '10:30'],
    closed = closedDaysAnswer,
    v = venue,
  }: {
    times?: (date: string) => string[];
    closed?: (r: StubRequest) => StubAnswer;
    v?: typeof venue;
  } = {},
) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${today}T07:00:00Z`));
  return renderGuestBookingSheet(v as unknown as VenueDetail, {
    'GET /api/venues/1/closed-days': closed,
    'GET /api/experts/7/available-times': (r) => ok(times(r.query.get('date')!)),
  });
}
afterEach(() => vi.useRealTimers());

const u = () => userEvent.setup({ delay: null });
const strip = () => screen.getByRole('radiogroup', { name: b.dateLabel });
const day = (name: string) => within(strip()).getByRole('radio', { name }) as HTMLInputElement;
const dayOf = (date: string) =>
  within(strip())
    .getAllByRole('radio')
    .find((r) => (r as HTMLInputElement).value === date)!;
const tileOf = (date: string) => dayOf(date).closest('label')!;
const timesAsked = (requests: StubRequest[]) =>
  requests.filter((r) => r.path === '/api/experts/7/available-times').map((r) => r.query.get('date'));

describe('booking sheet: closed days in the date strip', () => {
  it("asks for the week on view and marks a closure and the weekly day off 'Kapalı', unavailable", async () => {
    const requests = renderSheet('2026-03-11');
    const closure = await waitFor(() => day(`${formatLongDate('2026-03-12')}, ${ar.dayClosed}`));
    const weekly = day(`${formatLongDate('2026-03-15')}, ${ar.dayClosed}`);
    for (const closed of [closure, weekly]) {
      expect(closed.getAttribute('aria-disabled')).toBe('true');
      expect(closed.closest('label')!.textContent).toContain(ar.dayClosed);
    }
    expect(
      requests.filter((r) => r.path === '/api/venues/1/closed-days').map((r) => [r.query.get('from'), r.query.get('to')]),
    ).toEqual([['2026-03-09', '2026-03-15']]);
    // An ordinary day keeps its plain name; today too.
    expect(day(formatLongDate('2026-03-13')).getAttribute('aria-disabled')).toBeNull();
    expect(day(`${formatLongDate('2026-03-11')} (${b.today})`).checked).toBe(true);

    await u().click(closure);
    expect(closure.checked).toBe(false);
    expect(day(`${formatLongDate('2026-03-11')} (${b.today})`).checked).toBe(true);
    expect(timesAsked(requests)).not.toContain('2026-03-12');
    await u().click(day(formatLongDate('2026-03-13')));
    await waitFor(() => expect(timesAsked(requests)).toContain('2026-03-13'));
  });

  it("marks a public holiday 'Resmî tatil' (its name as the tooltip) and an eve 'Yarım gün', which can be chosen", async () => {
    const requests = renderSheet('2026-03-11');
    await u().click(screen.getByRole('button', { name: b.nextWeek }));
    const holiday = await waitFor(() => day(`${formatLongDate('2026-03-20')}, ${ar.dayHoliday}`));
    expect(holiday.getAttribute('aria-disabled')).toBe('true');
    expect(tileOf('2026-03-20').textContent).toContain(ar.dayHoliday);
    expect(tileOf('2026-03-20').getAttribute('title')).toBe('Ramazan Bayramı (1. gün)');
    for (const date of ['2026-03-21', '2026-03-22']) expect(dayOf(date).getAttribute('aria-disabled')).toBe('true');

    const eve = day(`${formatLongDate('2026-03-19')}, ${ar.dayHalf}`);
    expect(eve.getAttribute('aria-disabled')).toBeNull();
    expect(tileOf('2026-03-19').textContent).toContain(ar.dayHalf);
    await u().click(eve);
    expect(eve.checked).toBe(true);
    await waitFor(() => expect(timesAsked(requests)).toContain('2026-03-19'));
    expect(await screen.findByRole('radio', { name: '10:00' })).toBeTruthy();
  });

  it('says why a holiday has no times, with its name, instead of the usual text', async () => {
    renderSheet('2026-03-20', { times: () => [] });
    expect(await screen.findByText(ar.emptyHoliday.replace('{name}', 'Ramazan Bayramı (1. gün)'))).toBeTruthy();
    expect(screen.queryByText(b.noSlots)).toBeNull();
    // The chosen day is marked too, and stays chosen.
    expect(day(`${formatLongDate('2026-03-20')} (${b.today}), ${ar.dayHoliday}`).checked).toBe(true);
  });

  it("says 'İşletme bu gün kapalı.' on a closed day, and the usual text on an open or half day without times", async () => {
    const requests = renderSheet('2026-03-12', { times: () => [] });
    expect(await screen.findByText(ar.emptyClosed)).toBeTruthy();
    await u().click(day(formatLongDate('2026-03-13')));
    expect(await screen.findByText(b.noSlots)).toBeTruthy();
    expect(screen.queryByText(ar.emptyClosed)).toBeNull();
    await u().click(screen.getByRole('button', { name: b.nextWeek }));
    await u().click(await waitFor(() => day(`${formatLongDate('2026-03-19')}, ${ar.dayHalf}`)));
    await waitFor(() => expect(timesAsked(requests)).toContain('2026-03-19'));
    expect(await screen.findByText(b.noSlots)).toBeTruthy();
  });

  it('keeps the chosen day’s reason after paging to another week', async () => {
    const requests = renderSheet('2026-03-12', { times: () => [] });
    expect(await screen.findByText(ar.emptyClosed)).toBeTruthy();
    await u().click(screen.getByRole('button', { name: b.nextWeek }));
    await waitFor(() => expect(requests.filter((r) => r.path === '/api/venues/1/closed-days')).toHaveLength(2));
    expect(screen.getByText(ar.emptyClosed)).toBeTruthy();
  });

  it('a holiday eve on a weekday the venue does not work is simply closed', async () => {
    const shortWeek = { ...venue, working_hours: hours(['monday', 'tuesday', 'wednesday', 'friday']) };
    renderSheet('2026-03-16', { v: shortWeek });
    const eve = await waitFor(() => day(`${formatLongDate('2026-03-19')}, ${ar.dayClosed}`));
    expect(eve.getAttribute('aria-disabled')).toBe('true');
  });

  it('without the closed days (the call failed) the strip shows no marks and no toast; times still load', async () => {
    const requests = renderSheet('2026-03-11', {
      closed: () => ({ status: 500, body: { success: false, code: 'INTERNAL', message: messages.common.genericError } }),
    });
    expect(await screen.findByRole('radio', { name: '10:00' })).toBeTruthy();
    await waitFor(() => expect(requests.some((r) => r.path === '/api/venues/1/closed-days')).toBe(true));
    expect(day(formatLongDate('2026-03-12')).getAttribute('aria-disabled')).toBeNull();
    expect(strip().textContent).not.toContain(ar.dayClosed);
    expect(toastTexts()).toEqual([]);
  });
});
