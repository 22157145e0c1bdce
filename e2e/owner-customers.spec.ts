import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { logInAsDemoOwner } from './support/accounts';

/**
 * The owner's customers. The demo owner opens 'Müşteriler' of Işıl Güzellik, searches the demo customer
 * (Deniz Yılmaz), opens her card, writes a private note and finds it after a reload; at 1280 and 375 px.
 */
async function isilId(page: Page): Promise<number> {
  const search = await page.request.get('/api/venues/by-city-category/22/1?q=isil');
  return ((await search.json()).data as { id: number }[])[0]!.id;
}

async function writesANote(page: Page, width: number) {
  const venueId = await isilId(page);
  await logInAsDemoOwner(page);
  await page.goto(`/dashboard/owner/venues/${venueId}`);
  await page
    .getByRole('link', { name: /^Müşteriler/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/owner/venue-customers/${venueId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Müşteriler' })).toBeVisible();
  await expect(page.getByText(/notlarınızı yalnızca siz görürsünüz/)).toBeVisible();

  // 'DENİZ' finds Deniz: the search folds Turkish capitals.
  await page.getByRole('searchbox', { name: 'Müşteri ara' }).fill('DENİZ');
  await expect(page).toHaveURL(/\?q=DEN%C4%B0Z$/);
  const list = page.getByRole('list', { name: 'Müşteri listesi' });
  await expect(list.getByRole('link')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath(`customers-${width}.png`), fullPage: true });
  await list.getByRole('link', { name: /Deniz Yılmaz/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Deniz Yılmaz' })).toBeVisible();
  await expect(page.getByText('Ziyaret', { exact: true })).toBeVisible();

  const note = `Kısa kesim sever (${width} px, ${Date.now()}).`;
  await page.getByRole('textbox', { name: 'Not' }).fill(note);
  await expect(page.getByText(`${note.length} / 2000`)).toBeVisible();
  await page.getByRole('button', { name: 'Notu Kaydet' }).click();
  await expect(page.getByText('Not kaydedildi.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Not' })).toHaveValue(note);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  return venueId;
}

test('the owner finds a customer, writes a private note and sees it after a reload; books her from the card', async ({
  page,
}) => {
  const venueId = await writesANote(page, 1280);
  await page.screenshot({ path: test.info().outputPath('customer-card-1280.png'), fullPage: true });
  // 'Randevu oluştur' opens the calendar's booking dialog with her name and phone.
  await page.getByRole('link', { name: 'Randevu oluştur' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/owner/venue-calendar/${venueId}$`));
  const dialog = page.getByRole('dialog', { name: 'Randevu ekle' });
  // The customer's fields are optional (decision 090): their labels end in '(isteğe bağlı)'.
  await expect(dialog.getByLabel(/^Ad\b/)).toHaveValue('Deniz');
  await expect(dialog.getByLabel(/^Soyad\b/)).toHaveValue('Yılmaz');
  await expect(dialog.getByLabel(/^Telefon\b/)).toHaveValue('+905321234567');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the owner finds a customer and writes a note without sideways scrolling', async ({ page }) => {
    await writesANote(page, 375);
    await page.screenshot({ path: test.info().outputPath('customer-card-375.png'), fullPage: true });
  });
});
