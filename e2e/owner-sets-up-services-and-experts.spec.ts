import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoOwner, uniqueEmail } from './support/accounts';
import { createVenue, registerBusiness } from './support/owner';

/** A valid 1×1 PNG: the server re-encodes whatever it gets, so the smallest real image will do. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Serious and critical axe violations on the page, or only inside `include` (a dialog). */
async function severeViolations(page: Page, include?: string) {
  // A toast from the step before may still be fading out, and half-transparent text fails contrast.
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('[data-sonner-toaster]');
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('an owner sets up a sub-service and an expert, and a guest books that expert at the custom price', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(String(e)));
  const venueName = `Elif Stüdyo ${Date.now().toString(36)}`;
  const subServiceName = 'Uzun Saç Kesimi';
  const expertName = 'Elif Demir';

  await test.step('a new business registers and creates its venue', async () => {
    await registerBusiness(page, { businessName: 'Elif Güzellik', emailPrefix: 'elif' });
    await createVenue(page, { name: venueName, category: 'Güzellik', address: 'Moda Caddesi No 5' });
  });

  await test.step("the owner opens the venue's panel and 'Hizmet Yönetimi', which is empty", async () => {
    await page.getByRole('link', { name: new RegExp(venueName) }).click();
    await page
      .getByRole('main')
      .getByRole('link', { name: /Hizmet Yönetimi/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hizmet Yönetimi' })).toBeVisible();
    await expect(page.getByText('Henüz hizmet eklenmemiş')).toBeVisible();
    expect(await severeViolations(page), 'axe on the services list').toEqual([]);
  });

  await test.step('the owner creates a sub-service under a catalogue service with its own price', async () => {
    await page.getByRole('link', { name: 'Yeni Hizmet' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Yeni Hizmet' })).toBeVisible();

    // The spec's messages, each tied to its field.
    await page.getByRole('button', { name: 'Hizmeti Ekle' }).click();
    await expect(page.getByLabel('Hizmet', { exact: true })).toHaveAccessibleDescription('Lütfen bir hizmet seçin.');
    await expect(page.getByLabel('Hizmet adı')).toHaveAccessibleDescription(/Lütfen tüm alanları doldurun\./);

    await page.getByLabel('Kategori').selectOption({ label: 'Güzellik' });
    await page.getByLabel('Hizmet', { exact: true }).selectOption({ label: 'Saç Kesimi' });
    // Price and duration come from the catalogue service until the owner changes them.
    await expect(page.getByLabel('Fiyat (₺)')).toHaveValue('350');
    await expect(page.getByLabel('Süre (dakika)')).toHaveValue('45');
    await page.getByLabel('Hizmet adı').fill(subServiceName);
    await page.getByLabel('Açıklama').fill('Bel hizasını geçen saçlar için kesim ve fön');
    await page.getByLabel('Fiyat (₺)').fill('420');
    await page.getByLabel('Süre (dakika)').fill('60');
    expect(await severeViolations(page), 'axe on the sub-service form').toEqual([]);
    await page.getByRole('button', { name: 'Hizmeti Ekle' }).click();

    await expect(page.getByText('Alt hizmet eklendi.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Hizmet Yönetimi' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: subServiceName });
    await expect(card).toContainText('Saç Kesimi');
    await expect(card).toContainText('₺420');
    await expect(card).toContainText('60 dk');
    await expect(card).toContainText('Aktif');
  });

  await test.step("the owner opens 'Uzmanlar' and adds an expert with a photo, a weekday and the sub-service at 275,50", async () => {
    await page.getByRole('link', { name: 'Mekan paneline dön' }).click();
    await page
      .getByRole('main')
      .getByRole('link', { name: /Uzmanlar/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Uzmanlar' })).toBeVisible();
    await expect(page.getByText('Henüz uzman eklenmemiş')).toBeVisible();
    expect(await severeViolations(page), 'axe on the experts list').toEqual([]);

    await page.getByRole('button', { name: 'Uzman Ekle' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Uzman' });
    await expect(dialog).toBeVisible();
    // Every day starts disabled (docs/product-owner.md#experts).
    for (const day of ['Pazartesi', 'Çarşamba', 'Pazar']) {
      await expect(dialog.getByRole('checkbox', { name: day, exact: true })).not.toBeChecked();
    }
    await expect(dialog.getByLabel('Çarşamba başlangıç saati')).toBeDisabled();
    expect(await severeViolations(page, '[role="dialog"]'), 'axe on the expert modal').toEqual([]);

    await dialog.getByRole('button', { name: 'Uzmanı Ekle' }).click();
    await expect(dialog.getByLabel('Ad Soyad')).toHaveAccessibleDescription('Uzman adı zorunludur.');

    const photo = path.join(tmpdir(), `expert-${Date.now()}.png`);
    await writeFile(photo, Buffer.from(PNG_1X1, 'base64'));
    await dialog.locator('input[type="file"]').setInputFiles(photo);
    await expect(
      dialog.getByRole('img', { name: `${expertName} fotoğrafı` }).or(dialog.getByRole('img', { name: 'Fotoğraf' })),
    ).toBeVisible();

    await dialog.getByLabel('Ad Soyad').fill(expertName);
    await dialog.getByLabel('Uzmanlık alanı').fill('Saç Tasarımcısı');
    await dialog.getByLabel('Uzmanlıklar').fill(' Kesim, , Fön ');
    await dialog.getByLabel('Deneyim (yıl)').fill('7');
    await dialog.getByLabel('Telefon').fill('05321112233');
    await dialog.getByLabel('E-posta').fill('elif.demir@example.com');

    await dialog.getByRole('checkbox', { name: 'Çarşamba', exact: true }).click();
    await expect(dialog.getByLabel('Çarşamba başlangıç saati')).toHaveValue('09:00');
    await expect(dialog.getByLabel('Çarşamba bitiş saati')).toHaveValue('18:00');

    const row = dialog.getByRole('group', { name: subServiceName });
    await row.getByRole('checkbox').click();
    // Choosing a sub-service chooses its catalogue service too.
    await expect(
      dialog.getByRole('group', { name: 'Verdiği Hizmetler' }).getByRole('checkbox', { name: 'Saç Kesimi' }),
    ).toBeChecked();
    await expect(row.getByLabel('Fiyat (₺)')).toHaveValue('420');
    await row.getByLabel('Fiyat (₺)').fill('0');
    await dialog.getByRole('button', { name: 'Uzmanı Ekle' }).click();
    await expect(row.getByLabel('Fiyat (₺)')).toHaveAccessibleDescription('Lütfen geçerli bir fiyat girin.');
    await row.getByLabel('Fiyat (₺)').fill('275,50');
    await row.getByLabel('Süre (dk)').fill('50');

    await dialog.getByRole('button', { name: 'Uzmanı Ekle' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Uzman eklendi.')).toBeVisible();
    await expect(page.getByText('1 servis başarıyla atandı')).toBeVisible();
    await expect(page.getByText('1 alt servis eklendi')).toBeVisible();

    const card = page.getByRole('listitem').filter({ hasText: expertName });
    await expect(card.getByRole('img', { name: `${expertName} fotoğrafı` })).toBeVisible();
    await expect(card).toContainText('Saç Tasarımcısı');
    await expect(card).toContainText('7 yıl deneyim');
    await expect(card).toContainText('0532 111 22 33');
    await expect(card).toContainText('elif.demir@example.com');
    await expect(card.getByText('Fön', { exact: true })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  });

  const venues = (await (await page.request.get('/api/owner/my-venues')).json()).data as {
    id: number;
    prefix: string;
    name: string;
  }[];
  const venue = venues.find((v) => v.name === venueName)!;
  const guestName = 'Ayşe';
  // It can take a booking now, and the owner publishes it ("Yayına al", decision 074): until then a visitor reads that
  // it takes no bookings yet (decision 096).
  const published = await page.request.put(`/api/owner/venues/${venue.id}/publication`, { data: { is_published: true } });
  expect(published.status(), await published.text()).toBe(200);

  await test.step('a guest books that expert and sub-service on next Wednesday', async () => {
    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    await guest.goto(`/${venue.prefix}-${venue.id}`);
    await expect(guest.getByRole('heading', { level: 1, name: venueName })).toBeVisible();
    await guest.getByRole('link', { name: 'Randevu Al: Saç Kesimi' }).click();
    await expect(guest.getByRole('heading', { level: 1, name: 'Saç Kesimi' })).toBeVisible();

    await guest.getByRole('button', { name: 'Devam Et' }).click();
    const sheet = guest.getByRole('dialog', { name: 'Randevu Oluştur' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('radio', { name: new RegExp(expertName) }).check();
    const option = sheet.getByRole('radio', { name: new RegExp(subServiceName) });
    await option.check();
    await expect(sheet.getByText('₺275,50').first()).toBeVisible();

    await sheet.getByRole('button', { name: 'Sonraki hafta' }).click();
    await sheet.getByRole('radiogroup', { name: 'Tarih' }).getByRole('radio').nth(2).check();
    const slots = sheet.getByRole('radiogroup', { name: /^Saat/ }).getByRole('radio');
    await expect(slots.first()).toBeVisible();
    await slots.first().check();

    await sheet.getByLabel('Ad', { exact: true }).fill(guestName);
    await sheet.getByLabel('Soyad', { exact: true }).fill('Yılmaz');
    await sheet.getByLabel('E-posta', { exact: true }).fill(uniqueEmail('ayse'));
    await sheet.getByLabel('Telefon', { exact: true }).fill('5321234567');
    await sheet.getByRole('button', { name: 'Randevuyu Onayla' }).click();
    await expect(guest.getByText('Randevunuz oluşturuldu')).toBeVisible();
    await guestContext.close();
  });

  await test.step('the owner takes Wednesday off and is told which appointment now falls outside the hours', async () => {
    await page.reload();
    await page.getByRole('button', { name: `${expertName} uzmanını düzenle` }).click();
    const dialog = page.getByRole('dialog', { name: 'Uzmanı Düzenle' });
    await expect(dialog.getByLabel('Ad Soyad')).toHaveValue(expertName);
    await expect(dialog.getByRole('group', { name: subServiceName }).getByLabel('Fiyat (₺)')).toHaveValue('275,50');
    await dialog.getByRole('checkbox', { name: 'Çarşamba', exact: true }).click();
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Uzman güncellendi.')).toBeVisible();
    const notice = page.getByText('Çalışma saatleri dışında kalan randevular').locator('..');
    await expect(notice).toContainText(`${guestName} Yılmaz`);
    await expect(notice).toContainText('iptal edilmedi');
  });

  expect(consoleErrors).toEqual([]);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the demo owner edits a sub-service and opens an expert without sideways scrolling or axe violations', async ({
    page,
  }) => {
    const consoleErrors: string[] = [];
    page.on('pageerror', (e) => consoleErrors.push(String(e)));
    await page.goto('/login');
    await page.getByLabel('E-posta', { exact: true }).fill(demoOwner.email);
    await page.getByLabel('Şifre', { exact: true }).fill(demoOwner.password);
    await page.getByRole('button', { name: 'Giriş Yap', exact: true }).last().click();
    await expect(page).toHaveURL(/\/dashboard\/owner\/venue-calendar\/\d+$/);
    const venues = (await (await page.request.get('/api/owner/my-venues')).json()).data as { id: number; name: string }[];
    const venue = venues.find((v) => v.name === 'Işıl Güzellik Salonu')!;

    await page.goto(`/dashboard/owner/venue-services/${venue.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hizmet Yönetimi' })).toBeVisible();
    await expect(page.getByRole('link', { name: /hizmetini düzenle$/ }).first()).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

    // Edit: the parent service is read-only and the Aktif/Pasif toggle is there.
    await page
      .getByRole('link', { name: /hizmetini düzenle$/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hizmeti Düzenle' })).toBeVisible();
    await expect(page.getByLabel('Bağlı olduğu hizmet')).toHaveAttribute('readonly', '');
    await expect(page.getByRole('checkbox', { name: 'Aktif' })).toBeChecked();
    await page.getByLabel('Hizmet adı').fill('  ');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByLabel('Hizmet adı')).toHaveAccessibleDescription('Lütfen tüm alanları doldurun.');
    expect(await severeViolations(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

    // An unknown sub-service says so and returns to the list.
    await page.goto(`/dashboard/owner/venue-services/${venue.id}/edit/999999`);
    await expect(page.getByText('Alt hizmet bulunamadı')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/dashboard/owner/venue-services/${venue.id}$`));

    await page.goto(`/dashboard/owner/venue-experts/${venue.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Uzmanlar' })).toBeVisible();
    await page
      .getByRole('button', { name: /uzmanını düzenle$/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Uzmanı Düzenle' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Ad Soyad')).not.toHaveValue('');
    expect(await severeViolations(page, '[role="dialog"]')).toEqual([]);
    // The modal scrolls inside the screen; nothing in it is wider than the phone.
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await dialog.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    await expect(dialog.getByRole('button', { name: 'Kaydet' })).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });
});
