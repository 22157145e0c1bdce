import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type TimeOff } from '@randevu/contracts';
import { conflict, ruleConflict, serverError } from '../../../../test/availability-fixtures';
import { ok, stubApi } from '../../../../test/fetch-stub';
import { renderWithApp, toastTexts, findOpenDialog } from '../../../../test/render';
import { TimeOffSection, type ExpertChoice } from './time-off-section';

const m = messages.availabilityRules;
const t = m.page;
const url = (expertId: number) => `/api/owner/experts/${expertId}/time-off`;
const experts: ExpertChoice[] = [
  { id: 7, name: 'Ayşe Yılmaz' },
  { id: 8, name: 'Mehmet Kaya' },
];
const timeOff = (id: number, startsAt: string, endsAt: string, reason: string | null = null): TimeOff => ({
  id,
  expert_id: 7,
  starts_at: startsAt,
  ends_at: endsAt,
  reason,
  created_at: '2026-01-01T00:00:00Z',
});
const ayse = [
  timeOff(3, '2030-05-04T09:00', '2030-05-06T18:00', 'Yıllık izin'),
  timeOff(2, '2030-03-12T12:00', '2030-03-12T15:00'),
  timeOff(1, '2020-01-02T09:00', '2020-01-02T18:00', 'Geçmiş izin'),
];
const u = () => userEvent.setup({ delay: null });

function renderSection(handlers: Parameters<typeof stubApi>[0] = {}, list: ExpertChoice[] | undefined = experts) {
  const requests = stubApi({ [`GET ${url(7)}`]: () => ok(ayse), [`GET ${url(8)}`]: () => ok([]), ...handlers });
  renderWithApp(<TimeOffSection venueId={4} experts={list} />);
  return { requests, posts: () => requests.filter((r) => r.method === 'POST') };
}
const region = () => screen.getByRole('region', { name: t.timeOffTitle });
const rows = async () =>
  within(await within(region()).findByRole('list', { name: t.timeOffList }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
/** A moment as the date and time fields take it (decision 094): '01.06.2030' in the date, '09:00' in '<label> saati'. */
function typeMoment(label: string, moment: string) {
  const day = `${moment.slice(8, 10)}.${moment.slice(5, 7)}.${moment.slice(0, 4)}`;
  fireEvent.change(within(region()).getByLabelText(label), { target: { value: day } });
  fireEvent.change(within(region()).getByLabelText(`${label} saati`), { target: { value: moment.slice(11, 16) } });
}
async function fillForm(startsAt: string, endsAt: string, reason = '') {
  typeMoment(t.startsAt, startsAt);
  typeMoment(t.endsAt, endsAt);
  if (reason) await u().type(within(region()).getByLabelText(t.reason), reason);
  await u().click(within(region()).getByRole('button', { name: t.addTimeOff }));
}

describe('expert time off', () => {
  it("lists the first expert's upcoming time off, soonest first, in Turkish; the past is left out", async () => {
    renderSection();
    expect(await rows()).toEqual([
      `12 Mart 2030 Salı, 12:00–15:00${t.delete}`,
      `4 Mayıs 2030 Cumartesi 09:00 – 6 Mayıs 2030 Pazartesi 18:00Yıllık izin${t.delete}`,
    ]);
    expect((within(region()).getByLabelText(t.expert) as HTMLSelectElement).value).toBe('7');
  });

  it("another expert without time off: 'Kayıtlı izin yok.'", async () => {
    const { requests } = renderSection();
    await rows();
    await u().selectOptions(within(region()).getByLabelText(t.expert), '8');
    expect(await within(region()).findByText('Kayıtlı izin yok.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'GET').map((r) => r.path)).toEqual([url(7), url(8)]);
  });

  it("a venue without experts: 'Bu mekanda henüz uzman yok…' and no form", () => {
    renderSection({}, []);
    expect(within(region()).getByText(t.noExperts)).toBeTruthy();
    expect(within(region()).queryByRole('button', { name: t.addTimeOff })).toBeNull();
  });

  it("adds time off with POST and toasts 'İzin eklendi.'", async () => {
    const { posts } = renderSection({ [`POST ${url(7)}`]: () => ok(timeOff(9, '2030-06-01T09:00', '2030-06-01T13:00')) });
    await rows();
    await fillForm('2030-06-01T09:00', '2030-06-01T13:00', 'Doktor');
    await waitFor(() => expect(toastTexts()).toEqual(['İzin eklendi.']));
    expect(posts().map((r) => r.body)).toEqual([
      { starts_at: '2030-06-01T09:00', ends_at: '2030-06-01T13:00', reason: 'Doktor', force: false },
    ]);
    expect((within(region()).getByLabelText(t.startsAt) as HTMLInputElement).value).toBe('');
  });

  it('an end before the start is refused before sending', async () => {
    const { posts } = renderSection();
    await rows();
    await fillForm('2030-06-01T13:00', '2030-06-01T09:00');
    expect(await within(region()).findByText('İzin bitişi başlangıcından sonra olmalıdır.')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it("409: 'Çakışan randevular' lists the appointments; 'Randevuları koruyarak kaydet' resends with force", async () => {
    const answer = ruleConflict(m.conflictTimeOff, [
      conflict(31),
      conflict(32, { customer_name: 'Zeynep Ak', status: 'pending', starts_at: '2030-03-12T14:00', ends_at: '2030-03-12T15:00' }),
    ]);
    const { posts } = renderSection({
      [`POST ${url(7)}`]: ({ body }) =>
        (body as { force: boolean }).force ? ok(timeOff(9, '2030-03-12T09:00', '2030-03-12T18:00')) : answer,
    });
    await rows();
    await fillForm('2030-03-12T09:00', '2030-03-12T18:00');
    const dialog = await findOpenDialog('alertdialog', 'Çakışan randevular');
    expect(within(dialog).getByText(answer.body.message)).toBeTruthy();
    expect(answer.body.message).toContain('Bu izin aralığında 2 randevu var.');
    const items = within(within(dialog).getByRole('list', { name: t.conflictsTitle })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '12 Mart 2030 Salı, 10:00–10:45OnaylandıUzman: Ayşe YılmazMüşteri: Ali Veli',
      '12 Mart 2030 Salı, 14:00–15:00Onay BekliyorUzman: Ayşe YılmazMüşteri: Zeynep Ak',
    ]);
    await u().click(within(dialog).getByRole('button', { name: 'Randevuları koruyarak kaydet' }));
    await waitFor(() => expect(toastTexts()).toEqual([t.timeOffAdded]));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(posts().map((r) => (r.body as { force: boolean }).force)).toEqual([false, true]);
    expect(posts()[1]!.body).toEqual({ starts_at: '2030-03-12T09:00', ends_at: '2030-03-12T18:00', reason: null, force: true });
  });

  it("409 then 'Vazgeç': nothing is resent and nothing is said to be saved", async () => {
    const { posts } = renderSection({ [`POST ${url(7)}`]: () => ruleConflict(m.conflictTimeOff, [conflict(31)]) });
    await rows();
    await fillForm('2030-03-12T09:00', '2030-03-12T18:00');
    const dialog = await findOpenDialog('alertdialog', t.conflictsTitle);
    await u().click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(posts()).toHaveLength(1);
    expect(toastTexts()).toEqual([]);
  });

  it("deletes one with DELETE and toasts 'İzin silindi.'; a failure toasts 'Silme sırasında bir hata oluştu.'", async () => {
    let fail = false;
    const { requests } = renderSection({ [`DELETE ${url(7)}/2`]: () => (fail ? serverError : ok({ id: 2 })) });
    await rows();
    const remove = () => u().click(within(region()).getByRole('button', { name: '12 Mart 2030 Salı, 12:00–15:00 iznini sil' }));
    await remove();
    await waitFor(() => expect(toastTexts()).toEqual(['İzin silindi.']));
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`${url(7)}/2`]);
    fail = true;
    await remove();
    await waitFor(() => expect(toastTexts()).toContain(t.deleteFailed));
  });
});
