import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoOwner } from './support/accounts';

interface Venue {
  id: number;
  prefix: string;
  name: string;
  experts: { id: number; name: string }[];
  sub_services: { id: number; service_id: number; name: string }[];
}

/** YYYY-MM-DD of today + `days` in Istanbul, moved forward to a Monday–Friday. */
function futureWeekday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

async function expectNoSevereViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const result = await (include ? builder.include(include) : builder).analyze();
  const severe = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(severe).toEqual([]);
}

test('the demo owner sees a guest’s request with its badge, confirms one in a tap (the slot stays taken) and rejects another after the question (the slot is offered again)', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));

  // A demo venue of the demo owner, one of its experts and a sub-service that expert offers.
  const search = await page.request.get('/api/venues/by-city-category/22/1?q=selimiye');
  const [listed] = (await search.json()).data as { id: number }[];
  const venue = (await (await page.request.get(`/api/venues/${listed!.id}`)).json()).data as Venue;
  const expert = venue.experts.find((e) => e.name === 'Emre Yıldız')!;
  const sub = venue.sub_services.find((s) => s.name === 'Erkek Saç Kesimi')!;

  // A weekday three to five weeks ahead (other specs book next week), with two free times.
  const runSalt = Date.now() % 10;
  const date = futureWeekday(21 + runSalt);
  const slotsUrl = `/api/experts/${expert.id}/available-times?date=${date}&service_id=${sub.service_id}&sub_service_id=${sub.id}`;
  const slots = async () => (await (await page.request.get(slotsUrl)).json()).data as string[];
  const free = await slots();
  expect(free.length).toBeGreaterThanOrEqual(2);
  const [confirmTime, rejectTime] = [free[0]!, free[free.length - 1]!];

  const suffix = String(Date.now()).slice(-7);
  const guests = {
    confirm: { first: 'Nazlı', last: 'Onaylanacak', phone: `+90532${suffix}` },
    reject: { first: 'Kaan', last: 'Reddedilecek', phone: `+90533${suffix}` },
  };
  for (const [g, time] of [
    [guests.confirm, confirmTime],
    [guests.reject, rejectTime],
  ] as const) {
    const res = await page.request.post('/api/appointments/public', {
      data: {
        first_name: g.first,
        last_name: g.last,
        email: `${g.last.toLowerCase()}.${suffix}@example.com`,
        phone: g.phone,
        expert_id: expert.id,
        venue_id: venue.id,
        service_id: sub.service_id,
        sub_service_id: sub.id,
        appointment_date: date,
        appointment_time: time,
        notes: 'Sakal da düzeltilsin',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  expect(await slots()).not.toContain(confirmTime);

  // The demo owner logs in (today's calendar is home, decision 071) and opens the venue's panel: the badge counts the waiting requests.
  await page.goto('/login');
  await page.getByLabel('E-posta', { exact: true }).fill(demoOwner.email);
  await page.getByLabel('Şifre', { exact: true }).fill(demoOwner.password);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).last().click();
  await expect(page).toHaveURL(/\/dashboard\/owner\/venue-calendar\/\d+$/);
  await page.goto(`/dashboard/owner/venues/${venue.id}`);
  await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
  const entry = page.getByRole('main').getByRole('link', { name: /Randevu Yönetimi/ });
  await expect(entry.getByText(/^\d+ bekleyen istek$/)).toBeVisible();
  const badgeCount = Number((await entry.getByText(/bekleyen istek$/).textContent())!.split(' ')[0]);
  expect(badgeCount).toBeGreaterThanOrEqual(2);

  // Requests wait: the page opens on 'Bekleyenler' by itself.
  await entry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Randevu Yönetimi' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Bekleyenler' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/filter=pending/);

  const card = page.getByRole('article', { name: new RegExp(`${guests.confirm.first} ${guests.confirm.last}`) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Onay Bekliyor')).toBeVisible();
  // Shown as people write it (lib/format-phone.ts), dialled with the country code.
  const shown = guests.confirm.phone.replace(/^\+90(\d{3})(\d{3})(\d{2})(\d{2})$/, '0$1 $2 $3 $4');
  await expect(card.getByRole('link', { name: shown })).toHaveAttribute('href', `tel:${guests.confirm.phone}`);
  await expect(card.getByText(sub.name).first()).toBeVisible();
  await expect(card.getByText(expert.name)).toBeVisible();
  await expect(card.getByText('Sakal da düzeltilsin')).toBeVisible();
  await expect(card.getByText(new RegExp(`^${confirmTime}`))).toBeVisible();
  await expect(
    card.getByText(/^\d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4} \S+$/),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The login's success toast fades out over the page; audit the page itself once it has gone.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expectNoSevereViolations(page);

  // Confirm in one tap: no question, a toast (decision 071).
  await card.getByRole('button', { name: /^Onayla/ }).click();
  await expect(page.getByText('Randevu onaylandı', { exact: true })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // Under 'Bekleyenler' the confirmed request leaves the list; under 'Tümü' it shows its new badge.
  await expect(card).toHaveCount(0);
  await page.getByRole('tab', { name: 'Tümü' }).click();
  await expect(card.getByText('Onaylandı')).toBeVisible();
  await expect(card.getByRole('button', { name: /^Onayla/ })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Reddet/ })).toHaveCount(0);
  expect(await slots()).not.toContain(confirmTime);

  // Reject the second request with a reason: its time is offered again.
  const second = page.getByRole('article', { name: new RegExp(`${guests.reject.first} ${guests.reject.last}`) });
  await second.getByRole('button', { name: /^Reddet/ }).click();
  const rejectDialog = page.getByRole('alertdialog', { name: 'Randevu isteğini reddetmek istiyor musunuz?' });
  await expect(rejectDialog).toBeVisible();
  await expectNoSevereViolations(page, '[role="alertdialog"]');
  await rejectDialog.getByLabel(/Red nedeni/).fill('Uzmanımız o saatte eğitimde');
  await rejectDialog.getByRole('button', { name: 'Reddet', exact: true }).click();
  await expect(page.getByText('Randevu reddedildi.', { exact: true })).toBeVisible();
  await expect(second.getByText('İptal Edildi')).toBeVisible();
  await expect(second.getByText('Uzmanımız o saatte eğitimde')).toBeVisible();
  expect(await slots()).toContain(rejectTime);

  // The panel's badge went down by the two answered requests (other specs may add requests meanwhile, never remove them).
  await page.getByRole('link', { name: 'Mekan paneline dön' }).click();
  const after = page.getByRole('main').getByRole('link', { name: /Randevu Yönetimi/ });
  await expect(after).toBeVisible();
  await expect
    .poll(async () => {
      const badge = after.getByText(/bekleyen istek$/);
      return (await badge.count()) ? Number((await badge.textContent())!.split(' ')[0]) : 0;
    })
    .toBe(badgeCount - 2);

  expect(errors).toEqual([]);
});
