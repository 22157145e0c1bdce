import { readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createVenue, registerBusiness } from './support/owner';

/**
 * A salon brings its customer list (decision 089): on 'Müşteriler' the owner chooses the Turkish Excel CSV
 * (Windows-1254, ';') and the legal basis, reads the preview (new, merged, skipped rows with their reasons), imports
 * it, then takes the list out as CSV and Excel; axe clean and no sideways scrolling at 375 and 1280 px.
 */
const FIXTURES = path.resolve(import.meta.dirname, '../apps/api/test/customer-import');
const FIXTURE = path.join(FIXTURES, 'turkish-windows-1254.csv');

async function expectNoSevereAxe(page: Page, what: string) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const severe = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(severe, `axe on ${what}`).toEqual([]);
}

async function expectNoOverflow(page: Page, what: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `horizontal overflow on ${what}`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function importsAndExports(page: Page, width: number) {
  await registerBusiness(page, { businessName: `Aktarım Salonu ${width}`, emailPrefix: `import-${width}` });
  await createVenue(page, { name: `Aktarım Salonu ${width}`, address: 'Moda Caddesi 1' });
  const venues = (await (await page.request.get('/api/owner/my-venues')).json()).data as { id: number }[];
  const venueId = venues[0]!.id;
  await page.goto(`/dashboard/owner/venue-customers/${venueId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Müşteriler' })).toBeVisible();

  await page.getByRole('button', { name: 'İçe aktar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Müşteri listesini içe aktar' });
  await dialog.getByRole('button', { name: 'Önizle' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Lütfen bir dosya seçin.');
  // The file field speaks Turkish whatever the browser's language: the native "Choose File" stays unseen.
  await expect(dialog.getByText('Dosya seçilmedi', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Dosya seç', { exact: true })).toBeVisible();
  await dialog.getByLabel('Dosya', { exact: true }).setInputFiles(FIXTURE);
  await expect(dialog.getByText(path.basename(FIXTURE), { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Hukuki sebep (KVKK)')).toHaveValue(
    'Sözleşmenin kurulması veya ifası (KVKK m. 5/2-c): randevu hizmeti',
  );
  await dialog.getByRole('button', { name: 'Önizle' }).click();

  await expect(dialog.getByRole('status')).toHaveText('4 yeni müşteri, 2 mevcut kartla birleşecek, 3 satır atlanacak.');
  const preview = dialog.getByRole('region', { name: 'Önizleme' });
  await expect(preview.getByRole('row', { name: /Ayşe Yılmaz 0532 123 45 67 ayse@example.com/ })).toBeVisible();
  await expect(preview.getByRole('row', { name: /Gülşen Çağlar 0533 222 33 44/ })).toBeVisible();
  const skipped = dialog.getByRole('region', { name: 'Atlanan satırlar ve nedenleri' });
  await expect(skipped.getByRole('row', { name: '7 Telefon numarası geçersiz.' })).toBeVisible();
  await expect(skipped.getByRole('row', { name: '8 E-posta adresi geçersiz.' })).toBeVisible();
  await expect(skipped.getByRole('row', { name: '9 Telefon ya da e-posta yok.' })).toBeVisible();
  await expectNoSevereAxe(page, `the import preview at ${width} px`);
  await expectNoOverflow(page, `the import preview at ${width} px`);
  await page.screenshot({ path: test.info().outputPath(`customer-import-preview-${width}.png`), fullPage: true });

  await dialog.getByRole('button', { name: 'İçe aktar' }).click();
  const done = page.getByText('4 yeni müşteri eklendi, 2 satır mevcut kartlarla birleştirildi, 3 satır atlandı.');
  await expect(done).toBeVisible();
  await expect(dialog).toBeHidden();
  // The imported cards are the venue's customers at once (the list's kept copy is dropped by the import).
  const list = page.getByRole('list', { name: 'Müşteri listesi' });
  await expect(list.getByRole('link')).toHaveCount(4);
  await expect(list.getByRole('link', { name: /Gülşen Çağlar/ })).toBeVisible();

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV' }).click()]);
  expect(csv.suggestedFilename()).toBe(`musteriler-${venueId}.csv`);
  const bytes = await readFile((await csv.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('Ad;Soyad;Telefon;E-posta');
  expect(lines).toContain('Ayşe;Yılmaz;0532 123 45 67;ayse@example.com');
  expect(lines).toContain('Şükrü;Öztürk;0534 555 66 77;sukru@example.com');
  expect(lines.filter(Boolean)).toHaveLength(5);

  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Excel' }).click()]);
  expect(xlsx.suggestedFilename()).toBe(`musteriler-${venueId}.xlsx`);
  expect([...(await readFile((await xlsx.path())!)).subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  // The toast fades out over the page; axe reads its half-transparent text as low contrast.
  await expect(done).toBeHidden({ timeout: 15_000 });
  await expectNoSevereAxe(page, `the customers page at ${width} px`);
  await expectNoOverflow(page, `the customers page at ${width} px`);
  await page.screenshot({ path: test.info().outputPath(`customers-import-export-${width}.png`), fullPage: true });
  return venueId;
}

test('the owner previews a Turkish Excel customer list, imports it and exports the list as CSV and Excel', async ({ page }) => {
  const venueId = await importsAndExports(page, 1280);
  // The compiled server reads a workbook too (exceljs is loaded on first use): Booksy's export, previewed.
  const res = await page.request.post(`/api/owner/venues/${venueId}/customers/import?dry_run=true`, {
    multipart: {
      file: {
        name: 'booksy.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await readFile(path.join(FIXTURES, 'booksy.xlsx')),
      },
    },
  });
  expect(res.status()).toBe(200);
  expect((await res.json()).data).toMatchObject({ create: 2, merge: 1, dry_run: true });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the owner imports and exports the customer list without sideways scrolling', async ({ page }) => {
    await importsAndExports(page, 375);
  });
});
