import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { uniqueEmail } from './support/accounts';
import { openWeekday } from './support/dates';

interface Venue {
  id: number;
  name: string;
  experts: { id: number; name: string }[];
  sub_services: { id: number; service_id: number; name: string }[];
}

/** Selimiye's 'Erkek Saç Kesimi' with Emre Yıldız on an open weekday `days` ahead, and that day's free times. */
async function selimiyeSlots(request: APIRequestContext, days: number) {
  const search = await request.get('/api/venues/by-city-category/22/1?q=selimiye');
  const [listed] = (await search.json()).data as { id: number }[];
  const venue = (await (await request.get(`/api/venues/${listed!.id}`)).json()).data as Venue;
  const expert = venue.experts.find((e) => e.name === 'Emre Yıldız')!;
  const cut = venue.sub_services.find((s) => s.name === 'Erkek Saç Kesimi')!;
  const date = await openWeekday(request, venue.id, days);
  const slotsUrl = `/api/experts/${expert.id}/available-times?date=${date}&service_id=${cut.service_id}&sub_service_id=${cut.id}`;
  const free = (await (await request.get(slotsUrl)).json()).data as string[];
  expect(free.length).toBeGreaterThan(1);
  const booking = {
    expert_id: expert.id,
    venue_id: venue.id,
    service_id: cut.service_id,
    sub_service_id: cut.id,
    appointment_date: date,
    appointment_time: free[0]!,
  };
  return { venue, date, free, booking };
}

/** The dialog's times are visually hidden native radios inside tiles: click the tile, as a person does. */
async function pick(radio: Locator) {
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}

/** Opens 'Randevuyu değiştir', picks the last free time of the appointment's day and confirms; returns that time. */
async function rescheduleToLastTime(page: Page, open: Locator, oldTime: string): Promise<string> {
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Randevuyu değiştir' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(oldTime, { exact: false }).first()).toBeVisible();
  const slot = dialog.getByRole('radiogroup', { name: /^Saat/ }).getByRole('radio').last();
  await expect(slot).toBeVisible();
  const time = (await slot.getAttribute('value'))!;
  expect(time).not.toBe(oldTime);
  await pick(slot);
  await dialog.getByRole('button', { name: 'Yeni saati onayla' }).click();
  await expect(
    page.getByText(
      new RegExp(`^Randevunuz \\d{1,2} \\S+ \\d{4} \\S+ ${time} olarak değiştirildi\\. İşletmenin onayı bekleniyor\\.$`),
    ),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  return time;
}

/** 'HH:mm' on `date` in Istanbul (UTC+3 all year) as the calendar file's UTC DTSTART. */
function dtstartUtc(date: string, time: string): string {
  const at = new Date(`${date}T${time}:00+03:00`);
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

test('a guest moves the appointment through the manage link; the page and the calendar file show the new time', async ({
  page,
  request,
}) => {
  // Weeks beyond the other specs' bookings.
  const { date, free, booking } = await selimiyeSlots(request, 49 + (Date.now() % 7));
  const email = `erteleme.${Date.now()}@example.com`;
  const booked = await request.post('/api/appointments/public', {
    data: { first_name: 'Erteleme', last_name: 'Misafir', email, phone: `+90535${String(Date.now()).slice(-7)}`, ...booking },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  const { data } = (await (await request.get('/api/dev/outbox')).json()) as { data: { to: string; text: string }[] };
  const link = data.find((m) => m.to === email && /\/randevu\//.test(m.text))?.text.match(/\/randevu\/[A-Za-z0-9_-]+/)?.[0];
  expect(link, 'a manage link in the guest e-mail').toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText(free[0]!, { exact: true })).toBeVisible();

  const time = await rescheduleToLastTime(page, page.getByRole('button', { name: 'Randevuyu değiştir' }), free[0]!);
  await expect(page.getByText(time, { exact: true })).toBeVisible();
  await expect(page.getByText(free[0]!, { exact: true })).toHaveCount(0);
  await expect(page.getByText('Onay Bekliyor', { exact: true })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Takvime ekle' }).click();
  const ics = await readFile((await (await downloading).path())!, 'utf8');
  expect(ics).toContain(`DTSTART:${dtstartUtc(date, time)}`);
  expect(ics).not.toContain(`DTSTART:${dtstartUtc(date, free[0]!)}`);

  await page.getByRole('button', { name: 'Randevuyu iptal et' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Randevuyu iptal etmek istiyor musunuz?' });
  await dialog.getByRole('button', { name: 'Evet, İptal Et' }).click();
  await expect(page.getByText('Randevunuz başarıyla iptal edildi.')).toBeVisible();
  await expect(page.getByText('İptal Edildi', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Randevuyu değiştir' })).toHaveCount(0);
});

test('a registered user moves an appointment from Randevularım and sees the new time', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Ad', { exact: true }).fill('Can');
  await page.getByLabel('Soyad', { exact: true }).fill('Erten');
  await page.getByLabel('E-posta', { exact: true }).fill(uniqueEmail('can'));
  await page.getByLabel('Telefon', { exact: true }).fill('05327654321');
  await page.getByLabel('Şifre', { exact: true }).fill('Guvenli.Sifre1');
  await page.getByLabel('Şifre (tekrar)', { exact: true }).fill('Guvenli.Sifre1');
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\/book/);

  // The browser's session books through the API (same origin rules: no Origin header, the session cookie).
  const { venue, free, booking } = await selimiyeSlots(page.request, 56 + (Date.now() % 7));
  const booked = await page.request.post('/api/user/appointments', { data: booking });
  expect(booked.status(), await booked.text()).toBe(201);

  await page.goto('/dashboard/user/appointments');
  const card = page.getByRole('article', { name: venue.name });
  await expect(card.getByText(free[0]!, { exact: true })).toBeVisible();
  await card.getByRole('button', { name: /Detayı gör/ }).click();
  const detail = page.getByRole('dialog', { name: 'Randevu Detayı' });
  const time = await rescheduleToLastTime(page, detail.getByRole('button', { name: 'Randevuyu değiştir' }), free[0]!);
  await expect(detail.getByText(time, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(card.getByText(time, { exact: true })).toBeVisible();
  await expect(card.getByText('Onay Bekliyor')).toBeVisible();
});
