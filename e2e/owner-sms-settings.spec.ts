import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { createVenue, registerBusiness } from './support/owner';

for (const width of [375, 1280]) {
  test(`an owner turns on the request SMS and sets the short name on the venue info page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const venueName = `Kadıköy Işıltı Güzellik Salonu ${Date.now().toString(36)}`;
    await registerBusiness(page, { businessName: 'Işıltı', emailPrefix: 'sms', phone: '05321234567' });
    await createVenue(page, { name: venueName, address: 'Moda Caddesi No 7' });
    await page.getByRole('link', { name: new RegExp(venueName) }).click();
    await page
      .getByRole('main')
      .getByRole('link', { name: /Mekan Bilgileri/ })
      .first()
      .click();
    const card = page.getByRole('region', { name: 'Bildirimler' });
    await expect(card.getByText('SMS bu numaraya gider: 0532 123 45 67')).toBeVisible();

    const sms = card.getByRole('switch', { name: 'Yeni randevu talebinde SMS' });
    await expect(sms).toHaveAttribute('aria-checked', 'false');
    await sms.click();
    await expect(page.getByText('Bildirim tercihleri kaydedildi.').first()).toBeVisible();
    await expect(sms).toHaveAttribute('aria-checked', 'true');

    const name = card.getByLabel(/SMS’lerde görünen kısa ad/);
    await name.fill('Kadıköy Işıltı Güzellik');
    await card.getByRole('button', { name: 'Kısa adı kaydet' }).click();
    await expect(card.getByText('SMS’lerde görünen kısa ad en fazla 20 karakter olabilir.')).toBeVisible();
    await name.fill('Işıltı Kadıköy');
    await card.getByRole('button', { name: 'Kısa adı kaydet' }).click();
    await expect(card.getByText('SMS’lerde görünen kısa ad en fazla 20 karakter olabilir.')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Bildirimler' }).getByLabel(/SMS’lerde görünen kısa ad/)).toHaveValue(
      'Işıltı Kadıköy',
    );

    await card.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
    const result = await new AxeBuilder({ page })
      .include('[aria-labelledby="venue-notification-settings-title"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await card.screenshot({ path: `test-results/owner-sms-settings-${width}.png` });
  });
}
