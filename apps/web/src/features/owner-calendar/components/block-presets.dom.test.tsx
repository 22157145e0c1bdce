import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { DAY, NOW_UTC, subServiceChoices } from '../../../../test/calendar-fixtures';
import { freezeClockAt } from '../../../../test/clock';
import { ok, stubApi, type StubAnswer, type StubRequest } from '../../../../test/fetch-stub';
import { findOpenDialog, renderWithApp, toastTexts } from '../../../../test/render';
import { BookingDialog } from './booking-dialog';
import { BlockTimeDialog } from './block-time-dialog';

const t = messages.ownerCalendar.page;
const u = () => userEvent.setup({ delay: null });
freezeClockAt(NOW_UTC);

const saved = (body: unknown) => ({
  status: 201,
  body: { success: true, data: { id: 9, expert_id: 8, created_at: NOW_UTC, ...(body as object) } },
});

/** An empty slot's dialog as the calendar opens it: Mehmet (8) at 12:30; 'Özel' is counted. */
function renderSlot(handlers: Record<string, (r: StubRequest) => StubAnswer> = {}) {
  const requests = stubApi({ 'GET /api/experts/8/available-times': () => ok([]), ...handlers });
  let custom = 0;
  function Host() {
    const [open, setOpen] = useState(true);
    return open ? (
      <BookingDialog
        venueId={4}
        start={{ expertId: 8, date: DAY, time: '12:30' }}
        experts={[{ id: 8, name: 'Mehmet Kaya' }]}
        subServices={subServiceChoices}
        assignments={{}}
        onClose={() => setOpen(false)}
        onBlockTime={() => (custom += 1)}
      />
    ) : null;
  }
  renderWithApp(<Host />);
  return { requests, customs: () => custom };
}

describe('closing time from an empty slot in one tap (decision 077)', () => {
  it("'Öğle arası 30 dk' saves 12:30–13:00 with its reason at once; the toast's 'Geri al' removes it", async () => {
    const { requests } = renderSlot({
      'POST /api/owner/experts/8/time-off': (r) => saved(r.body),
      'DELETE /api/owner/experts/8/time-off/9': () => ok({ id: 9 }),
    });
    const dialog = await findOpenDialog('dialog', t.addTitle);
    const presets = within(dialog).getByRole('region', { name: t.blockPresetsTitle });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Öğle arası 30 dk', 'Öğle arası 1 saat', 'Toplantı', 'Özel']);
    await u().click(within(presets).getByRole('button', { name: t.presetLunch30 }));
    await waitFor(() => expect(toastTexts()).toEqual(['Kapalı: Öğle arası (12:30–13:00) kaydedildi.']));
    expect(screen.queryByRole('dialog')).toBeNull();
    await u().click(screen.getByRole('button', { name: t.undo }));
    await waitFor(() => expect(toastTexts()).toContain(t.blockUndone));
    expect(requests.filter((r) => r.method !== 'GET').map((r) => [r.method, r.path, r.body])).toEqual([
      [
        'POST',
        '/api/owner/experts/8/time-off',
        { starts_at: `${DAY}T12:30`, ends_at: `${DAY}T13:00`, reason: 'Öğle arası', force: false },
      ],
      ['DELETE', '/api/owner/experts/8/time-off/9', undefined],
    ]);
  });

  it("'Toplantı' is an hour; a refusal shows the server's message and keeps the dialog; 'Özel' opens the form", async () => {
    const refused = 'Bitiş saati başlangıç saatinden sonra olmalıdır.';
    const { requests, customs } = renderSlot({
      'POST /api/owner/experts/8/time-off': () => ({
        status: 400,
        body: { success: false, code: 'VALIDATION', message: refused },
      }),
    });
    const dialog = await findOpenDialog('dialog', t.addTitle);
    await u().click(within(dialog).getByRole('button', { name: t.presetMeeting }));
    await waitFor(() => expect(toastTexts()).toEqual([refused]));
    expect((requests.find((r) => r.method === 'POST')!.body as { ends_at: string }).ends_at).toBe(`${DAY}T13:30`);
    expect(screen.getByRole('dialog', { name: t.addTitle })).toBeTruthy();
    await u().click(within(dialog).getByRole('button', { name: t.presetCustom }));
    expect(customs()).toBe(1);
  });

  it('the full form’s presets fill the end and the reason from its start', async () => {
    stubApi({});
    renderWithApp(
      <BlockTimeDialog
        venueId={4}
        start={{ expertId: 8, date: DAY, time: '12:00' }}
        experts={[{ id: 8, name: 'Mehmet' }]}
        onClose={() => {}}
      />,
    );
    const dialog = await findOpenDialog('dialog', t.blockTimeTitle);
    await u().click(within(dialog).getByRole('button', { name: t.presetLunch60 }));
    expect((within(dialog).getByLabelText(new RegExp(t.endTime)) as HTMLInputElement).value).toBe('13:00');
    expect((within(dialog).getByLabelText(new RegExp(t.reason)) as HTMLInputElement).value).toBe('Öğle arası');
    await u().click(within(dialog).getByRole('button', { name: t.presetLunch30 }));
    expect((within(dialog).getByLabelText(new RegExp(t.endTime)) as HTMLInputElement).value).toBe('12:30');
  });
});
