import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openWeekday } from './support/dates';

/**
 * Decision 054: a customer whose link leaked renews it from the manage page; the old link (and the calendar file's
 * view link) stop working and the new one, sent by e-mail, manages the appointment. A calendar file's view link
 * shows the appointment without a single action.
 */
async function links(request: APIRequestContext, email: string): Promise<string[]> {
  const { data } = (await (await request.get('/api/dev/outbox')).json()) as { data: { to: string; text: string }[] };
  return data
    .filter((m) => m.to === email)
    .map((m) => m.text.match(/\/randevu\/[A-Za-z0-9_-]+/)?.[0])
    .filter((l): l is string => Boolean(l));
}

async function bookAsGuest(request: APIRequestContext, email: string) {
  const search = await request.get('/api/venues/by-city-category/22/1?q=selimiye');
  const [listed] = (await search.json()).data as { id: number }[];
  const venue = (await (await request.get(`/api/venues/${listed!.id}`)).json()).data as {
    id: number;
    experts: { id: number; name: string }[];
    sub_services: { id: number; service_id: number; name: string }[];
  };
  const expert = venue.experts.find((e) => e.name === 'Emre Yıldız')!;
  const cut = venue.sub_services.find((s) => s.name === 'Erkek Saç Kesimi')!;
  const date = await openWeekday(request, venue.id, 49 + (Date.now() % 7));
  const free = (
    await (
      await request.get(
        `/api/experts/${expert.id}/available-times?date=${date}&service_id=${cut.service_id}&sub_service_id=${cut.id}`,
      )
    ).json()
  ).data as string[];
  const booked = await request.post('/api/appointments/public', {
    data: {
      first_name: 'Yenileme',
      last_name: 'Misafir',
      email,
      phone: `+90536${String(Date.now()).slice(-7)}`,
      expert_id: expert.id,
      venue_id: venue.id,
      service_id: cut.service_id,
      sub_service_id: cut.id,
      appointment_date: date,
      appointment_time: free[free.length - 1],
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
}

async function renewAndFollow(page: Page, request: APIRequestContext) {
  const email = `yenileme.${Date.now()}@example.com`;
  await bookAsGuest(request, email);
  const [first] = await links(request, email);
  await page.goto(first!);
  await expect(page.getByRole('heading', { level: 1, name: 'Randevunuz' })).toBeVisible();

  // The calendar file's link only shows the appointment.
  const ics = await (await request.get(`/api${first!.replace('/randevu/', '/manage/')}/calendar.ics`)).text();
  const view = ics.replace(/\r\n /g, '').match(/URL:\S+(\/randevu\/[A-Za-z0-9_-]+)/)?.[1];
  expect(view, 'a view link in the calendar file').toBeTruthy();
  expect(view).not.toBe(first);
  await page.goto(view!);
  await expect(
    page.getByText(
      'Bu bağlantı randevuyu yalnızca görüntüler. Değiştirmek veya iptal etmek için size gönderilen mesajdaki bağlantıyı kullanın.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Randevuyu iptal et' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Bağlantıyı yenile' })).toHaveCount(0);
  await page.goto(first!);

  await page.getByRole('button', { name: 'Bağlantıyı yenile' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Bağlantı yenilensin mi?' });
  await dialog.getByRole('button', { name: 'Yenile' }).click();
  await expect(page.getByText('Bağlantı yenilendi')).toBeVisible();
  await expect(
    page.getByText('Yeni bağlantınızı e-posta veya SMS ile gönderdik. Bu sayfanın bağlantısı artık çalışmıyor.'),
  ).toBeVisible();

  for (const dead of [first!, view!]) {
    await page.goto(dead);
    await expect(page.getByText('Bu randevu bağlantısı geçersiz veya süresi dolmuş.')).toBeVisible();
  }
  const renewed = (await links(request, email)).find((l) => l !== first);
  expect(renewed, 'a new link in a new e-mail').toBeTruthy();
  await page.goto(renewed!);
  await expect(page.getByRole('button', { name: 'Randevuyu iptal et' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bağlantıyı yenile' })).toBeVisible();
}

test('a guest renews a leaked manage link: the old link and the calendar link stop working, the new one manages', async ({
  page,
  request,
}) => {
  await renewAndFollow(page, request);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the renewal fits the phone and leads to the new link', async ({ page, request }) => {
    await renewAndFollow(page, request);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
