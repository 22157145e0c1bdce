import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type OwnerCalendar } from '@randevu/contracts';
import { calendarDay, DAY, NOW_UTC, subServiceChoices } from '../../../../test/calendar-fixtures';
import { freezeClockAt } from '../../../../test/clock';
import { ok, stubApi, type StubRequest } from '../../../../test/fetch-stub';
import { renderWithApp, toastTexts, findOpenDialog } from '../../../../test/render';
import { OwnerCalendarView } from './owner-calendar';

const m = messages.dayHours;
const CALENDAR = 'GET /api/owner/venues/4/calendar';
const u = () => userEvent.setup({ delay: null });

freezeClockAt(NOW_UTC);

function renderCalendar(handlers: Record<string, (r: StubRequest, state: { data: OwnerCalendar }) => unknown>) {
  const state = { data: calendarDay() };
  const table = Object.fromEntries(
    Object.entries(handlers).map(([key, handler]) => [key, (r: StubRequest) => handler(r, state) as ReturnType<typeof ok>]),
  );
  const requests = stubApi({ [CALENDAR]: () => ok(state.data), ...table });
  renderWithApp(<OwnerCalendarView venueId={4} subServices={subServiceChoices} assignments={{}} />);
  return { requests, state };
}
const menuOf = (name: string) => screen.findByRole('button', { name: `${name} için gün seçenekleri` });

describe("an expert column's day menu (decision 100)", () => {
  it("'Bu günün saatleri' starts from the weekly hours, refuses overlapping breaks in Turkish, then saves the day", async () => {
    const { requests } = renderCalendar({
      [`PUT /api/owner/experts/7/days/${DAY}`]: (r, state) => {
        const body = r.body as { start: string; end: string; breaks: [string, string][] };
        const day = { expert_id: 7, date: DAY, off: false, ...body };
        state.data = calendarDay({ expert_days: [day] });
        return ok(day);
      },
    });
    await u().click(await menuOf('Ayşe Yılmaz'));
    await u().click(await screen.findByRole('menuitem', { name: m.setHours }));
    const dialog = await findOpenDialog('dialog', /^Ayşe Yılmaz: .* saatleri$/);
    expect((within(dialog).getByLabelText(m.start) as HTMLSelectElement).value).toBe('09:00');
    expect((within(dialog).getByLabelText(`${m.breakStart} 1`) as HTMLSelectElement).value).toBe('12:00');
    await u().click(within(dialog).getByRole('button', { name: m.addBreak }));
    await u().click(within(dialog).getByRole('button', { name: m.save }));
    expect(within(dialog).getByText(m.breaksOverlap)).toBeTruthy();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    await u().click(within(dialog).getByRole('button', { name: `${m.removeBreak} 2` }));
    await u().selectOptions(within(dialog).getByLabelText(m.end), '15:00');
    await u().click(within(dialog).getByRole('button', { name: m.save }));
    await waitFor(() => expect(toastTexts()).toContain(m.saved));
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({
      start: '09:00',
      end: '15:00',
      breaks: [['12:00', '13:00']],
    });
    await waitFor(() => expect(screen.getByTestId(`day-hours-7-${DAY}`).textContent).toBe(`${m.ownDay}: 09:00–15:00`));
  });

  it("'Bu gün izinli' marks the day off; 'Haftalık saate dön' removes the date's own hours", async () => {
    const { requests } = renderCalendar({
      [`PUT /api/owner/experts/8/days/${DAY}`]: (_r, state) => {
        const day = { expert_id: 8, date: DAY, off: true, start: null, end: null, breaks: [] };
        state.data = calendarDay({ expert_days: [day] });
        return ok(day);
      },
      [`DELETE /api/owner/experts/8/days/${DAY}`]: (_r, state) => {
        state.data = calendarDay();
        return ok({ date: DAY });
      },
    });
    expect(screen.queryByRole('menuitem', { name: m.backToWeekly })).toBeNull();
    await u().click(await menuOf('Mehmet Kaya'));
    await u().click(await screen.findByRole('menuitem', { name: m.setOff }));
    await waitFor(() => expect(toastTexts()).toContain(m.offSaved));
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({ off: true });
    await waitFor(() => expect(screen.getByTestId(`day-hours-8-${DAY}`).textContent).toBe(m.dayOff));

    await u().click(await menuOf('Mehmet Kaya'));
    await u().click(await screen.findByRole('menuitem', { name: m.backToWeekly }));
    await waitFor(() => expect(toastTexts()).toContain(m.weeklyRestored));
    await waitFor(() => expect(screen.getByTestId(`day-hours-8-${DAY}`).textContent).toBe('10:00–19:00'));
  });
});
