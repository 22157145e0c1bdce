import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { reviewReports } from '../../db/schema';
import { useOwnerSuite } from '../../../test/owner-suite';
import { createExpert, createReview, createVenue } from '../../../test/factories';
import { invalid } from '../../../test/fixtures';
import { injectAs } from '../../../test/requests';
import { createReviewModerationService } from './review-moderation.service';

const m = messages.reviews;
const s = useOwnerSuite();
let venueId: number;
let reviewId: number;
let hiddenId: number;
let strangerReviewId: number;

beforeAll(async () => {
  venueId = (await createVenue(s.t.db, { ownerId: s.owner.user.id })).id;
  const expertId = (await createExpert(s.t.db, { venueId })).id;
  reviewId = (await createReview(s.t.db, { venueId, expertId, rating: 2, customerFirstName: 'Can', customerLastName: 'Yurt' }))
    .id;
  hiddenId = (await createReview(s.t.db, { venueId, expertId, rating: 1 })).id;
  const moderation = createReviewModerationService({ db: s.t.db, cache: s.t.app.publicCache, now: () => new Date() });
  await moderation.hide(hiddenId, 'Küfür');
  const strangerVenueId = (await createVenue(s.t.db, { ownerId: s.stranger.user.id })).id;
  const strangerExpertId = (await createExpert(s.t.db, { venueId: strangerVenueId })).id;
  strangerReviewId = (await createReview(s.t.db, { venueId: strangerVenueId, expertId: strangerExpertId })).id;
});

const publicReview = async (id: number) =>
  ((await s.t.app.inject({ method: 'GET', url: `/api/venues/${venueId}/reviews` })).json().data as { id: number }[]).find(
    (r) => r.id === id,
  );

describe('GET /api/owner/venues/:id/reviews', () => {
  it("lists every review of the owner's venue, the hidden one marked", async () => {
    const res = await injectAs(s.t.app, 'GET', `/api/owner/venues/${venueId}/reviews`, s.owner);
    expect(res.statusCode, res.body).toBe(200);
    const { data, meta } = res.json();
    expect(meta).toMatchObject({ total: 2, rating_count: 1, rating_average: 2 });
    expect(data.map((r: { id: number; hidden: boolean }) => [r.id, r.hidden]).sort()).toEqual(
      [
        [reviewId, false],
        [hiddenId, true],
      ].sort(),
    );
    expect(data.find((r: { id: number }) => r.id === reviewId)).toMatchObject({ author: 'Can Y.', reported: false });
  });

  it("answers another owner's venue 404, a user 403, 401 without a session", async () => {
    const url = `/api/owner/venues/${venueId}/reviews`;
    expect((await injectAs(s.t.app, 'GET', url, s.stranger)).statusCode).toBe(404);
    expect((await injectAs(s.t.app, 'GET', url, s.user)).statusCode).toBe(403);
    expect((await injectAs(s.t.app, 'GET', url, null)).statusCode).toBe(401);
  });
});

describe('PUT /api/owner/reviews/:id/reply', () => {
  const url = (id: number) => `/api/owner/reviews/${id}/reply`;

  it('writes the one public reply, and writing again replaces it', async () => {
    const first = await injectAs(s.t.app, 'PUT', url(reviewId), s.owner, { reply: '  Geri bildiriminiz için teşekkürler.  ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.reply).toEqual({ text: 'Geri bildiriminiz için teşekkürler.', replied_at: expect.any(String) });
    const second = await injectAs(s.t.app, 'PUT', url(reviewId), s.owner, { reply: 'Tekrar bekleriz.' });
    expect(second.statusCode).toBe(200);
    expect((await publicReview(reviewId)) as unknown).toMatchObject({ reply: { text: 'Tekrar bekleriz.' } });
  });

  it('refuses a blank reply, one over 1,000 characters and one with contact details, with the Turkish texts', async () => {
    for (const [reply, message] of [
      ['   ', m.replyRequired],
      ['a'.repeat(1001), m.replyTooLong],
      ['Bize yazın: salon@example.com', m.replyHasContact],
      ['Arayın 0284 212 00 00', m.replyHasContact],
      ['www.salonumuz.com', m.replyHasContact],
    ] as const) {
      const res = await injectAs(s.t.app, 'PUT', url(reviewId), s.owner, { reply });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid('reply', message));
    }
  });

  it("answers another owner's review 404 (before the body), a user 403, 401 without a session", async () => {
    for (const body of [{ reply: 'Merhaba' }, { reply: '' }]) {
      const res = await injectAs(s.t.app, 'PUT', url(strangerReviewId), s.owner, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, code: 'REVIEW_NOT_FOUND', message: m.notFound });
    }
    expect((await injectAs(s.t.app, 'PUT', url(reviewId), s.user, { reply: 'x' })).statusCode).toBe(403);
    expect((await injectAs(s.t.app, 'PUT', url(reviewId), null, { reply: 'x' })).statusCode).toBe(401);
  });
});

describe('POST /api/owner/reviews/:id/report', () => {
  const url = (id: number) => `/api/owner/reviews/${id}/report`;

  it('records the report; the review stays public and nothing of the report shows', async () => {
    const res = await injectAs(s.t.app, 'POST', url(reviewId), s.owner, { reason: 'Müşterimiz değil' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ id: reviewId, reported: true, hidden: false });
    const rows = await s.t.db.select().from(reviewReports).where(eq(reviewReports.reviewId, reviewId));
    expect(rows).toEqual([expect.objectContaining({ ownerId: s.owner.user.id, reason: 'Müşterimiz değil' })]);
    const shown = await publicReview(reviewId);
    expect(shown).toBeDefined();
    expect(JSON.stringify(shown)).not.toContain('Müşterimiz değil');
    expect(shown).not.toHaveProperty('reported');
  });

  it('refuses a blank reason with the Turkish text', async () => {
    const res = await injectAs(s.t.app, 'POST', url(reviewId), s.owner, { reason: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid('reason', m.reportReasonRequired));
  });

  it("answers another owner's review 404, a user 403, 401 without a session", async () => {
    expect((await injectAs(s.t.app, 'POST', url(strangerReviewId), s.owner, { reason: 'x' })).statusCode).toBe(404);
    expect((await injectAs(s.t.app, 'POST', url(reviewId), s.user, { reason: 'x' })).statusCode).toBe(403);
    expect((await injectAs(s.t.app, 'POST', url(reviewId), null, { reason: 'x' })).statusCode).toBe(401);
  });

  it('gives the owner no way to hide or delete a review', async () => {
    for (const method of ['DELETE', 'PATCH'] as const) {
      const res = await injectAs(s.t.app, method, `/api/owner/reviews/${reviewId}`, s.owner);
      expect(res.statusCode).toBe(404);
    }
    expect(await publicReview(reviewId)).toBeDefined();
  });
});
