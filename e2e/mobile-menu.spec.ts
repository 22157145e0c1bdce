import { expect, test } from './support/test';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test.describe('mobile menu at 375 px', () => {
  test('opens, navigates and closes', async ({ page }) => {
    await page.goto('/');
    // Below the md breakpoint the header links are in the slide-in menu only.
    await expect(page.getByRole('banner').getByRole('link', { name: 'İşletmeler' })).toBeHidden();

    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'İşletmeler' }).click();
    await expect(page).toHaveURL(/\/companies$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'İşletmeler' })).toBeVisible();

    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await menu.getByRole('link', { name: 'Kurumsal' }).click();
    await expect(page).toHaveURL(/\/hakkimizda$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kurumsal' })).toBeVisible();

    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await menu.getByRole('link', { name: 'İletişim' }).click();
    await expect(page).toHaveURL(/\/iletisim$/);

    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await expect(menu.getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Ücretsiz Kaydolun' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});
