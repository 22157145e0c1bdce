import { expect, test } from './support/test';
import { AxeBuilder } from '@axe-core/playwright';
import { demoOwner, demoUser, logOutAndWait, uniqueEmail } from './support/accounts';
import { registerBusiness } from './support/owner';

test.describe('authentication', () => {
  test('a visitor registers as a user and lands in the user area', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Ücretsiz Kaydolun' })).toBeVisible();

    await page.getByLabel('Ad', { exact: true }).fill('Ayşe');
    await page.getByLabel('Soyad', { exact: true }).fill('Kaya');
    await page.getByLabel('E-posta', { exact: true }).fill(uniqueEmail('ayse'));
    const phone = page.getByLabel('Telefon', { exact: true });
    await phone.pressSequentially('0532-123 45 67 89');
    // Digits only, at most 11 of them.
    await expect(phone).toHaveValue('05321234567');
    await page.getByLabel('Şifre', { exact: true }).fill('Guvenli.Sifre1');
    await page.getByLabel('Şifre (tekrar)', { exact: true }).fill('Guvenli.Sifre1');
    await page.getByRole('button', { name: 'Kayıt Ol' }).click();

    await expect(page).toHaveURL(/\/dashboard\/user(\/|$)/);
    await expect(page.getByText('Kayıt başarılı.')).toBeVisible();
  });

  test('the register form shows the server schema messages before sending', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Şifre', { exact: true }).fill('Guvenli.Sifre1');
    await page.getByLabel('Şifre (tekrar)', { exact: true }).fill('Baska.Sifre1');
    await page.getByRole('button', { name: 'Kayıt Ol' }).click();

    // Each message is tied to its control (aria-describedby) and marks it invalid.
    await expect(page.getByLabel('Ad', { exact: true })).toHaveAccessibleDescription('Ad zorunludur.');
    await expect(page.getByLabel('Ad', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Şifre (tekrar)', { exact: true })).toHaveAccessibleDescription('Şifreler eşleşmiyor.');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a business registers, creates its first venue and sees it in its venue list', async ({ page }) => {
    await registerBusiness(page, { businessName: 'Işıltı Güzellik', emailPrefix: 'isiltI' });

    await expect(page).toHaveURL(/\/business-setup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mekanınızı Oluşturun' })).toBeVisible();

    await page.getByLabel('Mekan adı').fill('Işıltı Kadıköy');
    const categories = page.getByRole('group', { name: 'Kategoriler' }).getByRole('checkbox');
    await categories.first().click();
    await expect(categories.first()).toBeChecked();

    const city = page.getByLabel('Şehir', { exact: true });
    await expect(city.locator('option')).not.toHaveCount(1);
    await city.selectOption({ label: 'İstanbul' });
    const district = page.getByLabel('İlçe', { exact: true });
    await expect(district).toBeEnabled();
    await district.selectOption({ label: 'Kadıköy' });
    const neighborhood = page.getByLabel('Mahalle', { exact: true });
    await expect(neighborhood).toBeEnabled();
    await neighborhood.selectOption({ index: 1 });

    await page.getByLabel('Detaylı adres').fill('Bağdat Caddesi No 10');
    await page.getByLabel('Telefon', { exact: true }).fill('02161234567');
    // Sunday is closed by default; its times are disabled.
    await expect(page.getByLabel('Pazar açılış saati')).toBeDisabled();
    await page.getByRole('button', { name: 'Mekanı Oluştur' }).click();

    await expect(page).toHaveURL(/\/dashboard\/owner$/);
    await expect(page.getByText('İşletmeniz başarıyla oluşturuldu!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'İşletme Mekanlarım' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Işıltı Kadıköy/ })).toBeVisible();
  });

  test('changing the city empties the district and neighbourhood choices', async ({ page }) => {
    await registerBusiness(page, { businessName: 'Test İşletme', emailPrefix: 'sehir' });
    await expect(page).toHaveURL(/\/business-setup$/);

    const city = page.getByLabel('Şehir', { exact: true });
    const district = page.getByLabel('İlçe', { exact: true });
    const neighborhood = page.getByLabel('Mahalle', { exact: true });
    await expect(city.locator('option')).not.toHaveCount(1);
    await city.selectOption({ label: 'İstanbul' });
    await district.selectOption({ label: 'Kadıköy' });
    await expect(neighborhood).toBeEnabled();
    await neighborhood.selectOption({ index: 1 });

    await city.selectOption({ label: 'Ankara' });
    await expect(district).toHaveValue('');
    await expect(neighborhood).toHaveValue('');
    await expect(neighborhood).toBeDisabled();
    await expect(district.locator('option', { hasText: 'Çankaya' })).toHaveCount(1);
  });

  test('the demo user logs in, then logs out from the header menu', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('checkbox', { name: 'Beni hatırla' })).toBeChecked();
    await page.getByLabel('E-posta', { exact: true }).fill(demoUser.email);
    await page.getByLabel('Şifre', { exact: true }).fill(demoUser.password);
    await page.getByRole('button', { name: 'Şifreyi göster' }).click();
    await expect(page.getByLabel('Şifre', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();

    await expect(page).toHaveURL(/\/dashboard\/user(\/|$)/);
    await expect(page.getByText('Giriş başarılı.')).toBeVisible();

    await page.goto('/');
    await page.getByRole('button', { name: new RegExp(demoUser.firstName) }).click();
    await expect(page.getByRole('menuitem', { name: 'Panele Git' })).toBeVisible();
    await logOutAndWait(page, page.getByRole('menuitem', { name: 'Çıkış Yap' }));

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
    // The session is gone on the server too: the dashboard sends the visitor to /login.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password shows the inline message and a toast', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-posta', { exact: true }).fill(demoUser.email);
    await page.getByLabel('Şifre', { exact: true }).fill('yanlis-sifre');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Giriş bilgileriniz hatalı. Lütfen tekrar deneyin.' })).toBeVisible();
    await expect(page.getByText('Giriş başarısız. Lütfen bilgilerinizi kontrol edin.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a user-role visitor cannot open the owner area', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-posta', { exact: true }).fill(demoUser.email);
    await page.getByLabel('Şifre', { exact: true }).fill(demoUser.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page).toHaveURL(/\/dashboard\/user/);

    await page.goto('/dashboard/owner');
    await expect(page).toHaveURL(/\/dashboard\/user/);
  });

  test('the later password reset pages opened directly send the visitor back to the start', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Şifremi unuttum' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByText(/henüz aktif değil/)).toHaveCount(0);
    for (const path of ['/approve-code', '/new-password']) {
      await page.goto(path);
      await page.getByRole('link', { name: 'Şifre sıfırlamaya baştan başla' }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
    }
  });

  test('an unknown address shows the not-found page inside the site frame', async ({ page }) => {
    await page.goto('/bu-sayfa/yok/gercekten');
    await expect(page.getByRole('heading', { level: 1, name: 'Sayfa Bulunamadı' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ana sayfaya dön' })).toBeVisible();
  });

  test('the auth pages and the venue setup form have no WCAG A/AA violations on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const audit = async (path: string) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(result.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    for (const path of ['/login', '/register', '/business-register', '/forgot-password', '/404']) await audit(path);

    await page.goto('/login');
    await page.getByLabel('E-posta', { exact: true }).fill(demoOwner.email);
    await page.getByLabel('Şifre', { exact: true }).fill(demoOwner.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page).toHaveURL(/\/dashboard\/owner\/venue-calendar\/\d+$/);
    await audit('/dashboard/owner');
    await audit('/business-setup');
  });
});
