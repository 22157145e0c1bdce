import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@randevu/contracts';
import { block, calendarDay, DAY, NOW_UTC, subServiceChoices } from '../../../../test/calendar-fixtures';
import { ok, stubApi, type StubAnswer, type StubRequest } from '../../../../test/fetch-stub';
import { renderWithApp, toastTexts, findOpenDialog } from '../../../../test/render';
import { LONG_PRESS_MS } from '../lib/use-block-drag';
import { OwnerCalendarView } from './owner-calendar';

const t = messages.ownerCalendar.page;
const ALI = '11:00–11:45, Ali Veli, Kesim, Onaylandı';
const CAN = '09:00–09:30, Can Demir, Kesim, Onaylandı';
const PX = 1.6;
/** happy-dom lays nothing out: the two day columns stand side by side, 300 px wide, their 09:00 at y = 100. */
const LEFT = { 7: 52, 8: 352 } as Record<string, number>;
const TOP = 100;
/** The y of a block's point 10 minutes below its start when it starts at `minutes`. */
const y = (minutes: number) => TOP + (minutes - 9 * 60 + 10) * PX;
const x = (expertId: number) => LEFT[expertId]! + 150;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW_UTC));
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const id = /^column-(\d+)-/.exec(this.dataset.testid ?? '')?.[1];
    const left = id ? (LEFT[id] ?? 0) : 0;
    return DOMRect.fromRect({ x: left, y: TOP, width: id ? 300 : 0, height: id ? 600 * PX : 0 });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderCalendar(handlers: Record<string, (r: StubRequest) => StubAnswer> = {}) {
  const requests = stubApi({
    'GET /api/owner/venues/4/calendar': () => ok(calendarDay()),
    'GET /api/experts/7/available-times': () => ok(['13:00']),
    ...handlers,
  });
  renderWithApp(<OwnerCalendarView venueId={4} subServices={subServiceChoices} assignments={{}} />);
  return { requests, puts: () => requests.filter((r) => r.method === 'PUT') };
}

const pointer = { pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0 };
const column = (expertId: number) => screen.getByTestId(`column-${expertId}-${DAY}`);
/** Presses on a block 10 minutes below its start, as a mouse does. */
const press = (el: HTMLElement, minutes: number, expertId = 7) =>
  fireEvent.pointerDown(el, { ...pointer, clientX: x(expertId), clientY: y(minutes) });
const moveTo = (expertId: number, minutes: number) =>
  fireEvent.pointerMove(column(expertId), { ...pointer, clientX: x(expertId), clientY: y(minutes) });
const release = (expertId: number, minutes: number) =>
  fireEvent.pointerUp(column(expertId), { ...pointer, clientX: x(expertId), clientY: y(minutes) });
const preview = () => screen.queryByTestId('drag-preview');

describe('dragging a block with the pointer', () => {
  it("to another expert's column and time: a preview with the new times, then the dialog's PUT and 'Randevu taşındı.'", async () => {
    const { puts } = renderCalendar({ 'PUT /api/owner/appointments/31': () => ok(block(31, { expert_id: 8 })) });
    const ali = await screen.findByRole('button', { name: ALI });
    press(ali, 11 * 60);
    moveTo(7, 11 * 60 + 30);
    expect(preview()?.textContent).toBe('11:30–12:15Ali Veli');
    moveTo(8, 11 * 60 + 35);
    expect(within(column(8)).getByTestId('drag-preview').textContent).toBe('11:35–12:20Ali Veli');
    release(8, 11 * 60 + 35);
    // The click that ends the drag (the browser sends it right after the pointerup) does not open the dialog.
    fireEvent.click(ali);
    await waitFor(() => expect(toastTexts()).toEqual([t.moved]));
    expect(puts().map((r) => [r.path, r.body])).toEqual([
      [
        '/api/owner/appointments/31',
        { expert_id: 8, appointment_date: DAY, appointment_time: '11:35', sub_service_id: 51, outside_hours: false },
      ],
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(preview()).toBeNull());
  });

  it("a refused drop shows the server's Turkish message and the block stays where it was", async () => {
    const taken = messages.appointments.slotTaken;
    const { puts } = renderCalendar({
      'PUT /api/owner/appointments/31': () => ({ status: 409, body: { success: false, code: 'SLOT_TAKEN', message: taken } }),
    });
    press(await screen.findByRole('button', { name: ALI }), 11 * 60);
    moveTo(8, 14 * 60 + 20);
    release(8, 14 * 60 + 20);
    await waitFor(() => expect(toastTexts()).toEqual([taken]));
    expect((puts()[0]!.body as { appointment_time: string }).appointment_time).toBe('14:20');
    await waitFor(() => expect(preview()).toBeNull());
    expect(within(column(7)).getByRole('button', { name: ALI })).toBeTruthy();
  });

  it("outside the expert's hours it warns first: 'Yine de kaydet' on the toast resends with outside_hours: true", async () => {
    const warning = messages.ownerCalendar.warning.break;
    const { puts } = renderCalendar({
      'PUT /api/owner/appointments/31': ({ body }) =>
        (body as { outside_hours: boolean }).outside_hours
          ? ok(block(31))
          : { status: 409, body: { success: false, code: 'OUTSIDE_HOURS', message: warning } },
    });
    press(await screen.findByRole('button', { name: ALI }), 11 * 60);
    moveTo(7, 12 * 60 + 15);
    release(7, 12 * 60 + 15);
    await waitFor(() => expect(toastTexts()).toEqual([warning]));
    fireEvent.click(screen.getByRole('button', { name: t.saveAnyway }));
    await waitFor(() => expect(toastTexts()).toContain(t.moved));
    expect(puts().map((r) => r.body)).toEqual([
      { expert_id: 7, appointment_date: DAY, appointment_time: '12:15', sub_service_id: 51, outside_hours: false },
      { expert_id: 7, appointment_date: DAY, appointment_time: '12:15', sub_service_id: 51, outside_hours: true },
    ]);
  });

  it("into a buffer it warns first (decision 098): 'Yine de taşı' on the toast resends with override_buffer: true", async () => {
    const { puts } = renderCalendar({
      'PUT /api/owner/appointments/31': ({ body }) =>
        (body as { override_buffer?: boolean }).override_buffer
          ? ok(block(31))
          : { status: 409, body: { success: false, code: 'SLOT_IN_BUFFER', message: 'hazırlık' } },
    });
    press(await screen.findByRole('button', { name: ALI }), 11 * 60);
    moveTo(7, 12 * 60 + 15);
    release(7, 12 * 60 + 15);
    await waitFor(() => expect(toastTexts()).toEqual([t.bufferWarning]));
    fireEvent.click(screen.getByRole('button', { name: 'Yine de taşı' }));
    await waitFor(() => expect(toastTexts()).toContain(t.moved));
    expect(puts().map((r) => (r.body as { override_buffer?: boolean }).override_buffer ?? false)).toEqual([false, true]);
  });

  it('Escape cancels the drag; a drop where it started sends nothing; neither opens the dialog', async () => {
    const { puts } = renderCalendar();
    const ali = await screen.findByRole('button', { name: ALI });
    press(ali, 11 * 60);
    moveTo(8, 15 * 60);
    expect(preview()).toBeTruthy();
    fireEvent.keyDown(ali, { key: 'Escape' });
    expect(preview()).toBeNull();
    moveTo(8, 16 * 60);
    expect(preview()).toBeNull();
    release(8, 16 * 60);
    fireEvent.click(ali);

    press(ali, 11 * 60);
    moveTo(7, 12 * 60);
    moveTo(7, 11 * 60);
    release(7, 11 * 60);
    fireEvent.click(ali);
    await Promise.resolve();
    expect(puts()).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a click that wobbles less than the threshold still opens the details dialog', async () => {
    renderCalendar();
    const ali = await screen.findByRole('button', { name: ALI });
    press(ali, 11 * 60);
    fireEvent.pointerMove(ali, { ...pointer, clientX: x(7) + 2, clientY: y(11 * 60) + 2 });
    fireEvent.pointerUp(ali, { ...pointer, clientX: x(7) + 2, clientY: y(11 * 60) + 2 });
    fireEvent.click(ali);
    expect(await findOpenDialog('dialog', t.detailsTitle)).toBeTruthy();
    expect(preview()).toBeNull();
  });

  it('a finger lifts a block only after a long press; a swipe before it scrolls the page and moves nothing', async () => {
    const { puts } = renderCalendar({ 'PUT /api/owner/appointments/31': () => ok(block(31)) });
    const ali = await screen.findByRole('button', { name: ALI });
    const finger = { ...pointer, pointerType: 'touch' };
    fireEvent.pointerDown(ali, { ...finger, clientX: x(7), clientY: y(11 * 60) });
    fireEvent.pointerMove(ali, { ...finger, clientX: x(7), clientY: y(11 * 60) + 30 });
    await new Promise((resolve) => setTimeout(resolve, LONG_PRESS_MS + 50));
    expect(preview()).toBeNull();
    fireEvent.pointerCancel(ali, finger);

    fireEvent.pointerDown(ali, { ...finger, clientX: x(7), clientY: y(11 * 60) });
    await waitFor(() => expect(preview()?.textContent).toBe('11:00–11:45Ali Veli'));
    fireEvent.pointerMove(column(7), { ...finger, clientX: x(7), clientY: y(13 * 60) });
    fireEvent.pointerUp(column(7), { ...finger, clientX: x(7), clientY: y(13 * 60) });
    await waitFor(() => expect(toastTexts()).toEqual([t.moved]));
    expect((puts()[0]!.body as { appointment_time: string }).appointment_time).toBe('13:00');
  });

  it('a block that has started (or is completed, cancelled, a no-show) does not move', async () => {
    const { puts } = renderCalendar();
    const can = await screen.findByRole('button', { name: CAN });
    press(can, 9 * 60);
    moveTo(8, 13 * 60);
    release(8, 13 * 60);
    expect(preview()).toBeNull();
    await Promise.resolve();
    expect(puts()).toEqual([]);
  });
});
