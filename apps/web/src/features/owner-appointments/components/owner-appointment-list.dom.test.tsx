import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@randevu/contracts';
import { fill } from '@/lib/format';
import { ok, stubApi, type StubAnswer } from '../../../../test/fetch-stub';
import { currentPath, renderWithApp, toastTexts, findOpenDialog } from '../../../../test/render';
import { hoursFromNow as at, ownerAppointment as row } from '../../../../test/owner-appointment-fixtures';
import { venueToday } from '../lib/venue-today';
import { OwnerAppointmentList, useOwnerAppointmentFilter } from './owner-appointment-list';

const t = messages.ownerAppointments;
const url = '/api/owner/appointments';
const rows = [
  row(7, 'Ali', { is_guest: true, notes: 'Kapıda bekleyeceğim' }),
  row(8, 'Can', { status: 'cancelled', cancellation_reason: 'Uzman izinli' }),
  row(9, 'Efe', { starts_at: at(-2) }),
];
const failure = (status: number, message: string, errors?: Record<string, string>): StubAnswer => ({
  status,
  body: { success: false, code: 'REFUSED', message, ...(errors ? { errors } : {}) },
});
const u = () => userEvent.setup({ delay: null });

function Page() {
  const [filter, setFilter] = useOwnerAppointmentFilter(4);
  return <OwnerAppointmentList venueId={4} filter={filter} onFilterChange={setFilter} />;
}
/** No request waits unless `pending` says so: the page opens on 'Tümü'. */
function renderList(
  handlers: Parameters<typeof stubApi>[0] = {},
  { pending = 0, route = '/dashboard/owner/venue-appointments/4' } = {},
) {
  const requests = stubApi({
    [`GET ${url}`]: () => ok(rows),
    [`GET ${url}/summary`]: () => ok({ pending }),
    ...handlers,
  });
  renderWithApp(<Page />, { route });
  return requests;
}
const card = async (first: string) => screen.findByRole('article', { name: new RegExp(`^${first} Veli`) });
/** The list's reads (not the count of waiting requests). */
const gets = (requests: ReturnType<typeof stubApi>) => requests.filter((r) => r.method === 'GET' && r.path === url);

async function reject(first: string, reason?: string) {
  await u().click(within(await card(first)).getByRole('button', { name: /^Reddet/ }));
  const dialog = await findOpenDialog('alertdialog', t.rejectTitle);
  if (reason) await u().type(within(dialog).getByLabelText(/^Red nedeni/), reason);
  await u().click(within(dialog).getByRole('button', { name: t.reject }));
  return dialog;
}

describe('owner appointment list', () => {
  it('shows each request with contact, status and notes; only a pending future one can be answered', async () => {
    const requests = renderList();
    const ali = await card('Ali');
    expect(within(ali).getByText(t.guest)).toBeTruthy();
    expect(within(ali).getByRole('link', { name: '0532 123 45 67' }).getAttribute('href')).toBe('tel:+905321234567');
    expect(ali.textContent).toContain('ali@example.com');
    expect(ali.textContent).toContain('Kapıda bekleyeceğim');
    expect(ali.textContent).toContain(`10:30 · ${fill(t.minutes, { count: 45 })}`);
    expect(ali.textContent).toContain('Onay Bekliyor');
    expect(
      within(ali)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Reddet: Ali Veli', 'Onayla: Ali Veli']);
    const can = await card('Can');
    expect(can.textContent).toContain('İptal Edildi');
    expect(can.textContent).toContain(`${t.reasonShownLabel}: Uzman izinli`);
    expect(within(can).queryAllByRole('button')).toHaveLength(0);
    expect((await card('Efe')).textContent).toContain(t.expired);
    const q = gets(requests)[0]!.query;
    expect([q.get('venue_id'), q.get('limit'), q.get('offset'), q.get('status'), q.get('from')]).toEqual([
      '4',
      '50',
      '0',
      null,
      null,
    ]);
  });

  it('the filters ask the server (pending; from today) and keep the choice in the URL; empty says so', async () => {
    const requests = renderList({ [`GET ${url}`]: (r) => ok(r.query.get('status') || r.query.get('from') ? [] : rows) });
    await card('Ali');
    await u().click(screen.getByRole('tab', { name: t.filterPending }));
    expect(await screen.findByText(t.emptyPending)).toBeTruthy();
    expect(screen.getByText(t.emptyHint)).toBeTruthy();
    expect(currentPath()).toBe('/dashboard/owner/venue-appointments/4?filter=pending');
    await u().click(screen.getByRole('tab', { name: t.filterUpcoming }));
    expect(await screen.findByText(t.emptyUpcoming)).toBeTruthy();
    const [, pending, upcoming] = gets(requests).map((r) => r.query);
    expect(pending!.get('status')).toBe('pending');
    expect(upcoming!.get('from')).toBe(venueToday(Date.now()));
  });

  it('a failed list says "Randevular yüklenirken bir hata oluştu." and "Tekrar dene" reloads', async () => {
    let fail = true;
    renderList({ [`GET ${url}`]: () => (fail ? failure(500, messages.common.genericError) : ok(rows)) });
    expect(await screen.findByText(t.listFailed)).toBeTruthy();
    await waitFor(() => expect(toastTexts()).toEqual([t.listFailed]));
    fail = false;
    await u().click(screen.getByRole('button', { name: t.retry }));
    expect(await card('Ali')).toBeTruthy();
  });

  it('Onayla confirms at once, with no question: a toast says so and the list reloads', async () => {
    const requests = renderList({ [`PUT ${url}/7/status`]: () => ok({ ...rows[0], status: 'confirmed' }) });
    await u().click(within(await card('Ali')).getByRole('button', { name: /^Onayla/ }));
    await waitFor(() => expect(toastTexts()).toEqual(['Randevu onaylandı']));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ status: 'confirmed' });
    await waitFor(() => expect(gets(requests)).toHaveLength(2));
  });

  it('Reddet still asks, names the customer and offers the reason field', async () => {
    renderList();
    await u().click(within(await card('Ali')).getByRole('button', { name: /^Reddet/ }));
    const dialog = await findOpenDialog('alertdialog', 'Randevu isteğini reddetmek istiyor musunuz?');
    expect(dialog.textContent).toContain('Ali Veli için');
    expect(within(dialog).getByLabelText(/^Red nedeni/)).toBeTruthy();
    await u().click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("buttons follow the payload's allowed_actions, not the status and the clock", async () => {
    renderList({
      [`GET ${url}`]: () =>
        ok([
          row(7, 'Ali', { allowed_actions: ['confirm'] }),
          row(8, 'Can', { allowed_actions: ['cancel'] }),
          row(9, 'Efe', { allowed_actions: [] }),
        ]),
    });
    const names = async (first: string) =>
      within(await card(first))
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(await names('Ali')).toEqual(['Onayla: Ali Veli']);
    expect(await names('Can')).toEqual(['Reddet: Can Veli']);
    expect(await names('Efe')).toEqual([]);
    expect((await card('Efe')).textContent).toContain(t.expired);
  });

  it('rejects with the optional reason', async () => {
    const requests = renderList({ [`PUT ${url}/7/status`]: () => ok({ ...rows[0], status: 'cancelled' }) });
    await reject('Ali', 'Uzmanımız izinli');
    await waitFor(() => expect(toastTexts()).toEqual([t.cancelledByOwner]));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ status: 'cancelled', reason: 'Uzmanımız izinli' });
  });

  it("a stale card (409) toasts the server's text; other failures the catalogue's", async () => {
    let answer = failure(409, t.alreadyConfirmed);
    renderList({ [`PUT ${url}/7/status`]: () => answer });
    const approve = async () => u().click(within(await card('Ali')).getByRole('button', { name: /^Onayla/ }));
    await approve();
    await waitFor(() => expect(toastTexts()).toEqual([t.alreadyConfirmed]));
    answer = failure(500, messages.common.genericError);
    await approve();
    await waitFor(() => expect(toastTexts()).toContain(t.statusFailed));
  });

  it('a refused reason stays in the dialog under the field', async () => {
    renderList({ [`PUT ${url}/7/status`]: () => failure(400, t.reasonTooLong, { reason: t.reasonTooLong }) });
    const dialog = await reject('Ali', 'Neden');
    expect(await within(dialog).findByText(t.reasonTooLong)).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBe(dialog);
  });

  it('a full page offers "Daha fazla göster", which reads the next 50', async () => {
    const page = Array.from({ length: 50 }, (_, i) => row(100 + i, `Kişi${i}`, { status: 'confirmed' }));
    const requests = renderList({
      [`GET ${url}`]: (r) => ok(r.query.get('offset') === '0' ? page : [row(200, 'Son', { status: 'confirmed' })]),
    });
    await u().click(await screen.findByRole('button', { name: t.loadMore }));
    expect(await card('Son')).toBeTruthy();
    expect(gets(requests).map((r) => r.query.get('offset'))).toEqual(['0', '50']);
    expect(screen.queryByRole('button', { name: t.loadMore })).toBeNull();
  });
});

describe('where the owner’s list opens', () => {
  afterEach(() => {
    // jsdom has no scrollIntoView; the last test gives it one.
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });

  it('on Bekleyenler while requests wait, and writes it into the URL', async () => {
    const requests = renderList({}, { pending: 2 });
    expect(await screen.findByRole('tab', { name: 'Bekleyenler', selected: true })).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/dashboard/owner/venue-appointments/4?filter=pending'));
    await card('Ali');
    expect(gets(requests).map((r) => r.query.get('status'))).toEqual(['pending']);
  });

  it('on Tümü when none waits; a chosen tab stays chosen (Tümü too) whatever the count', async () => {
    const requests = renderList({}, { pending: 0 });
    expect(await screen.findByRole('tab', { name: 'Tümü', selected: true })).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/dashboard/owner/venue-appointments/4?filter=all'));
    await card('Ali');
    expect(gets(requests).map((r) => r.query.get('status'))).toEqual([null]);
  });

  it('a link with ?filter=all opens on Tümü without asking the count', async () => {
    const requests = renderList({}, { pending: 3, route: '/dashboard/owner/venue-appointments/4?filter=all' });
    expect(await screen.findByRole('tab', { name: 'Tümü', selected: true })).toBeTruthy();
    await card('Ali');
    expect(requests.some((r) => r.path === `${url}/summary`)).toBe(false);
  });

  it('scrolls the active tab into view, and marks the side with more tabs', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.textContent ?? '');
    });
    renderList({}, { pending: 1 });
    await screen.findByRole('tab', { name: 'Bekleyenler', selected: true });
    await waitFor(() => expect(scrolled).toContain('Bekleyenler'));
    await u().click(screen.getByRole('tab', { name: 'Gelmedi' }));
    await waitFor(() => expect(scrolled.at(-1)).toBe('Gelmedi'));

    const list = screen.getByRole('tablist', { name: t.filterLabel });
    Object.defineProperties(list, { scrollWidth: { value: 520 }, clientWidth: { value: 343 } });
    const frame = screen.getByTestId('filter-tabs');
    list.scrollLeft = 0;
    list.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect([frame.dataset.moreStart, frame.dataset.moreEnd]).toEqual(['false', 'true']));
    list.scrollLeft = 177;
    list.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect([frame.dataset.moreStart, frame.dataset.moreEnd]).toEqual(['true', 'false']));
  });
});
