import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAxeClean } from './support/axe';
import { createVenue, registerBusiness } from './support/owner';
import { openWeekday, trDate } from './support/dates';

/**
 * Decision 098 at 375 and 1280 px: the front desk books into an expert's buffer with "Yine de ekle" and moves a visit
 * into one with "Yine de taşı". A 60-minute visit at 10:00 keeps its expert 15 minutes longer; 11:00 is in that buffer,
 * and a 60-minute visit at 09:00 would run its own buffer into the 10:00 one.
 */
const HOURS = ['09:00', '18:00'];
const WEEK = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, HOURS]),
);

const noOverflow = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the front desk books into a buffer with "Yine de ekle" and moves into one with "Yine de taşı"', async ({ page }) => {
      test.setTimeout(120_000);
      const width = viewport.width;
      const name = `Tampon Salonu ${width}`;
      await registerBusiness(page, { businessName: name, emailPrefix: 'tampon' });
      await createVenue(page, { name, category: 'Güzellik', address: 'Moda Caddesi No 14' });
      const mine = (await (await page.request.get('/api/owner/my-venues')).json()).data as { id: number; name: string }[];
      const venueId = mine.find((v) => v.name === name)!.id;
      const hours = await page.request.put(`/api/owner/venues/${venueId}`, {
        data: { name, address: 'Moda Caddesi No 14', phone: '02161234567', working_hours: WEEK },
      });
      expect(hours.status(), await hours.text()).toBe(200);
      const expert = await page.request.post('/api/owner/experts', {
        data: { venue_id: venueId, name: 'Nur Tampon', working_hours: WEEK },
      });
      expect(expert.status(), await expert.text()).toBe(201);
      const expertId = (await expert.json()).data.id as number;
      const sub = await page.request.post('/api/sub-services', {
        data: { venue_id: venueId, service_id: 113, name: 'Protez Tırnak', price: 900, duration_minutes: 60, buffer_minutes: 15 },
      });
      expect(sub.status(), await sub.text()).toBe(201);
      const subId = (await sub.json()).data.id as number;
      const assigned = await page.request.post(`/api/owner/experts/${expertId}/sub-services`, {
        data: { sub_service_id: subId },
      });
      expect(assigned.status(), await assigned.text()).toBe(201);
      const date = await openWeekday(page.request, venueId, 8);
      const book = async (time: string, firstName: string) => {
        const res = await page.request.post(`/api/owner/venues/${venueId}/appointments`, {
          data: {
            expert_id: expertId,
            service_id: 113,
            sub_service_id: subId,
            appointment_date: date,
            appointment_time: time,
            first_name: firstName,
            last_name: 'Müşteri',
          },
        });
        expect(res.status(), await res.text()).toBe(201);
      };
      await book('10:00', 'İlk');
      await book('14:00', 'Taşınan');

      await page.goto(`/dashboard/owner/venue-calendar/${venueId}`);
      await page.getByLabel('Tarih', { exact: true }).fill(trDate(date));
      await page.getByRole('button', { name: /^Nur Tampon, .*11:00: boş, randevu ekle$/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Randevu ekle' });
      await dialog.getByLabel('Hizmet').selectOption(String(subId));
      await dialog.getByLabel(/^Ad\b/).fill('Araya');
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      const warning = dialog.getByRole('alert');
      await expect(warning).toContainText('Hazırlık süresine denk geliyor');
      await expect(warning).toContainText(
        'Bu saat uzmanın randevular arasındaki hazırlık süresine denk geliyor. Yine de devam etmek için onaylayın.',
      );
      await expectAxeClean(page, { dialog: true });
      await noOverflow(page, width);
      await page.screenshot({ path: test.info().outputPath(`buffer-add-${width}.png`) });
      await warning.getByRole('button', { name: 'Yine de ekle' }).click();
      await expect(page.getByText('Randevu eklendi.')).toBeVisible();
      await expect(dialog).toHaveCount(0);

      await page.getByRole('button', { name: /^14:00–15:00, Taşınan Müşteri \(iletişim yok\), / }).click();
      const details = page.getByRole('dialog', { name: 'Randevu ayrıntıları' });
      await details.getByRole('button', { name: 'Taşı', exact: true }).click();
      const move = details.getByRole('form', { name: 'Taşı' });
      await move.getByLabel('Saat', { exact: true }).selectOption({ label: 'Başka bir saat…' });
      await move.getByLabel('Saat (elle)').fill('09:00');
      await move.getByRole('button', { name: 'Taşı', exact: true }).click();
      const moveWarning = move.getByRole('alert');
      await expect(moveWarning).toContainText('Hazırlık süresine denk geliyor');
      await expectAxeClean(page, { dialog: true });
      await noOverflow(page, width);
      await page.screenshot({ path: test.info().outputPath(`buffer-move-${width}.png`) });
      await moveWarning.getByRole('button', { name: 'Yine de taşı' }).click();
      await expect(page.getByText('Randevu taşındı.')).toBeVisible();

      const day = await page.request.get(`/api/owner/venues/${venueId}/calendar?from=${date}&to=${date}`);
      const times = ((await day.json()).data.appointments as { appointment_time: string; customer: { first_name: string } }[])
        .map((a) => `${a.appointment_time} ${a.customer.first_name}`)
        .sort();
      expect(times).toEqual(['09:00 Taşınan', '10:00 İlk', '11:00 Araya']);
      await expect(page.getByRole('button', { name: /^09:00–10:00, Taşınan Müşteri \(iletişim yok\), / })).toBeAttached();
    });
  });
}
