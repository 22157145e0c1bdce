import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { waitForHydration } from './support/hydration';
import { canonicalVenuePath } from './support/venues';

/** The public pages: no serious or critical axe violation, no console error and no sideways scrolling, at 375 px and 1280 px. */
async function venuePaths(page: Page) {
  const list = await (await page.request.get('/api/venues/by-city-category/34/1?q=moda')).json();
  const v = list.data[0] as { prefix: string; id: number };
  const own = await canonicalVenuePath(page.request, v);
  return [own, `${own}/101`];
}

const staticPaths = [
  '/',
  '/hakkimizda',
  '/companies?city=34&category=1',
  '/iletisim',
  '/pages/aydinlatma-metni',
  '/pages/cerez-politikasi',
  '/404',
];

async function audit(page: Page, path: string) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const severe = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(severe, `axe on ${path}`).toEqual([]);
  expect(errors, `console errors on ${path}`).toEqual([]);
  // Nothing may push the page wider than the screen (360 px phones upward).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of staticPaths) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await audit(page, path);
      });
    }

    test('the venue and service pages have no serious or critical violations, nor their dialogs', async ({ page }) => {
      const [venue, service] = await venuePaths(page);
      await audit(page, venue!);
      const firstImage = page.getByRole('button', { name: '1. görseli büyüt' });
      // Below the fold, the gallery hydrates as it comes near the viewport (HydrateWhenVisible): a click on
      // its server markup before that is dropped.
      await firstImage.scrollIntoViewIfNeeded();
      await waitForHydration(firstImage);
      await firstImage.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      const lightbox = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      expect(lightbox.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
      await page.keyboard.press('Escape');

      await audit(page, service!);
      await page.getByRole('button', { name: 'Devam Et' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      const sheet = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      expect(sheet.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    });
  });
}
