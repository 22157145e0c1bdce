import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoOwner, demoUser } from './support/accounts';

/**
 * The demo user reviews their visit of a week ago at Selimiye Erkek Kuaförü from "Randevularım", the
 * venue's card shows the new average, the owner replies from the venue's reviews page, the reply shows on the venue
 * page under the reviews' disclosure, and the page's JSON-LD carries schema.org AggregateRating.
 */
const VENUE = 'Selimiye Erkek Kuaförü';
const COMMENT = 'Mehmet Usta çok özenli kesti, tam istediğim gibi oldu.';
const REPLY = 'Teşekkür ederiz Deniz Bey, yine bekleriz.';

async function signedIn(browser: Browser, account: { email: string; password: string }, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-posta', { exact: true }).fill(account.email);
  await page.getByLabel('Şifre', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/dashboard\//);
  return page;
}

async function selimiyeId(page: Page) {
  const search = await page.request.get('/api/venues/by-city-category/22/1?q=selimiye');
  const [listed] = (await search.json()).data as { id: number; prefix: string }[];
  return listed!;
}

test('a customer reviews a visit, the card shows the average, the owner replies, the reply and the JSON-LD are public', async ({
  browser,
}) => {
  // 1. The demo user rates last week's visit with 4 stars and a comment.
  const user = await signedIn(browser, demoUser);
  await user.goto('/dashboard/user/appointments');
  await user.getByRole('tab', { name: 'Geçmiş Randevular' }).click();
  const visit = user.getByRole('article', { name: VENUE });
  await visit.getByRole('button', { name: 'Değerlendir' }).click();
  const dialog = user.getByRole('dialog');
  // The stars are visually hidden native radios inside their labels: click the star, as a person does.
  const fourStars = dialog.getByRole('radio', { name: '4 yıldız' });
  await fourStars.locator('xpath=ancestor::label[1]').click();
  await expect(fourStars).toBeChecked();
  await dialog.getByLabel(/Yorum/).fill(COMMENT);
  await dialog.getByRole('button', { name: 'Değerlendirmeyi Gönder' }).click();
  await expect(user.getByText('Değerlendirmeniz için teşekkür ederiz.')).toBeVisible();
  await expect(visit.getByText(COMMENT)).toBeVisible();
  await user.context().close();

  // 2. The listing card shows the new average (one review, 4 stars).
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/companies?city=22&category=1&q=selimiye');
  await expect(visitor.getByLabel(/5 üzerinden 4(,0)? puan, 1 değerlendirme/)).toBeVisible();

  // 3. The owner replies from the venue's reviews page.
  const venue = await selimiyeId(visitor);
  const owner = await signedIn(browser, demoOwner);
  await owner.goto(`/dashboard/owner/venue-reviews/${venue.id}`);
  await expect(owner.getByRole('heading', { name: 'Değerlendirmeler', level: 1 })).toBeVisible();
  const review = owner.locator('article, li').filter({ hasText: COMMENT }).first();
  await review.getByRole('button', { name: 'Yanıtla' }).click();
  await owner.getByLabel(/Yanıt/).fill(REPLY);
  await owner.getByRole('button', { name: /Yanıtı (Yayınla|Kaydet|Gönder)/ }).click();
  await expect(owner.getByText('Yanıtınız yayınlandı.')).toBeVisible();
  await owner.context().close();

  // 4. The venue page shows the review, the reply and how reviews are collected.
  await visitor.goto(`/${venue.prefix}-${venue.id}`);
  // Below the fold, the reviews load as the visitor reaches them (HydrateWhenVisible).
  await visitor.getByRole('heading', { name: 'Değerlendirmeler', level: 2 }).scrollIntoViewIfNeeded();
  await expect(visitor.getByText('Yorumlar yalnızca bu işletmeden hizmet almış müşterilerimizden gelir')).toBeVisible();
  await expect(visitor.getByText(COMMENT)).toBeVisible();
  await expect(visitor.getByText(REPLY)).toBeVisible();
  await expect(visitor.getByText('İşletmenin yanıtı')).toBeVisible();
  await expect(visitor.getByText('Deniz Y.', { exact: true })).toBeVisible();

  // 5. The page's JSON-LD parses, and its AggregateRating has schema.org's fields with the right values.
  const html = await (await visitor.request.get(`/${venue.prefix}-${venue.id}`, { headers: { accept: 'text/html' } })).text();
  const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(block).not.toBeNull();
  const ld = JSON.parse(block![1]!) as Record<string, unknown> & {
    aggregateRating: Record<string, unknown>;
    review: Record<string, unknown>[];
  };
  expect(ld['@context']).toBe('https://schema.org');
  expect(ld['@type']).toBe('LocalBusiness');
  expect(ld.name).toBe(VENUE);
  expect(ld.aggregateRating).toEqual({
    '@type': 'AggregateRating',
    ratingValue: 4,
    ratingCount: 1,
    reviewCount: 1,
    bestRating: 5,
    worstRating: 1,
  });
  expect(ld.review).toEqual([
    {
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Deniz Y.' },
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      reviewBody: COMMENT,
    },
  ]);
  await visitor.context().close();
});
