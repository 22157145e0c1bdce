import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { logInAsDemoOwner } from './support/accounts';
import { openWeekday, trDate } from './support/dates';

/**
 * Decision 076: the calendar is the owner's home on a phone too. The day's strip ('N randevu · N bekleyen istek ·
 * ₺…') with its requests approved in place, experts as columns two to a screen (the next appointment's first) swiped
 * to the third, and one '+' for a booking, a walk-in or a break; at 1280 px every expert side by side with the strip.
 */
const shots = process.env.SHOTS_DIR;

interface Venue {
  id: number;
  experts: { id: number; name: string }[];
  sub_services: { id: number; service_id: number; name: string }[];
}

const istanbulToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());

async function axeClean(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const severe = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(severe).toEqual([]);
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the owner sees the day’s strip and the experts’ columns, swipes to the third, approves a request from the strip and opens “Kapıdan müşteri”', async ({
      page,
    }) => {
      const phone = viewport.width === 375;
      await logInAsDemoOwner(page);
      // Home: today's calendar with its strip.
      await expect(page.getByLabel('Tarih', { exact: true })).toHaveValue(trDate(istanbulToday()));
      await expect(page.getByRole('region', { name: 'Günün özeti' })).toContainText(
        /\d+ randevu·\d+ bekleyen istek·Beklenen gelir ₺/,
      );

      // Işıl Güzellik Salonu (three experts): two requests of guests and a front-desk booking on a weekday ahead.
      const search = await page.request.get('/api/venues/by-city-category/22/1?q=isil');
      const [listed] = (await search.json()).data as { id: number }[];
      const venue = (await (await page.request.get(`/api/venues/${listed!.id}`)).json()).data as Venue;
      const byName = (name: string) => venue.experts.find((e) => e.name === name)!;
      const [isil, derya, sibel] = [byName('Işıl Aydın'), byName('Derya Koç'), byName('Sibel Tan')];
      const cut = venue.sub_services.find((s) => s.name === 'Kısa Saç Kesimi')!;
      const care = venue.sub_services.find((s) => s.name === 'Klasik Cilt Bakımı')!;
      // Inside the 90-day horizon even when a bayram and a weekend push the open weekday on by a week.
      const date = await openWeekday(page.request, venue.id, 60 + (Date.now() % 9) + (phone ? 0 : 10));
      const suffix = String(Date.now()).slice(-7);
      const tag = [...suffix].map((d) => 'abcdefghij'[Number(d)]).join('');
      const request = async (expertId: number, sub: typeof cut, time: string, first: string) => {
        const res = await page.request.post('/api/appointments/public', {
          data: {
            first_name: first,
            last_name: `Şerit${tag}`,
            email: `${first.toLowerCase()}.${suffix}@example.com`,
            phone: `+90533${suffix}`,
            expert_id: expertId,
            venue_id: venue.id,
            service_id: sub.service_id,
            sub_service_id: sub.id,
            appointment_date: date,
            appointment_time: time,
          },
        });
        expect(res.status(), await res.text()).toBe(201);
        return (await res.json()).data as { status: string };
      };
      const owner = await page.request.post(`/api/owner/venues/${venue.id}/appointments`, {
        data: {
          expert_id: derya.id,
          service_id: cut.service_id,
          sub_service_id: cut.id,
          appointment_date: date,
          appointment_time: '12:00',
          first_name: 'Kapı',
          last_name: `Şerit${tag}`,
          phone: `0532${suffix}`,
          outside_hours: true,
        },
      });
      expect(owner.status(), await owner.text()).toBe(201);
      // Sibel's request is the day's first appointment: her column leads on a phone.
      expect((await request(sibel.id, care, '10:00', 'Sena')).status).toBe('pending');
      await request(isil.id, cut, '15:00', 'Ece');

      await page.goto(`/dashboard/owner/venue-calendar/${venue.id}`);
      await page.getByLabel('Tarih', { exact: true }).fill(trDate(date));
      const grid = page.getByRole('group', { name: /takvimi$/ });
      await expect(grid.getByRole('button', { name: new RegExp(`Sena Şerit${tag}, .*Onay Bekliyor$`) })).toBeVisible();
      const strip = page.getByRole('region', { name: 'Günün özeti' });
      await expect(strip).toHaveText(/^\d+ randevu·\d+ bekleyen istek·Beklenen gelir ₺[\d.,]+$/);
      await expect(strip.getByRole('button', { name: /bekleyen istek/ })).toBeVisible();
      await axeClean(page);
      const headings = grid.getByRole('heading', { level: 3 });
      if (phone) {
        // The legend and the refresh sentence wait behind '?'; the first screen shows appointments.
        await expect(page.getByRole('list', { name: 'Durum renkleri' })).toHaveCount(0);
        await expect(headings).toHaveText(['Sibel Tan', 'Derya Koç', 'Işıl Aydın']);
        await expect(headings.nth(0)).toBeInViewport({ ratio: 1 });
        await expect(headings.nth(1)).toBeInViewport({ ratio: 1 });
        await expect(headings.nth(2)).not.toBeInViewport();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        if (shots) await page.screenshot({ path: `${shots}/phone-home-${viewport.width}.png` });
        // A swipe to the side brings the third expert in, snapped to the time axis.
        const box = (await grid.boundingBox())!;
        await page.mouse.move(box.x + box.width / 2, box.y + 60);
        await page.mouse.wheel(box.width, 0);
        await expect(headings.nth(2)).toBeInViewport({ ratio: 1 });
        if (shots) await page.screenshot({ path: `${shots}/phone-home-swiped-${viewport.width}.png` });
      } else {
        // Every expert side by side, by name, as before.
        await expect(headings).toHaveText(['Derya Koç', 'Işıl Aydın', 'Sibel Tan']);
        for (const i of [0, 1, 2]) await expect(headings.nth(i)).toBeInViewport();
        if (shots) await page.screenshot({ path: `${shots}/phone-home-${viewport.width}.png` });
      }
      await page.getByRole('button', { name: 'Takvim hakkında yardım' }).click();
      const help = page.getByRole('dialog', { name: 'Takvim nasıl okunur' });
      await expect(help).toContainText('Takvim her 15 saniyede bir kendiliğinden yenilenir.');
      await expect(help.getByRole('list', { name: 'Durum renkleri' })).toBeVisible();
      if (shots) await page.screenshot({ path: `${shots}/phone-home-help-${viewport.width}.png` });
      await page.keyboard.press('Escape');
      await expect(help).toHaveCount(0);

      // The request is approved in place, in one tap: no dialog.
      await strip.getByRole('button', { name: /bekleyen istek/ }).click();
      const requests = strip.getByRole('list', { name: 'Onay bekleyen istekler' });
      await expect(requests).toContainText(`10:00 · Sena Şerit${tag} · Klasik Cilt Bakımı`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      if (shots) await page.screenshot({ path: `${shots}/phone-home-requests-${viewport.width}.png` });
      await requests.getByRole('button', { name: `Sena Şerit${tag}, 10:00: Onayla` }).click();
      await expect(page.getByText('Randevu onaylandı.')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(grid.getByRole('button', { name: new RegExp(`Sena Şerit${tag}, .*Onaylandı$`) })).toBeAttached();

      // '+' → 'Kapıdan müşteri': the booking dialog for today, in the chair now (decision 090: no date or time to give).
      await page.getByRole('button', { name: 'Yeni ekle' }).click();
      await expect(page.getByRole('menuitem')).toHaveText(['Randevu', 'Kapıdan müşteri', 'Mola']);
      if (shots) await page.screenshot({ path: `${shots}/phone-home-plus-${viewport.width}.png` });
      await page.getByRole('menuitem', { name: 'Kapıdan müşteri' }).click();
      const dialog = page.getByRole('dialog', { name: 'Randevu ekle' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('switch', { name: 'Şu an koltukta' })).toHaveAttribute('aria-checked', 'true');
      await expect(dialog.getByLabel('Tarih')).toHaveCount(0);
      await expect(page.getByLabel('Tarih', { exact: true }).first()).toHaveValue(trDate(istanbulToday()));
    });
  });
}
