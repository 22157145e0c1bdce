import { expect, test } from './support/test';
import { demoOwner } from './support/accounts';
import { openWeekday, trDate } from './support/dates';

interface Venue {
  id: number;
  prefix: string;
  name: string;
  experts: { id: number; name: string }[];
  sub_services: { id: number; service_id: number; name: string }[];
}

test('the demo owner closes a day on the rules page; the booking sheet marks it "Kapalı" and the API refuses it naming the closure', async ({
  page,
}) => {
  const search = await page.request.get('/api/venues/by-city-category/22/1?q=isil');
  const [listed] = (await search.json()).data as { id: number }[];
  const venue = (await (await page.request.get(`/api/venues/${listed!.id}`)).json()).data as Venue;
  const expert = venue.experts.find((e) => e.name === 'Derya Koç')!;
  const sub = venue.sub_services.find((s) => s.name === 'Fön')!;
  const date = await openWeekday(page.request, venue.id, 45 + (Date.now() % 7));
  const slotsUrl = `/api/experts/${expert.id}/available-times?date=${date}&service_id=${sub.service_id}&sub_service_id=${sub.id}`;
  const slots = async () => (await (await page.request.get(slotsUrl)).json()).data as string[];
  // Derya Koç's lunch break (demo data) already keeps 12:30–13:30 free.
  const before = await slots();
  expect(before).toContain('12:00');
  expect(before).not.toContain('12:30');
  expect(before).not.toContain('13:00');

  await page.goto('/login');
  await page.getByLabel('E-posta', { exact: true }).fill(demoOwner.email);
  await page.getByLabel('Şifre', { exact: true }).fill(demoOwner.password);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).last().click();
  await expect(page).toHaveURL(/\/dashboard\/owner\/venue-calendar\/\d+$/);
  await page.goto(`/dashboard/owner/venues/${venue.id}`);
  await page
    .getByRole('main')
    .getByRole('link', { name: /Müsaitlik kuralları/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/owner/venue-availability/${venue.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Müsaitlik Kuralları' })).toBeVisible();

  // The closure: one whole day.
  const closures = page.getByRole('region', { name: 'Mekan Kapanışları' });
  await closures.getByLabel('Başlangıç tarihi').fill(trDate(date));
  await closures.getByLabel('Bitiş tarihi').fill(trDate(date));
  await closures.getByLabel('Açıklama (isteğe bağlı)').fill('Tadilat');
  await closures.getByRole('button', { name: 'Kapanış Ekle' }).click();
  await expect(page.getByText('Kapanış eklendi.')).toBeVisible();

  // The day offers nothing any more, and a booking of it is refused with the rule's Turkish text.
  expect(await slots()).toEqual([]);
  const refused = await page.request.post('/api/appointments/public', {
    data: {
      first_name: 'Kapalı',
      last_name: 'Gün',
      email: `kapali.${Date.now()}@example.com`,
      phone: '+905321112233',
      expert_id: expert.id,
      venue_id: venue.id,
      service_id: sub.service_id,
      sub_service_id: sub.id,
      appointment_date: date,
      appointment_time: '10:00',
    },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({
    code: 'VENUE_CLOSED',
    message: 'İşletme seçtiğiniz tarihte kapalı. Lütfen başka bir tarih seçin.',
  });

  // The booking sheet marks the day in its date strip and does not let it be chosen.
  await page.goto(`/${venue.prefix}-${venue.id}/${sub.service_id}`);
  await page.getByRole('button', { name: 'Devam Et' }).click();
  const sheet = page.getByRole('dialog', { name: 'Randevu Oluştur' });
  await expect(sheet).toBeVisible();
  const day = sheet.getByRole('radiogroup', { name: 'Tarih' }).locator(`input[value="${date}"]`);
  for (let i = 0; i < 12 && (await day.count()) === 0; i++) {
    await sheet.getByRole('button', { name: 'Sonraki hafta' }).click();
  }
  await expect(day).toHaveAttribute('aria-disabled', 'true');
  await expect(day).toHaveAccessibleName(/, Kapalı$/);
  await page.keyboard.press('Escape');

  // The owner removes the closure again: the day is bookable at once.
  await page.goto(`/dashboard/owner/venue-availability/${venue.id}`);
  await page
    .getByRole('region', { name: 'Mekan Kapanışları' })
    .getByRole('button', { name: /kapanışını sil$/ })
    .first()
    .click();
  await expect(page.getByText('Kapanış silindi.')).toBeVisible();
  expect(await slots()).toEqual(before);
});

test('the demo owner sets a stricter cancellation notice on the rules page and the API answers it', async ({ page }) => {
  const search = await page.request.get('/api/venues/by-city-category/22/1?q=isil');
  const [listed] = (await search.json()).data as { id: number }[];
  const venueId = listed!.id;

  await page.goto('/login');
  await page.getByLabel('E-posta', { exact: true }).fill(demoOwner.email);
  await page.getByLabel('Şifre', { exact: true }).fill(demoOwner.password);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).last().click();
  await expect(page).toHaveURL(/\/dashboard\/owner\/venue-calendar\/\d+$/);
  await page.goto(`/dashboard/owner/venue-availability/${venueId}`);
  const rules = page.getByRole('region', { name: 'Randevu Kuralları' });
  const notice = rules.getByLabel('İptal için son süre (saat)');
  await expect(notice).toHaveValue('2');
  await notice.fill('24');
  await rules.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Kurallar kaydedildi.')).toBeVisible();
  // The page's session cookie goes with the context's requests.
  const read = await page.request.get(`/api/owner/venues/${venueId}/booking-rules`);
  expect((await read.json()).data).toMatchObject({ cancellation_notice_hours: 24, min_notice_minutes: 60, horizon_days: 90 });

  // Back to the default, so the other journeys see the venue as the demo made it.
  await notice.fill('2');
  await rules.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Kurallar kaydedildi.').first()).toBeVisible();
});
