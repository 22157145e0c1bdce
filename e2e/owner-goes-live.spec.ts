import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createVenue, registerBusiness } from './support/owner';

/** Serious and critical axe violations of the page (toasts fading out excluded). */
async function severeViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-sonner-toaster]')
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Whether the public listing of İstanbul / Güzellik finds the venue by its name. */
async function inSearch(request: APIRequestContext, name: string) {
  const res = await request.get(`/api/venues/by-city-category/34/1?q=${encodeURIComponent(name)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()).data as { name: string }[]).some((v) => v.name === name);
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a new venue stays out of search until it can take a booking and the owner publishes it from the checklist', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      const venueName = `Nil Güzellik ${viewport.width} ${Date.now().toString(36)}`;

      await test.step('setup starts from the business registration’s name and phone', async () => {
        await registerBusiness(page, { businessName: 'Nil Güzellik', emailPrefix: 'nil', phone: '02164445566' });
        await expect(page.getByLabel('Mekan adı')).toHaveValue('Nil Güzellik');
        await expect(page.getByLabel('Telefon', { exact: true })).toHaveValue('02164445566');
        await createVenue(page, { name: venueName, category: 'Güzellik', address: 'Moda Caddesi No 9' });
      });

      await test.step('the venue list opens on its checklist, which says why it is not public', async () => {
        await expect(page.getByRole('heading', { name: 'Yayına hazırlık' })).toBeVisible();
        await expect(
          page.getByText(
            'Mekanınız henüz yayında değil: müşteriler sizi aramada bulamıyor. Randevu alabilmek için aktif bir hizmet ve o hizmeti veren, çalışma saatleri girilmiş bir uzman gerekiyor.',
          ),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: 'Yayına al' })).toBeDisabled();
        await expect(page.getByText('Yayında değil', { exact: true })).toBeVisible();
        expect(await inSearch(page.request, venueName)).toBe(false);
        expect(await severeViolations(page), 'axe on the checklist').toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        await page.screenshot({ path: test.info().outputPath(`checklist-${viewport.width}.png`), fullPage: true });
      });

      await test.step('the holiday question: eves start open for a beauty venue, the owner opens the holidays too', async () => {
        const holidays = page.getByRole('switch', { name: 'Bayramlarda ve resmî tatillerde Açık' });
        await expect(page.getByRole('switch', { name: 'Arife günleri öğleden sonra Açık' })).toHaveAttribute(
          'aria-checked',
          'true',
        );
        await expect(holidays).toHaveAttribute('aria-checked', 'false');
        await holidays.click();
        await page.getByRole('button', { name: 'Kaydet' }).click();
        await expect(page.getByText('Tatil tercihiniz kaydedildi.')).toBeVisible();
        await expect(holidays).toHaveCount(0);
      });

      await test.step('a service and an expert with hours who offers it make the venue able to take a booking', async () => {
        const mine = (await (await page.request.get('/api/owner/my-venues')).json()).data as { id: number; name: string }[];
        const venueId = mine.find((v) => v.name === venueName)!.id;
        const sub = await page.request.post('/api/sub-services', {
          data: { venue_id: venueId, service_id: 113, name: 'Kalıcı Oje', price: 500, duration_minutes: 45 },
        });
        expect(sub.status()).toBe(201);
        const expert = await page.request.post('/api/owner/experts', {
          data: { venue_id: venueId, name: 'Nil Aydın', working_hours: { tuesday: ['10:00', '18:00'] } },
        });
        expect(expert.status()).toBe(201);
        const assigned = await page.request.post(`/api/owner/experts/${(await expert.json()).data.id}/sub-services`, {
          data: { sub_service_id: (await sub.json()).data.id },
        });
        expect(assigned.status()).toBe(201);
        expect(await inSearch(page.request, venueName)).toBe(false);
      });

      await test.step('on the venue panel the checklist is complete but photos; "Yayına al" publishes it', async () => {
        await page.getByRole('link', { name: new RegExp(venueName) }).click();
        await expect(page.getByText('Randevu alabilecek bir uzmanınız var.')).toBeVisible();
        await expect(page.getByText('Fotoğraflı mekanlar daha çok randevu alır; zorunlu değil.')).toBeVisible();
        await expect(
          page.getByText(
            'Mekanınız randevu almaya hazır ama yayında değil. Her şey hazır: "Yayına al" ile mekanınızı aramada gösterin.',
          ),
        ).toBeVisible();
        expect(await severeViolations(page), 'axe on the panel with its checklist').toEqual([]);
        await page.getByRole('button', { name: 'Yayına al' }).click();
        await expect(page.getByText('Mekanınız yayında.')).toBeVisible();
        await expect(page.getByText('Mekanınız yayında: müşteriler sizi aramada buluyor ve randevu alabiliyor.')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Yayından kaldır' })).toBeVisible();
        await page.screenshot({ path: test.info().outputPath(`published-${viewport.width}.png`), fullPage: true });
      });

      await test.step('the venue is found in search', async () => {
        expect(await inSearch(page.request, venueName)).toBe(true);
        await page.goto(`/companies?city=34&category=1&q=${encodeURIComponent(venueName)}`);
        await expect(page.getByRole('link', { name: new RegExp(venueName) }).first()).toBeVisible();
      });
      expect(errors).toEqual([]);
    });
  });
}
