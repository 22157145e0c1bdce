import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { logInAsDemoOwner } from './support/accounts';
import { openWeekday, trDate } from './support/dates';

interface Venue {
  id: number;
  experts: { id: number; name: string }[];
  sub_services: { id: number; service_id: number; name: string }[];
}

async function selimiye(request: APIRequestContext): Promise<Venue> {
  const search = await request.get('/api/venues/by-city-category/22/1?q=selimiye');
  const [listed] = (await search.json()).data as { id: number }[];
  return (await (await request.get(`/api/venues/${listed!.id}`)).json()).data as Venue;
}

test('the owner books a walk-in from a free cell, moves it to another expert by keyboard, and an online booking appears by itself', async ({
  page,
  browser,
}) => {
  const venue = await selimiye(page.request);
  const emre = venue.experts.find((e) => e.name === 'Emre Yıldız')!;
  const mehmet = venue.experts.find((e) => e.name === 'Mehmet Usta')!;
  const cut = venue.sub_services.find((s) => s.name === 'Erkek Saç Kesimi')!;
  // Beyond the weeks the other journeys book (next week; 21–30 days ahead).
  const date = await openWeekday(page.request, venue.id, 35 + (Date.now() % 7));

  await logInAsDemoOwner(page);
  await page.goto(`/dashboard/owner/venue-calendar/${venue.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Takvim' })).toBeVisible();
  // The navigation lists the calendar first and marks it as the current page.
  const nav = page.getByRole('navigation', { name: 'Mekan menüsü' });
  await expect(nav.getByRole('link', { name: 'Takvim' })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Tarih', { exact: true }).fill(trDate(date));

  // A free cell opens the walk-in dialog for that expert and time.
  await page.getByRole('button', { name: /^Emre Yıldız, .*10:00: boş, randevu ekle$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Randevu ekle' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Uzman')).toHaveValue(String(emre.id));
  await dialog.getByLabel('Hizmet').selectOption(String(cut.id));
  await dialog.getByLabel('Saat', { exact: true }).selectOption('10:00');
  // The customer's fields are optional (decision 090): their labels end in '(isteğe bağlı)'.
  await dialog.getByLabel(/^Ad\b/).fill('Kapı');
  await dialog.getByLabel(/^Soyad\b/).fill('Müşterisi');
  await dialog.getByLabel(/^Telefon\b/).fill('0532 111 22 33');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Randevu eklendi.')).toBeVisible();
  const block = page.getByRole('button', { name: /^10:00–10:30, Kapı Müşterisi, .*Onaylandı/ });
  await expect(block).toBeVisible();

  // Moved to the other expert with the keyboard only.
  await block.focus();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Randevu ayrıntıları' });
  await expect(details).toBeVisible();
  // 'Taşı' opens the move form at its first field (decision 077).
  await details.getByRole('button', { name: 'Taşı', exact: true }).press('Enter');
  await details.getByLabel('Uzman').selectOption(String(mehmet.id));
  await details.getByRole('button', { name: 'Taşı', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Randevu taşındı.')).toBeVisible();
  const calendar = async () =>
    (await (await page.request.get(`/api/owner/venues/${venue.id}/calendar?from=${date}&to=${date}`)).json()).data as {
      appointments: { expert_id: number; customer: { first_name: string }; booked_by: string; status: string }[];
    };
  const walkIn = (await calendar()).appointments.find((a) => a.customer.first_name === 'Kapı')!;
  expect(walkIn).toMatchObject({ expert_id: mehmet.id, booked_by: 'owner', status: 'confirmed' });

  // A guest books online in another browser: the block appears without a reload (the calendar polls every 15 s).
  const guest = await browser.newContext();
  const booked = await guest.request.post('/api/appointments/public', {
    data: {
      first_name: 'Çevrimiçi',
      last_name: 'Müşteri',
      email: `cevrimici.${Date.now()}@example.com`,
      phone: `+90533${String(Date.now()).slice(-7)}`,
      expert_id: emre.id,
      venue_id: venue.id,
      service_id: cut.service_id,
      sub_service_id: cut.id,
      appointment_date: date,
      appointment_time: '14:00',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await guest.close();
  await expect(page.getByRole('button', { name: /^14:00–14:30, Çevrimiçi Müşteri, .*Onay Bekliyor/ })).toBeVisible({
    timeout: 20_000,
  });
});

test('the owner drags a block to another expert and time with the mouse; after the save it shows at the new time', async ({
  page,
}) => {
  const venue = await selimiye(page.request);
  const emre = venue.experts.find((e) => e.name === 'Emre Yıldız')!;
  const mehmet = venue.experts.find((e) => e.name === 'Mehmet Usta')!;
  const cut = venue.sub_services.find((s) => s.name === 'Erkek Saç Kesimi')!;
  // Beyond the weeks the other journeys of this file book.
  const date = await openWeekday(page.request, venue.id, 49 + (Date.now() % 7));

  await logInAsDemoOwner(page);
  const booked = await page.request.post(`/api/owner/venues/${venue.id}/appointments`, {
    data: {
      expert_id: emre.id,
      service_id: cut.service_id,
      sub_service_id: cut.id,
      appointment_date: date,
      appointment_time: '10:00',
      first_name: 'Sürükle',
      last_name: 'Bırak',
      phone: `0532${String(Date.now()).slice(-7)}`,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await page.goto(`/dashboard/owner/venue-calendar/${venue.id}`);
  await page.getByLabel('Tarih', { exact: true }).fill(trDate(date));
  const block = page.getByTestId(`column-${emre.id}-${date}`).getByRole('button', { name: /^10:00–10:30, Sürükle Bırak, / });
  await block.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const from = (await block.boundingBox())!;
  const target = (await page.getByTestId(`column-${mehmet.id}-${date}`).boundingBox())!;
  // Held 8 px below its top; 95 minutes later at 1.6 px a minute is 152 px lower: 11:35 in Mehmet's column.
  await page.mouse.move(from.x + from.width / 2, from.y + 8);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, from.y + 8 + 152, { steps: 12 });
  await expect(page.getByTestId('drag-preview')).toHaveText('11:35–12:05Sürükle Bırak');
  await page.mouse.up();

  await expect(page.getByText('Randevu taşındı.')).toBeVisible();
  await expect(
    page.getByTestId(`column-${mehmet.id}-${date}`).getByRole('button', { name: /^11:35–12:05, Sürükle Bırak, .*Onaylandı$/ }),
  ).toBeVisible();
  await expect(page.getByTestId(`column-${emre.id}-${date}`).getByRole('button', { name: /Sürükle Bırak/ })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const day = await page.request.get(`/api/owner/venues/${venue.id}/calendar?from=${date}&to=${date}`);
  const moved = (
    (await day.json()).data.appointments as { expert_id: number; appointment_time: string; customer: { first_name: string } }[]
  ).find((a) => a.customer.first_name === 'Sürükle');
  expect(moved).toMatchObject({ expert_id: mehmet.id, appointment_time: '11:35' });
});

test('the owner marks the demo customer’s visit of a few days ago as a no-show from the calendar', async ({ page }) => {
  const search = await page.request.get('/api/venues/by-city-category/22/1?q=isil');
  const [listed] = (await search.json()).data as { id: number }[];
  await logInAsDemoOwner(page);
  // The demo data's completed visit (Deniz Yılmaz, a weekday two to four days back).
  const list = await page.request.get(`/api/owner/appointments?venue_id=${listed!.id}&status=completed`);
  const visit = ((await list.json()).data as { id: number; appointment_date: string; user: { first_name: string } }[]).find(
    (a) => a.user.first_name === 'Deniz',
  )!;
  expect(visit).toBeTruthy();

  await page.goto(`/dashboard/owner/venue-calendar/${listed!.id}`);
  await page.getByLabel('Tarih', { exact: true }).fill(trDate(visit.appointment_date));
  const block = page.getByRole('button', { name: /Deniz Yılmaz, .*Tamamlandı$/ });
  await block.click();
  const details = page.getByRole('dialog', { name: 'Randevu ayrıntıları' });
  await details.getByRole('button', { name: 'Gelmedi', exact: true }).click();
  await expect(page.getByText('Randevu "Gelmedi" olarak işaretlendi.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Deniz Yılmaz, .*Gelmedi$/ })).toBeVisible();
  const after = await page.request.get(`/api/owner/appointments?venue_id=${listed!.id}&status=no_show`);
  expect(((await after.json()).data as { id: number }[]).map((a) => a.id)).toContain(visit.id);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the day shows two experts a screen, the others a swipe away inside the calendar, and the week one expert with a switcher; no sideways scrolling of the page', async ({
    page,
  }) => {
    const venue = await selimiye(page.request);
    await logInAsDemoOwner(page);
    await page.goto(`/dashboard/owner/venue-calendar/${venue.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Takvim' })).toBeVisible();
    const grid = page.getByRole('group', { name: /takvimi$/ });
    const headings = grid.getByRole('heading', { level: 3 });
    await expect(headings).toHaveCount(2);
    for (const i of [0, 1]) await expect(headings.nth(i)).toBeInViewport({ ratio: 1 });
    await expect(page.getByLabel('Gösterilen uzman')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('radio', { name: 'Hafta' }).click();
    const switcher = page.getByLabel('Gösterilen uzman');
    await switcher.selectOption({ label: 'Mehmet Usta' });
    await expect(page.getByRole('group', { name: /^Mehmet Usta, .* haftası$/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
