import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type OwnerCalendar } from '@randevu/contracts';
import { calendarDay, DAY, NOW_UTC, subServiceChoices } from '../../../../test/calendar-fixtures';
import { freezeClockAt } from '../../../../test/clock';
import { ok, stubApi, type StubRequest } from '../../../../test/fetch-stub';
import { renderWithApp, toastTexts, findOpenDialog } from '../../../../test/render';
import { chooseNew } from '../../../../test/calendar-new-menu';
import { OwnerCalendarView } from './owner-calendar';

const t = messages.ownerCalendar.page;
const rules = messages.availabilityRules.page;
const CALENDAR = 'GET /api/owner/venues/4/calendar';
const u = () => userEvent.setup({ delay: null });

freezeClockAt(NOW_UTC);

const meeting = (expertId: number, from: string, to: string, id = 2) => ({
  id,
  expert_id: expertId,
  starts_at: `${DAY}T${from}`,
  ends_at: `${DAY}T${to}`,
  reason: 'Toplantı',
  created_at: '2030-03-12T07:30:00Z',
});

/** The calendar answers `data` until a write swaps it (the refetch after the write then shows the change). */
function renderCalendar(handlers: Record<string, (r: StubRequest, state: { data: OwnerCalendar }) => unknown>) {
  const state = { data: calendarDay() };
  const table = Object.fromEntries(
    Object.entries(handlers).map(([key, handler]) => [key, (r: StubRequest) => handler(r, state) as ReturnType<typeof ok>]),
  );
  const requests = stubApi({ [CALENDAR]: () => ok(state.data), ...table });
  renderWithApp(<OwnerCalendarView venueId={4} subServices={subServiceChoices} assignments={{}} />);
  return { requests, state };
}
const column = (expertId: number) => screen.getByTestId(`column-${expertId}-${DAY}`);
const calendarReads = (requests: StubRequest[]) => requests.filter((r) => r.method === 'GET').length;

describe("'Zaman Kapat' on the owner calendar", () => {
  it('blocks an hour for an expert as time off: the toast, and the refetched calendar shades it with its reason', async () => {
    const { requests } = renderCalendar({
      'POST /api/owner/experts/8/time-off': (r, state) => {
        const body = r.body as { starts_at: string; ends_at: string; reason: string };
        state.data = calendarDay({ time_off: [...state.data.time_off, meeting(8, '11:00', '12:00')] });
        return { status: 201, body: { success: true, data: { ...meeting(8, '11:00', '12:00'), ...body } } };
      },
    });
    await screen.findByRole('group', { name: '12 Mart 2030 Salı takvimi' });
    const reads = calendarReads(requests);
    await chooseNew(t.newBreak);
    const dialog = await findOpenDialog('dialog', t.blockTimeTitle);
    // Defaults: the first shown expert, the shown day, the next half hour after 10:30 and one hour on.
    expect((within(dialog).getByLabelText(new RegExp(t.expert)) as HTMLSelectElement).value).toBe('7');
    expect((within(dialog).getByLabelText(new RegExp(t.date)) as HTMLInputElement).value).toBe(
      DAY.split('-').reverse().join('.'),
    );
    expect((within(dialog).getByLabelText(new RegExp(t.startTime)) as HTMLInputElement).value).toBe('11:00');
    expect((within(dialog).getByLabelText(new RegExp(t.endTime)) as HTMLInputElement).value).toBe('12:00');
    await u().selectOptions(within(dialog).getByLabelText(new RegExp(t.expert)), '8');
    await u().type(within(dialog).getByLabelText(new RegExp(t.reason)), 'Toplantı');
    await u().click(within(dialog).getByRole('button', { name: t.blockTime }));

    await waitFor(() => expect(toastTexts()).toContain(t.blocked));
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.path).toBe('/api/owner/experts/8/time-off');
    expect(post.body).toEqual({ starts_at: `${DAY}T11:00`, ends_at: `${DAY}T12:00`, reason: 'Toplantı', force: false });
    expect(screen.queryByRole('dialog', { name: t.blockTimeTitle })).toBeNull();
    await waitFor(() => expect(calendarReads(requests)).toBeGreaterThan(reads));
    expect(
      await within(column(8)).findByRole('button', { name: 'Kapalı: Toplantı, 11:00–12:00: ayrıntılar ve kaldır' }),
    ).toBeTruthy();
  });

  it("a 409 lists the appointments inside; 'Randevuları koruyarak kaydet' sends it again with force", async () => {
    const conflict = {
      success: false,
      code: 'RULE_CONFLICT',
      message: 'Bu izin aralığında 1 randevu var.',
      conflicts: [
        {
          id: 31,
          expert_id: 7,
          expert_name: 'Ayşe Yılmaz',
          customer_name: 'Ali Veli',
          status: 'confirmed',
          starts_at: `${DAY}T11:00`,
          ends_at: `${DAY}T11:45`,
        },
      ],
    };
    const { requests } = renderCalendar({
      'POST /api/owner/experts/7/time-off': (r, state) => {
        if (!(r.body as { force: boolean }).force) return { status: 409, body: conflict };
        state.data = calendarDay({ time_off: [...state.data.time_off, meeting(7, '11:00', '12:00')] });
        return { status: 201, body: { success: true, data: meeting(7, '11:00', '12:00') } };
      },
    });
    await screen.findByRole('group', { name: '12 Mart 2030 Salı takvimi' });
    await chooseNew(t.newBreak);
    const dialog = await findOpenDialog('dialog', t.blockTimeTitle);
    await u().click(within(dialog).getByRole('button', { name: t.blockTime }));

    const alert = await findOpenDialog('alertdialog', rules.conflictsTitle);
    expect(within(alert).getByText(conflict.message)).toBeTruthy();
    expect(within(alert).getByText(`${rules.customer}: Ali Veli`)).toBeTruthy();
    expect(toastTexts()).not.toContain(t.blocked);
    await u().click(within(alert).getByRole('button', { name: rules.keepAnyway }));

    await waitFor(() => expect(toastTexts()).toContain(t.blocked));
    const posts = requests.filter((r) => r.method === 'POST').map((r) => (r.body as { force: boolean }).force);
    expect(posts).toEqual([false, true]);
    expect(
      await within(column(7)).findByRole('button', { name: 'Kapalı: Toplantı, 11:00–12:00: ayrıntılar ve kaldır' }),
    ).toBeTruthy();
  });

  it("a time-off block opens with its reason and 'Kaldır' deletes it; the calendar drops the shade", async () => {
    const { requests } = renderCalendar({
      'DELETE /api/owner/experts/8/time-off/1': (_r, state) => {
        state.data = calendarDay({ time_off: [] });
        return ok({ id: 1 });
      },
    });
    await screen.findByRole('group', { name: '12 Mart 2030 Salı takvimi' });
    await u().click(within(column(8)).getByRole('button', { name: 'Kapalı: Doktor, 16:00–18:00: ayrıntılar ve kaldır' }));
    const dialog = await findOpenDialog('dialog', t.timeOffTitle);
    expect(within(dialog).getByText('Doktor')).toBeTruthy();
    expect(within(dialog).getByText('Mehmet Kaya')).toBeTruthy();
    expect(within(dialog).getByText('12 Mart 2030 Salı, 16:00–18:00')).toBeTruthy();
    await u().click(within(dialog).getByRole('button', { name: t.removeTimeOff }));

    await waitFor(() => expect(toastTexts()).toContain(t.timeOffRemoved));
    expect(requests.some((r) => r.method === 'DELETE' && r.path === '/api/owner/experts/8/time-off/1')).toBe(true);
    await waitFor(() => expect(column(8).querySelector('[data-shade="timeOff"]')).toBeNull());
  });

  it("an empty half hour's booking dialog offers 'Zaman Kapat' for that expert, day and time", async () => {
    renderCalendar({});
    await screen.findByRole('group', { name: '12 Mart 2030 Salı takvimi' });
    await u().click(within(column(8)).getByRole('button', { name: 'Mehmet Kaya, 12 Mart 2030 Salı 10:30: boş, randevu ekle' }));
    const booking = await findOpenDialog('dialog', t.addTitle);
    await u().click(within(booking).getByRole('button', { name: t.presetCustom }));
    const dialog = await findOpenDialog('dialog', t.blockTimeTitle);
    expect(screen.queryByRole('dialog', { name: t.addTitle })).toBeNull();
    expect((within(dialog).getByLabelText(new RegExp(t.expert)) as HTMLSelectElement).value).toBe('8');
    expect((within(dialog).getByLabelText(new RegExp(t.startTime)) as HTMLInputElement).value).toBe('10:30');
    expect((within(dialog).getByLabelText(new RegExp(t.endTime)) as HTMLInputElement).value).toBe('11:30');
  });

  it('an end before the start is refused in the dialog, nothing sent', async () => {
    const { requests } = renderCalendar({});
    await screen.findByRole('group', { name: '12 Mart 2030 Salı takvimi' });
    await chooseNew(t.newBreak);
    const dialog = await findOpenDialog('dialog', t.blockTimeTitle);
    const end = within(dialog).getByLabelText(new RegExp(t.endTime));
    await u().clear(end);
    await u().type(end, '10:00');
    await u().click(within(dialog).getByRole('button', { name: t.blockTime }));
    expect(await within(dialog).findByText(t.blockOrder)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
