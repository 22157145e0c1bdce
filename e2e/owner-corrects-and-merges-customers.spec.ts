import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAxeClean } from './support/axe';
import { demoVenue } from './support/venues';
import { logInAsDemoOwner } from './support/accounts';
import { openWeekday } from './support/dates';

/**
 * The front desk corrects a customer card and merges two cards of one person (decision 092): the demo owner books
 * Ece twice at the desk under two numbers, opens one card, corrects the mistyped phone in "Düzenle", then merges the
 * other card into it after seeing both side by side; at 1280 and 375 px, with axe on the page and in each dialog.
 */

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/** Seven digits unique to this run and width: '0532 4xx xx xx' (7xx at 375 px). */
const digits = (width: number, n: number) => `${width === 375 ? 7 : 4}${String(Date.now() + n * 7_919).slice(-6)}`;
const spaced = (seven: string) => `${seven.slice(0, 3)} ${seven.slice(3, 5)} ${seven.slice(5)}`;

for (const [width, height, days, expertName] of [
  [1280, 900, 70, 'Mehmet Usta'],
  [375, 812, 77, 'Emre Yıldız'],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('the owner corrects a mistyped phone, sees it in the history, and merges the second card of the same person', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const venue = await demoVenue(page.request, 'selimiye');
      const expert = venue.experts.find((e) => e.name === expertName)!;
      const cut = venue.sub_services.find((s) => s.name === 'Erkek Saç Kesimi')!;
      const date = await openWeekday(page.request, venue.id, days + (Date.now() % 7));
      const surname = width === 375 ? 'Telefoncu' : 'Masaüstü';
      const [typo, right, second] = [digits(width, 0), digits(width, 1), digits(width, 2)];
      await logInAsDemoOwner(page);
      for (const [time, first, last, phone] of [
        ['10:00', 'Ece', surname, `0532${typo}`],
        ['12:00', 'Ece', '', `0533${second}`],
      ] as const) {
        const booked = await page.request.post(`/api/owner/venues/${venue.id}/appointments`, {
          data: {
            expert_id: expert.id,
            service_id: cut.service_id,
            sub_service_id: cut.id,
            appointment_date: date,
            appointment_time: time,
            first_name: first,
            last_name: last || 'Geçici',
            phone,
            outside_hours: true,
          },
        });
        expect(booked.status(), await booked.text()).toBe(201);
      }

      await page.goto(`/dashboard/owner/venue-customers/${venue.id}?q=${encodeURIComponent(surname)}`);
      await page
        .getByRole('list', { name: 'Müşteri listesi' })
        .getByRole('link', { name: new RegExp(`Ece ${surname}`) })
        .click();
      await expect(page.getByRole('heading', { level: 2, name: `Ece ${surname}` })).toBeVisible();
      await expect(page.getByText('Henüz değişiklik yok.')).toBeVisible();
      await expectAxeClean(page, { withoutToasts: true });

      // "Düzenle": the phone as people write it; the reminders of the upcoming visit follow.
      await page.getByRole('button', { name: 'Düzenle' }).click();
      const edit = page.getByRole('dialog', { name: 'Bilgileri düzenle' });
      await expect(edit.getByRole('textbox', { name: /^Telefon/ })).toHaveValue(`0532 ${spaced(typo)}`);
      await edit.getByRole('textbox', { name: /^Telefon/ }).fill('0532 12');
      await edit.getByRole('button', { name: 'Kaydet' }).click();
      await expect(edit.getByText('Lütfen geçerli bir telefon numarası giriniz')).toBeVisible();
      await edit.getByRole('textbox', { name: /^Telefon/ }).fill(`(0532) ${spaced(right)}`);
      await expectAxeClean(page, { dialog: true, withoutToasts: true });
      await page.screenshot({ path: test.info().outputPath(`customer-edit-${width}.png`), fullPage: true });
      await edit.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Müşteri bilgileri kaydedildi.')).toBeVisible();
      await expect(edit).toBeHidden();
      const history = page.getByRole('list', { name: 'Değişiklikler' });
      await expect(history.getByText(`Telefon: 0532 ${spaced(typo)} → 0532 ${spaced(right)}`)).toBeVisible();
      await expect(page.getByRole('link', { name: `0532 ${spaced(right)}` })).toBeVisible();

      // "Birleştir": find the second card, see both side by side, confirm.
      await page.getByRole('button', { name: 'Birleştir' }).click();
      const merge = page.getByRole('dialog', { name: 'Kartları birleştir' });
      await merge.getByRole('searchbox', { name: 'Birleştirilecek kartı ara' }).fill(`0533 ${spaced(second)}`);
      await merge.getByRole('button', { name: 'Seç: Ece Geçici' }).click();
      const keep = merge.getByRole('region', { name: 'Kalacak kart' });
      const remove = merge.getByRole('region', { name: 'Silinecek kart' });
      await expect(keep.getByText(`Ece ${surname}`)).toBeVisible();
      await expect(keep.getByText(`0532 ${spaced(right)}`)).toBeVisible();
      await expect(remove.getByText('Ece Geçici')).toBeVisible();
      await expect(remove.getByText(`0533 ${spaced(second)}`)).toBeVisible();
      await expectAxeClean(page, { dialog: true, withoutToasts: true });
      await noSidewaysScroll(page, width);
      await page.screenshot({ path: test.info().outputPath(`customer-merge-${width}.png`), fullPage: true });
      await merge.getByRole('button', { name: 'Kartları Birleştir' }).click();
      await expect(page.getByText('Kartlar birleştirildi.')).toBeVisible();
      await expect(merge).toBeHidden();
      // The merged card is not read again after the merge (it would be a 404 and an error toast).
      await expect(page.getByText('Müşteri kartı yüklenirken bir hata oluştu.')).toHaveCount(0);

      // One card now: both appointments, the second number kept as one of hers, the merge in the history.
      await expect(history.getByText(/^Birleştirilen kart: #\d+ · Ece Geçici · \+90533/)).toBeVisible();
      await expect(page.getByRole('link', { name: `0533 ${spaced(second)}` })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Randevuları' }).getByRole('listitem')).toHaveCount(2);
      await noSidewaysScroll(page, width);
      await expectAxeClean(page, { withoutToasts: true });
      await page.screenshot({ path: test.info().outputPath(`customer-merged-${width}.png`), fullPage: true });
    });
  });
}
