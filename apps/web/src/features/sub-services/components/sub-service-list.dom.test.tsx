import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type OwnerSubService } from '@randevu/contracts';
import { fill } from '@/lib/format';
import { ok, stubApi, type StubAnswer } from '../../../../test/fetch-stub';
import { renderWithApp, toastTexts, findOpenDialog } from '../../../../test/render';
import { SubServiceList } from './sub-service-list';

const t = messages.subServices;
const sub = (id: number, over: Partial<OwnerSubService> = {}): OwnerSubService => ({
  id,
  venue_id: 4,
  service_id: 10,
  name: `Alt ${id}`,
  description: null,
  price: 350,
  duration_minutes: 45,
  buffer_minutes: 0,
  is_active: true,
  service: { id: 10, name: 'Saç Kesimi', category_id: 1 },
  ...over,
});
const list = [
  sub(5, { name: 'Kısa Kesim', description: 'Makas ve makine', price: 275.5 }),
  sub(6, { name: 'Uzun Kesim', is_active: false, duration_minutes: 60 }),
];

function renderList(subServices: OwnerSubService[], answer?: () => StubAnswer) {
  const requests = stubApi(answer ? { 'DELETE /api/sub-services/5': answer } : {});
  renderWithApp(<SubServiceList venueId={4} subServices={subServices} />);
  return requests;
}

async function removeKisaKesim() {
  const u = userEvent.setup({ delay: null });
  await u.click(screen.getByRole('button', { name: fill(t.removeLabel, { name: 'Kısa Kesim' }) }));
  const dialog = await findOpenDialog('alertdialog');
  expect(within(dialog).getByText(t.removeConfirmTitle)).toBeTruthy();
  expect(within(dialog).getByText(fill(t.removeConfirmText, { name: 'Kısa Kesim' }))).toBeTruthy();
  await u.click(within(dialog).getByRole('button', { name: t.removeConfirm }));
}

describe('sub-service list (venue-services)', () => {
  it('shows each sub-service: name, Aktif/Pasif, parent service, description, price, minutes and an edit link', () => {
    renderList(list);
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { level: 2 }).textContent).toBe('Kısa Kesim');
    expect(first!.textContent).toContain(t.active);
    expect(first!.textContent).toContain('Saç Kesimi');
    expect(first!.textContent).toContain('Makas ve makine');
    expect(first!.textContent).toContain('₺275,50');
    expect(first!.textContent).toContain('45 dk');
    expect(second!.textContent).toContain(t.passive);
    expect(second!.textContent).toContain('60 dk');
    expect(screen.getByRole('link', { name: fill(t.editLabel, { name: 'Uzun Kesim' }) }).getAttribute('href')).toBe(
      '/dashboard/owner/venue-services/4/edit/6',
    );
  });

  it("empty: the catalogue's empty texts and a link to the create form", () => {
    renderList([]);
    expect(screen.getByText(t.empty)).toBeTruthy();
    expect(screen.getByText(t.emptyHint)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.add }).getAttribute('href')).toBe('/dashboard/owner/venue-services/4/new');
  });

  it('deletes after the confirmation and says so', async () => {
    const requests = renderList(list, () => ok({ id: 5 }));
    await removeKisaKesim();
    await waitFor(() => expect(toastTexts()).toEqual([t.deleted]));
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /api/sub-services/5']);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("'Vazgeç' keeps it and sends nothing", async () => {
    const requests = renderList(list, () => ok({ id: 5 }));
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: fill(t.removeLabel, { name: 'Kısa Kesim' }) }));
    await u.click(within(await findOpenDialog('alertdialog')).getByRole('button', { name: t.keep }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests).toHaveLength(0);
  });

  it("a 409 (upcoming appointments) toasts the server's text", async () => {
    const text = fill(t.hasUpcomingAppointments, { count: 3 });
    renderList(list, () => ({ status: 409, body: { success: false, code: 'HAS_UPCOMING_APPOINTMENTS', message: text } }));
    await removeKisaKesim();
    await waitFor(() => expect(toastTexts()).toEqual([text]));
  });

  it('any other failure toasts "Hizmet kaldırılırken bir hata oluştu."', async () => {
    renderList(list, () => ({ status: 500, body: { success: false, code: 'INTERNAL', message: messages.common.genericError } }));
    await removeKisaKesim();
    await waitFor(() => expect(toastTexts()).toEqual([t.removeFailed]));
  });
});
