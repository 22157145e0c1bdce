import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoUser, logInAsDemoOwner } from './support/accounts';
import { ownerPassword, registerBusiness } from './support/owner';

/**
 * The owner's phone menu (one menu, decision 084), the account page (decision 083: change the password, sign the
 * other devices out) and no sideways scrolling at 375 px on the owner's daily pages; at 375 and 1280 px.
 */
const NEW_PASSWORD = 'Yepyeni.Sifre456';

async function isilId(page: Page): Promise<number> {
  const search = await page.request.get('/api/venues/by-city-category/22/1?q=isil');
  return ((await search.json()).data as { id: number }[])[0]!.id;
}

async function expectNoSevereAxe(page: Page, what: string, only?: string) {
  const builder = new AxeBuilder({ page });
  const result = await (only ? builder.include(only) : builder).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const severe = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(severe, `axe on ${what}`).toEqual([]);
}

async function expectNoOverflow(page: Page, what: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `horizontal overflow on ${what}`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** A second device of the account: signs in through the API in a context of its own. */
async function secondDevice(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({
    baseURL,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1',
  });
  const res = await context.request.post('/api/login', { data: { email, password: ownerPassword } });
  expect(res.status()).toBe(200);
  return context;
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`account at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the owner signs the other device out and changes the password from Hesabım', async ({ page, browser, baseURL }) => {
      const email = await registerBusiness(page, {
        businessName: `Hesap Salonu ${viewport.width}`,
        emailPrefix: `hesap${viewport.width}`,
      });
      const other = await secondDevice(browser, baseURL!, email);

      if (viewport.width < 1024) {
        await page.getByRole('button', { name: 'Menüyü aç' }).click();
        await page.getByRole('dialog', { name: 'Menü' }).getByRole('link', { name: 'Hesabım' }).click();
      } else {
        await page.getByRole('banner').getByRole('link', { name: 'Hesabım' }).click();
      }
      await expect(page).toHaveURL(/\/dashboard\/owner\/account$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Hesabım' })).toBeVisible();
      await expect(page.getByLabel('İşletme adı')).toHaveValue(`Hesap Salonu ${viewport.width}`);

      // Two sessions: this browser ('Bu cihaz') and the iPhone.
      await expect(page.getByText('Bu cihaz')).toBeVisible();
      await expect(page.getByText('iPhone · Safari')).toBeVisible();
      // The registration's toast gone first: axe reads a toast mid-fade as low contrast.
      await expect(page.getByText('İşletme kaydı başarılı.')).toBeHidden({ timeout: 10_000 });
      await expectNoSevereAxe(page, 'the account page');
      await expectNoOverflow(page, 'the account page');
      await page.screenshot({ path: test.info().outputPath(`account-${viewport.width}.png`), fullPage: true });

      await page.getByRole('button', { name: 'Diğer tüm oturumları kapat' }).click();
      await expect(page.getByText('1 oturum kapatıldı.')).toBeVisible();
      // The toast fits the screen.
      await expectNoOverflow(page, 'the account page with a toast');
      await expect(page.getByText('iPhone · Safari')).toBeHidden();
      await expect(page.getByText('Başka cihazda açık oturumunuz yok.')).toBeVisible();
      expect((await other.request.get('/api/user/profile')).status()).toBe(401);
      await other.close();

      await page.getByLabel('Mevcut şifre').fill('Yanlis.Sifre1');
      await page.getByLabel('Yeni şifre', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Yeni şifre (tekrar)').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Şifreyi değiştir' }).click();
      await expect(page.getByText('Mevcut şifreniz hatalı.')).toBeVisible();
      await page.getByLabel('Mevcut şifre').fill(ownerPassword);
      await page.getByRole('button', { name: 'Şifreyi değiştir' }).click();
      await expect(page.getByText('Şifreniz değiştirildi. Diğer cihazlardaki oturumlar kapatıldı.')).toBeVisible();
      const relogin = await page.request.post('/api/login', { data: { email, password: NEW_PASSWORD } });
      expect(relogin.status()).toBe(200);
    });

    test('the owner has one menu, and the daily pages do not scroll sideways', async ({ page }) => {
      const venueId = await isilId(page);
      await logInAsDemoOwner(page);
      await expect(page.getByRole('button', { name: /Bölümler/ })).toHaveCount(0);
      if (viewport.width < 1024) {
        // One button: it holds the venue's sections, 'Hesabım' and the logout.
        await expect(page.getByRole('banner').getByRole('button')).toHaveCount(1);
        await page.getByRole('button', { name: 'Menüyü aç' }).click();
        const menu = page.getByRole('dialog', { name: 'Menü' });
        await expect(
          menu.getByRole('navigation', { name: 'Mekan menüsü' }).getByRole('link', { name: 'Takvim' }),
        ).toHaveAttribute('aria-current', 'page');
        await expect(menu.getByRole('link', { name: 'Hesabım' })).toBeVisible();
        await expectNoSevereAxe(page, 'the open owner menu', '[role="dialog"]');
        await page.screenshot({ path: test.info().outputPath(`owner-menu-${viewport.width}.png`) });
        await menu.getByRole('link', { name: /^Raporlar/ }).click();
        await expect(menu).toBeHidden();
      } else {
        await expect(page.getByRole('button', { name: 'Menüyü aç' })).toBeHidden();
        await page
          .getByRole('navigation', { name: 'Mekan menüsü' })
          .getByRole('link', { name: /^Raporlar/ })
          .click();
      }
      await expect(page).toHaveURL(/\/venue-reports\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoOverflow(page, 'the reports page');

      for (const path of [
        '/dashboard/owner',
        `/dashboard/owner/venue-reports/${venueId}`,
        `/dashboard/owner/venue-customers/${venueId}`,
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoOverflow(page, path);
      }
    });

    test("the customer's past visits, reviewed ones too, do not scroll sideways", async ({ page }) => {
      await page.goto('/login');
      await page.getByLabel('E-posta', { exact: true }).fill(demoUser.email);
      await page.getByLabel('Şifre', { exact: true }).fill(demoUser.password);
      await page.getByRole('button', { name: 'Giriş Yap', exact: true }).last().click();
      await expect(page).toHaveURL(/\/dashboard\/user/);
      await page.goto('/dashboard/user/appointments');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoOverflow(page, 'Randevularım');
      await page.getByRole('link', { name: 'Hesabım' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Hesabım' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'İşletme adı' })).toHaveCount(0);
      await expectNoSevereAxe(page, "the user's account page");
      await expectNoOverflow(page, "the user's account page");
      await page.screenshot({ path: test.info().outputPath(`user-account-${viewport.width}.png`), fullPage: true });
    });
  });
}
