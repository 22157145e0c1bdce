import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import type { TestApp } from '../../../test/build-test-app';
import type { Session } from '../../../test/auth-helpers';
import { seedCustomersVenue, useCustomersSuite } from '../../../test/customers';
import { day } from '../../../test/fixtures';

/** The customer list's filters and orders (decision 091): no-shows, "no visit for N weeks", last visit, spent, visits. */
const m = messages.ownerCustomers;

const suite = useCustomersSuite();
let t: TestApp, owner: Session, stranger: Session, api: typeof suite.api;
beforeAll(() => ({ t, owner, stranger, api } = suite));

const person = (first: string, phone: string) => ({
  customerFirstName: first,
  customerLastName: 'Test',
  customerPhone: phone,
  customerEmail: '',
});
const ayse = person('Ayşe', '+905320000001');
const berk = person('Berk', '+905320000002');
const cem = person('Cem', '+905320000003');
const deniz = person('Deniz', '+905320000004');

/**
 * Ayşe: 3 visits (900 ₺, the last 60 days ago) and 2 no-shows this year (tagged). Berk: 1 visit 5 days ago (1,500 ₺)
 * and 1 no-show 400 days ago. Cem: only a booking ahead, the latest booker. Deniz: 2 visits (800 ₺), the last 140 days ago.
 */
async function seed(ownerId: number) {
  const venue = await seedCustomersVenue(t, ownerId);
  const { book } = venue;
  await book(day(-400), '10:00', berk, 'no_show');
  await book(day(-200), '10:00', deniz, 'completed', 400);
  await book(day(-140), '10:00', deniz, 'completed', 400);
  await book(day(-120), '10:00', ayse, 'completed', 300);
  await book(day(-90), '10:00', ayse, 'no_show');
  await book(day(-80), '10:00', ayse, 'completed', 300);
  await book(day(-60), '10:00', ayse, 'completed', 300);
  await book(day(-30), '10:00', ayse, 'no_show');
  await book(day(-5), '10:00', berk, 'completed', 1500);
  await book(day(8), '10:00', cem, 'confirmed', 500);
  return venue;
}

const names = (res: { json: () => { data: { first_name: string }[] } }) => res.json().data.map((c) => c.first_name);

describe('GET /api/owner/venues/{id}/customers: filters and orders', () => {
  it('filters the people with a no-show, and those with the tag (2 or more in 12 months)', async () => {
    const { venueId } = await seed(owner.user.id);
    const any = await api.list(venueId, '?no_show=any', owner);
    expect(any.statusCode, any.body).toBe(200);
    expect(names(any)).toEqual(['Berk', 'Ayşe']);
    expect(any.json().meta.total).toBe(2);
    const tagged = await api.list(venueId, '?no_show=tag', owner);
    expect(tagged.json()).toMatchObject({ data: [{ first_name: 'Ayşe' }], meta: { total: 1 } });
    expect(tagged.json().data[0]).toMatchObject({ no_shows: 2, no_shows_12m: 2, no_show_tag: true, visits: 3 });
    const berk = any.json().data[0];
    expect(berk).toMatchObject({ no_shows: 1, no_shows_12m: 0, no_show_tag: false });
  });

  it('filters the people whose last visit is more than N weeks ago; never visited is not among them', async () => {
    const { venueId } = await seed(owner.user.id);
    expect(names(await api.list(venueId, '?inactive_weeks=8', owner))).toEqual(['Ayşe', 'Deniz']);
    expect(names(await api.list(venueId, '?inactive_weeks=12', owner))).toEqual(['Deniz']);
    expect(names(await api.list(venueId, '?inactive_weeks=52', owner))).toEqual([]);
  });

  it.each([
    ['recent', ['Cem', 'Berk', 'Ayşe', 'Deniz']],
    ['last_visit', ['Berk', 'Ayşe', 'Deniz', 'Cem']],
    ['total_spent', ['Berk', 'Ayşe', 'Deniz', 'Cem']],
    ['visits', ['Ayşe', 'Deniz', 'Berk', 'Cem']],
  ])('sorts by %s, the largest first', async (sort, expected) => {
    const { venueId } = await seed(owner.user.id);
    expect(names(await api.list(venueId, `?sort=${sort}`, owner))).toEqual(expected);
  });

  it('answers each row’s spending and the default order without a sort', async () => {
    const { venueId } = await seed(owner.user.id);
    const rows = (await api.list(venueId, '?sort=total_spent', owner)).json().data;
    expect(rows.map((r: { total_spent: number }) => r.total_spent)).toEqual([1500, 900, 800, 0]);
    expect(names(await api.list(venueId, '', owner))).toEqual(['Cem', 'Berk', 'Ayşe', 'Deniz']);
  });

  it('combines the filters, the search, the order and the pages', async () => {
    const { venueId } = await seed(owner.user.id);
    expect(names(await api.list(venueId, '?no_show=any&sort=visits', owner))).toEqual(['Ayşe', 'Berk']);
    expect(names(await api.list(venueId, '?no_show=any&inactive_weeks=4', owner))).toEqual(['Ayşe']);
    expect(names(await api.list(venueId, '?q=ber&no_show=any', owner))).toEqual(['Berk']);
    expect(names(await api.list(venueId, '?q=cem&no_show=any', owner))).toEqual([]);
    const past = await api.list(venueId, '?no_show=any&page=3', owner);
    expect(past.json()).toMatchObject({ data: [], meta: { total: 2, page: 3 } });
  });

  it.each([
    ['an unknown no-show filter', '?no_show=often', { no_show: m.noShowFilterInvalid }],
    ['0 weeks', '?inactive_weeks=0', { inactive_weeks: 'Hafta sayısı 1 ile 520 arasında bir tam sayı olmalıdır.' }],
    ['521 weeks', '?inactive_weeks=521', { inactive_weeks: 'Hafta sayısı 1 ile 520 arasında bir tam sayı olmalıdır.' }],
    ['weeks in letters', '?inactive_weeks=abc', { inactive_weeks: 'Hafta sayısı 1 ile 520 arasında bir tam sayı olmalıdır.' }],
    ['weeks in fractions', '?inactive_weeks=1.5', { inactive_weeks: 'Hafta sayısı 1 ile 520 arasında bir tam sayı olmalıdır.' }],
    ['an unknown order', '?sort=name', { sort: 'Lütfen geçerli bir sıralama seçiniz.' }],
  ])('refuses %s with 400 and the Turkish text', async (_name, query, errors) => {
    const { venueId } = await seedCustomersVenue(t, owner.user.id);
    const res = await api.list(venueId, query, owner);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', errors });
    expect(m.noShowFilterInvalid).toBe('Lütfen geçerli bir gelmeme filtresi seçiniz.');
  });

  it('answers 404 for another owner’s venue whatever the filters', async () => {
    const { venueId } = await seed(stranger.user.id);
    for (const query of ['?no_show=tag', '?inactive_weeks=8&sort=visits', '?sort=nope']) {
      const res = await api.list(venueId, query, owner);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: messages.venues.notFound });
    }
  });
});
