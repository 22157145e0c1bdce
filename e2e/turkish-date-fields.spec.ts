import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAxeClean } from './support/axe';
import { logInAsDemoOwner } from './support/accounts';
import { openWeekday, trDate } from './support/dates';
import { demoVenue } from './support/venues';

/**
 * Decision 094 at 375 and 1280 px: every date reads 'gg.aa.yyyy' and every time 24-hour 'SS:dd', whatever the
 * device's language. A day picked from the toolbar's Turkish month, a booking with a typed date and time, a block
 * with typed times, and a report period typed as two days.
 */

const istanbulToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
const noSideScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

for (const [label, viewport, expertName, offset] of [
  ['1280 px', { width: 1280, height: 900 }, 'Mehmet Usta', 0],
  ['375 px', { width: 375, height: 812 }, 'Emre Yıldız', 1],
] as const) {
  test.describe(`at ${label}`, () => {
    test.use({ viewport });

    test('the owner picks a day from a Turkish month, books and blocks with typed dates and times, and types a report period', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const venue = await demoVenue(page.request, 'selimiye');
      const expert = venue.experts.find((e) => e.name === expertName)!;
      const cut = venue.sub_services.find((s) => s.name === 'Erkek Saç Kesimi')!;
      // Beyond the weeks the other journeys book.
      const date = await openWeekday(page.request, venue.id, 56 + offset * 7);
      await logInAsDemoOwner(page);
      await page.goto(`/dashboard/owner/venue-calendar/${venue.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Takvim' })).toBeVisible();
      const day = page.getByLabel('Tarih', { exact: true });
      await expect(day).toHaveValue(trDate(istanbulToday()));

      // The toolbar's calendar: Turkish month and day names, Monday first; the 15th of next month.
      await page.getByRole('button', { name: 'Takvimden seç' }).click();
      const month = page.getByRole('dialog', { name: 'Takvim' });
      // Monday first: every week after the first starts on a Monday.
      await expect(month.getByRole('row').nth(1).getByRole('gridcell').first()).toHaveAccessibleName(/ Pazartesi$/);
      await month.getByRole('button', { name: 'Sonraki ay' }).click();
      const next = new Date(`${istanbulToday().slice(0, 8)}15T12:00:00Z`);
      next.setUTCMonth(next.getUTCMonth() + 1);
      const fifteenth = next.toISOString().slice(0, 10);
      await expect(month.getByRole('grid')).toHaveAccessibleName(
        new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(next),
      );
      await expectAxeClean(page);
      await page.screenshot({ path: `test-results/date-fields-month-${viewport.width}.png` });
      await month.getByRole('button', { name: new RegExp(`^15 `) }).click();
      await expect(month).toHaveCount(0);
      await expect(day).toHaveValue(trDate(fifteenth));

      // A booking with a typed date and a typed 24-hour time ('Başka bir saat…').
      await page.getByRole('button', { name: 'Yeni ekle' }).click();
      await page.getByRole('menuitem', { name: 'Randevu', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Randevu ekle' });
      const dialogDay = dialog.getByLabel('Tarih', { exact: true });
      await expect(dialogDay).toHaveValue(trDate(fifteenth));
      await dialogDay.fill('31.02.2026');
      await expect(dialog.getByText('Bu tarih takvimde yok; günü ve ayı kontrol edin.')).toBeVisible();
      await dialogDay.fill('');
      await dialogDay.pressSequentially(trDate(date).replaceAll('.', ''));
      await expect(dialogDay).toHaveValue(trDate(date));
      await dialog.getByLabel('Uzman').selectOption(String(expert.id));
      await dialog.getByLabel('Hizmet').selectOption(String(cut.id));
      await dialog.getByLabel('Saat', { exact: true }).selectOption({ label: 'Başka bir saat…' });
      const typedTime = dialog.getByLabel('Saat (elle)');
      await typedTime.fill('1035');
      await expect(typedTime).toHaveValue('10:35');
      await dialog.getByLabel(/^Ad\b/).fill('Tarih');
      await dialog.getByLabel(/^Soyad\b/).fill(label === '375 px' ? 'Telefonda' : 'Masada');
      await expectAxeClean(page, { dialog: true });
      await page.screenshot({ path: `test-results/date-fields-booking-${viewport.width}.png` });
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Randevu eklendi.')).toBeVisible();
      const calendar = (await (
        await page.request.get(`/api/owner/venues/${venue.id}/calendar?from=${date}&to=${date}`)
      ).json()) as {
        data: { appointments: { appointment_time: string; expert_id: number; customer: { first_name: string } }[] };
      };
      expect(calendar.data.appointments.filter((a) => a.customer.first_name === 'Tarih')).toMatchObject([
        { appointment_time: '10:35', expert_id: expert.id },
      ]);

      // A block with typed times: the end follows the start, then is typed.
      await page.getByRole('button', { name: 'Yeni ekle' }).click();
      await page.getByRole('menuitem', { name: 'Mola' }).click();
      const block = page.getByRole('dialog', { name: 'Zaman kapat' });
      await block.getByLabel('Uzman').selectOption(String(expert.id));
      await block.getByLabel('Tarih', { exact: true }).fill(trDate(date));
      await block.getByLabel('Başlangıç saati').fill('15.00');
      await expect(block.getByLabel('Bitiş saati')).toHaveValue('16:00');
      await block.getByLabel('Bitiş saati').fill('1537');
      await expect(block.getByText('Dakikayı 5 dakikalık adımlarla yazın.')).toBeVisible();
      await block.getByLabel('Bitiş saati').fill('1530');
      await expect(block.getByText('Dakikayı 5 dakikalık adımlarla yazın.')).toHaveCount(0);
      await expectAxeClean(page, { dialog: true });
      await page.screenshot({ path: `test-results/date-fields-block-${viewport.width}.png` });
      await block.getByRole('button', { name: 'Zaman Kapat' }).click();
      await expect(page.getByText('Zaman kapatıldı.')).toBeVisible();

      // Time off: a day and a time side by side, the time named after its label.
      await page.goto(`/dashboard/owner/venue-availability/${venue.id}`);
      const timeOff = page.getByRole('region', { name: 'Uzman İzinleri' });
      await timeOff.getByLabel('Başlangıç', { exact: true }).fill(trDate(date));
      await timeOff.getByLabel('Başlangıç saati').fill('0900');
      await expect(timeOff.getByLabel('Başlangıç saati')).toHaveValue('09:00');
      await noSideScroll(page, viewport.width);
      await expectAxeClean(page, { withoutToasts: true });
      await timeOff.screenshot({ path: `test-results/date-fields-time-off-${viewport.width}.png` });
      await page
        .getByRole('region', { name: 'Mekan Kapanışları' })
        .screenshot({ path: `test-results/date-fields-closures-${viewport.width}.png` });

      // A report period typed as two days.
      const today = istanbulToday();
      const first = `${today.slice(0, 8)}01`;
      await page.goto(`/dashboard/owner/venue-reports/${venue.id}?donem=today`);
      await page.getByRole('button', { name: 'Özel aralık' }).click();
      await page.getByLabel('Başlangıç', { exact: true }).fill(trDate(first));
      await page.getByLabel('Bitiş', { exact: true }).fill(trDate(today));
      await page.getByRole('button', { name: 'Uygula' }).click();
      await expect(page).toHaveURL(new RegExp(`from=${first}`));
      await expect(page).toHaveURL(new RegExp(`to=${today}`));
      await expect(page.getByLabel('Başlangıç', { exact: true })).toHaveValue(trDate(first));
      await noSideScroll(page, viewport.width);
      await expectAxeClean(page, { withoutToasts: true });
      await page.screenshot({ path: `test-results/date-fields-report-${viewport.width}.png` });
    });
  });
}
