import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type MyAppointment } from '@randevu/contracts';
import { ok, stubApi, type StubAnswer } from '../../../../test/fetch-stub';
import { currentPath, renderWithApp, toastTexts, findOpenDialog } from '../../../../test/render';
import { myAppointment } from '../../../../test/my-appointment-fixtures';
import { MyAppointments } from './my-appointments';

const t = messages.myAppointments;
const url = '/api/user/appointments';
const DAY = 24 * 60 * 60 * 1000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();
const appointment = (id: number, offsetDays: number, over: Partial<MyAppointment> = {}): MyAppointment =>
  myAppointment(id, { starts_at: at(offsetDays), ends_at: at(offsetDays), status: 'confirmed', created_at: at(-10), ...over });
const list = [
  appointment(1, -3),
  appointment(2, 5, { sub_service: { name: 'Kısa Kesim' } }),
  appointment(3, 1, { status: 'pending' }),
  appointment(4, -1, { status: 'completed' }),
];
const failure = (status: number, message: string): StubAnswer => ({ status, body: { success: false, code: 'REFUSED', message } });
const u = () => userEvent.setup({ delay: null });
const cards = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

function renderList(handlers: Parameters<typeof stubApi>[0] = {}, route = '/dashboard/user/appointments') {
  const requests = stubApi({ [`GET ${url}`]: () => ok(list), ...handlers });
  renderWithApp(<MyAppointments />, { route });
  return requests;
}

async function cancelSalon3(reason?: string) {
  await u().click(await screen.findByRole('button', { name: new RegExp(`^${t.showDetail}.*Salon 3$`) }));
  const sheet = await findOpenDialog('dialog', t.detailTitle);
  await u().click(within(sheet).getByRole('button', { name: t.cancel }));
  const dialog = await findOpenDialog('alertdialog', t.cancelConfirmTitle);
  if (reason) await u().type(within(dialog).getByLabelText(/^İptal nedeni/), reason);
  await u().click(within(dialog).getByRole('button', { name: t.confirmCancel }));
}

describe('my appointments', () => {
  it('current appointments soonest first; the past tab newest first, with status and details', async () => {
    renderList();
    await waitFor(() => expect(cards()).toEqual(['Salon 3', 'Salon 2']));
    const second = screen.getAllByRole('article')[1]!;
    expect(second.textContent).toContain('Saç Kesimi · Kısa Kesim');
    expect(second.textContent).toContain('Ayşe Yılmaz');
    expect(second.textContent).toContain('₺350');
    expect(second.textContent).toContain('Onaylandı');
    expect(screen.getAllByRole('article')[0]!.textContent).toContain('Onay Bekliyor');
    await u().click(screen.getByRole('tab', { name: new RegExp(t.pastTab) }));
    await waitFor(() => expect(cards()).toEqual(['Salon 4', 'Salon 1']));
    expect(currentPath()).toBe('/dashboard/user/appointments?tab=past');
    // Past cards open nothing.
    expect(screen.queryByRole('button', { name: new RegExp(t.showDetail) })).toBeNull();
  });

  it('empty: both tabs say so; the current one links to booking', async () => {
    renderList({ [`GET ${url}`]: () => ok([]) });
    expect(await screen.findByText(t.noCurrent)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.bookTab }).getAttribute('href')).toBe('/dashboard/user/book');
    await u().click(screen.getByRole('tab', { name: new RegExp(t.pastTab) }));
    expect(await screen.findByText(t.noPast)).toBeTruthy();
  });

  it('a failed list says "Randevular yüklenirken bir hata oluştu." and "Tekrar dene" reloads', async () => {
    let fail = true;
    renderList({ [`GET ${url}`]: () => (fail ? failure(500, messages.common.genericError) : ok(list)) });
    expect(await screen.findByText(t.listFailed)).toBeTruthy();
    await waitFor(() => expect(toastTexts()).toEqual([t.listFailed]));
    fail = false;
    await u().click(screen.getByRole('button', { name: t.retry }));
    await waitFor(() => expect(cards()).toEqual(['Salon 3', 'Salon 2']));
  });

  it('cancels with the optional reason, says so and reloads the list', async () => {
    const requests = renderList({ [`POST ${url}/3/cancel`]: () => ok({ ...list[2], status: 'cancelled' }) });
    await cancelSalon3('İşim çıktı');
    await waitFor(() => expect(toastTexts()).toEqual([t.cancelSuccess]));
    const post = requests.find((r) => r.method === 'POST');
    expect(post).toMatchObject({ path: `${url}/3/cancel`, body: { cancellation_reason: 'İşim çıktı' } });
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("a stale list (409): the server's reason as a warning, and the dialog closes", async () => {
    renderList({ [`POST ${url}/3/cancel`]: () => failure(409, t.alreadyCancelled) });
    await cancelSalon3();
    await waitFor(() => expect(toastTexts()).toEqual([t.alreadyCancelled]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('any other failure toasts "Randevu iptal edilirken bir hata oluştu." and keeps the dialog', async () => {
    const requests = renderList({ [`POST ${url}/3/cancel`]: () => failure(500, messages.common.genericError) });
    await cancelSalon3();
    await waitFor(() => expect(toastTexts()).toEqual([t.cancelFailed]));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({});
  });

  it('an already cancelled appointment is refused before any request', async () => {
    const requests = renderList({ [`GET ${url}`]: () => ok([appointment(3, 1, { status: 'cancelled' })]) });
    await u().click(await screen.findByRole('button', { name: new RegExp(`^${t.showDetail}.*Salon 3$`) }));
    await u().click(within(await findOpenDialog('dialog')).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(toastTexts()).toEqual([t.alreadyCancelled]));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
