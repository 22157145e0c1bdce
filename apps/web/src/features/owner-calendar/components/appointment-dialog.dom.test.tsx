import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { block, calendarDay, DAY, NOW_UTC, subServiceChoices } from '../../../../test/calendar-fixtures';
import { freezeClockAt } from '../../../../test/clock';
import { ok, stubApi, type StubAnswer, type StubRequest } from '../../../../test/fetch-stub';
import { renderWithApp, toastTexts, findOpenDialog } from '../../../../test/render';
import { OwnerCalendarView } from './owner-calendar';

const t = messages.ownerCalendar.page;
const OUTSIDE = 'Seçilen saat çalışma saatleri dışında. Yine de kaydetmek istiyor musunuz?';
const u = () => userEvent.setup({ delay: null });

freezeClockAt(NOW_UTC);

function renderCalendar(handlers: Record<string, (r: StubRequest) => StubAnswer> = {}) {
  const requests = stubApi({
    'GET /api/owner/venues/4/calendar': () => ok(calendarDay()),
    'GET /api/experts/7/available-times': () => ok(['13:00', '13:30']),
    'GET /api/experts/8/available-times': () => ok(['11:00', '11:30']),
    ...handlers,
  });
  renderWithApp(<OwnerCalendarView venueId={4} subServices={subServiceChoices} assignments={{}} />);
  return { requests, puts: () => requests.filter((r) => r.method === 'PUT') };
}
async function open(name: string) {
  await u().click(await screen.findByRole('button', { name }));
  return findOpenDialog('dialog', t.detailsTitle);
}
const ALI = '11:00–11:45, Ali Veli, Kesim, Onaylandı';
/** The status answer: the owner's appointment as the server sends it, with its allowed actions. */
const answer = (id: number, allowed_actions: string[]) => ({ id, venue_id: 4, allowed_actions });
const ZEYNEP = '14:00–15:00, Zeynep Ak, Fön, Onay Bekliyor';
const CAN = '09:00–09:30, Can Demir, Kesim, Onaylandı';

describe("an appointment's dialog", () => {
  it('shows the customer, the service, the expert and the status', async () => {
    renderCalendar();
    const dialog = await open(ZEYNEP);
    expect(within(dialog).getByText('12 Mart 2030 Salı, 14:00–15:00')).toBeTruthy();
    expect(within(dialog).getByText('Zeynep Ak')).toBeTruthy();
    expect(within(dialog).getByRole('list', { name: t.customer }).textContent).toBe('İlk ziyaretOnay Bekliyor');
    expect(dialog.querySelector('dl')?.textContent).toBe(
      'HizmetSaç · FönUzmanMehmet KayaÜcret₺450Telefon0555 111 22 33E-postazeynep@example.com',
    );
  });

  it("moves by keyboard to another expert and time: PUT with the new expert, date and time; 'Randevu taşındı.'", async () => {
    const { puts } = renderCalendar({ 'PUT /api/owner/appointments/31': () => ok(block(31, { expert_id: 8 })) });
    const dialog = await open(ALI);
    expect(within(dialog).queryByRole('form', { name: t.moveTitle })).toBeNull();
    await u().click(within(dialog).getByRole('button', { name: t.move }));
    const move = within(dialog).getByRole('form', { name: t.moveTitle });
    // Its own start is offered (not free for a customer, but where it is now) among the valid starts.
    await waitFor(() =>
      expect(
        within(within(move).getByLabelText(t.time))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([t.chooseTime, '11:00', '13:00', '13:30', t.otherTime]),
    );
    expect((within(move).getByLabelText(t.time) as HTMLSelectElement).value).toBe('11:00');
    // 'Taşı' opens the form at its first field.
    expect(document.activeElement).toBe(within(move).getByLabelText(t.expert));
    await u().selectOptions(within(move).getByLabelText(t.expert), '8');
    await waitFor(() => expect(within(move).getByRole('option', { name: '11:30' })).toBeTruthy());
    await u().selectOptions(within(move).getByLabelText(t.time), '11:30');
    await u().click(within(move).getByRole('button', { name: t.move }));
    await waitFor(() => expect(toastTexts()).toEqual([t.moved]));
    expect(puts().map((r) => [r.path, r.body])).toEqual([
      [
        '/api/owner/appointments/31',
        {
          expert_id: 8,
          appointment_date: DAY,
          appointment_time: '11:30',
          sub_service_id: 51,
          outside_hours: false,
          override_buffer: false,
        },
      ],
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("a move outside hours asks first: 'Yine de kaydet' resends with outside_hours: true", async () => {
    const { puts } = renderCalendar({
      'PUT /api/owner/appointments/31': ({ body }) =>
        (body as { outside_hours: boolean }).outside_hours
          ? ok(block(31))
          : { status: 409, body: { success: false, code: 'OUTSIDE_HOURS', message: OUTSIDE } },
    });
    const dialog = await open(ALI);
    expect(within(dialog).queryByRole('form', { name: t.moveTitle })).toBeNull();
    await u().click(within(dialog).getByRole('button', { name: t.move }));
    const move = within(dialog).getByRole('form', { name: t.moveTitle });
    await waitFor(() => expect(within(move).getByRole('option', { name: '13:00' })).toBeTruthy());
    await u().selectOptions(within(move).getByLabelText(t.time), t.otherTime);
    await u().clear(within(move).getByLabelText(t.otherTimeLabel));
    await u().type(within(move).getByLabelText(t.otherTimeLabel), '12:15');
    await u().click(within(move).getByRole('button', { name: t.move }));
    const alert = await within(move).findByRole('alert');
    expect(alert.textContent).toContain(OUTSIDE);
    await u().click(within(alert).getByRole('button', { name: t.saveAnyway }));
    await waitFor(() => expect(toastTexts()).toEqual([t.moved]));
    expect(puts().map((r) => (r.body as { outside_hours: boolean }).outside_hours)).toEqual([false, true]);
    expect((puts()[1]!.body as { appointment_time: string }).appointment_time).toBe('12:15');
  });

  it("a move into a buffer asks first (decision 098): 'Yine de taşı' resends with override_buffer: true", async () => {
    const { puts } = renderCalendar({
      'PUT /api/owner/appointments/31': ({ body }) =>
        (body as { override_buffer?: boolean }).override_buffer
          ? ok(block(31))
          : { status: 409, body: { success: false, code: 'SLOT_IN_BUFFER', message: 'hazırlık' } },
    });
    const dialog = await open(ALI);
    await u().click(within(dialog).getByRole('button', { name: t.move }));
    const move = within(dialog).getByRole('form', { name: t.moveTitle });
    await waitFor(() => expect(within(move).getByRole('option', { name: '13:00' })).toBeTruthy());
    await u().selectOptions(within(move).getByLabelText(t.time), '13:00');
    await u().click(within(move).getByRole('button', { name: t.move }));
    const alert = await within(move).findByRole('alert');
    expect(alert.textContent).toContain(t.bufferWarning);
    await u().click(within(alert).getByRole('button', { name: 'Yine de taşı' }));
    await waitFor(() => expect(toastTexts()).toEqual([t.moved]));
    expect(puts().map((r) => (r.body as { override_buffer?: boolean }).override_buffer ?? false)).toEqual([false, true]);
  });

  it('a pending request: Onayla confirms; Reddet sends the reason', async () => {
    const { puts } = renderCalendar({ 'PUT /api/owner/appointments/32/status': () => ok(answer(32, [])) });
    let dialog = await open(ZEYNEP);
    await u().click(within(dialog).getByRole('button', { name: t.confirm }));
    await waitFor(() => expect(toastTexts()).toEqual([t.confirmed]));
    dialog = await open(ZEYNEP);
    // Rejecting is behind a secondary button: its first tap opens the reason.
    expect(within(dialog).queryByLabelText(/Red nedeni/)).toBeNull();
    await u().click(within(dialog).getByRole('button', { name: t.reject }));
    await u().type(within(dialog).getByLabelText(/Red nedeni/), 'Uzman yok');
    await u().click(within(dialog).getByRole('button', { name: t.reject }));
    await waitFor(() => expect(toastTexts()).toContain(t.rejected));
    expect(puts().map((r) => r.body)).toEqual([{ status: 'confirmed' }, { status: 'cancelled', reason: 'Uzman yok' }]);
  });

  it('a confirmed appointment before its start is cancelled with a reason; no Geldi/Gelmedi yet', async () => {
    const { puts } = renderCalendar({ 'PUT /api/owner/appointments/31/status': () => ok(answer(31, [])) });
    const dialog = await open(ALI);
    expect(within(dialog).queryByRole('button', { name: t.arrived })).toBeNull();
    await u().click(within(dialog).getByRole('button', { name: t.cancelAppointment }));
    await u().type(within(dialog).getByLabelText(/İptal nedeni/), 'Uzman hasta');
    await u().click(within(dialog).getByRole('button', { name: t.cancelAppointment }));
    await waitFor(() => expect(toastTexts()).toEqual([t.cancelled]));
    expect(puts().map((r) => r.body)).toEqual([{ status: 'cancelled', reason: 'Uzman hasta' }]);
  });

  it('after the start: Geldi marks it completed, Gelmedi no_show; no move, no cancel', async () => {
    const { puts } = renderCalendar({ 'PUT /api/owner/appointments/33/status': () => ok(answer(33, [])) });
    let dialog = await open(CAN);
    expect(within(dialog).queryByRole('form', { name: t.moveTitle })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: t.cancelAppointment })).toBeNull();
    await u().click(within(dialog).getByRole('button', { name: t.arrived }));
    await waitFor(() => expect(toastTexts()).toEqual([t.completed]));
    dialog = await open(CAN);
    await u().click(within(dialog).getByRole('button', { name: t.noShow }));
    await waitFor(() => expect(toastTexts()).toContain(t.markedNoShow));
    expect(puts().map((r) => r.body)).toEqual([{ status: 'completed' }, { status: 'no_show' }]);
  });

  it("a refused status change shows the server's message", async () => {
    const refused = 'Randevu saati henüz gelmedi; bu işlem yapılamaz.';
    renderCalendar({
      'PUT /api/owner/appointments/33/status': () => ({
        status: 409,
        body: { success: false, code: 'NOT_STARTED', message: refused },
      }),
    });
    const dialog = await open(CAN);
    await u().click(within(dialog).getByRole('button', { name: t.noShow }));
    await waitFor(() => expect(toastTexts()).toEqual([refused]));
  });

  it("a reviewed visit's 'Gelmedi' shows the server's refusal (409 ALREADY_REVIEWED)", async () => {
    const refused = 'Müşteri bu randevuyu değerlendirdiği için durum artık değiştirilemez.';
    renderCalendar({
      'PUT /api/owner/appointments/33/status': () => ({
        status: 409,
        body: { success: false, code: 'ALREADY_REVIEWED', message: refused },
      }),
    });
    const dialog = await open(CAN);
    await u().click(within(dialog).getByRole('button', { name: t.noShow }));
    await waitFor(() => expect(toastTexts()).toEqual([refused]));
  });

  it("'Müşteri bağlantısını yenile' asks first, revokes the customer's links and says a new one was sent", async () => {
    const o = messages.manage.owner;
    const { requests } = renderCalendar({
      'POST /api/owner/appointments/31/manage-link/revoke': () => ok({ messages_sent: 2 }),
    });
    const dialog = await open(ALI);
    await u().click(within(dialog).getByRole('button', { name: o.renewLink }));
    const confirm = await findOpenDialog('alertdialog', o.renewTitle);
    expect(within(confirm).getByText(o.renewHelp)).toBeTruthy();
    await u().click(within(confirm).getByRole('button', { name: o.renewConfirm }));
    await waitFor(() => expect(toastTexts()).toEqual([o.renewed]));
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/owner/appointments/31/manage-link/revoke',
    ]);
  });
});
