import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoOwner, logOutAndWait, uniqueEmail } from './support/accounts';

/** The sheet's choices are visually hidden native radios inside tiles: click the tile, as a person does. */
async function pick(radio: Locator) {
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}

async function registerUser(page: Page) {
  await page.goto('/register');
  await page.getByLabel('Ad', { exact: true }).fill('Elif');
  await page.getByLabel('Soyad', { exact: true }).fill('Şahin');
  await page.getByLabel('E-posta', { exact: true }).fill(uniqueEmail('elif'));
  await page.getByLabel('Telefon', { exact: true }).fill('05321234567');
  await page.getByLabel('Şifre', { exact: true }).fill('Guvenli.Sifre1');
  await page.getByLabel('Şifre (tekrar)', { exact: true }).fill('Guvenli.Sifre1');
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
}

test.describe('user area', () => {
  test('a user registers, books from "Randevu Al", sees it under "Alınan Randevular" and cancels it with a reason', async ({
    page,
  }) => {
    await registerUser(page);

    // /dashboard/user opens on 'Randevu Al': the public search with a result count, linking into the user area.
    await expect(page).toHaveURL(/\/dashboard\/user\/book/);
    await expect(page.getByRole('heading', { level: 1, name: 'Randevu Al' })).toBeVisible();
    await expect(page.getByText(/^\d+ işletme bulundu$/)).toBeVisible();
    await page
      .getByRole('link', { name: /Işıl Güzellik Salonu/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/dashboard\/user\/[a-z0-9-]+-\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Işıl Güzellik Salonu' })).toBeVisible();

    await page.getByRole('link', { name: 'Randevu Al: Saç Kesimi' }).click();
    await expect(page).toHaveURL(/\/dashboard\/user\/[a-z0-9-]+-\d+\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Saç Kesimi' })).toBeVisible();

    // The booking sheet in signed-in mode: no contact fields, the signed-in validation messages.
    await page.getByRole('button', { name: 'Devam Et' }).click();
    const sheet = page.getByRole('dialog', { name: 'Randevu Oluştur' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByLabel('Ad', { exact: true })).toHaveCount(0);
    await expect(sheet.getByLabel('Telefon', { exact: true })).toHaveCount(0);
    await sheet.getByRole('button', { name: 'Sonraki hafta' }).click();
    await pick(sheet.getByRole('radiogroup', { name: 'Tarih' }).getByRole('radio').nth(2));
    await sheet.getByRole('button', { name: 'Randevuyu Onayla' }).click();
    await expect(page.getByText('Uzman ve saat seçiniz').first()).toBeVisible();

    const slot = sheet.getByRole('radiogroup', { name: /^Saat/ }).getByRole('radio').first();
    await expect(slot).toBeVisible();
    const time = (await slot.getAttribute('value'))!;
    await pick(slot);
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/user/appointments'));
    await sheet.getByRole('button', { name: 'Randevuyu Onayla' }).click();
    expect((await posted).postDataJSON()).not.toHaveProperty('email');
    await expect(page.getByText('Randevunuz oluşturuldu')).toBeVisible();
    await expect(sheet).toBeHidden();

    await page.getByRole('navigation', { name: 'Kullanıcı paneli' }).getByRole('link', { name: 'Randevularım' }).click();
    await expect(page).toHaveURL(/\/dashboard\/user\/appointments$/);
    await expect(page.getByRole('tab', { name: 'Alınan Randevular' })).toHaveAttribute('aria-selected', 'true');
    const card = page.getByRole('article', { name: 'Işıl Güzellik Salonu' });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Onay Bekliyor')).toBeVisible();
    await expect(card.getByText(time, { exact: true })).toBeVisible();
    // '24 Kasım 2026 Salı': day, month, year, weekday.
    await expect(
      card.getByText(/^\d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4} \S+$/),
    ).toBeVisible();

    await card.getByRole('button', { name: /Detayı gör/ }).click();
    const detail = page.getByRole('dialog', { name: 'Randevu Detayı' });
    await expect(detail).toBeVisible();
    await detail.getByRole('button', { name: 'İptal Et' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Randevuyu iptal etmek istiyor musunuz?' });
    await confirm.getByLabel(/İptal nedeni/).fill('Planım değişti');
    await confirm.getByRole('button', { name: 'Evet, İptal Et' }).click();

    await expect(page.getByText('Randevunuz başarıyla iptal edildi.')).toBeVisible();
    await expect(detail).toBeHidden();
    // A cancelled future appointment stays current (past/current is by date and time only), with its badge.
    await expect(card.getByText('İptal Edildi')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Alınan Randevular' })).toHaveAttribute('aria-selected', 'true');

    // The client blocks a second cancel with a warning, without calling the server.
    await card.getByRole('button', { name: /Detayı gör/ }).click();
    await expect(detail.getByText('Planım değişti')).toBeVisible();
    let cancelCalls = 0;
    page.on('request', (r) => r.url().includes('/cancel') && cancelCalls++);
    await detail.getByRole('button', { name: 'İptal Et' }).click();
    await expect(page.getByText('Bu randevu zaten iptal edilmiş.')).toBeVisible();
    expect(cancelCalls).toBe(0);
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Geçmiş Randevular' }).click();
    await expect(page.getByText('Geçmiş randevunuz bulunmuyor.')).toBeVisible();
  });

  test('an anonymous visit to /dashboard/user goes to /login', async ({ page }) => {
    await page.goto('/dashboard/user');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard/user/appointments');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an owner who opens the user area is sent to the owner area', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-posta', { exact: true }).fill(demoOwner.email);
    await page.getByLabel('Şifre', { exact: true }).fill(demoOwner.password);
    await page.getByRole('button', { name: 'Giriş Yap', exact: true }).last().click();
    await expect(page).toHaveURL(/\/dashboard\/owner\/venue-calendar\/\d+$/);
    await page.goto('/dashboard/user/appointments');
    await expect(page).toHaveURL(/\/dashboard\/owner$/);
  });

  test('logging out of the user area ends the session and goes to /login', async ({ page }) => {
    await registerUser(page);
    await expect(page).toHaveURL(/\/dashboard\/user\/book/);
    await logOutAndWait(page, page.getByRole('button', { name: 'Çıkış Yap' }));
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard/user/appointments');
    await expect(page).toHaveURL(/\/login$/);
  });
});
