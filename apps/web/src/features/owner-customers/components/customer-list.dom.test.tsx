import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { stubApi } from '../../../../test/fetch-stub';
import { currentPath, renderWithApp } from '../../../../test/render';
import { customerRow, customersBody } from '../../../../test/customer-fixtures';
import { CustomerList } from './customer-list';

const t = messages.ownerCustomers.page;
const url = 'GET /api/owner/venues/4/customers';
const u = () => userEvent.setup({ delay: null });

function renderList(route = '/dashboard/owner/venue-customers/4', rows = [customerRow(7, 'Gül'), customerRow(8, 'Işıl')]) {
  const requests = stubApi({
    [url]: ({ query }) => {
      const q = query.get('q') ?? '';
      const found = rows.filter((r) => !q || r.first_name.toLocaleLowerCase('tr-TR').includes(q.toLocaleLowerCase('tr-TR')));
      return {
        body: customersBody(found, {
          total: query.get('page') === '2' ? 25 : found.length,
          page: Number(query.get('page') ?? 1),
        }),
      };
    },
  });
  renderWithApp(<CustomerList venueId={4} />, { route });
  return requests;
}

describe("the owner's customers list", () => {
  it('shows each customer with phone, visits and last visit, each row a link to the card', async () => {
    renderList();
    const list = await screen.findByRole('list', { name: 'Müşteri listesi' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((r) => r.getAttribute('href'))).toEqual([
      '/dashboard/owner/venue-customers/4/7',
      '/dashboard/owner/venue-customers/4/8',
    ]);
    expect(rows[0]!.textContent).toContain('Gül Şahin');
    expect(rows[0]!.textContent).toContain('0532 123 45 67');
    expect(rows[0]!.textContent).toContain('3 ziyaret');
    expect(rows[0]!.textContent).toContain('Son ziyaret: 20 Kasım 2026 Cuma');
    expect(screen.getByText('2 müşteri')).toBeTruthy();
  });

  it('searches 300 ms after the last key, keeps the search in the address, and says when nothing matches', async () => {
    const requests = renderList();
    await screen.findByRole('list', { name: t.listLabel });
    const box = screen.getByRole('searchbox', { name: 'Müşteri ara' });
    expect(box.getAttribute('placeholder')).toBe('Ad, soyad veya telefon');
    await u().type(box, 'ışı');
    await waitFor(() => expect(currentPath()).toBe('/dashboard/owner/venue-customers/4?q=%C4%B1%C5%9F%C4%B1'));
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(1));
    // One request for the settled text, none for each key.
    expect(requests.filter((r) => r.query.get('q')).map((r) => r.query.get('q'))).toEqual(['ışı']);
    await u().type(box, 'x');
    expect(await screen.findByText('Aramanızla eşleşen müşteri bulunamadı.')).toBeTruthy();
  });

  it('pages with Önceki and Sonraki', async () => {
    const requests = renderList('/dashboard/owner/venue-customers/4?page=2');
    expect(await screen.findByText('Sayfa 2 / 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Sonraki' }) as HTMLButtonElement).disabled).toBe(true);
    await u().click(screen.getByRole('button', { name: 'Önceki' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard/owner/venue-customers/4?page=1'));
    expect(requests.map((r) => r.query.get('page'))).toEqual(['2', '1']);
  });

  it('filters by no-show and by weeks without a visit, sorts, keeps them in the address and tags who did not come', async () => {
    const rows = [
      customerRow(7, 'Gül', { no_shows: 3, no_shows_12m: 2, no_show_tag: true, total_spent: 950.5 }),
      customerRow(8, 'Işıl'),
    ];
    const requests = renderList('/dashboard/owner/venue-customers/4', rows);
    const list = await screen.findByRole('list', { name: t.listLabel });
    const [gul, isil] = within(list).getAllByRole('link');
    expect(within(gul!).getByText('2 kez gelmedi')).toBeTruthy();
    expect(gul!.textContent).toContain('Harcama: ₺950,50');
    expect(within(isil!).queryByTestId('no-show-tag')).toBeNull();

    await u().selectOptions(screen.getByRole('combobox', { name: 'Gelmeme' }), 'Gelmeme etiketi olanlar');
    await waitFor(() => expect(currentPath()).toBe('/dashboard/owner/venue-customers/4?no_show=tag'));
    await u().selectOptions(screen.getByRole('combobox', { name: 'Son ziyaret' }), '8 haftadır gelmeyenler');
    await u().selectOptions(screen.getByRole('combobox', { name: 'Sırala' }), 'Toplam harcama');
    await waitFor(() =>
      expect(currentPath()).toBe('/dashboard/owner/venue-customers/4?no_show=tag&inactive_weeks=8&sort=total_spent'),
    );
    const last = requests.at(-1)!.query;
    expect([last.get('no_show'), last.get('inactive_weeks'), last.get('sort'), last.get('page')]).toEqual([
      'tag',
      '8',
      'total_spent',
      '1',
    ]);
    // Back to the defaults: the address is clean again.
    await u().selectOptions(screen.getByRole('combobox', { name: 'Gelmeme' }), 'Tümü');
    await u().selectOptions(screen.getByRole('combobox', { name: 'Son ziyaret' }), 'Tümü');
    await u().selectOptions(screen.getByRole('combobox', { name: 'Sırala' }), 'Son randevu alan');
    await waitFor(() => expect(currentPath()).toBe('/dashboard/owner/venue-customers/4'));
  });

  it('shows the empty state without customers', async () => {
    renderList('/dashboard/owner/venue-customers/4', []);
    expect(await screen.findByText('Henüz müşteriniz yok.')).toBeTruthy();
    expect(screen.getByText('Randevu alan müşterileriniz burada listelenir.')).toBeTruthy();
  });

  it('offers a retry when the list fails', async () => {
    stubApi({ [url]: () => ({ status: 500, body: { success: false, code: 'X', message: 'Sunucu hatası' } }) });
    renderWithApp(<CustomerList venueId={4} />, { route: '/dashboard/owner/venue-customers/4' });
    expect((await screen.findAllByText('Müşteriler yüklenirken bir hata oluştu.')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Tekrar Dene' })).toBeTruthy();
  });
});
