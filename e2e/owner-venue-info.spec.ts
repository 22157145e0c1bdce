import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createVenue, registerBusiness } from './support/owner';
import { solidPng } from './support/png';

async function expectNoSevereViolations(page: Page, include?: string) {
  // A toast still fading out has a half-transparent text that axe measures as low contrast.
  if (!include) await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const result = await (include ? builder.include(include) : builder).analyze();
  const severe = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(severe).toEqual([]);
}

test('a new owner edits the venue info, uploads a profile photo that shows publicly, and adds then deletes a gallery photo', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-e2e-photo-'));
  const photo = path.join(dir, 'vitrin.png');
  fs.writeFileSync(photo, solidPng(640, 400, [180, 60, 90]));
  const venueName = `Moda Işıltı ${Date.now().toString(36)}`;

  await test.step('register a business and create its venue', async () => {
    await registerBusiness(page, { businessName: 'Moda Işıltı', emailPrefix: 'bilgi' });
    await createVenue(page, { name: venueName, address: 'Moda Caddesi No 12' });
  });

  await test.step('open the venue panel, then Mekan Bilgileri', async () => {
    await page.getByRole('link', { name: new RegExp(venueName) }).click();
    await expect(page).toHaveURL(/\/dashboard\/owner\/venues\/\d+/);
    await page
      .getByRole('main')
      .getByRole('link', { name: /Mekan Bilgileri/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mekan Bilgileri' })).toBeVisible();
    await expect(page.getByLabel('Mekan adı')).toHaveValue(venueName);
    await expect(page.getByText('Henüz profil fotoğrafı yok.')).toBeVisible();
    await expect(page.getByText('Henüz galeri fotoğrafı eklenmemiş.')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSevereViolations(page);
  });

  await test.step('change the description and Saturday hours, then save', async () => {
    await page.getByLabel('Açıklama').fill('Sahile iki dakika, cumartesi öğleden sonra da açığız.');
    await page.getByLabel('Cumartesi açılış saati').selectOption('10:00');
    await page.getByLabel('Cumartesi kapanış saati').selectOption('15:30');
    await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
    await expect(page.getByText('Mekan bilgileri güncellendi.')).toBeVisible();
  });

  await test.step('upload a profile photo', async () => {
    await page.locator('input[type="file"][name="profile"]').setInputFiles(photo);
    await expect(page.getByText('Profil fotoğrafı yüklendi.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Fotoğraflar' }).getByRole('img', { name: venueName })).toHaveAttribute(
      'src',
      /^\/uploads\//,
    );
    await expect(page.getByRole('button', { name: 'Profil fotoğrafını değiştir' })).toBeVisible();
  });

  await test.step('upload a gallery photo and delete it through the confirmation', async () => {
    await page.locator('input[type="file"][name="gallery"]').setInputFiles(photo);
    await expect(page.getByText('Galeri fotoğrafı yüklendi.')).toBeVisible();
    await page.getByRole('button', { name: '1. galeri görselini sil' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Bu görseli silmek istediğinizden emin misiniz?' });
    await expect(dialog).toBeVisible();
    await expectNoSevereViolations(page, '[role="alertdialog"]');
    await dialog.getByRole('button', { name: 'Evet' }).click();
    await expect(page.getByText('Görsel silindi.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Henüz galeri fotoğrafı eklenmemiş.')).toBeVisible();
  });

  await test.step('the public venue page shows the profile photo, the new description and Saturday hours', async () => {
    const href = await page.getByRole('link', { name: 'Mekan sayfasını görüntüle' }).getAttribute('href');
    expect(href).toMatch(/^\/[a-z0-9]+(?:-[a-z0-9]+)*-\d+$/);
    await page.goto(href!);
    await expect(page.getByRole('heading', { level: 1, name: venueName })).toBeVisible();
    const hero = page.locator('header img').first();
    await expect(hero).toHaveAttribute('src', /^\/uploads\/venues\/\d+\/[0-9a-f]+-lg\.webp$/);
    await expect(hero).toHaveAttribute('alt', venueName);
    // Both renditions, described by their real widths (640 px upload: thumbnail 480 px).
    await expect(hero).toHaveAttribute('srcset', /-sm\.webp 480w, .*-lg\.webp 640w$/);
    await expect(hero).toHaveAttribute('width', '640');
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByText('Sahile iki dakika, cumartesi öğleden sonra da açığız.')).toBeVisible();
    await expect(page.getByRole('row', { name: /Cumartesi/ })).toContainText('10:00 - 15:30');
    // The deleted gallery photo left no gallery section behind.
    await expect(page.getByRole('heading', { name: 'Galeri' })).toHaveCount(0);
  });

  expect(errors).toEqual([]);
  fs.rmSync(dir, { recursive: true, force: true });
});
