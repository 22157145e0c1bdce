import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type PublicReview } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerUser, type Session } from '../../../test/auth-helpers';
import { createOwner, createVenue } from '../../../test/factories';
import { invalid } from '../../../test/fixtures';
import { endedAppointment, HOUR, testClock, writeReview } from '../../../test/reviews';
import { createReviewModerationService } from './review-moderation.service';

const clock = testClock(new Date(Date.now() - 10 * HOUR));
let t: TestApp;
let user: Session;
let venueId: number;
/** The reviews' ids by name, written an hour apart in this order. */
const ids: Record<string, number> = {};

const authors = [
  { key: 'a', first: 'Mehmet', last: 'Kılıç', rating: 3, comment: 'Ortalama.' },
  { key: 'b', first: 'zeynep', last: 'işcan', rating: 5, comment: null },
  { key: 'c', first: 'Ali', last: 'Öztürk', rating: 1, comment: 'Bekledim.' },
  { key: 'd', first: 'Ece', last: 'Şahin', rating: 4, comment: 'İyi.' },
];

beforeAll(async () => {
  t = await buildTestApp({}, undefined, clock.now);
  user = await registerUser(t.app);
  venueId = (await createVenue(t.db, { ownerId: (await createOwner(t.db)).id })).id;
  for (const a of authors) {
    const appointment = await endedAppointment(t.db, {
      venueId,
      now: clock.now(),
      endedAgo: 2 * HOUR,
      userId: user.user.id,
      customerFirstName: a.first,
      customerLastName: a.last,
      ...(a.key === 'd' ? { subServiceName: 'Erkek Saç Kesimi' } : {}),
    });
    const res = await writeReview(t.app, user, appointment.id, { rating: a.rating, comment: a.comment });
    expect(res.statusCode, res.body).toBe(201);
    ids[a.key] = res.json().data.id;
    clock.advance(HOUR);
  }
});
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/venues/${venueId}/reviews${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { success: true; data: PublicReview[]; meta: Record<string, unknown> };
};
const order = (body: { data: PublicReview[] }) => body.data.map((r) => Object.keys(ids).find((k) => ids[k] === r.id));

describe('GET /api/venues/:id/reviews', () => {
  it('answers the paged list: masked authors, date, service, rating, comment, reply; the meta with the rating', async () => {
    const body = await list();
    expect(body.meta).toEqual({ total: 4, page: 1, limit: 24, rating_average: 3.3, rating_count: 4 });
    expect(body.data[0]).toEqual({
      id: ids.d,
      author: 'Ece Ş.',
      created_at: expect.any(String),
      service_name: 'Erkek Saç Kesimi',
      front_desk: false,
      rating: 4,
      comment: 'İyi.',
      reply: null,
    });
    expect(body.data.map((r) => r.author)).toEqual(['Ece Ş.', 'Ali Ö.', 'zeynep İ.', 'Mehmet K.']);
    for (const last of ['Kılıç', 'işcan', 'Öztürk', 'Şahin']) expect(JSON.stringify(body)).not.toContain(last);
  });

  it('sorts newest first by default, and by highest or lowest rating', async () => {
    expect(order(await list())).toEqual(['d', 'c', 'b', 'a']);
    expect(order(await list('?sort=newest'))).toEqual(['d', 'c', 'b', 'a']);
    expect(order(await list('?sort=highest'))).toEqual(['b', 'd', 'a', 'c']);
    expect(order(await list('?sort=lowest'))).toEqual(['c', 'a', 'd', 'b']);
  });

  it('pages: the total on every page, an empty page past the end', async () => {
    const second = await list('?limit=3&page=2');
    expect(order(second)).toEqual(['a']);
    expect(second.meta).toMatchObject({ total: 4, page: 2, limit: 3 });
    const past = await list('?limit=3&page=3');
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ total: 4 });
  });

  it('refuses an unknown sort with the Turkish text, and answers an unknown venue 404', async () => {
    const bad = await t.app.inject({ method: 'GET', url: `/api/venues/${venueId}/reviews?sort=best` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(invalid('sort', messages.reviews.sortInvalid));
    const unknown = await t.app.inject({ method: 'GET', url: '/api/venues/2000000000/reviews' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: messages.venues.notFound });
  });

  it('neither lists nor counts a hidden review, here and on the venue page', async () => {
    const venueBefore = (await t.app.inject({ method: 'GET', url: `/api/venues/${venueId}` })).json().data;
    expect(venueBefore).toMatchObject({ rating_average: 3.3, rating_count: 4 });
    const moderation = createReviewModerationService({ db: t.db, cache: t.app.publicCache, now: clock.now });
    expect(await moderation.hide(ids.c!, 'Hakaret')).toBe('hidden');
    const body = await list();
    expect(order(body)).toEqual(['d', 'b', 'a']);
    expect(body.meta).toMatchObject({ total: 3, rating_average: 4, rating_count: 3 });
    const venueAfter = (await t.app.inject({ method: 'GET', url: `/api/venues/${venueId}` })).json().data;
    expect(venueAfter).toMatchObject({ rating_average: 4, rating_count: 3 });
  });
});
