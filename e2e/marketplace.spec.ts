import { expect, test } from './support/test';
import { waitForHydration } from './support/hydration';

/**
 * A visitor's path through the public marketplace on the seeded demo data:
 * İstanbul (34) + Güzellik (1) holds 'Beşiktaş Berber Ahmet', 'Moda Saç Tasarım' and 'Nişantaşı Beauty Lounge'.
 */
test.describe('public marketplace', () => {
  test('a visitor searches İstanbul + Güzellik, filters by text, opens a venue, a service and its FAQs', async ({ page }) => {
    await page.goto('/companies');
    await expect(page.getByRole('heading', { level: 1, name: 'İşletmeler' })).toBeVisible();
    // The listing arrives rendered on the server (decision 095): its form is inert until React has hydrated it.
    await waitForHydration(page.getByRole('button', { name: 'Ara' }));
    // The default search (docs/product.md#constants) is city 22 (Edirne), category 1 (Güzellik).
    await expect(page.getByLabel('Şehir')).toHaveValue('22');
    await expect(page.getByLabel('Kategori')).toHaveValue('1');

    await page.getByLabel('Şehir').selectOption({ label: 'İstanbul' });
    await page.getByLabel('Kategori').selectOption({ label: 'Güzellik' });
    await page.getByRole('button', { name: 'Ara' }).click();
    await expect(page).toHaveURL(/\/companies\?city=34&category=1$/);
    const results = page.getByRole('main').getByRole('listitem').getByRole('link');
    // Other specs may add venues to İstanbul: the three demo venues must be there, and the count must match the list.
    for (const name of ['Beşiktaş Berber Ahmet', 'Moda Saç Tasarım', 'Nişantaşı Beauty Lounge']) {
      await expect(results.filter({ hasText: name })).toHaveCount(1);
    }
    const total = await results.count();
    expect(total).toBeGreaterThanOrEqual(3);
    await expect(page.getByText(`${total} işletme bulundu`)).toBeVisible();
    await expect(results.first()).toContainText('İstanbul');

    // The text filter folds Turkish letters: 'nisantasi' finds 'Nişantaşı'.
    const filter = page.getByLabel('İşletme adına göre filtrele');
    await filter.fill('nisantasi');
    await expect(page.getByText('1 işletme bulundu')).toBeVisible();
    await expect(results).toHaveCount(1);
    await expect(results.first()).toContainText('Nişantaşı Beauty Lounge');

    // The search lives in the URL: it survives a reload.
    await filter.fill('moda');
    await expect(page).toHaveURL(/[?&]q=moda/);
    await page.reload();
    await expect(page.getByLabel('İşletme adına göre filtrele')).toHaveValue('moda');
    await expect(page.getByLabel('Şehir')).toHaveValue('34');
    await expect(results).toHaveCount(1);

    await results.first().click();
    await expect(page).toHaveURL(/\/moda-sac-tasarim-\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Moda Saç Tasarım' })).toBeVisible();
    await expect(page).toHaveTitle('Moda Saç Tasarım | Randevu');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Moda Saç Tasarım');
    await expect(page.getByRole('heading', { name: 'Çalışma Saatleri' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Pazar\s+Kapalı/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Uzmanlarımız' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hizmetler' })).toBeVisible();

    await page.getByRole('link', { name: 'Randevu Al: Saç Kesimi' }).click();
    await expect(page).toHaveURL(/-\d+\/101$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Saç Kesimi' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sık Sorulan Sorular' })).toBeVisible();
    const question = page.getByRole('button', { name: 'Randevuma geç kalırsam ne olur?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('15 dakikaya kadar bekliyoruz', { exact: false })).toBeVisible();

    // 'Devam Et' opens the booking sheet.
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('link', { name: 'Moda Saç Tasarım sayfasına dön' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Moda Saç Tasarım' })).toBeVisible();
  });

  test('a gallery image opens in a lightbox that steps through the images', async ({ page, request }) => {
    const list = await (await request.get('/api/venues/by-city-category/34/1?q=moda')).json();
    const venue = list.data[0] as { prefix: string; id: number };
    await page.goto(`/moda-sac-tasarim-${venue.id}`);
    const first = page.getByRole('button', { name: '1. görseli büyüt' });
    // Below the fold, the gallery hydrates as it comes near the viewport (HydrateWhenVisible).
    await first.scrollIntoViewIfNeeded();
    await waitForHydration(first);
    await first.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Görsel 1 / 2');
    await dialog.getByRole('button', { name: 'Sonraki görsel' }).click();
    await expect(dialog).toContainText('Görsel 2 / 2');
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toContainText('Görsel 1 / 2');
  });

  test('a venue address whose id does not parse leads back to the landing page', async ({ page }) => {
    await page.goto('/3f4a2896-5318-4094-9ca4-3795296fc616-abc');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Mekan bilgileri yüklenemedi.')).toBeVisible();
  });

  test('an empty search says no venue was found', async ({ page }) => {
    await page.goto('/companies?city=34&category=1&q=boyle-bir-isletme-yok');
    await expect(page.getByText('Mekan bulunamadı.')).toBeVisible();
    await expect(page.getByText('0 işletme bulundu')).toBeVisible();
    await waitForHydration(page.getByRole('button', { name: 'Filtreyi temizle' }).first());
    await page.getByRole('button', { name: 'Filtreyi temizle' }).first().click();
    await expect(page.getByText(/^[1-9]\d* işletme bulundu$/)).toBeVisible();
  });
});
