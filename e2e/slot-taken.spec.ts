import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';

async function servicePath(request: APIRequestContext, city: number, q: string, serviceId: number) {
  const res = await request.get(`/api/venues/by-city-category/${city}/1?q=${encodeURIComponent(q)}`);
  expect(res.ok()).toBe(true);
  const [venue] = (await res.json()).data as { id: number; prefix: string }[];
  return `/${venue!.prefix}-${venue!.id}/${serviceId}`;
}

async function openSheet(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Devam Et' }).click();
  const sheet = page.getByRole('dialog', { name: 'Randevu Oluştur' });
  await sheet.getByRole('button', { name: 'Sonraki hafta' }).click();
  // Wednesday of next week.
  await sheet.getByRole('radiogroup', { name: 'Tarih' }).getByRole('radio').nth(2).check();
  return sheet;
}

async function fillGuest(sheet: ReturnType<Page['getByRole']>, name: string, phone: string) {
  await sheet.getByLabel('Ad', { exact: true }).fill(name);
  await sheet.getByLabel('Soyad', { exact: true }).fill('Demir');
  await sheet.getByLabel('E-posta', { exact: true }).fill(`${name.toLowerCase()}@example.com`);
  await sheet.getByLabel('Telefon', { exact: true }).fill(phone);
}

test('a second visitor who chose the same slot is told it was taken and sees the list refreshed', async ({
  browser,
  request,
}) => {
  const path = await servicePath(request, 22, 'selimiye', 101);
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const a = await first.newPage();
    const b = await second.newPage();
    const sheetA = await openSheet(a, path);
    const sheetB = await openSheet(b, path);

    const slotsA = sheetA.getByRole('radiogroup', { name: /^Saat/ }).getByRole('radio');
    await expect(slotsA.first()).toBeVisible();
    const time = (await slotsA.first().getAttribute('value'))!;
    await slotsA.first().check();
    await sheetB.getByRole('radio', { name: time, exact: true }).check();

    await fillGuest(sheetA, 'Selin', '5331112233');
    await fillGuest(sheetB, 'Kerem', '5334445566');

    await sheetA.getByRole('button', { name: 'Randevuyu Onayla' }).click();
    await expect(a.getByText('Randevunuz oluşturuldu')).toBeVisible();

    const answer = b.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/appointments/public'));
    await sheetB.getByRole('button', { name: 'Randevuyu Onayla' }).click();
    expect((await answer).status()).toBe(409);
    await expect(sheetB.getByText('Bu saat artık müsait değil. Lütfen başka bir saat seçin.')).toBeVisible();
    await expect(sheetB).toBeVisible();
    // The slot list was fetched again and no longer offers the time.
    await expect(sheetB.getByRole('radio', { name: time, exact: true })).toHaveCount(0);
    await expect(sheetB.getByRole('radiogroup', { name: /^Saat/ }).getByRole('radio').first()).toBeVisible();
  } finally {
    await first.close();
    await second.close();
  }
});
