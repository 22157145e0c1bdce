import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoOwner } from './support/accounts';

const SERVICE_ID = 101; // 'Saç Kesimi', offered by the demo owner's 'Işıl Güzellik Salonu'

async function loginAsDemoOwner(page: Page) {
  await page.goto('/login');
  await page.getByLabel('E-posta', { exact: true }).fill(demoOwner.email);
  await page.getByLabel('Şifre', { exact: true }).fill(demoOwner.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/dashboard\/owner\/venue-calendar\/\d+$/);
}

/** No serious or critical WCAG A/AA violation in the page, or inside `scope` when given. */
async function expectAccessible(page: Page, label: string, scope?: string) {
  // A toast caught mid-fade (e.g. 'Giriş başarılı.') measures as low contrast: audit once it has gone.
  if (!scope) await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (scope) builder = builder.include(scope);
  const result = await builder.analyze();
  const severe = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(severe, `axe on ${label}`).toEqual([]);
}

/** The public service page's FAQ questions, in their order. */
async function publicQuestions(page: Page, servicePath: string) {
  await page.goto(servicePath);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const section = page.locator('section[aria-labelledby="sss"]');
  await expect(section).toBeVisible();
  await page.waitForLoadState('networkidle');
  return section.getByRole('button').allInnerTexts();
}

test.describe('owner manages FAQs', () => {
  test('adds, shows publicly, hides, reorders and deletes an FAQ, with accessible page, sheet and dialog', async ({ page }) => {
    // A long journey with four axe runs on a machine shared with the API under test.
    test.setTimeout(180_000);
    const consoleErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    page.on('pageerror', (e) => consoleErrors.push(String(e)));

    await loginAsDemoOwner(page);
    const venues = (await (await page.request.get('/api/owner/my-venues')).json()).data as {
      id: number;
      prefix: string;
      name: string;
    }[];
    const venue = venues.find((v) => v.name === 'Işıl Güzellik Salonu')!;
    const servicePath = `/${venue.prefix}-${venue.id}/${SERVICE_ID}`;
    const stamp = Date.now().toString(36);
    const first = `Otopark var mı? (${stamp})`;
    const second = `Kartla ödeme alıyor musunuz? (${stamp})`;

    // Home is today's calendar (decision 071): 'Mekanlarım' → the venue's panel → 'SSS Yönetimi'.
    await page.getByRole('banner').getByRole('link', { name: 'Mekanlarım' }).click();
    await page.getByRole('link', { name: /Işıl Güzellik Salonu/ }).click();
    await page
      .getByRole('main')
      .getByRole('link', { name: /SSS Yönetimi/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/owner/venue-faqs/${venue.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'SSS Yönetimi' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sık sorulan sorular' })).toBeVisible();
    await expectAccessible(page, 'the FAQ page');

    // Add: blank fields are refused with the spec's text, then two FAQs are saved.
    await page.getByRole('button', { name: 'SSS Ekle' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Yeni SSS' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('switch', { name: 'Müşterilere göster' })).toHaveAttribute('aria-checked', 'true');
    await expect(sheet.getByText('Bu soru müşterilere görünür.')).toBeVisible();
    await sheet.getByRole('button', { name: 'Kaydet' }).click();
    await expect(sheet.getByText('Lütfen tüm alanları doldurun.').first()).toBeVisible();
    await expectAccessible(page, 'the FAQ sheet', '[role="dialog"]');
    await sheet.getByLabel('Soru').fill(first);
    await sheet.getByLabel('Cevap').fill('Evet, salonun önünde ücretsiz otopark var.');
    await sheet.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('SSS eklendi.')).toBeVisible();
    await expect(sheet).toBeHidden();

    await page.getByRole('button', { name: 'SSS Ekle' }).first().click();
    await sheet.getByLabel('Soru').fill(second);
    await sheet.getByLabel('Cevap').fill('Tüm kredi ve banka kartları geçer.');
    await sheet.getByRole('button', { name: 'Kaydet' }).click();
    await expect(sheet).toBeHidden();
    const cards = page.getByRole('region', { name: 'Sık sorulan sorular' }).getByRole('listitem');
    await expect(cards.filter({ hasText: second })).toBeVisible();

    // Public service page: both, in the order added.
    let questions = await publicQuestions(page, servicePath);
    expect(questions.indexOf(first)).toBeGreaterThanOrEqual(0);
    expect(questions.indexOf(second)).toBeGreaterThan(questions.indexOf(first));

    // Reorder: move the second one up; the public order follows.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'SSS Yönetimi' })).toBeVisible();
    const moved = page.waitForResponse((r) => r.url().endsWith(`/api/owner/venues/${venue.id}/faqs/order`) && r.ok());
    await page.getByRole('button', { name: `"${second}" sorusunu yukarı taşı` }).click();
    await moved;
    const texts = await cards.locator('h2').allInnerTexts();
    expect(texts.indexOf(second)).toBeLessThan(texts.indexOf(first));
    questions = await publicQuestions(page, servicePath);
    expect(questions.indexOf(second)).toBeLessThan(questions.indexOf(first));
    expect(questions.indexOf(second)).toBeGreaterThanOrEqual(0);

    // Edit to hidden: it disappears from the public page.
    await page.goBack();
    const firstCard = cards.filter({ hasText: first });
    await firstCard.getByRole('button', { name: /sorusunu düzenle/ }).click();
    const editSheet = page.getByRole('dialog', { name: 'SSS Düzenle' });
    await expect(editSheet.getByLabel('Soru')).toHaveValue(first);
    await editSheet.getByRole('switch', { name: 'Müşterilere göster' }).click();
    await expect(editSheet.getByText('Bu soru müşterilerden gizlenir.')).toBeVisible();
    await editSheet.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('SSS güncellendi.')).toBeVisible();
    await expect(firstCard.getByText('Gizli', { exact: true })).toBeVisible();
    questions = await publicQuestions(page, servicePath);
    expect(questions).not.toContain(first);
    expect(questions).toContain(second);

    // Delete through the confirmation: 'Hayır' keeps it, 'Evet' deletes it.
    await page.goBack();
    await firstCard.getByRole('button', { name: /sorusunu sil/ }).click();
    const confirm = page.getByRole('alertdialog', { name: "Bu SSS'yi silmek istediğinizden emin misiniz?" });
    await expect(confirm).toBeVisible();
    await expectAccessible(page, 'the delete confirmation', '[role="alertdialog"]');
    await confirm.getByRole('button', { name: 'Hayır' }).click();
    await expect(confirm).toBeHidden();
    await expect(firstCard).toBeVisible();
    await firstCard.getByRole('button', { name: /sorusunu sil/ }).click();
    await confirm.getByRole('button', { name: 'Evet' }).click();
    await expect(page.getByText('SSS silindi.')).toBeVisible();
    await expect(firstCard).toHaveCount(0);
    await cards
      .filter({ hasText: second })
      .getByRole('button', { name: /sorusunu sil/ })
      .click();
    await confirm.getByRole('button', { name: 'Evet' }).click();
    await expect(cards.filter({ hasText: second })).toHaveCount(0);

    expect(consoleErrors).toEqual([]);
  });

  test('the FAQ page has no horizontal scroll at 375 px and the owner menu opens behind its toggle', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await loginAsDemoOwner(page);
    const venues = (await (await page.request.get('/api/owner/my-venues')).json()).data as { id: number; name: string }[];
    const venue = venues.find((v) => v.name === 'Işıl Güzellik Salonu')!;
    await page.goto(`/dashboard/owner/venue-faqs/${venue.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'SSS Yönetimi' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'the FAQ page at 375 px');

    // The owner header's mobile menu: 'Mekanlarım' and logout behind the toggle.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mekanlarım' })).toBeHidden();
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await expect(menu.getByRole('button', { name: 'Çıkış Yap' })).toBeVisible();
    await expectAccessible(page, 'the owner mobile menu', '[role="dialog"]');
    await menu.getByRole('link', { name: 'Mekanlarım' }).click();
    await expect(page).toHaveURL(/\/dashboard\/owner$/);
    await expect(menu).toBeHidden();
  });

  test('after the session cookie is gone, moving inside the owner area lands on /login', async ({ page, context }) => {
    await loginAsDemoOwner(page);
    await context.clearCookies();
    // A path with no data call of its own: only the layout's session check can notice.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/dashboard/owner/bilinmeyen-sayfa');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });
});

test.describe('venue setup: city from the device position', () => {
  test('with the permission granted near Edirne, the city is Edirne', async ({ browser }) => {
    const context = await browser.newContext({
      geolocation: { latitude: 41.68, longitude: 26.56 },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    await loginAsDemoOwner(page);
    await page.goto('/business-setup');
    const city = page.getByLabel('Şehir', { exact: true });
    await expect(city.locator('option:checked')).toHaveText('Edirne');
    await expect(page.getByText('Konumunuza en yakın il seçildi; dilerseniz değiştirebilirsiniz.')).toBeVisible();
    // The district list follows the preselected city.
    await expect(page.getByLabel('İlçe', { exact: true }).locator('option', { hasText: 'Keşan' })).toHaveCount(1);
    await context.close();
  });

  test('without the permission, the city stays empty and nothing alarming is shown', async ({ browser }) => {
    const context = await browser.newContext({ permissions: [] });
    const page = await context.newPage();
    await loginAsDemoOwner(page);
    await page.goto('/business-setup');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const city = page.getByLabel('Şehir', { exact: true });
    await expect(city).toBeEnabled();
    // Give a refusal (instant) or the 7 s timeout time to have shown anything.
    await page.waitForTimeout(1500);
    await expect(city).toHaveValue('');
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
    await expect(page.getByText('Konumunuza en yakın il seçildi; dilerseniz değiştirebilirsiniz.')).toHaveCount(0);
    await context.close();
  });
});
