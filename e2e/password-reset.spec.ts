import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { uniqueEmail } from './support/accounts';

const OLD_PASSWORD = 'Eski.Sifre123';
const NEW_PASSWORD = 'Yeni.Sifre456';

async function audit(page: Page, label: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The toasts fade in and out (opacity), which axe reads as low contrast; they are not the page.
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-sonner-toaster]')
    .analyze();
  expect(result.violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow on ${label}`).toBeLessThanOrEqual(0);
}

/** Screenshots for review when SCREENSHOT_DIR is set (375 px and 1280 px). */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const size = page.viewportSize()!;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** The newest reset code e-mailed to `email`, read from the development outbox. */
async function codeFromOutbox(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.get('/api/dev/outbox');
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { to: string; kind: string; text: string }[] };
  const mail = data.find((m) => m.to === email && m.kind === 'password_reset_code');
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, 'a reset code in the outbox').toBeTruthy();
  return code!;
}

test('a user resets a forgotten password with the e-mailed code; the old session ends', async ({ browser }) => {
  // Two browsers, three axe runs: more than the default minute on a busy machine.
  test.slow();
  const email = uniqueEmail('sifre');

  // First browser: registers and stays signed in.
  const first = await browser.newContext();
  const signedIn = await first.newPage();
  await signedIn.goto('/register');
  await signedIn.getByLabel('Ad', { exact: true }).fill('Selin');
  await signedIn.getByLabel('Soyad', { exact: true }).fill('Aksoy');
  await signedIn.getByLabel('E-posta', { exact: true }).fill(email);
  await signedIn.getByLabel('Telefon', { exact: true }).fill('05321234567');
  await signedIn.getByLabel('Şifre', { exact: true }).fill(OLD_PASSWORD);
  await signedIn.getByLabel('Şifre (tekrar)', { exact: true }).fill(OLD_PASSWORD);
  await signedIn.getByRole('button', { name: 'Kayıt Ol' }).click();
  await expect(signedIn).toHaveURL(/\/dashboard\/user/);

  // Second browser: forgot password.
  const second = await browser.newContext();
  const page = await second.newPage();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Şifremi unuttum' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await audit(page, '/forgot-password');
  await shoot(page, 'forgot-password');
  await page.getByLabel('E-posta', { exact: true }).fill(email);
  await page.getByRole('main').getByRole('button', { name: 'Gönder' }).click();

  await expect(page).toHaveURL(/\/approve-code$/);
  await expect(
    page.getByText('Bu e-posta adresiyle kayıtlı bir hesap varsa 6 haneli doğrulama kodu gönderildi.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText(`Kodu gönderdiğimiz adres: ${email}`)).toBeVisible();
  // 'Tekrar gönder' waits for the cooldown.
  await expect(page.getByRole('button', { name: 'Tekrar gönder' })).toBeDisabled();
  await expect(page.getByText(/saniye sonra tekrar gönderebilirsiniz/)).toBeVisible();
  // The address travels in history state, never in the URL.
  expect(page.url()).not.toContain(encodeURIComponent(email));
  expect(page.url()).not.toContain(email);
  await audit(page, '/approve-code');

  const code = await codeFromOutbox(page.request, email);
  // A wrong code first: its own message, tied to the field.
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await page.getByLabel('Doğrulama kodu', { exact: true }).fill(wrong);
  await page.getByRole('main').getByRole('button', { name: 'Gönder', exact: true }).click();
  await expect(page.getByLabel('Doğrulama kodu', { exact: true })).toHaveAccessibleDescription(/Doğrulama kodu hatalı/);
  await shoot(page, 'approve-code');

  // The development outbox page shows the same message.
  const outbox = await second.newPage();
  await outbox.goto('/dev/outbox');
  await expect(outbox.getByRole('heading', { level: 1, name: 'Geliştirme Giden Kutusu' })).toBeVisible({ timeout: 30_000 });
  await expect(outbox.getByTestId('outbox-message').filter({ hasText: email }).first()).toContainText(code);
  await outbox.close();

  await page.getByLabel('Doğrulama kodu', { exact: true }).fill(code);
  await page.getByRole('main').getByRole('button', { name: 'Gönder', exact: true }).click();
  await expect(page).toHaveURL(/\/new-password$/, { timeout: 30_000 });
  await audit(page, '/new-password');
  await page.getByLabel('Yeni şifre', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Yeni şifre (tekrar)', { exact: true }).fill('Baska.Sifre789');
  await page.getByRole('button', { name: 'Şifreyi Onayla' }).click();
  await expect(page.getByLabel('Yeni şifre (tekrar)', { exact: true })).toHaveAccessibleDescription('Şifreler eşleşmiyor.');
  await shoot(page, 'new-password');
  await page.getByLabel('Yeni şifre (tekrar)', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Şifreyi Onayla' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.')).toBeVisible();
  await page.getByLabel('E-posta', { exact: true }).fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user/);

  // The first browser's session is gone: its next protected page sends it to /login.
  await signedIn.goto('/dashboard/user/appointments');
  await expect(signedIn).toHaveURL(/\/login/);

  await first.close();
  await second.close();
});

test('an address without an account gets the same answer and no e-mail', async ({ page }) => {
  const email = uniqueEmail('yok');
  await page.goto('/forgot-password');
  await page.getByLabel('E-posta', { exact: true }).fill(email);
  await page.getByRole('main').getByRole('button', { name: 'Gönder' }).click();
  await expect(page).toHaveURL(/\/approve-code$/);
  await expect(page.getByText(/Bu e-posta adresiyle kayıtlı bir hesap varsa/)).toBeVisible();
  const { data } = (await (await page.request.get('/api/dev/outbox')).json()) as { data: { to: string }[] };
  expect(data.filter((m) => m.to === email)).toEqual([]);
});
