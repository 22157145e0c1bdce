import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoOwner, ownerHome } from './support/accounts';
import { openWeekday, trDate } from './support/dates';

/**
 * Decision 071 at a phone's width and a desktop's: the owner lands on today's calendar with no tap, comes back to the
 * venue opened last, opens Randevu Yönetimi on 'Bekleyenler', approves a request in one tap and is still asked before
 * a rejection. The taps from login to today's appointments are counted on the old way (the venue list) and the new.
 */
const shots = process.env.SHOTS_DIR;

interface Venue {
  id: number;
  name: string;
  experts: { id: number; name: string }[];
  sub_services: { id: number; service_id: number; name: string }[];
}

const istanbulToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('E-posta', { exact: true }).fill(demoOwner.email);
  await page.getByLabel('Şifre', { exact: true }).fill(demoOwner.password);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).last().click();
}

/** Today's appointments are on the screen: the calendar's heading and its date field on today. */
async function expectTodaysCalendar(page: Page) {
  await expect(page).toHaveURL(ownerHome);
  await expect(page.getByRole('heading', { level: 1, name: 'Takvim' })).toBeVisible();
  await expect(page.getByLabel('Tarih', { exact: true })).toHaveValue(trDate(istanbulToday()));
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('login lands on today’s calendar with no tap; a request is approved in one tap from Bekleyenler, a rejection still asks', async ({
      page,
      context,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      let taps = 0;
      const tap = async (target: Locator) => {
        taps += 1;
        await target.click();
      };

      // Two requests of guests at Selimiye, a demo venue that is not the owner's first.
      const search = await page.request.get('/api/venues/by-city-category/22/1?q=selimiye');
      const [listed] = (await search.json()).data as { id: number }[];
      const venue = (await (await page.request.get(`/api/venues/${listed!.id}`)).json()).data as Venue;
      const expert = venue.experts.find((e) => e.name === 'Emre Yıldız')!;
      const sub = venue.sub_services.find((s) => s.name === 'Erkek Saç Kesimi')!;
      const date = await openWeekday(page.request, venue.id, 40 + (Date.now() % 9) + (viewport.width === 375 ? 0 : 10));
      const slots = async () =>
        (
          (await (
            await page.request.get(
              `/api/experts/${expert.id}/available-times?date=${date}&service_id=${sub.service_id}&sub_service_id=${sub.id}`,
            )
          ).json()) as { data: string[] }
        ).data;
      const free = await slots();
      const suffix = String(Date.now()).slice(-7);
      // Letters only (a name's rule), unique per run: a failed run's requests may still wait.
      const tag = [...suffix].map((d) => 'abcdefghij'[Number(d)]).join('');
      const guests = [
        { first: 'Selin', last: `Tekdokunuş${tag}`, time: free[0]! },
        { first: 'Berk', last: `Sorulacak${tag}`, time: free[free.length - 1]! },
      ];
      for (const g of guests) {
        const res = await page.request.post('/api/appointments/public', {
          data: {
            first_name: g.first,
            last_name: g.last,
            email: `${g.first.toLowerCase()}.${suffix}@example.com`,
            phone: `+90532${suffix}`,
            expert_id: expert.id,
            venue_id: venue.id,
            service_id: sub.service_id,
            sub_service_id: sub.id,
            appointment_date: date,
            appointment_time: g.time,
          },
        });
        expect(res.status(), await res.text()).toBe(201);
      }

      // After: the login itself lands on today's calendar (a fresh browser: the first venue's).
      await logIn(page);
      await expectTodaysCalendar(page);
      const tapsAfter = taps;
      expect(tapsAfter).toBe(0);
      if (shots) await page.screenshot({ path: `${shots}/home-${viewport.width}.png`, fullPage: false });

      // Before: the old landing, the venue list, and the taps from it to today's calendar.
      await page.goto('/dashboard/owner');
      await tap(
        page
          .getByRole('main')
          .getByRole('link', { name: new RegExp(venue.name) })
          .first(),
      );
      await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
      // Below lg the venue's sections are in the header's one menu (decision 084).
      const menuButton = page.getByRole('button', { name: 'Menüyü aç' });
      if (await menuButton.isVisible()) await tap(menuButton);
      const nav = page.getByRole('navigation', { name: 'Mekan menüsü' }).filter({ visible: true });
      await tap(nav.getByRole('link', { name: 'Takvim', exact: true }));
      await expectTodaysCalendar(page);
      const tapsBefore = taps - tapsAfter;
      test.info().annotations.push({ type: 'taps', description: `${viewport.width} px: ${tapsBefore} → ${tapsAfter}` });
      console.log(`taps from login to today's appointments at ${viewport.width} px: ${tapsBefore} → ${tapsAfter}`);

      // Requests wait at Selimiye: Randevu Yönetimi opens on 'Bekleyenler', the active tab in view.
      await page.goto(`/dashboard/owner/venue-appointments/${venue.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Randevu Yönetimi' })).toBeVisible();
      const pendingTab = page.getByRole('tab', { name: 'Bekleyenler' });
      await expect(pendingTab).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(/filter=pending/);
      await expect(pendingTab).toBeInViewport({ ratio: 1 });
      const frame = page.getByTestId('filter-tabs');
      if (viewport.width === 375) {
        // The five tabs do not fit: the right edge fades with a chevron until 'Gelmedi' is scrolled in.
        await expect(frame).toHaveAttribute('data-more-end', 'true');
        if (shots) await page.screenshot({ path: `${shots}/requests-${viewport.width}.png` });
        await page.getByRole('tab', { name: 'Gelmedi' }).click();
        await expect(page.getByRole('tab', { name: 'Gelmedi' })).toBeInViewport({ ratio: 1 });
        await expect(frame).toHaveAttribute('data-more-start', 'true');
        if (shots) await page.screenshot({ path: `${shots}/requests-gelmedi-${viewport.width}.png` });
        await pendingTab.click();
        await expect(pendingTab).toBeInViewport({ ratio: 1 });
      } else {
        await expect(frame).toHaveAttribute('data-more-end', 'false');
        if (shots) await page.screenshot({ path: `${shots}/requests-${viewport.width}.png` });
      }

      // One tap approves: no question, a toast.
      const [approved, rejected] = guests.map((g) =>
        page.getByRole('article', { name: new RegExp(`^${g.first} ${g.last}`) }),
      ) as [Locator, Locator];
      await approved.getByRole('button', { name: /^Onayla/ }).click();
      await expect(page.getByText('Randevu onaylandı', { exact: true })).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(approved).toHaveCount(0);

      // A rejection still asks, with its reason field.
      await rejected.getByRole('button', { name: /^Reddet/ }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Randevu isteğini reddetmek istiyor musunuz?' });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(/Red nedeni/).fill('Uzmanımız o gün izinli');
      await expect(dialog).toBeInViewport({ ratio: 1 });
      if (shots) await page.screenshot({ path: `${shots}/reject-${viewport.width}.png` });
      await dialog.getByRole('button', { name: 'Reddet', exact: true }).click();
      await expect(page.getByText('Randevu reddedildi.', { exact: true })).toBeVisible();
      await expect(rejected).toHaveCount(0);
      expect(await slots()).toContain(guests[1]!.time);

      // The next login lands on the venue opened last.
      await context.clearCookies();
      await logIn(page);
      await expectTodaysCalendar(page);
      await expect(page).toHaveURL(new RegExp(`/venue-calendar/${venue.id}$`));

      expect(errors).toEqual([]);
    });
  });
}
