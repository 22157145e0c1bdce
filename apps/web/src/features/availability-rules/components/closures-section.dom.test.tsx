import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type Closure } from '@randevu/contracts';
import { conflict, refusal, ruleConflict } from '../../../../test/availability-fixtures';
import { ok, stubApi } from '../../../../test/fetch-stub';
import { renderWithApp, toastTexts, findOpenDialog } from '../../../../test/render';
import { ClosuresSection } from './closures-section';

const m = messages.availabilityRules;
const t = m.page;
const url = '/api/owner/venues/4/closures';
const closure = (id: number, start: string, end: string, reason: string | null = null): Closure => ({
  id,
  venue_id: 4,
  start_date: start,
  end_date: end,
  reason,
  created_at: '2026-01-01T00:00:00Z',
});
const closures = [
  closure(5, '2030-08-10', '2030-08-20', 'Tadilat'),
  closure(4, '2030-02-14', '2030-02-14'),
  closure(3, '2020-02-14', '2020-02-15', 'Geçmiş'),
];
const u = () => userEvent.setup({ delay: null });

function renderSection(handlers: Parameters<typeof stubApi>[0] = {}) {
  const requests = stubApi({ [`GET ${url}`]: () => ok(closures), ...handlers });
  renderWithApp(<ClosuresSection venueId={4} />);
  return { requests, writes: () => requests.filter((r) => r.method !== 'GET') };
}
const region = () => screen.getByRole('region', { name: t.closuresTitle });
const rows = async () =>
  within(await within(region()).findByRole('list', { name: t.closureList }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
async function add(start: string, end: string, reason = '') {
  fireEvent.change(within(region()).getByLabelText(t.startDate), { target: { value: start } });
  fireEvent.change(within(region()).getByLabelText(t.endDate), { target: { value: end } });
  if (reason) await u().type(within(region()).getByLabelText(t.reason), reason);
  await u().click(within(region()).getByRole('button', { name: t.addClosure }));
}

describe('venue closures', () => {
  it('lists the closures still ahead, soonest first, with Turkish dates; the past is left out', async () => {
    renderSection();
    expect(await rows()).toEqual([
      `14 Şubat 2030 Perşembe${t.delete}`,
      `10 Ağustos 2030 Cumartesi – 20 Ağustos 2030 SalıTadilat${t.delete}`,
    ]);
  });

  it("empty: 'Kayıtlı kapanış yok.'", async () => {
    renderSection({ [`GET ${url}`]: () => ok([closure(3, '2020-02-14', '2020-02-15')]) });
    expect(await within(region()).findByText('Kayıtlı kapanış yok.')).toBeTruthy();
  });

  it("adds a closure with POST and toasts 'Kapanış eklendi.'", async () => {
    const { writes } = renderSection({ [`POST ${url}`]: () => ok(closure(6, '2030-09-01', '2030-09-03', 'Bayram')) });
    await rows();
    await add('2030-09-01', '2030-09-03', 'Bayram');
    await waitFor(() => expect(toastTexts()).toEqual(['Kapanış eklendi.']));
    expect(writes().map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', url, { start_date: '2030-09-01', end_date: '2030-09-03', reason: 'Bayram', force: false }],
    ]);
  });

  it('an end before the start is refused before sending; a server field error shows under its field', async () => {
    const { writes } = renderSection({
      [`POST ${url}`]: () => refusal(400, m.closurePast, { start_date: m.closurePast }),
    });
    await rows();
    await add('2030-09-03', '2030-09-01');
    expect(await within(region()).findByText('Kapanış bitiş tarihi başlangıç tarihinden önce olamaz.')).toBeTruthy();
    expect(writes()).toHaveLength(0);
    await add('2030-09-01', '2030-09-03');
    expect(await within(region()).findByText('Geçmişte kalan bir kapanış eklenemez.')).toBeTruthy();
    await waitFor(() => expect(toastTexts()).toEqual([m.closurePast]));
  });

  it("409: the appointments on those days, then 'Randevuları koruyarak kaydet' saves with force", async () => {
    const { writes } = renderSection({
      [`POST ${url}`]: ({ body }) =>
        (body as { force: boolean }).force
          ? ok(closure(6, '2030-03-12', '2030-03-12'))
          : ruleConflict(m.conflictClosure, [conflict(31, { expert_name: 'Mehmet Kaya' })]),
    });
    await rows();
    await add('2030-03-12', '2030-03-12');
    const dialog = await findOpenDialog('alertdialog', t.conflictsTitle);
    expect(dialog.textContent).toContain('Bu kapanış aralığında 1 randevu var.');
    expect(dialog.textContent).toContain('12 Mart 2030 Salı, 10:00–10:45');
    expect(dialog.textContent).toContain('Uzman: Mehmet Kaya');
    expect(dialog.textContent).toContain('Müşteri: Ali Veli');
    await u().click(within(dialog).getByRole('button', { name: t.keepAnyway }));
    await waitFor(() => expect(toastTexts()).toEqual([t.closureAdded]));
    expect(writes().map((r) => (r.body as { force: boolean }).force)).toEqual([false, true]);
  });

  it("deletes a closure with DELETE and toasts 'Kapanış silindi.'", async () => {
    const { writes } = renderSection({ [`DELETE ${url}/5`]: () => ok({ id: 5 }) });
    await rows();
    await u().click(
      within(region()).getByRole('button', { name: '10 Ağustos 2030 Cumartesi – 20 Ağustos 2030 Salı kapanışını sil' }),
    );
    await waitFor(() => expect(toastTexts()).toEqual(['Kapanış silindi.']));
    expect(writes().map((r) => [r.method, r.path])).toEqual([['DELETE', `${url}/5`]]);
  });
});
