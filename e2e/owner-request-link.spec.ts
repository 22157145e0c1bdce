import { expect, test } from './support/test';
import { expectAxeClean } from './support/axe';
import { openWeekday } from './support/dates';
import { createAllDaySalon } from './support/owner';

/**
 * Decision 096 at 375 and 1280 px: the owner's message about a new request links to that request. The requests page
 * opens on 'Bekleyenler', scrolls to it, marks it ('Mesajdaki talep', aria-current) and focuses it; once answered, the
 * same link says it no longer waits.
 */
for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the link in the owner's new-request message marks and focuses that request, and later says it no longer waits", async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const width = viewport.width;
      const { venueId, expertId, email } = await createAllDaySalon(page, `Talep Salonu ${width}`);
      const venue = (await (await page.request.get(`/api/venues/${venueId}`)).json()).data as {
        sub_services: { id: number; service_id: number }[];
      };
      const sub = venue.sub_services[0]!;
      const date = await openWeekday(page.request, venueId, 3);
      const guest = await browser.newContext();
      const ids: number[] = [];
      for (const [i, time] of ['10:00', '11:00', '12:00', '13:00'].entries()) {
        const booked = await guest.request.post('/api/appointments/public', {
          data: {
            first_name: `Talep${'ABCDE'[i]}`,
            last_name: 'Misafir',
            email: `talep.${width}.${i}.${Date.now()}@example.com`,
            phone: `+90536${String(Date.now() + i).slice(-7)}`,
            expert_id: expertId,
            venue_id: venueId,
            service_id: sub.service_id,
            sub_service_id: sub.id,
            appointment_date: date,
            appointment_time: time,
          },
        });
        expect(booked.status(), await booked.text()).toBe(201);
        ids.push((await booked.json()).data.id as number);
      }
      await guest.close();
      // The first request's link, as the owner's e-mail carries it (the SMS carries the same).
      const target = ids[0]!;
      const { data } = (await (await page.request.get('/api/dev/outbox')).json()) as { data: { to: string; text: string }[] };
      const link = data
        .filter((m) => m.to === email)
        .map(
          (m) => m.text.match(/https?:\/\/\S+\/dashboard\/owner\/venue-appointments\/\d+\?filter=pending&appointment=\d+/)?.[0],
        )
        .find((url) => url?.endsWith(`appointment=${target}`));
      expect(link, 'the request link in the owner e-mail').toBeTruthy();

      await page.goto(new URL(link!).pathname + new URL(link!).search);
      const card = page.locator(`[data-appointment-id="${target}"]`);
      await expect(card).toHaveAttribute('aria-current', 'true');
      await expect(card).toBeFocused();
      await expect(card).toBeInViewport();
      await expect(card.getByText('Mesajdaki talep', { exact: true })).toBeVisible();
      await expect(page.locator('[aria-current="true"][data-appointment-id]')).toHaveCount(1);
      await expect(page.getByRole('tab', { name: /Bekleyenler/ })).toHaveAttribute('aria-selected', 'true');
      await expectAxeClean(page, { withoutToasts: true });
      await page.screenshot({ path: test.info().outputPath(`request-link-${width}.png`) });

      // Answered: the card leaves the list without a note; the same link later says the request no longer waits.
      await card.getByRole('button', { name: /^Onayla/ }).click();
      await expect(page.getByText('Randevu onaylandı', { exact: true })).toBeVisible();
      await expect(card).toHaveCount(0);
      await expect(page.getByText(/^Mesajdaki talep artık beklemiyor/)).toHaveCount(0);
      await page.goto(new URL(link!).pathname + new URL(link!).search);
      await expect(
        page.getByText('Mesajdaki talep artık beklemiyor: yanıtlanmış, iptal edilmiş ya da süresi dolmuş.'),
      ).toBeVisible();
      await expect(page.locator('[aria-current="true"][data-appointment-id]')).toHaveCount(0);
      await expectAxeClean(page, { withoutToasts: true });
      await page.screenshot({ path: test.info().outputPath(`request-link-gone-${width}.png`) });
    });
  });
}
