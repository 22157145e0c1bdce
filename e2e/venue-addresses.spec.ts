import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { collectErrors } from './support/console';
import { canonicalVenuePath } from './support/venues';

/**
 * A venue's readable address, /{slug of its name}-{id} (decision 081): an old or wrong prefix lands there (a 301 from
 * the server for the venue page, the client router for a service page); a removed venue's address says so (a 404);
 * the venue page shows its rating beside the name and one link per service row (decision 082).
 */
async function moda(page: Page) {
  const list = await (await page.request.get('/api/venues/by-city-category/34/1?q=moda')).json();
  return list.data[0] as { prefix: string; id: number; name: string };
}

async function expectNoSevereAxe(page: Page, what: string) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const severe = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(severe, `axe on ${what}`).toEqual([]);
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`venue addresses at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('an old uuid link and a wrong prefix land on /{slug}-{id}, rendered by the server', async ({ page }) => {
      const venue = await moda(page);
      const own = `/moda-sac-tasarim-${venue.id}`;
      expect(await canonicalVenuePath(page.request, venue)).toBe(own);
      const errors = collectErrors(page);

      const res = await page.goto(`/${venue.prefix}-${venue.id}?from=eski`);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`${own}?from=eski`);
      expect(res!.status()).toBe(200);
      expect(await res!.text()).toContain('data-prerendered');
      await expect(page.getByRole('heading', { level: 1, name: 'Moda Saç Tasarım' })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${own}$`));

      await page.goto(`/eski-isim-${venue.id}`);
      await expect(page).toHaveURL(new RegExp(`${own}$`));
      // A service page under a wrong prefix: the client router puts the venue's own address in the URL.
      await page.goto(`/eski-isim-${venue.id}/101`);
      await expect(page).toHaveURL(new RegExp(`${own}/101$`));
      await expect(page.getByRole('button', { name: 'Devam Et' })).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('the venue page: the rating beside the name, one link per service row', async ({ page }) => {
      // The first demo venue is the one with reviews (demo-reviews.ts).
      const venue = (await (await page.request.get('/api/venues/1')).json()).data as {
        prefix: string;
        id: number;
        name: string;
        rating_count: number;
      };
      expect(venue.rating_count).toBeGreaterThan(0);
      const own = await canonicalVenuePath(page.request, venue);
      expect(own).toBe('/isil-guzellik-salonu-1');
      await page.goto(own);
      const heading = page.getByRole('heading', { level: 1, name: venue.name });
      await expect(heading).toBeVisible();
      const rating = page.getByRole('link', { name: /^5 üzerinden \d,\d puan, \d+ değerlendirme$/ });
      await expect(rating).toBeVisible();
      await expect(rating).toContainText(`(${venue.rating_count} değerlendirme)`);
      const [h, r] = [await heading.boundingBox(), await rating.boundingBox()];
      // Beside the name: on its line on a wide screen, right under it on a phone.
      expect(r!.y).toBeLessThan(h!.y + h!.height + 12);
      await page.screenshot({ path: `../.tmp/shots/venue-header-${viewport.width}.png` });

      const services = page.locator('#hizmetler li');
      const count = await services.count();
      expect(count).toBeGreaterThan(1);
      // Each row is a single link, named for its service, with one 'Randevu Al' in it.
      for (let i = 0; i < count; i++) {
        const links = services.nth(i).getByRole('link');
        await expect(links).toHaveCount(1);
        await expect(links.first()).toHaveAccessibleName(/^Randevu Al: .+/);
        await expect(links.first().getByText('Randevu Al', { exact: true })).toBeVisible();
      }
      await expectNoSevereAxe(page, 'the venue page');
      await page.locator('#hizmetler').screenshot({ path: `../.tmp/shots/venue-services-${viewport.width}.png` });
      await services.first().getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${own}/\\d+$`));
      await expect(page.getByRole('button', { name: 'Devam Et' })).toBeVisible();
    });

    test("a removed venue's address says so, answered 404, with the way back to the venues", async ({ page }) => {
      const errors = collectErrors(page);
      const res = await page.goto('/kapanan-salon-2147480000');
      expect(res!.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: "Bu işletme artık Randevu'da yok" })).toBeVisible();
      await expect(
        page.getByText('Aradığınız işletme kaldırılmış ya da yayından çıkmış olabilir.', { exact: false }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/kapanan-salon-2147480000$/);
      await expect(page).toHaveTitle("Bu işletme artık Randevu'da yok | Randevu");
      await page.waitForLoadState('networkidle');
      await expectNoSevereAxe(page, 'the removed venue page');
      await page.screenshot({ path: `../.tmp/shots/venue-gone-${viewport.width}.png`, fullPage: true });
      await page.getByRole('link', { name: 'Tüm işletmeleri gör' }).click();
      await expect(page).toHaveURL(/\/companies/);
      expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
    });
  });
}
