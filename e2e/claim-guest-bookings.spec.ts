import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { uniqueEmail } from './support/accounts';
import { openWeekday } from './support/dates';

const PASSWORD = 'Gizli.Sifre123';

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

/** The newest verification code e-mailed to `email`, read from the development outbox. */
async function codeFromOutbox(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.get('/api/dev/outbox');
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { to: string; kind: string; text: string }[] };
  const code = data.find((m) => m.to === email && m.kind === 'email_verification_code')?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, 'a verification code in the outbox').toBeTruthy();
  return code!;
}

/** Screenshots for review when SCREENSHOT_DIR is set (375 px and 1280 px). */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const size = page.viewportSize()!;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

test('a guest books, registers with the same e-mail, verifies it with the e-mailed code and sees the booking in Randevularım', async ({
  page,
  request,
}) => {
  test.slow();
  const venue = await selimiye(request);
  const expert = venue.experts.find((e) => e.name === 'Emre Yıldız')!;
  const cut = venue.sub_services.find((s) => s.name === 'Erkek Saç Kesimi')!;
  // Weeks beyond the other specs' bookings.
  const date = await openWeekday(request, venue.id, 56 + (Date.now() % 7));
  const slotsUrl = `/api/experts/${expert.id}/available-times?date=${date}&service_id=${cut.service_id}&sub_service_id=${cut.id}`;
  const free = (await (await request.get(slotsUrl)).json()).data as string[];
  expect(free.length).toBeGreaterThan(0);
  const email = uniqueEmail('misafir');
  const booked = await request.post('/api/appointments/public', {
    data: {
      first_name: 'Misafir',
      last_name: 'Kullanıcı',
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

  await page.goto('/register');
  await page.getByLabel('Ad', { exact: true }).fill('Misafir');
  await page.getByLabel('Soyad', { exact: true }).fill('Kullanıcı');
  await page.getByLabel('E-posta', { exact: true }).fill(email);
  await page.getByLabel('Telefon', { exact: true }).fill('05351234567');
  await page.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Şifre (tekrar)', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user/);

  await page.goto('/dashboard/user/appointments');
  const card = page.getByRole('region', { name: 'E-postanızı doğrulayın' });
  await expect(card).toBeVisible();
  await expect(
    card.getByText(`${email} adresini doğruladığınızda bu adresle misafir olarak aldığınız randevular burada görünür.`),
  ).toBeVisible();
  // Not claimed before the address is verified.
  await expect(page.getByText('Henüz alınmış bir randevunuz yok.')).toBeVisible();
  await shoot(page, 'claim-card');

  await card.getByRole('button', { name: 'Kod gönder' }).click();
  await expect(card.getByText(`Kodu gönderdiğimiz adres: ${email}`)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Tekrar gönder' })).toBeDisabled();
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-sonner-toaster]')
    .analyze();
  expect(result.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await shoot(page, 'claim-code');

  await card.getByLabel('Doğrulama kodu').fill(await codeFromOutbox(request, email));
  await card.getByRole('button', { name: 'Doğrula' }).click();
  await expect(page.getByText("E-posta adresiniz doğrulandı. 1 misafir randevunuz Randevularım'a eklendi.")).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('article').filter({ hasText: venue.name })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Emre Yıldız' })).toBeVisible();
  await shoot(page, 'claim-done');
});
