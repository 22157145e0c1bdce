import { expect, test } from './support/test';
import { logInAsDemoOwner } from './support/accounts';
import { expectAxeClean } from './support/axe';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('on a phone the owner menu opens with focus on its first navigation item and gives it back to the menu button on close', async ({
  page,
}) => {
  await logInAsDemoOwner(page);
  const opener = page.getByRole('button', { name: 'Menüyü aç' });
  await opener.click();
  const menu = page.getByRole('dialog', { name: 'Menü' });
  await expect(menu).toBeVisible();
  // The demo owner has several venues: the switcher is in the menu, but focus starts on the first link.
  await expect(menu.getByLabel('Mekan değiştir')).toBeVisible();
  const first = menu.getByRole('navigation').first().getByRole('link').first();
  await expect(first).toBeFocused();
  await expectAxeClean(page, { dialog: true });
  await page.screenshot({ path: test.info().outputPath('owner-phone-menu-375.png') });
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(opener).toBeFocused();
});
