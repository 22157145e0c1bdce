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

/** Every day 00:00–23:59: "now" is inside the venue's hours whenever the suite runs. */
export const ALL_DAY_WEEK = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, ['00:00', '23:59']]),
);

/**
 * A new owner's salon made in the app (so not published yet, decision 074) and made bookable through the API: open and
 * staffed around the clock, one expert offering 'Manikür' (30 minutes). Returns the venue's and the expert's ids and
 * the owner's e-mail.
 */
export async function createAllDaySalon(page: Page, name: string) {
  const email = await registerBusiness(page, { businessName: name, emailPrefix: 'salon' });
  await createVenue(page, { name, category: 'Güzellik', address: 'Moda Caddesi No 12' });
  const mine = (await (await page.request.get('/api/owner/my-venues')).json()).data as { id: number; name: string }[];
  const venueId = mine.find((v) => v.name === name)!.id;
  const hours = await page.request.put(`/api/owner/venues/${venueId}`, {
    data: { name, address: 'Moda Caddesi No 12', phone: '02161234567', working_hours: ALL_DAY_WEEK },
  });
  expect(hours.status(), await hours.text()).toBe(200);
  const expert = await page.request.post('/api/owner/experts', {
    data: { venue_id: venueId, name: 'Nur Usta', working_hours: ALL_DAY_WEEK },
  });
  expect(expert.status(), await expert.text()).toBe(201);
  const expertId = (await expert.json()).data.id as number;
  const sub = await page.request.post('/api/sub-services', {
    data: { venue_id: venueId, service_id: 113, name: 'Manikür', price: 500, duration_minutes: 30 },
  });
  expect(sub.status(), await sub.text()).toBe(201);
  const assigned = await page.request.post(`/api/owner/experts/${expertId}/sub-services`, {
    data: { sub_service_id: (await sub.json()).data.id },
  });
  expect(assigned.status(), await assigned.text()).toBe(201);
  return { venueId, expertId, email };
}
