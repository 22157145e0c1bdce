import { expect, test } from './support/test';

const documents = [
  ['verilerin-guvenligi', 'Verilerin Güvenliği'],
  ['acik-riza-metni', 'Açık Rıza Metni'],
  ['aydinlatma-metni', 'Aydınlatma Metni'],
  ['cerez-politikasi', 'Çerez Politikası'],
] as const;

test.describe('legal pages', () => {
  for (const [type, title] of documents) {
    test(`/pages/${type} shows '${title}' with the contact details and the 30-day rule`, async ({ page }) => {
      await page.goto(`/pages/${type}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | Randevu`);
      const main = page.getByRole('main');
      await expect(main).toContainText('destek@randevu.com.tr');
      await expect(main).toContainText('+90 850 123 45 67');
      await expect(main).toContainText('en geç otuz (30) gün içinde');
      await expect(main).toContainText('6698 sayılı');
    });
  }

  test('the footer links to the four legal texts and five social networks, and Hemen Başla leads to /companies', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /^Randevu .*(hesabı|sayfası|kanalı)$/ })).toHaveCount(5);
    await expect(footer).toContainText('destek@randevu.com.tr');
    await expect(footer).toContainText('+90 850 123 45 67');
    await expect(footer).toContainText('© 2025');
    await footer.getByRole('link', { name: 'Hemen Başla' }).click();
    await expect(page).toHaveURL(/\/companies$/);
    for (const [type, title] of documents) {
      await footer.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(new RegExp(`/pages/${type}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
  });

  test("an unknown legal page redirects to /404 and shows 'Sayfa Bulunamadı'", async ({ page }) => {
    await page.goto('/pages/kullanim-sartlari');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sayfa Bulunamadı' })).toBeVisible();
  });

  test("any unknown path shows 'Sayfa Bulunamadı'", async ({ page }) => {
    for (const path of ['/bilinmeyen', '/olmayan-sayfa', '/bir/iki/uc']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Sayfa Bulunamadı' })).toBeVisible();
    }
  });
});
