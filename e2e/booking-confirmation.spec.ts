import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoUser, uniqueEmail } from './support/accounts';
import { canonicalVenuePath } from './support/venues';

/**
 * After booking (decision 072): a guest lands on a confirmation page that survives a reload, a signed-in user on
 * Randevularım with the booking marked; a past visit's 'Tekrar randevu al' opens the sheet on its picks (decision 073).
 */
const SHOTS = process.env.SHOTS_DIR;
const MONTHS = '(Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık)';

async function pick(radio: Locator) {
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}

async function axeClean(page: Page) {
  // A toast fading out is half transparent: axe would read its contrast mid-animation.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const severe = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(severe).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** Opens the sheet, steps to next week, picks the day at `dayIndex` and the first free time; returns the sheet. */
async function pickSlot(page: Page, dayIndex: number) {
  await page.getByRole('button', { name: 'Devam Et' }).click();
  const sheet = page.getByRole('dialog', { name: 'Randevu Oluştur' });
  await sheet.getByRole('button', { name: 'Sonraki hafta' }).click();
  await pick(sheet.getByRole('radiogroup', { name: 'Tarih' }).getByRole('radio').nth(dayIndex));
  const slot = sheet.getByRole('radiogroup', { name: /^Saat/ }).getByRole('radio').first();
  await expect(slot).toBeVisible();
  const time = (await slot.getAttribute('value'))!;
  await pick(slot);
  return { sheet, time };
}

for (const [width, day] of [
  [375, 2],
  [1280, 3],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a guest books and sees the confirmation, again after a reload; Back returns to the venue page', async ({
      page,
      request,
    }) => {
      const list = await request.get('/api/venues/by-city-category/34/1?q=moda');
      const [venue] = (await list.json()).data as { id: number; prefix: string }[];
      // The venue's own address (decision 081): its uuid address answers a 301 there.
      const venuePath = await canonicalVenuePath(request, venue!);
      await page.goto(venuePath);
      await page.goto(`${venuePath}/101`);
      const { sheet, time } = await pickSlot(page, day);
      await sheet.getByLabel('Ad', { exact: true }).fill('Ayşe');
      await sheet.getByLabel('Soyad', { exact: true }).fill('Yılmaz');
      await sheet.getByLabel('E-posta', { exact: true }).fill(uniqueEmail('ayse'));
      await sheet.getByLabel('Telefon', { exact: true }).fill('532 123 45 67');
      const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/appointments/public'));
      await sheet.getByRole('button', { name: 'Randevuyu Onayla' }).click();
      const { data } = (await (await answered).json()) as { data: { status: string; manage_token: string } };

      await expect(page).toHaveURL(new RegExp(`/randevu/${data.manage_token}/onay$`));
      const title = data.status === 'confirmed' ? 'Randevunuz onaylandı' : 'Randevu talebiniz alındı';
      for (const round of ['first', 'reload']) {
        if (round === 'reload') await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        const details = page.getByRole('region', { name: 'Randevu bilgileri' });
        await expect(details.getByText(new RegExp(`^\\d{1,2} ${MONTHS} \\d{4} \\S+$`))).toBeVisible();
        await expect(details.getByText(time, { exact: true })).toBeVisible();
        await expect(details.getByText('Zeynep Kaya')).toBeVisible();
        await expect(details.getByText('Saç Kesimi · Kadın Saç Kesimi')).toBeVisible();
        await expect(details.getByText('₺750')).toBeVisible();
        await expect(details.getByText('Moda Caddesi No: 112, Caferağa Mahallesi, Kadıköy/İstanbul')).toBeVisible();
        const maps = details.getByRole('navigation', { name: 'Haritada aç' });
        await expect(maps.getByRole('link')).toHaveCount(4);
        await expect(maps.getByRole('link', { name: 'Yol tarifi' })).toHaveAttribute('href', /google\.com\/maps\/dir\//);
        await expect(maps.getByRole('link', { name: /Google Haritalar/ })).toHaveAttribute('href', /google\.com\/maps/);
        if (data.status === 'pending') await expect(page.getByText(/^İşletme talebinizi .* onaylamazsa/)).toBeVisible();
        await expect(page.getByRole('link', { name: 'Takvime ekle' })).toHaveAttribute(
          'href',
          `/api/manage/${data.manage_token}/calendar.ics`,
        );
        await expect(page.getByRole('link', { name: 'Randevuyu yönet' })).toHaveAttribute(
          'href',
          `/randevu/${data.manage_token}`,
        );
        await expect(page.getByText(/İşletmenizi/)).toBeHidden();
      }
      await page.waitForLoadState('networkidle');
      await axeClean(page);
      await shoot(page, `confirmation-${width}`);

      await page.getByRole('link', { name: 'Randevuyu yönet' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Randevunuz' })).toBeVisible();
      // Cancelled, the manage page offers a new booking at the venue instead of the calendar file (decision 073).
      const cancelled = await page.request.post(`/api/manage/${data.manage_token}/cancel`, { data: {} });
      expect(cancelled.ok()).toBe(true);
      await page.reload();
      await expect(page.getByRole('link', { name: 'Yeni randevu al' })).toHaveAttribute('href', /\/101\?uzman=\d+&secenek=\d+$/);
      await expect(page.getByRole('link', { name: 'Takvime ekle' })).toHaveCount(0);
      await expect(page.getByText(/İşletmenizi/)).toBeHidden();
      await page.waitForLoadState('networkidle');
      await axeClean(page);
      await shoot(page, `manage-cancelled-${width}`);
      // The confirmation took the service page's place in the history.
      await page.goBack();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${venuePath}$`));
    });

    test('a signed-in user books and lands on Randevularım with the booking marked and in view', async ({ page }) => {
      await page.goto('/register');
      await page.getByLabel('Ad', { exact: true }).fill('Elif');
      await page.getByLabel('Soyad', { exact: true }).fill('Şahin');
      await page.getByLabel('E-posta', { exact: true }).fill(uniqueEmail('elif'));
      await page.getByLabel('Telefon', { exact: true }).fill('05321234567');
      await page.getByLabel('Şifre', { exact: true }).fill('Guvenli.Sifre1');
      await page.getByLabel('Şifre (tekrar)', { exact: true }).fill('Guvenli.Sifre1');
      await page.getByRole('button', { name: 'Kayıt Ol' }).click();
      await expect(page).toHaveURL(/\/dashboard\/user\/book/);

      const list = await page.request.get('/api/venues/by-city-category/34/1?q=moda');
      const [venue] = (await list.json()).data as { id: number; prefix: string }[];
      await page.goto(`/dashboard/user/${venue!.prefix}-${venue!.id}/101`);
      const { sheet, time } = await pickSlot(page, day + 1);
      await sheet.getByRole('button', { name: 'Randevuyu Onayla' }).click();

      await expect(page).toHaveURL(/\/dashboard\/user\/appointments\?yeni=\d+$/);
      const card = page.locator('[data-highlighted="true"]');
      await expect(card).toHaveCount(1);
      await expect(card.getByText('Yeni randevunuz')).toBeVisible();
      await expect(card.getByText(time, { exact: true })).toBeVisible();
      await expect(card).toBeInViewport();
      // Reschedule first and primary, cancel second: as the server allows.
      await expect(card.getByRole('button', { name: /^Randevuyu değiştir/ })).toBeVisible();
      await expect(card.getByRole('button', { name: /^İptal Et/ })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await axeClean(page);
      await shoot(page, `my-appointments-${width}`);
    });

    test('"Tekrar randevu al" on a past visit opens the sheet on its expert and option', async ({ page }) => {
      await page.goto('/login');
      await page.getByLabel('E-posta', { exact: true }).fill(demoUser.email);
      await page.getByLabel('Şifre', { exact: true }).fill(demoUser.password);
      await page.getByRole('button', { name: 'Giriş Yap' }).click();
      await expect(page).toHaveURL(/\/dashboard\//);
      await page.goto('/dashboard/user/appointments?tab=past');
      const visit = page.getByRole('article', { name: 'Selimiye Erkek Kuaförü' }).first();
      const answer = await page.request.get('/api/user/appointments');
      const past = (
        (await answer.json()).data as {
          venue: { name: string };
          starts_at: string;
          expert_name: string;
          sub_service: { name: string } | null;
        }[]
      )
        .filter((a) => a.venue.name === 'Selimiye Erkek Kuaförü' && new Date(a.starts_at).getTime() < Date.now())
        .sort((a, b) => b.starts_at.localeCompare(a.starts_at))[0]!;
      await expect(visit.getByRole('link', { name: /^Tekrar randevu al/ })).toBeVisible();
      await axeClean(page);
      await shoot(page, `my-appointments-past-${width}`);
      await visit.getByRole('link', { name: /^Tekrar randevu al/ }).click();
      await expect(page).toHaveURL(/\/dashboard\/user\/[^/]+-\d+\/\d+\?uzman=\d+/);
      const sheet = page.getByRole('dialog', { name: 'Randevu Oluştur' });
      await expect(sheet).toBeVisible();
      await expect(sheet.getByRole('radio', { name: new RegExp(past.expert_name) })).toBeChecked();
      if (past.sub_service) await expect(sheet.getByRole('radio', { name: new RegExp(past.sub_service.name) })).toBeChecked();
      await shoot(page, `book-again-${width}`);
    });
  });
}
