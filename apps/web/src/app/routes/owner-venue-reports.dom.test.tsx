import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { paths } from '@/config/paths';
import { freezeClockAt } from '../../../test/clock';
import { ok, stubApi, type StubRequest } from '../../../test/fetch-stub';
import { currentPath, renderWithApp } from '../../../test/render';
import { emptyReport, ownerReport } from '../../../test/report-fixtures';
import { ownerVenue } from '../../../test/venue-fixtures';
import OwnerVenueReportsPage from './owner-venue-reports';

/** 'Raporlar' of a venue: the period, the tiles, the charts with their table views, the CSV link. */
const t = messages.ownerReports;
const u = () => userEvent.setup({ delay: null });
// Thursday 2026-11-26, 23:30 in İstanbul: the venue's today (UTC is still the 26th at 20:30).
freezeClockAt('2026-11-26T20:30:00Z');

function renderPage(
  route = paths.owner.venueReports(4),
  answer = (q: URLSearchParams) => ok(ownerReport(q.get('from')!, q.get('to')!)),
) {
  const requests = stubApi({
    'GET /api/owner/my-venues': () => ok([ownerVenue(4)]),
    'GET /api/owner/venues/4/reports': (r: StubRequest) => answer(r.query),
  });
  renderWithApp(
    <Routes>
      <Route path="/dashboard/owner/venue-reports/:venueId" element={<OwnerVenueReportsPage />} />
    </Routes>,
    { route },
  );
  return requests;
}
/** The periods the page asked reports for, in order. */
const ranges = (requests: StubRequest[]) =>
  requests.filter((r) => r.path.endsWith('/reports')).map((r) => `${r.query.get('from')}..${r.query.get('to')}`);
const tile = (name: string) => {
  const dt = screen.getAllByRole('term').find((d) => d.textContent === name)!;
  return Array.from(dt.parentElement!.querySelectorAll('dd')).map((d) => d.textContent);
};
const section = (name: string) => screen.getByRole('region', { name });

describe('the reports page', () => {
  it("opens on 'Bu ay' of the venue's clock, with the tiles and their definitions in Turkish formats", async () => {
    expect(paths.owner.venueReports(4)).toBe('/dashboard/owner/venue-reports/4');
    const requests = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Raporlar' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Özet' });
    expect(ranges(requests)).toEqual(['2026-11-01..2026-11-30']);
    expect(screen.getByRole('button', { name: 'Bu ay' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('1 Kas 2026 – 30 Kas 2026')).toBeTruthy();
    expect(tile('Randevular')).toEqual(['6', 'Dönemdeki tüm randevular, durumu ne olursa olsun.']);
    expect(tile('Gelir')).toEqual(['₺1.250,50', 'Tamamlanan randevuların rezervasyondaki fiyatları toplamı.']);
    expect(tile('Ziyaret başına ortalama')[0]).toBe('₺625,25');
    expect(tile('İşletme iptali')).toEqual(['1', 'İşletmenin iptal ettiği randevular; reddedilen istekler dahil.']);
    expect(tile('İptal oranı')[0]).toBe('%33,3');
    expect(tile('Gelmeme oranı')).toEqual([
      '%33,3',
      'Gelmedi / (tamamlanan + gelmedi): vakti gelen ziyaretlerden gelinmeyenler.',
    ]);
    const csv = screen.getByRole('link', { name: 'CSV indir' });
    expect(csv.getAttribute('href')).toBe('/api/owner/venues/4/reports.csv?from=2026-11-01&to=2026-11-30');
    expect(csv.getAttribute('download')).toBe('rapor-4-2026-11-01-2026-11-30.csv');
  });

  it('switches the period, keeps it in the URL and asks for its days', async () => {
    const requests = renderPage();
    await screen.findByRole('region', { name: 'Özet' });
    const user = u();
    for (const [name, search, range] of [
      ['Bugün', '?donem=today', '2026-11-26..2026-11-26'],
      ['Bu hafta', '?donem=week', '2026-11-23..2026-11-29'],
      ['Son 30 gün', '?donem=last30', '2026-10-28..2026-11-26'],
    ] as const) {
      await user.click(screen.getByRole('button', { name }));
      await waitFor(() => expect(ranges(requests).at(-1)).toBe(range));
      expect(currentPath()).toBe(`/dashboard/owner/venue-reports/4${search}`);
      expect(screen.getByRole('button', { name }).getAttribute('aria-pressed')).toBe('true');
    }
    await user.click(screen.getByRole('button', { name: 'Özel aralık' }));
    const from = screen.getByLabelText('Başlangıç');
    const to = screen.getByLabelText('Bitiş');
    await user.clear(from);
    await user.type(from, '01012025');
    await user.clear(to);
    await user.type(to, '02.01.2026');
    await user.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(await screen.findByText('Raporlar en fazla 366 günlük aralık için hazırlanabilir.')).toBeTruthy();
    await user.clear(to);
    await user.type(to, '31032025');
    await user.click(screen.getByRole('button', { name: 'Uygula' }));
    await waitFor(() => expect(ranges(requests).at(-1)).toBe('2025-01-01..2025-03-31'));
    expect(currentPath()).toBe('/dashboard/owner/venue-reports/4?donem=custom&from=2025-01-01&to=2025-03-31');
    expect(screen.getByText('1 Oca 2025 – 31 Mar 2025')).toBeTruthy();
  });

  it("reads a custom range from the URL and shows the API's Turkish refusal of it", async () => {
    renderPage('/dashboard/owner/venue-reports/4?donem=custom&from=2026-03-01&to=2026-02-01', () => ({
      status: 400,
      body: { success: false, code: 'VALIDATION_ERROR', message: t.rangeInvalid },
    }));
    expect((await screen.findByRole('alert')).textContent).toBe('Lütfen geçerli bir tarih aralığı seçiniz.');
    expect(screen.getByRole('button', { name: 'Özel aralık' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('link', { name: 'CSV indir' })).toBeNull();
  });

  it('shows a clear empty state for a period without appointments', async () => {
    renderPage(undefined, (q) => ok(emptyReport(q.get('from')!, q.get('to')!)));
    expect(await screen.findByText('Bu dönemde randevu yok')).toBeTruthy();
    expect(screen.getByText('Başka bir dönem seçin; randevular geldikçe rakamlar burada görünür.')).toBeTruthy();
    expect(tile('Ziyaret başına ortalama')[0]).toBe('—');
    expect(screen.queryByRole('region', { name: t.charts.daily })).toBeNull();
  });

  it('offers a failed load again', async () => {
    let calls = 0;
    renderPage(undefined, (q) =>
      ++calls === 1 ? { status: 500, body: { success: false } } : ok(ownerReport(q.get('from')!, q.get('to')!)),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(`${messages.common.genericError}${t.page.retry}`);
    await u().click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('region', { name: 'Özet' })).toBeTruthy();
  });
});

describe('the charts and their table views', () => {
  it('names each chart and shows its figures as a table on demand', async () => {
    renderPage();
    const daily = await screen.findByRole('region', { name: 'Günlere göre randevular ve gelir' });
    expect(within(daily).getByRole('img').getAttribute('aria-label')).toBe(
      '30 günün randevuları ve geliri; en yoğun gün 1 Kas 2026: 3 randevu.',
    );
    const toggle = within(daily).getByRole('button', { name: 'Tablo olarak göster' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await u().click(toggle);
    const table = within(daily).getByRole('table', { name: 'Günlere göre randevular ve gelir' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows.slice(0, 3).map((r) => Array.from(r.querySelectorAll('th, td'), (c) => c.textContent))).toEqual([
      ['Tarih', 'Randevular', 'Tamamlanan', 'Gelir'],
      ['1 Kas 2026', '3', '2', '₺1.250,50'],
      ['2 Kas 2026', '1', '0', '₺0'],
    ]);
    expect(within(daily).getByRole('button', { name: 'Grafik olarak göster' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('lists the busiest hours, experts, sub-services and new vs returning customers as tables', async () => {
    renderPage();
    const user = u();
    const hours = await screen.findByRole('region', { name: 'En yoğun saatler' });
    expect(within(hours).getByRole('img').getAttribute('aria-label')).toBe(
      'En yoğun saatler: Pzt 10:00: 3 randevu, Sal 14:00: 1 randevu',
    );
    const cells = (name: string) => {
      const region = section(name);
      return within(region)
        .getAllByRole('row')
        .map((r) => Array.from(r.querySelectorAll('th, td'), (c) => c.textContent));
    };
    for (const name of ['En yoğun saatler', 'Uzmanlar', 'Hizmetler', 'Yeni ve tekrar gelen müşteriler']) {
      await user.click(within(section(name)).getByRole('button', { name: 'Tablo olarak göster' }));
    }
    expect(cells('En yoğun saatler')).toEqual([
      ['Gün', 'Saat', 'Randevular'],
      ['Pzt', '10:00', '3'],
      ['Sal', '14:00', '1'],
    ]);
    expect(cells('Uzmanlar')).toEqual([
      ['Uzman', 'Randevular', 'Tamamlanan', 'Gelmedi', 'Gelir', 'Dolu süre (saat)', 'Doluluk'],
      ['Zeynep Ak', '3', '2', '1', '₺1.250,50', '1,5', '%15'],
      ['Ali Can', '1', '0', '0', '₺0', '0,8', '—'],
    ]);
    expect(cells('Hizmetler')).toEqual([
      ['Hizmet', 'Randevular', 'Tamamlanan', 'Gelir'],
      ['Kesim', '4', '2', '₺1.250,50'],
    ]);
    expect(cells('Yeni ve tekrar gelen müşteriler')).toEqual([
      ['Müşteri', 'Sayı'],
      ['Yeni', '2'],
      ['Tekrar gelen', '1'],
      ['Toplam', '3'],
    ]);
  });

  it("shows each expert's occupancy, and a dash without available minutes", async () => {
    renderPage();
    const experts = await screen.findByRole('region', { name: 'Uzmanlar' });
    expect(within(experts).getByRole('img').getAttribute('aria-label')).toBe(
      'Uzmanlar: Zeynep Ak 3 randevu · doluluk %15, Ali Can 1 randevu · doluluk —',
    );
    await u().click(within(experts).getByRole('button', { name: 'Tablo olarak göster' }));
    const rows = within(experts).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').at(-1)!.textContent).toBe('Doluluk');
    expect(rows.slice(1).map((r) => r.lastChild!.textContent)).toEqual(['%15', '—']);
  });
});
