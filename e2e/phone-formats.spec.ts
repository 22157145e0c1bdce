import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { logInAsDemoOwner } from './support/accounts';
import { openWeekday, trDate } from './support/dates';
import { canonicalVenuePath } from './support/venues';

/** One phone format (decision 087): what the forms say about a phone, and a front-desk phone stored once, shown once. */

/** Serious and critical axe violations of the page (toasts fading out excluded). */
async function severeViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-sonner-toaster]')
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

interface Venue {
  id: number;
  experts: { id: number; name: string }[];
  sub_services: { id: number; service_id: number; name: string }[];
}

async function selimiye(request: APIRequestContext): Promise<Venue> {
  const search = await request.get('/api/venues/by-city-category/22/1?q=selimiye');
  const [listed] = (await search.json()).data as { id: number }[];
  return (await (await request.get(`/api/venues/${listed!.id}`)).json()).data as Venue;
}

/** The public service page of a demo venue, found through the listing API like any client would. */
async function servicePath(request: APIRequestContext, city: number, q: string, serviceId: number) {
  const res = await request.get(`/api/venues/by-city-category/${city}/1?q=${encodeURIComponent(q)}`);
  expect(res.ok()).toBe(true);
  const [venue] = (await res.json()).data as { id: number; prefix: string }[];
  return `${await canonicalVenuePath(request, venue!)}/${serviceId}`;
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the booking sheet says the spec’s ten-digit rule under the phone, and keeps it', async ({ page }) => {
      await page.goto(await servicePath(page.request, 34, 'moda', 101));
      await page.getByRole('button', { name: 'Devam Et' }).click();
      const sheet = page.getByRole('dialog', { name: 'Randevu Oluştur' });
      await expect(sheet).toBeVisible();
      await sheet.getByRole('button', { name: 'Sonraki hafta' }).click();
      await sheet.getByRole('radiogroup', { name: 'Tarih' }).getByRole('radio').nth(3).check();
      const phone = sheet.getByLabel('Telefon', { exact: true });
      await expect(phone).toHaveAccessibleDescription('Başında 0 olmadan 10 hane, ör. 532 123 45 67.');
      await sheet.getByLabel('Ad', { exact: true }).fill('Deniz');
      await sheet.getByLabel('Soyad', { exact: true }).fill('Aydın');
      await sheet.getByLabel('E-posta', { exact: true }).fill('deniz@example.com');
      await phone.fill('0532 123 45 67');
      await sheet.getByRole('radiogroup', { name: /^Saat/ }).getByRole('radio').first().check();
      await sheet.getByRole('button', { name: 'Randevuyu Onayla' }).click();
      await expect(sheet.getByText('Lütfen geçerli bir telefon numarası giriniz')).toBeVisible();
      await phone.scrollIntoViewIfNeeded();
      expect(await severeViolations(page), 'axe on the sheet').toEqual([]);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`sheet-${viewport.width}.png`) });
    });

    test('the front desk types a phone its own way; the calendar stores one number and shows it as 0532 … ', async ({ page }) => {
      const venue = await selimiye(page.request);
      const cut = venue.sub_services.find((s) => s.name === 'Erkek Saç Kesimi')!;
      // Beyond the weeks the other journeys book; one day per viewport.
      const date = await openWeekday(page.request, venue.id, 45 + viewport.width / 375 + (Date.now() % 5));
      const suffix = String(Date.now()).slice(-4);

      await logInAsDemoOwner(page);
      await page.goto(`/dashboard/owner/venue-calendar/${venue.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Takvim' })).toBeVisible();
      await page.getByLabel('Tarih', { exact: true }).fill(trDate(date));
      await page.getByRole('button', { name: /^Emre Yıldız, .*11:00: boş, randevu ekle$/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Randevu ekle' });
      await expect(dialog).toBeVisible();
      // The customer's fields are optional at the front desk (decision 090): their labels end in '(isteğe bağlı)'.
      const phone = dialog.getByRole('combobox', { name: /^Telefon/ });
      await expect(phone).toHaveAccessibleDescription(
        /Nasıl yazarsanız yazın olur: 0532 123 45 67, 532 123 45 67 ya da \+90 532 123 45 67\./,
      );
      await dialog.getByLabel('Hizmet').selectOption(String(cut.id));
      await dialog.getByLabel('Saat', { exact: true }).selectOption('11:00');
      await dialog.getByRole('textbox', { name: /^Ad(\(|$)/ }).fill('Deniz');
      await dialog.getByRole('textbox', { name: /^Soyad(\(|$)/ }).fill('Aydın');
      await phone.fill(`(0532) 516-${suffix.slice(0, 2)}-${suffix.slice(2)}`);
      await phone.scrollIntoViewIfNeeded();
      expect(await severeViolations(page), 'axe on the booking dialog').toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`front-desk-${viewport.width}.png`) });
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Randevu eklendi.')).toBeVisible();

      const res = await page.request.get(`/api/owner/venues/${venue.id}/calendar?from=${date}&to=${date}`);
      const booked = ((await res.json()).data.appointments as { customer: { first_name: string; phone: string } }[]).filter(
        (a) => a.customer.first_name === 'Deniz',
      );
      expect(booked.map((a) => a.customer.phone)).toContain(`+90532516${suffix}`);
      await page.getByRole('button', { name: /^11:00–11:30, Deniz Aydın/ }).click();
      const details = page.getByRole('dialog', { name: 'Randevu ayrıntıları' });
      await expect(details.getByText(`0532 516 ${suffix.slice(0, 2)} ${suffix.slice(2)}`)).toBeVisible();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`front-desk-details-${viewport.width}.png`) });
    });
  });
}
