import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { canonicalVenuePath } from './support/venues';

/** The public service page of a demo venue, found through the listing API like any client would. */
async function servicePath(request: APIRequestContext, city: number, q: string, serviceId: number) {
  const res = await request.get(`/api/venues/by-city-category/${city}/1?q=${encodeURIComponent(q)}`);
  expect(res.ok()).toBe(true);
  const [venue] = (await res.json()).data as { id: number; prefix: string }[];
  const own = await canonicalVenuePath(request, venue!);
  return { service: `${own}/${serviceId}`, venue: own };
}

/** Opens the sheet, steps to next week and picks the day at `dayIndex` (0 = Monday); returns the sheet. */
async function openSheetOnNextWeekDay(page: Page, dayIndex: number) {
  await page.getByRole('button', { name: 'Devam Et' }).click();
  const sheet = page.getByRole('dialog', { name: 'Randevu Oluştur' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'Sonraki hafta' }).click();
  await sheet.getByRole('radiogroup', { name: 'Tarih' }).getByRole('radio').nth(dayIndex).check();
  return sheet;
}

const slotsOf = (sheet: ReturnType<Page['getByRole']>) => sheet.getByRole('radiogroup', { name: /^Saat/ }).getByRole('radio');

test('a guest books a slot from the public service page and the slot disappears from the strip', async ({ page, request }) => {
  const paths = await servicePath(request, 34, 'moda', 101);
  // Arrive from the venue page, as a visitor would; 'back' from the confirmation returns there.
  await page.goto(paths.venue);
  await page.goto(paths.service);
  await expect(page.getByRole('heading', { level: 1, name: 'Saç Kesimi' })).toBeVisible();

  const sheet = await openSheetOnNextWeekDay(page, 1);
  // The first active expert offering the service and its first sub-service are preselected.
  await expect(sheet.getByRole('radio', { name: /Zeynep Kaya/ })).toBeChecked();
  await expect(sheet.getByRole('radio', { name: /Kadın Saç Kesimi/ })).toBeChecked();
  await expect(sheet.getByText('₺750')).toBeVisible();

  const slots = slotsOf(sheet);
  await expect(slots.first()).toBeVisible();
  const time = (await slots.first().getAttribute('value'))!;
  await slots.first().check();

  // Client-side validation in the spec's order, with its exact texts.
  await sheet.getByRole('button', { name: 'Randevuyu Onayla' }).click();
  await expect(page.getByText('Lütfen tüm bilgileri doldurun').first()).toBeVisible();
  await expect(sheet.getByLabel('Ad', { exact: true })).toBeFocused();

  await sheet.getByLabel('Ad', { exact: true }).fill('Ayşe');
  await sheet.getByLabel('Soyad', { exact: true }).fill('Yılmaz');
  await sheet.getByLabel('E-posta', { exact: true }).fill('ayse.yilmaz@example.com');
  await sheet.getByLabel('Telefon', { exact: true }).fill('532 123 45');
  await sheet.getByRole('button', { name: 'Randevuyu Onayla' }).click();
  await expect(sheet.getByText('Lütfen geçerli bir telefon numarası giriniz')).toBeVisible();

  await expect(sheet.getByLabel('Ülke kodu')).toHaveValue('+90');
  await sheet.getByLabel('Telefon', { exact: true }).fill('532 123 45 67');
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/appointments/public'));
  await sheet.getByRole('button', { name: 'Randevuyu Onayla' }).click();
  const body = (await posted).postDataJSON();
  expect(body).toMatchObject({ phone: '+905321234567', notes: ' ', appointment_time: time, first_name: 'Ayşe' });

  await expect(page.getByText('Randevunuz oluşturuldu')).toBeVisible();
  await expect(sheet).toBeHidden();
  // The confirmation page takes the service page's place (decision 072): 'back' from it returns to the venue page.
  await expect(page).toHaveURL(/\/randevu\/[A-Za-z0-9_-]{22}\/onay$/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${paths.venue}$`));

  // Back on the service page the booked time is gone from that day.
  await page.goto(paths.service);
  const again = await openSheetOnNextWeekDay(page, 1);
  await expect(slotsOf(again).first()).toBeVisible();
  await expect(again.getByRole('radio', { name: time, exact: true })).toHaveCount(0);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the sheet is usable with the keyboard, traps focus, passes axe and gives focus back on Escape', async ({
    page,
    request,
  }) => {
    const paths = await servicePath(request, 34, 'moda', 101);
    await page.goto(paths.service);
    const trigger = page.getByRole('button', { name: 'Devam Et' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Randevu Oluştur' });
    await expect(sheet).toBeVisible();
    await expect(slotsOf(sheet).first().or(sheet.getByText('Bu tarih için müsait saat yok'))).toBeVisible();

    // Focus stays inside the sheet however far one tabs.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    // Arrow keys move between experts like any radio group.
    const zeynep = sheet.getByRole('radio', { name: /Zeynep Kaya/ });
    await zeynep.focus();
    await page.keyboard.press('ArrowDown');
    await expect(sheet.getByRole('radio', { name: /Burak Çelik/ })).toBeChecked();

    const result = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const severe = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(severe).toEqual([]);
    // Nothing sticks out sideways on a narrow phone.
    expect(await sheet.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});
