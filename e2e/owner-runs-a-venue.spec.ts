import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { uniqueEmail } from './support/accounts';
import { createVenue, registerBusiness } from './support/owner';
import { solidPng } from './support/png';

/**
 * Owner area I as one journey of a brand-new owner: register, set the venue up, open its panel,
 * upload a profile photo that the public page shows, add an FAQ that the public service page shows,
 * hide it again, and confirm a guest's request, whose time then stays taken.
 */
const SAC_KESIMI = 101; // catalogue service of category 1 (Güzellik)

async function expectAccessible(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const severe = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(severe).toEqual([]);
}

/** A Monday–Friday at least two weeks ahead, in Istanbul. */
function futureWeekday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 14);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

test('a new owner sets up a venue, publishes a photo and an FAQ, hides the FAQ and confirms a guest’s request', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-e2e-owner-'));
  const photo = path.join(dir, 'vitrin.png');
  fs.writeFileSync(photo, solidPng(480, 320, [40, 110, 160]));
  const venueName = `Kadıköy Makas ${Date.now().toString(36)}`;
  const question = 'Randevuma geç kalırsam ne olur?';

  await test.step('register a business and create the venue with the dependent location dropdowns', async () => {
    await registerBusiness(page, { businessName: 'Kadıköy Makas', emailPrefix: 'makas', phone: '02163334455' });
    await createVenue(page, { name: venueName, category: 'Güzellik', address: 'Bahariye Caddesi No 8', phone: '02163334455' });
  });

  let venueId = 0;
  await test.step('open the panel and upload a profile photo', async () => {
    await page.getByRole('link', { name: new RegExp(venueName) }).click();
    await expect(page.getByRole('heading', { level: 1, name: venueName })).toBeVisible();
    venueId = Number(/\/venues\/(\d+)/.exec(page.url())![1]);
    await expectAccessible(page);
    await page
      .getByRole('main')
      .getByRole('link', { name: /Mekan Bilgileri/ })
      .click();
    await page.locator('input[type="file"][name="profile"]').setInputFiles(photo);
    await expect(page.getByText('Profil fotoğrafı yüklendi.')).toBeVisible();
    await page.getByRole('link', { name: 'Mekan paneline dön' }).click();
  });

  await test.step('add an FAQ', async () => {
    await page
      .getByRole('main')
      .getByRole('link', { name: /SSS Yönetimi/ })
      .click();
    await expect(page.getByText('Henüz SSS eklenmemiş')).toBeVisible();
    await page.getByRole('button', { name: 'SSS Ekle' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Yeni SSS' });
    await sheet.getByLabel('Soru').fill(question);
    await sheet.getByLabel('Cevap').fill('15 dakikaya kadar bekliyoruz.');
    await sheet.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('SSS eklendi.')).toBeVisible();
  });

  // The public service page needs something on sale: what is sold and by whom (Owner area II has its own
  // browser journey) is arranged through the owner's API session.
  const sub = await (
    await page.request.post('/api/sub-services', {
      data: { venue_id: venueId, service_id: SAC_KESIMI, name: 'Kısa Kesim', description: '', price: 400, duration_minutes: 30 },
    })
  ).json();
  const weekdays = Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((d) => [d, ['09:00', '18:00']]),
  );
  const expert = await (
    await page.request.post('/api/owner/experts', { data: { venue_id: venueId, name: 'Ece Usta', working_hours: weekdays } })
  ).json();
  const assigned = await page.request.post(`/api/owner/experts/${expert.data.id}/sub-services`, {
    data: { sub_service_id: sub.data.id },
  });
  expect(assigned.status()).toBe(201);
  // Now that it can take a booking the owner publishes it ("Yayına al", decision 074): a venue not yet public shows
  // visitors only that it takes no bookings (decision 096), so its FAQ is seen once it is live.
  const published = await page.request.put(`/api/owner/venues/${venueId}/publication`, { data: { is_published: true } });
  expect(published.status(), await published.text()).toBe(200);

  const venue = (await (await page.request.get(`/api/venues/${venueId}`)).json()).data as { prefix: string };
  const servicePage = `/${venue.prefix}-${venueId}/${SAC_KESIMI}`;
  await test.step('the public pages show the photo and the FAQ', async () => {
    await page.goto(`/${venue.prefix}-${venueId}`);
    await expect(page.locator('header img').first()).toHaveAttribute('src', /^\/uploads\/venues\/\d+\/[0-9a-f]+-lg\.webp$/);
    await page.goto(servicePage);
    await expect(page.getByRole('button', { name: question })).toBeVisible();
  });

  await test.step('hide the FAQ: it leaves the public page', async () => {
    await page.goto(`/dashboard/owner/venue-faqs/${venueId}`);
    await page.getByRole('button', { name: /sorusunu düzenle/ }).click();
    const sheet = page.getByRole('dialog', { name: 'SSS Düzenle' });
    await sheet.getByRole('switch', { name: 'Müşterilere göster' }).click();
    await sheet.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('SSS güncellendi.')).toBeVisible();
    await page.goto(servicePage);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: question })).toHaveCount(0);
  });

  // A guest, with a cookie jar of its own, books the first free time.
  const guest = await playwright.request.newContext({ baseURL });
  const date = futureWeekday();
  const slotsUrl = `/api/experts/${expert.data.id}/available-times?date=${date}&service_id=${SAC_KESIMI}&sub_service_id=${sub.data.id}`;
  const slots = async () => (await (await guest.get(slotsUrl)).json()).data as string[];
  const time = (await slots())[0]!;
  const booked = await guest.post('/api/appointments/public', {
    data: {
      first_name: 'Selin',
      last_name: 'Misafir',
      email: uniqueEmail('selin'),
      phone: '+905321112299',
      expert_id: expert.data.id,
      venue_id: venueId,
      service_id: SAC_KESIMI,
      sub_service_id: sub.data.id,
      appointment_date: date,
      appointment_time: time,
      notes: ' ',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await test.step('the owner sees the request on the panel and confirms it', async () => {
    await page.goto(`/dashboard/owner/venues/${venueId}`);
    const entry = page.getByRole('main').getByRole('link', { name: /Randevu Yönetimi/ });
    await expect(entry.getByText('1 bekleyen istek')).toBeVisible();
    await entry.click();
    const card = page.getByRole('article', { name: /Selin Misafir/ });
    await expect(card.getByText('Onay Bekliyor')).toBeVisible();
    // One tap: approving asks nothing (decision 071).
    await card.getByRole('button', { name: /^Onayla/ }).click();
    await expect(page.getByText('Randevu onaylandı', { exact: true })).toBeVisible();
    // The page opened on 'Bekleyenler' (a request waited): the confirmed one shows its badge under 'Tümü'.
    await page.getByRole('tab', { name: 'Tümü' }).click();
    await expect(card.getByText('Onaylandı')).toBeVisible();
  });

  // The guest's slot list shows the confirmed time as taken.
  expect(await slots()).not.toContain(time);
  await guest.dispose();
  expect(errors).toEqual([]);
});
