import { expect, test } from './support/test';

test.describe('contact form', () => {
  test('the send button stays disabled until consent, and a sent message is stored', async ({ page }) => {
    await page.goto('/iletisim');
    await expect(page.getByRole('heading', { level: 1, name: 'İletişim' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Bize yazın' });
    const send = form.getByRole('button', { name: 'Gönder' });

    await form.getByLabel('Ad', { exact: true }).fill('Zeynep');
    await form.getByLabel('Soyad', { exact: true }).fill('Aksoy');
    await form.getByLabel('E-posta', { exact: true }).fill('zeynep.aksoy@example.com');
    await form.getByLabel(/^Telefon/).fill('532 123 45 67');
    await form.getByLabel('İşletme türü').selectOption({ label: 'Güzellik' });
    await form.getByLabel('Mesajınız').fill('Salonumu platforma eklemek istiyorum.');
    await expect(send).toBeDisabled();

    const consent = form.getByRole('checkbox', { name: /Aydınlatma Metni/ });
    await consent.check();
    await expect(send).toBeEnabled();
    await consent.uncheck();
    await expect(send).toBeDisabled();
    await consent.check();

    const response = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await send.click();
    const res = await response;
    expect(res.status()).toBe(201);
    expect(await res.json()).toEqual({ success: true, data: { id: expect.any(Number) } });
    await expect(page.getByText('Mesajınız alındı. En kısa sürede size dönüş yapacağız.')).toBeVisible();
    // The form starts over, with consent to be given again.
    await expect(form.getByLabel('Ad', { exact: true })).toHaveValue('');
    await expect(send).toBeDisabled();
  });

  test('missing fields are shown inline in Turkish and nothing is sent', async ({ page }) => {
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/contact')) posted = true;
    });
    await page.goto('/iletisim');
    const form = page.getByRole('form', { name: 'Bize yazın' });
    await form.getByRole('checkbox', { name: /Aydınlatma Metni/ }).check();
    await form.getByRole('button', { name: 'Gönder' }).click();
    await expect(form.getByLabel('Ad', { exact: true })).toHaveAccessibleDescription('Ad zorunludur.');
    await expect(form.getByText('Mesaj zorunludur.')).toBeVisible();
    await expect(form.getByText('Lütfen geçerli bir işletme türü seçiniz.')).toBeVisible();
    expect(posted).toBe(false);
  });
});
