import { expect, test } from './support/test';
import { expectAxeClean } from './support/axe';
import { demoVenue } from './support/venues';
import { istanbulSoon } from './support/dates';
import { logInAsDemoOwner } from './support/accounts';
import { openWeekday, trDate } from './support/dates';
import { createVenue, registerBusiness } from './support/owner';

/**
 * Decisions 077 and 078 at 375 and 1280 px: the appointment dialog's first actions (Geldi, then 'Geri al'; Ara and
 * WhatsApp links), a lunch preset from an empty slot, and the salon-wide lunch rule for three experts, with the taps
 * each takes counted.
 */

for (const [label, viewport, expertName] of [
  ['1280 px', { width: 1280, height: 900 }, 'Mehmet Usta'],
  ['375 px', { width: 375, height: 812 }, 'Emre Yıldız'],
] as const) {
  test.describe(`at ${label}`, () => {
    test.use({ viewport });

    test('the appointment dialog leads with Geldi, Ara and WhatsApp; Geldi is undone by the toast’s Geri al', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const venue = await demoVenue(page.request, 'selimiye');
      const expert = venue.experts.find((e) => e.name === expertName)!;
      const cut = venue.sub_services.find((s) => s.name === 'Erkek Saç Kesimi')!;
      await logInAsDemoOwner(page);
      // A walk-in starting in a minute or so: once it has started, 'Geldi' is what the server allows.
      const soon = istanbulSoon(45);
      const booked = await page.request.post(`/api/owner/venues/${venue.id}/appointments`, {
        data: {
          expert_id: expert.id,
          service_id: cut.service_id,
          sub_service_id: cut.id,
          appointment_date: soon.date,
          appointment_time: soon.time,
          first_name: 'Kapı',
          last_name: label === '375 px' ? 'Telefon' : 'Masa',
          phone: '0532 555 44 33',
          outside_hours: true,
        },
      });
      expect(booked.status(), await booked.text()).toBe(201);
      await page.waitForTimeout(Math.max(0, soon.startsAt - Date.now() + 1_000));

      await page.goto(`/dashboard/owner/venue-calendar/${venue.id}`);
      // A phone shows every expert as a swipeable column (decision 076); a click scrolls the block into view.
      const block = page.getByRole('button', {
        name: new RegExp(`Kapı ${label === '375 px' ? 'Telefon' : 'Masa'}, .*Onaylandı$`),
      });
      await block.click();
      const details = page.getByRole('dialog', { name: 'Randevu ayrıntıları' });
      await expect(details.getByRole('button', { name: 'Geldi', exact: true })).toBeVisible();
      await expect(details.getByRole('link', { name: 'Ara', exact: true })).toHaveAttribute('href', 'tel:+905325554433');
      await expect(details.getByRole('link', { name: 'WhatsApp', exact: true })).toHaveAttribute(
        'href',
        new RegExp(`^https://wa\\.me/905325554433\\?text=${encodeURIComponent(`Merhaba Kapı, ${venue.name} için `)}`),
      );
      await expect(details.getByText('İlk ziyaret')).toBeVisible();
      await expect(details.getByRole('link', { name: 'Müşteri kartı' })).toBeVisible();
      await expectAxeClean(page, { dialog: true });
      await page.screenshot({ path: `test-results/dialog-${viewport.width}.png` });

      // Two taps from the calendar: the block, then 'Geldi'; a third takes it back.
      await details.getByRole('button', { name: 'Geldi', exact: true }).click();
      await expect(page.getByText('Randevu tamamlandı olarak işaretlendi.')).toBeVisible();
      await page.getByRole('button', { name: 'Geri al' }).click();
      await expect(page.getByText('Değişiklik geri alındı.')).toBeVisible();
      await expect(block).toBeVisible();
    });

    test('an empty slot closes a lunch break in two taps, drawn “Kapalı: Öğle arası”', async ({ page }) => {
      const venue = await demoVenue(page.request, 'selimiye');
      const date = await openWeekday(page.request, venue.id, 42 + (label === '375 px' ? 1 : 0));
      await logInAsDemoOwner(page);
      await page.goto(`/dashboard/owner/venue-calendar/${venue.id}`);
      await page.getByLabel('Tarih', { exact: true }).fill(trDate(date));
      let taps = 0;
      await page.getByRole('button', { name: new RegExp(`^${expertName}, .*14:00: boş, randevu ekle$`) }).click();
      taps += 1;
      const dialog = page.getByRole('dialog', { name: 'Randevu ekle' });
      await expect(dialog.getByRole('region', { name: 'Zaman kapat' })).toBeVisible();
      await expectAxeClean(page, { dialog: true });
      await page.screenshot({ path: `test-results/presets-${viewport.width}.png` });
      await dialog.getByRole('button', { name: 'Öğle arası 30 dk' }).click();
      taps += 1;
      await expect(page.getByText('Kapalı: Öğle arası (14:00–14:30) kaydedildi.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Kapalı: Öğle arası, 14:00–14:30: ayrıntılar ve kaldır' })).toBeVisible();
      expect(taps).toBeLessThanOrEqual(3);
      console.log(`[taps] one-off lunch block at ${label}: ${taps}`);
    });

    test('the salon-wide lunch rule reaches three experts, Monday to Saturday, in one submit', async ({ page }) => {
      await registerBusiness(page, { businessName: `Öğle Salonu ${label}`, emailPrefix: 'ogle' });
      await createVenue(page, { name: `Öğle Salonu ${label === '375 px' ? 'Moda' : 'Kadıköy'}`, address: 'Moda Caddesi 1' });
      const venues = (await (await page.request.get('/api/owner/my-venues')).json()).data as { id: number }[];
      const venueId = venues[0]!.id;
      const week = {
        monday: ['09:00', '18:00'],
        tuesday: ['09:00', '18:00'],
        wednesday: ['09:00', '18:00'],
        thursday: ['09:00', '18:00'],
        friday: ['09:00', '18:00'],
        saturday: ['10:00', '16:00'],
      };
      const ids: number[] = [];
      for (const name of ['Ayşe Kaya', 'Elif Su', 'Cem Ak']) {
        const res = await page.request.post('/api/owner/experts', { data: { venue_id: venueId, name, working_hours: week } });
        expect(res.status(), await res.text()).toBe(201);
        ids.push(((await res.json()).data as { id: number }).id);
      }
      await page.goto(`/dashboard/owner/venue-availability/${venueId}`);
      const form = page.getByRole('form', { name: 'Salon Geneli Mola' });
      await expect(form.getByRole('checkbox', { name: 'Cem Ak' })).toBeChecked();
      await expect(form.getByRole('checkbox', { name: 'Pazar', exact: true })).not.toBeChecked();
      await expectAxeClean(page);
      await form.screenshot({ path: `test-results/venue-break-${viewport.width}.png` });
      await form.getByRole('button', { name: 'Molayı uygula' }).click();
      await expect(page.getByText('18 çalışma gününe mola eklendi.')).toBeVisible();
      const experts = (await (await page.request.get(`/api/owner/experts?venue_id=${venueId}`)).json()).data as {
        id: number;
        working_hours: Record<string, { breaks: [string, string][] } | null>;
      }[];
      for (const id of ids) {
        const hours = experts.find((e) => e.id === id)!.working_hours;
        expect(hours.monday?.breaks).toEqual([['12:30', '13:30']]);
        expect(hours.saturday?.breaks).toEqual([['12:30', '13:30']]);
        expect(hours.sunday).toBeNull();
      }
    });
  });
}
