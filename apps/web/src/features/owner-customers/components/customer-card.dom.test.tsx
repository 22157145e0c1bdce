import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type OwnerCustomer } from '@randevu/contracts';
import { ok, stubApi, type StubAnswer } from '../../../../test/fetch-stub';
import { renderWithApp, toastTexts } from '../../../../test/render';
import { customerCard } from '../../../../test/customer-fixtures';
import { CustomerCard } from './customer-card';
import { useOwnerCustomer } from '../api/get-owner-customer';

const t = messages.ownerCustomers;
const noteUrl = 'PUT /api/owner/venues/4/customers/7/note';
const u = () => userEvent.setup({ delay: null });

/** The card as the route shows it: read through the query, so a saved note lands in it. */
function Harness() {
  const card = useOwnerCustomer(4, 7);
  return card.data ? <CustomerCard venueId={4} customer={card.data} bookHref="/takvim?book=1" /> : null;
}

function renderCard(card: OwnerCustomer = customerCard(), note?: (body: { note: string }) => StubAnswer) {
  const requests = stubApi({
    'GET /api/owner/venues/4/customers/7': () => ok(card),
    [noteUrl]: ({ body }) =>
      note?.(body as { note: string }) ??
      ok(
        (body as { note: string }).note.trim()
          ? { text: (body as { note: string }).note.trim(), updated_at: '2026-11-27T09:00:00.000Z' }
          : null,
      ),
  });
  renderWithApp(<Harness />, { route: '/dashboard/owner/venue-customers/4/7' });
  return requests;
}

describe("a customer's card", () => {
  it('shows the contact, the figures, the appointments latest first and the way to book', async () => {
    renderCard();
    expect(await screen.findByRole('heading', { level: 2, name: 'Gül Şahin' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '0532 123 45 67' }).getAttribute('href')).toBe('tel:+905321234567');
    expect(screen.getByText('gul@example.com')).toBeTruthy();
    const figures = screen.getAllByRole('term');
    expect(figures.map((f) => f.textContent)).toEqual([
      'Ziyaret',
      'Toplam harcama',
      'Son ziyaret',
      'Sıradaki randevu',
      'Gelecek randevu',
      'Gelmedi',
      'İptal',
    ]);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      '2',
      '₺950,50',
      '20 Kasım 2026 Cuma',
      '4 Aralık 2026 Cuma 11:30',
      '1',
      '1',
      '2',
    ]);
    const lines = within(screen.getByRole('region', { name: 'Randevuları' })).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual([
      '4 Aralık 2026 Cuma 11:30 · Saç Kesimi · Elif Kaya₺300Onaylandı',
      '20 Kasım 2026 Cuma 10:00 · Fön · Zeynep Ak₺550,50Tamamlandı',
    ]);
    expect(screen.getByRole('link', { name: 'Randevu oluştur' }).getAttribute('href')).toBe('/takvim?book=1');
  });

  it('shows a dash for a customer with no visit yet and nothing ahead', async () => {
    renderCard(customerCard({ visits: 0, total_spent: 0, last_visit: null, next_visit: null, upcoming: 0, appointments: [] }));
    await screen.findByRole('heading', { level: 2, name: 'Gül Şahin' });
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['0', '₺0', '—', '—', '0', '1', '2']);
    expect(screen.getByText('Randevu yok.')).toBeTruthy();
  });

  it('tags a customer who did not come twice in the last 12 months beside the no-shows', async () => {
    renderCard(customerCard({ no_shows: 3, no_shows_12m: 2, no_show_tag: true }));
    await screen.findByRole('heading', { level: 2, name: 'Gül Şahin' });
    const tag = screen.getByTestId('no-show-tag');
    expect(tag.getAttribute('title')).toBe('Son 12 ayda 2 randevusuna gelmedi.');
    expect(within(tag).getByText('2 kez gelmedi')).toBeTruthy();
  });

  it('writes the private note with a counter, saves it and deletes it', async () => {
    const requests = renderCard();
    const box = await screen.findByRole('textbox', { name: 'Not' });
    expect(screen.getByText('Yalnızca siz görürsünüz; müşteriye hiçbir zaman gösterilmez.')).toBeTruthy();
    expect(screen.getByText('0 / 2000')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Notu Sil' })).toBeNull();
    await u().type(box, 'Kısa kesim sever.');
    expect(screen.getByText('17 / 2000')).toBeTruthy();
    await u().click(screen.getByRole('button', { name: 'Notu Kaydet' }));
    await waitFor(() => expect(toastTexts()).toContain('Not kaydedildi.'));
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([{ note: 'Kısa kesim sever.' }]);
    expect(await screen.findByText('Son güncelleme: 27 Kasım 2026 Cuma 12:00')).toBeTruthy();

    await u().click(screen.getByRole('button', { name: 'Notu Sil' }));
    await waitFor(() => expect(toastTexts()).toContain('Not silindi.'));
    expect(requests.filter((r) => r.method === 'PUT').at(-1)!.body).toEqual({ note: '' });
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Not' }) as HTMLTextAreaElement).value).toBe(''));
    expect(screen.queryByRole('button', { name: 'Notu Sil' })).toBeNull();
  });

  it('refuses a note over 2,000 characters before sending it, with the Turkish text', async () => {
    const requests = renderCard(customerCard({ note: { text: 'x'.repeat(2000), updated_at: '2026-11-27T09:00:00.000Z' } }));
    const box = await screen.findByRole('textbox', { name: 'Not' });
    expect(screen.getByText('2000 / 2000')).toBeTruthy();
    await u().type(box, 'y');
    expect(screen.getByText('2001 / 2000')).toBeTruthy();
    await u().click(screen.getByRole('button', { name: 'Notu Kaydet' }));
    expect(await screen.findByText('Not en fazla 2000 karakter olabilir.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it("puts the server's refusal under the note", async () => {
    renderCard(customerCard(), () => ({
      status: 400,
      body: { success: false, code: 'VALIDATION_ERROR', message: 'x', errors: { note: messages.common.invalidCharacters } },
    }));
    await u().type(await screen.findByRole('textbox', { name: 'Not' }), 'a');
    await u().click(screen.getByRole('button', { name: 'Notu Kaydet' }));
    expect(await screen.findByText(messages.common.invalidCharacters)).toBeTruthy();
    expect(t.note.title).toBe('Özel not');
  });
});
