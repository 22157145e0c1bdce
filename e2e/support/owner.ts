import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from './accounts';

export const ownerPassword = 'Guvenli.Sifre1';

/** Signs a new business up through /business-register; the owner lands on /business-setup. Returns the e-mail. */
export async function registerBusiness(
  page: Page,
  { businessName, emailPrefix, phone = '02161234567' }: { businessName: string; emailPrefix: string; phone?: string },
) {
  const email = uniqueEmail(emailPrefix);
  await page.goto('/business-register');
  await page.getByLabel('İşletme adı').fill(businessName);
  await page.getByLabel('E-posta', { exact: true }).fill(email);
  await page.getByLabel('Telefon', { exact: true }).fill(phone);
  await page.getByLabel('Şifre', { exact: true }).fill(ownerPassword);
  await page.getByLabel('Şifre (tekrar)', { exact: true }).fill(ownerPassword);
  await page.getByRole('button', { name: 'İşletme Hesabı Oluştur' }).click();
  await expect(page).toHaveURL(/\/business-setup$/);
  return email;
}

/**
 * Fills /business-setup for a venue in İstanbul, Kadıköy (first neighbourhood) through the dependent
 * dropdowns and creates it; the owner sees the success toast and lands on the venue list.
 */
export async function createVenue(
  page: Page,
  { name, address, phone = '02161234567', category }: { name: string; address: string; phone?: string; category?: string },
) {
  await page.getByLabel('Mekan adı').fill(name);
  const categories = page.getByRole('group', { name: 'Kategoriler' });
  await (category ? categories.getByRole('checkbox', { name: category }) : categories.getByRole('checkbox').first()).click();
  const city = page.getByLabel('Şehir', { exact: true });
  await expect(city.locator('option')).not.toHaveCount(1);
  await city.selectOption({ label: 'İstanbul' });
  const district = page.getByLabel('İlçe', { exact: true });
  await expect(district).toBeEnabled();
  await district.selectOption({ label: 'Kadıköy' });
  const neighborhood = page.getByLabel('Mahalle', { exact: true });
  await expect(neighborhood).toBeEnabled();
  await neighborhood.selectOption({ index: 1 });
  await page.getByLabel('Detaylı adres').fill(address);
  await page.getByLabel('Telefon', { exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Mekanı Oluştur' }).click();
  await expect(page.getByText('İşletmeniz başarıyla oluşturuldu!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/owner$/);
}
