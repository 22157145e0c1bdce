import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { openWeekday } from './support/dates';

interface Venue {
  id: number;
  name: string;
  experts: { id: number; name: string }[];
  sub_services: { id: number; service_id: number; name: string }[];
}

async function selimiye(request: APIRequestContext): Promise<Venue> {
  const search = await request.get('/api/venues/by-city-category/22/1?q=selimiye');
  const [listed] = (await search.json()).data as { id: number }[];
  return (await (await request.get(`/api/venues/${listed!.id}`)).json()).data as Venue;
}

/** The manage link (`/randevu/{token}`) of the newest e-mail to `email`, read from the development outbox. */
async function manageLinkFromOutbox(request: APIRequestContext, email: string): Promise<string> {
  const { data } = (await (await request.get('/api/dev/outbox')).json()) as {
    data: { to: string; channel?: string; text: string }[];
  };
  const link = data.find((m) => m.to === email && /\/randevu\//.test(m.text))?.text.match(/\/randevu\/[A-Za-z0-9_-]+/)?.[0];
  expect(link, 'a manage link in the guest e-mail').toBeTruthy();
  return link!;
}

test('a guest opens the manage link from the e-mail, downloads the calendar file and cancels with a reason', async ({
  page,
  request,
}) => {
  const venue = await selimiye(request);
  const expert = venue.experts.find((e) => e.name === 'Emre Yıldız')!;
  const cut = venue.sub_services.find((s) => s.name === 'Erkek Saç Kesimi')!;
  // Weeks beyond the other specs' bookings, so a cancel is still allowed.
  const date = await openWeekday(request, venue.id, 42 + (Date.now() % 7));
  const slotsUrl = `/api/experts/${expert.id}/available-times?date=${date}&service_id=${cut.service_id}&sub_service_id=${cut.id}`;
  const free = (await (await request.get(slotsUrl)).json()).data as string[];
  expect(free.length).toBeGreaterThan(0);
  const email = `bagalanti.${Date.now()}@example.com`;
  const booked = await request.post('/api/appointments/public', {
    data: {
      first_name: 'Bağlantı',
      last_name: 'Misafir',
      email,
      phone: `+90534${String(Date.now()).slice(-7)}`,
      expert_id: expert.id,
      venue_id: venue.id,
      service_id: cut.service_id,
      sub_service_id: cut.id,
      appointment_date: date,
      appointment_time: free[0],
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await page.goto(await manageLinkFromOutbox(request, email));
  await expect(page.getByRole('heading', { level: 1, name: 'Randevunuz' })).toBeVisible();
  await expect(page.getByRole('link', { name: venue.name })).toBeVisible();
  await expect(page.getByText('Emre Yıldız')).toBeVisible();
  await expect(page.getByText(free[0]!, { exact: true })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Takvime ekle' }).click();
  const ics = await readFile((await (await downloading).path())!, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('UID:appointment-');

  await page.getByRole('button', { name: 'Randevuyu iptal et' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Randevuyu iptal etmek istiyor musunuz?' });
  await dialog.getByLabel(/^İptal nedeni/).fill('Planım değişti');
  await dialog.getByRole('button', { name: 'Evet, İptal Et' }).click();
  await expect(page.getByText('Randevunuz başarıyla iptal edildi.')).toBeVisible();
  await expect(page.getByText('İptal Edildi', { exact: true })).toBeVisible();
  await expect(page.getByText('Planım değişti')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Randevuyu iptal et' })).toHaveCount(0);
});

test('a wrong link says so and points to the marketplace', async ({ page }) => {
  await page.goto('/randevu/yanlis-baglanti-0000000000');
  await expect(page.getByText('Bu randevu bağlantısı geçersiz veya süresi dolmuş.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'İşletmelere göz at' })).toHaveAttribute('href', '/companies');
});
