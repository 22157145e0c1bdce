import { expect, test } from './support/test';

test.describe('footer newsletter', () => {
  test('an invalid address is refused inline; a valid one is stored and confirmed', async ({ page }) => {
    await page.goto('/hakkimizda');
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: 'Bültenimize abone olun' });
    const send = footer.getByRole('button', { name: 'Gönder' });
    await expect(
      footer.getByText('Göndererek kampanya ve duyuru e-postalarımızı almayı kabul edersiniz', { exact: false }),
    ).toBeVisible();

    await email.fill('elif@');
    await send.click();
    await expect(footer.getByRole('alert')).toHaveText('Lütfen geçerli bir e-posta adresi giriniz');
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    const address = `bulten-${Date.now()}@example.com`;
    await email.fill(address);
    const response = page.waitForResponse((r) => r.url().endsWith('/api/newsletter') && r.request().method() === 'POST');
    await send.click();
    const res = await response;
    expect(res.status()).toBe(201);
    expect(await res.json()).toEqual({ success: true, data: { email: address } });
    await expect(page.getByText('Bültenimize abone oldunuz. Teşekkür ederiz!')).toBeVisible();
    await expect(email).toHaveValue('');
    await expect(footer.getByRole('alert')).toHaveCount(0);
  });
});
