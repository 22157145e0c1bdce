import { expect, test } from './support/test';
import { expectAxeClean } from './support/axe';
import { createAllDaySalon } from './support/owner';
import { canonicalVenuePath } from './support/venues';

/**
 * Decision 096 at 375 and 1280 px: a venue that is not published yet. Its owner sees the whole page under a notice
 * linking to the go-live checklist; a visitor sees that it takes no bookings yet, with no way to book; once published,
 * the visitor's page offers bookings.
 */
for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the owner previews an unpublished venue with a notice; a visitor is told it takes no bookings yet', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const width = viewport.width;
      const name = `Önizleme Salonu ${width}`;
      const { venueId } = await createAllDaySalon(page, name);
      const venue = (await (await page.request.get(`/api/venues/${venueId}`)).json()).data as {
        id: number;
        prefix: string;
        services: { id: number }[];
      };
      const address = await canonicalVenuePath(page.request, venue);

      // The owner: the whole page, under the notice.
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByText('Önizleme: mekanınız henüz yayında değil')).toBeVisible();
      await expect(
        page.getByText(
          'Ziyaretçiler mekanınızı aramada göremez ve bu sayfadan randevu alamaz; bu sayfayı yalnızca siz böyle görüyorsunuz.',
        ),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Randevu Al' }).first()).toBeVisible();
      await expectAxeClean(page, { withoutToasts: true });
      await page.screenshot({ path: test.info().outputPath(`unpublished-owner-${width}.png`) });

      // A visitor: the venue takes no bookings yet; no booking link, on the venue page or its service page.
      const visitor = await browser.newContext({ viewport, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
      const guest = await visitor.newPage();
      await guest.goto(new URL(address, page.url()).toString());
      await expect(guest.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(guest.getByRole('heading', { level: 2, name: 'Bu işletme henüz randevu almıyor' })).toBeVisible();
      await expect(guest.getByRole('link', { name: 'Randevu Al' })).toHaveCount(0);
      await expect(guest.getByRole('heading', { name: 'Hizmetler' })).toHaveCount(0);
      await expect(guest.getByText('Önizleme: mekanınız henüz yayında değil')).toHaveCount(0);
      await expectAxeClean(guest);
      await guest.screenshot({ path: test.info().outputPath(`unpublished-visitor-${width}.png`) });
      await guest.goto(new URL(`${address}/${venue.services[0]!.id}`, page.url()).toString());
      await expect(guest.getByRole('heading', { level: 2, name: 'Bu işletme henüz randevu almıyor' })).toBeVisible();
      await expect(guest.getByRole('button', { name: 'Devam Et' })).toHaveCount(0);

      // The owner's link leads to the checklist; "Yayına al" there, and the visitor can book.
      await page.getByRole('link', { name: 'Yayına alma adımlarına git' }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/owner/venues/${venueId}`));
      const published = await page.request.put(`/api/owner/venues/${venueId}/publication`, { data: { is_published: true } });
      expect(published.status(), await published.text()).toBe(200);
      await guest.goto(new URL(address, page.url()).toString());
      await expect(guest.getByRole('link', { name: 'Randevu Al' }).first()).toBeVisible();
      await expect(guest.getByRole('heading', { level: 2, name: 'Bu işletme henüz randevu almıyor' })).toHaveCount(0);
      await visitor.close();
    });
  });
}
