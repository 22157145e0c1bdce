import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { logInAsDemoOwner } from './support/accounts';

/**
 * 'Raporlar' (decisions 041, 043): the owner opens this month, sees the charts and a table view, and downloads the CSV, which
 * opens right in Turkish Excel (BOM, ';', decimal commas) and holds the figures the page shows; at 375 and 1280 px.
 */
interface Venue {
  id: number;
  experts: { id: number; name: string }[];
  sub_services: { id: number; service_id: number; name: string; price: number }[];
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
const monthOf = (day: string) => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return { from: `${day.slice(0, 8)}01`, to: `${day.slice(0, 8)}${new Date(Date.UTC(y, m, 0)).getUTCDate()}` };
};
/** The CSV's rows: the BOM stripped, CRLF lines split on ';' (the fixture's texts hold no separator). */
const parseCsv = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .map((line) => line.split(';').map((cell) => cell.replace(/^"(.*)"$/s, '$1').replace(/""/g, '"')));

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the owner opens 'Bu ay', reads the charts and a table view, and downloads the CSV", async ({ page }) => {
      await logInAsDemoOwner(page);
      const search = await page.request.get('/api/venues/by-city-category/22/1?q=selimiye');
      const [listed] = (await search.json()).data as { id: number }[];
      const venue = (await (await page.request.get(`/api/venues/${listed!.id}`)).json()).data as Venue;
      const expert = venue.experts[viewport.width === 375 ? 0 : 1]!;
      const cut = venue.sub_services[0]!;

      // A walk-in on the month's last evening (outside the hours, as the front desk may), so the month is never empty.
      const month = monthOf(today());
      const customer = viewport.width === 375 ? 'Dar' : 'Geniş';
      const booked = await page.request.post(`/api/owner/venues/${venue.id}/appointments`, {
        data: {
          expert_id: expert.id,
          service_id: cut.service_id,
          sub_service_id: cut.id,
          appointment_date: month.to,
          appointment_time: viewport.width === 375 ? '22:00' : '22:45',
          first_name: customer,
          last_name: 'Raporcu',
          phone: `0532${String(Date.now()).slice(-7)}`,
          outside_hours: true,
        },
      });
      expect(booked.status(), await booked.text()).toBe(201);
      const report = (
        await (await page.request.get(`/api/owner/venues/${venue.id}/reports?from=${month.from}&to=${month.to}`)).json()
      ).data as { totals: { appointments: number; revenue: number } };
      expect(report.totals.appointments).toBeGreaterThan(0);

      await page.goto(`/dashboard/owner/venue-reports/${venue.id}?donem=today`);
      await expect(page.getByRole('heading', { level: 1, name: 'Raporlar' })).toBeVisible();
      await page.getByRole('button', { name: 'Bu ay' }).click();
      await expect(page).toHaveURL(/\?donem=month$/);
      await expect(page.getByRole('button', { name: 'Bu ay' })).toHaveAttribute('aria-pressed', 'true');

      const tiles = page.getByRole('region', { name: 'Özet' });
      await expect(tiles.getByText('Randevular', { exact: true }).locator('..').locator('dd').first()).toHaveText(
        new Intl.NumberFormat('tr-TR').format(report.totals.appointments),
      );
      const daily = page.getByRole('region', { name: 'Günlere göre randevular ve gelir' });
      await expect(daily.getByRole('img')).toHaveAttribute('aria-label', /günün randevuları ve geliri/);
      await expect(daily.locator('svg rect').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'En yoğun saatler' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Uzmanlar' })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`charts-${viewport.width}.png`), fullPage: true });
      await daily.getByRole('button', { name: 'Tablo olarak göster' }).click();
      const table = daily.getByRole('table', { name: 'Günlere göre randevular ve gelir' });
      await expect(table).toBeVisible();
      await expect(table.getByRole('columnheader')).toHaveText(['Tarih', 'Randevular', 'Tamamlanan', 'Gelir']);
      const days = Number(month.to.slice(8));
      await expect(table.getByRole('row')).toHaveCount(days + 1);
      if (viewport.width === 375) {
        // Nothing wider than the phone's screen: the page does not scroll sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      }
      await page.screenshot({ path: test.info().outputPath(`reports-${viewport.width}.png`), fullPage: true });

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'CSV indir' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`rapor-${venue.id}-${month.from}-${month.to}.csv`);
      const bytes = await readFile((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parseCsv(bytes.toString('utf8'));
      expect(rows).toContainEqual(['Randevular', String(report.totals.appointments)]);
      expect(rows).toContainEqual(['Gelir (₺)', String(report.totals.revenue).replace('.', ',')]);
      const walkIn = rows.find((r) => r[2] === `${customer} Raporcu`);
      expect(walkIn).toEqual([
        month.to.split('-').reverse().join('.'),
        viewport.width === 375 ? '22:00' : '22:45',
        `${customer} Raporcu`,
        expect.stringMatching(/^'\+90532/),
        expert.name,
        cut.name,
        String(cut.price).replace('.', ','),
        'Onaylandı',
      ]);
    });
  });
}
