import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { openWeekday } from './support/dates';

interface Venue {
  id: number;
  name: string;
  experts: { id: number; name: string }[];
  sub_services: { id: number; service_id: number; name: string }[];
}

/** A guest booking at the Selimiye demo venue and its manage link, read from the development outbox. */
async function bookedLink(request: APIRequestContext, weeks: number): Promise<string> {
  const [listed] = (await (await request.get('/api/venues/by-city-category/22/1?q=selimiye')).json()).data as { id: number }[];
  const venue = (await (await request.get(`/api/venues/${listed!.id}`)).json()).data as Venue;
  const expert = venue.experts.find((e) => e.name === 'Emre Yıldız')!;
  const cut = venue.sub_services.find((s) => s.name === 'Erkek Saç Kesimi')!;
  const date = await openWeekday(request, venue.id, weeks);
  const slots = `/api/experts/${expert.id}/available-times?date=${date}&service_id=${cut.service_id}&sub_service_id=${cut.id}`;
  const free = (await (await request.get(slots)).json()).data as string[];
  const email = `adres.${Date.now()}@example.com`;
  const booked = await request.post('/api/appointments/public', {
    data: {
      first_name: 'Adres',
      last_name: 'Misafir',
      email,
      phone: `+90535${String(Date.now()).slice(-7)}`,
      expert_id: expert.id,
      venue_id: venue.id,
      service_id: cut.service_id,
      sub_service_id: cut.id,
      appointment_date: date,
      appointment_time: free[0],
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { data } = (await (await request.get('/api/dev/outbox')).json()) as { data: { to: string; text: string }[] };
  const link = data.find((m) => m.to === email && /\/randevu\//.test(m.text))?.text.match(/\/randevu\/[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeTruthy();
  return link!;
}

for (const width of [375, 1280]) {
  test(`the manage page shows the full address with "Yol tarifi" at ${width} px, axe clean`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(await bookedLink(request, 50 + (Date.now() % 5) + (width === 375 ? 0 : 6)));
    await expect(page.getByRole('heading', { level: 1, name: 'Randevunuz' })).toBeVisible();
    const address = page.getByText(/, Merkez\/Edirne$/);
    await expect(address).toBeVisible();
    const full = (await address.textContent())!;
    expect(full).toMatch(/Mahallesi, Merkez\/Edirne$/);
    const route = page.getByRole('link', { name: 'Yol tarifi' });
    await expect(route).toHaveAttribute('href', `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(full)}`);
    for (const name of ['Google Haritalar', 'Apple Haritalar', 'Yandex Haritalar'])
      await expect(page.getByRole('link', { name })).toBeVisible();
    const box = (await route.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await page.waitForLoadState('networkidle');
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/manage-address-${width}.png`, fullPage: true });
  });
}
