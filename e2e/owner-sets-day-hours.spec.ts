import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAxeClean } from './support/axe';
import { demoVenue } from './support/venues';
import { logInAsDemoOwner } from './support/accounts';
import { openWeekday, trDate } from './support/dates';

/**
 * Decision 100 at 375 and 1280 px: on the calendar the owner gives an expert a date's own hours and break, marks the
 * expert off that date and goes back to the weekly hours, and opens the venue's closed Sunday; the public available
 * times of those dates follow at once.
 */

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const sundayAfter = (date: string) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + ((7 - d.getUTCDay()) % 7));
  return d.toISOString().slice(0, 10);
};

for (const [label, viewport, expertName, offset] of [
  ['1280 px', { width: 1280, height: 900 }, 'Derya Koç', 56],
  ['375 px', { width: 375, height: 812 }, 'Işıl Aydın', 63],
] as const) {
  test.describe(`at ${label}`, () => {
    test.use({ viewport });

    test('the owner sets a date’s hours, a day off and opens a closed Sunday on the calendar; the available times follow', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const venue = await demoVenue(page.request, 'isil');
      const expert = venue.experts.find((e) => e.name === expertName)!;
      const fon = venue.sub_services.find((s) => s.name === 'Fön')!;
      const date = await openWeekday(page.request, venue.id, offset);
      const sunday = sundayAfter(date);
      const times = (day: string) => availableTimes(page.request, expert.id, fon, day);
      expect(await times(date)).toContain('10:00');

      await logInAsDemoOwner(page);
      await page.goto(`/dashboard/owner/venue-calendar/${venue.id}`);
      await page.getByLabel('Tarih', { exact: true }).fill(trDate(date));

      // "Bu günün saatleri": 12:00–16:00 with a break 14:00–14:30.
      await openMenu(page, expertName);
      await page.getByRole('menuitem', { name: 'Bu günün saatleri' }).click();
      const dialog = page.getByRole('dialog', { name: new RegExp(`^${expertName}: .* saatleri$`) });
      // The form starts from the day's weekly hours and breaks (Derya's lunch); they are replaced here.
      if (expertName === 'Derya Koç') await expect(dialog.getByLabel('Mola başlangıcı 1')).toHaveValue('12:30');
      const remove = dialog.getByRole('button', { name: /^Molayı kaldır/ });
      while ((await remove.count()) > 0) await remove.first().click();
      await dialog.getByLabel('Başlangıç', { exact: true }).selectOption('12:00');
      await dialog.getByLabel('Bitiş', { exact: true }).selectOption('16:00');
      await dialog.getByRole('button', { name: 'Mola ekle' }).click();
      await dialog.getByLabel('Mola başlangıcı 1').selectOption('14:00');
      await dialog.getByLabel('Mola bitişi 1').selectOption('14:30');
      await expectAxeClean(page, { dialog: true });
      await page.screenshot({ path: `test-results/day-hours-dialog-${viewport.width}.png` });
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Bu günün saatleri kaydedildi.')).toBeVisible();
      await expect(page.getByTestId(`day-hours-${expert.id}-${date}`)).toHaveText('Bu güne özel: 12:00–16:00');
      const set = await times(date);
      expect(set[0]).toBe('12:00');
      for (const time of set) {
        expect(minutes(time) + 30).toBeLessThanOrEqual(16 * 60);
        expect(minutes(time) + 30 <= 14 * 60 || minutes(time) >= 14 * 60 + 30, time).toBe(true);
      }
      await expectAxeClean(page, { withoutToasts: true });
      await page.screenshot({ path: `test-results/day-hours-column-${viewport.width}.png` });

      // "Bu gün izinli": no times that date; "Haftalık saate dön": the weekly ones again.
      await openMenu(page, expertName);
      await page.getByRole('menuitem', { name: 'Bu gün izinli' }).click();
      await expect(page.getByText('Uzman bu gün izinli olarak işaretlendi.')).toBeVisible();
      await expect(page.getByTestId(`day-hours-${expert.id}-${date}`)).toHaveText('İzinli');
      expect(await times(date)).toEqual([]);
      await openMenu(page, expertName);
      await page.getByRole('menuitem', { name: 'Haftalık saate dön' }).click();
      await expect(page.getByText('Haftalık saatlere dönüldü.')).toBeVisible();
      await expect(page.getByTestId(`day-hours-${expert.id}-${date}`)).toHaveText('09:00–19:00');
      expect(await times(date)).toContain('10:00');

      // The closed Sunday: the venue opens it 10:00–16:00, the expert works 11:00–15:00 that day.
      const closed = async () =>
        (
          (await (await page.request.get(`/api/venues/${venue.id}/closed-days?from=${sunday}&to=${sunday}`)).json()).data as {
            date: string;
          }[]
        ).map((d) => d.date);
      expect(await closed()).toEqual([sunday]);
      expect(await times(sunday)).toEqual([]);
      await page.getByLabel('Tarih', { exact: true }).fill(trDate(sunday));
      await expect(page.getByText('Mekan bu gün kapalı.')).toBeVisible();
      await page.getByRole('button', { name: 'Bu günü aç' }).click();
      const open = page.getByRole('dialog', { name: /için işletme saatleri$/ });
      await open.getByLabel('Başlangıç', { exact: true }).selectOption('10:00');
      await open.getByLabel('Bitiş', { exact: true }).selectOption('16:00');
      await expectAxeClean(page, { dialog: true });
      await open.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('İşletme bu gün açıldı.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Günü yeniden kapat' })).toBeVisible();
      expect(await closed()).toEqual([]);

      await openMenu(page, expertName);
      await page.getByRole('menuitem', { name: 'Bu günün saatleri' }).click();
      const sundayHours = page.getByRole('dialog', { name: new RegExp(`^${expertName}: .* saatleri$`) });
      await sundayHours.getByLabel('Başlangıç', { exact: true }).selectOption('11:00');
      await sundayHours.getByLabel('Bitiş', { exact: true }).selectOption('15:00');
      await sundayHours.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Bu günün saatleri kaydedildi.')).toBeVisible();
      const sundayTimes = await times(sunday);
      expect(sundayTimes[0]).toBe('11:00');
      expect(minutes(sundayTimes.at(-1)!) + 30).toBeLessThanOrEqual(15 * 60);
      await expectAxeClean(page, { withoutToasts: true });
      await page.screenshot({ path: `test-results/day-hours-sunday-${viewport.width}.png` });

      // Bookable: a guest books the opened Sunday's first time.
      const booked = await page.request.post('/api/appointments/public', {
        data: {
          first_name: 'Pazar',
          last_name: 'Müşterisi',
          email: `pazar-${viewport.width}-${Date.now()}@example.com`,
          phone: `+90535${String(Date.now()).slice(-7)}`,
          expert_id: expert.id,
          venue_id: venue.id,
          service_id: fon.service_id,
          sub_service_id: fon.id,
          appointment_date: sunday,
          appointment_time: sundayTimes[0],
        },
      });
      expect(booked.status(), await booked.text()).toBe(201);
    });
  });
}

/** The expert's day menu in its column heading (scrolled into view on a phone). */
async function openMenu(page: Page, expertName: string) {
  await page.getByRole('button', { name: `${expertName} için gün seçenekleri` }).click();
}

async function availableTimes(
  request: APIRequestContext,
  expertId: number,
  sub: { id: number; service_id: number },
  date: string,
): Promise<string[]> {
  const url = `/api/experts/${expertId}/available-times?date=${date}&service_id=${sub.service_id}&sub_service_id=${sub.id}`;
  const res = await request.get(url);
  expect(res.status()).toBe(200);
  return (await res.json()).data as string[];
}
