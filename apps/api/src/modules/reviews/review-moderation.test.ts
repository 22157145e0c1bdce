import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { queryRows } from '../../db/client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createExpert, createOwner, createReview, createVenue } from '../../../test/factories';
import { endedAppointment, HOUR } from '../../../test/reviews';
import { createReviewModerationService } from './review-moderation.service';
import { createReviewsService } from './reviews.service';

let t: TestApp;
const now = () => new Date();
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const moderation = () => createReviewModerationService({ db: t.db, cache: t.app.publicCache, now });

/** The venue's kept rating and the same figures computed from the visible reviews that count (decision 053). */
async function kept(venueId: number) {
  const [row] = await queryRows<{ count: number; sum: number; avg: string | null; rc: number; rs: number }>(
    t.db,
    sql`select (select count(*)::int from reviews where venue_id = ${venueId} and hidden_at is null and counted) as count,
               (select coalesce(sum(rating), 0)::int from reviews where venue_id = ${venueId} and hidden_at is null and counted) as sum,
               (select round(avg(rating), 1)::text from reviews where venue_id = ${venueId} and hidden_at is null and counted) as avg,
               v.rating_count as rc, v.rating_sum as rs
        from venues v where v.id = ${venueId}`,
  );
  return row!;
}

describe('moderation (npm run reviews:moderate)', () => {
  it('lists reported reviews and hides one with its reason: the rating drops it, the venue page at once', async () => {
    const venueId = (await createVenue(t.db, { ownerId: (await createOwner(t.db)).id })).id;
    const expertId = (await createExpert(t.db, { venueId })).id;
    const keep = await createReview(t.db, { venueId, expertId, rating: 5 });
    const bad = await createReview(t.db, { venueId, expertId, rating: 1 });
    await t.db.execute(sql`insert into review_reports (review_id, owner_id, reason)
                           select ${bad.id}, owner_id, 'Hakaret' from venues where id = ${venueId}`);
    const page = async () => (await t.app.inject({ method: 'GET', url: `/api/venues/${venueId}` })).json().data;
    expect(await page()).toMatchObject({ rating_average: 3, rating_count: 2 });

    const reported = await moderation().listReported();
    expect(reported.find((r) => r.id === bad.id)).toMatchObject({ rating: 1, reasons: ['Hakaret'], hidden_at: null });
    expect(reported.find((r) => r.id === keep.id)).toBeUndefined();

    expect(await moderation().hide(bad.id, 'Hakaret içeriyor')).toBe('hidden');
    expect(await page()).toMatchObject({ rating_average: 5, rating_count: 1 });
    const [row] = await queryRows<{ hidden_reason: string }>(t.db, sql`select hidden_reason from reviews where id = ${bad.id}`);
    expect(row!.hidden_reason).toBe('Hakaret içeriyor');
    expect(await moderation().hide(bad.id, 'Yine')).toBe('already_hidden');
    expect(await moderation().hide(2_000_000_000, 'Yok')).toBe('not_found');
    expect(await kept(venueId)).toMatchObject({ rc: 1, rs: 5 });
  });

  it('refuses the author an edit of a hidden review', async () => {
    const venueId = (await createVenue(t.db, { ownerId: (await createOwner(t.db)).id })).id;
    const expertId = (await createExpert(t.db, { venueId })).id;
    const review = await createReview(t.db, { venueId, expertId, rating: 1 });
    await moderation().hide(review.id, 'Spam');
    const reviews = createReviewsService({ db: t.db, cache: t.app.publicCache, now });
    const missing = () => new Error('missing');
    await expect(reviews.update(review.appointmentId, { missing }, { rating: 5, comment: null })).rejects.toMatchObject({
      statusCode: 409,
      message: messages.reviews.hidden,
    });
  });
});

describe("the venue's kept rating", () => {
  it('equals a direct SQL count, sum and avg of the visible reviews after any sequence of inserts, edits and hides', async () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('insert' as const), rating: fc.integer({ min: 1, max: 5 }), frontDesk: fc.boolean() }),
      fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), rating: fc.integer({ min: 1, max: 5 }) }),
      fc.record({ kind: fc.constant('hide' as const), pick: fc.nat() }),
    );
    const reviews = createReviewsService({ db: t.db, cache: t.app.publicCache, now });
    const missing = () => new Error('missing');
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const venueId = (await createVenue(t.db, { ownerId: (await createOwner(t.db)).id })).id;
        const expertId = (await createExpert(t.db, { venueId })).id;
        const written: { id: number; appointmentId: number }[] = [];
        for (const o of ops) {
          if (o.kind === 'insert') {
            const a = await endedAppointment(t.db, { venueId, expertId, now: now(), endedAgo: 2 * HOUR });
            if (o.frontDesk) await t.db.execute(sql`update appointments set booked_by = 'owner' where id = ${a.id}`);
            const r = await reviews.create(a.id, { missing }, { rating: o.rating, comment: null });
            written.push({ id: r.id, appointmentId: a.id });
          } else if (written.length) {
            const target = written[o.pick % written.length]!;
            if (o.kind === 'hide') await moderation().hide(target.id, 'Test');
            else await reviews.update(target.appointmentId, { missing }, { rating: o.rating, comment: null }).catch(() => {});
          }
        }
        const k = await kept(venueId);
        expect([k.rc, k.rs]).toEqual([k.count, k.sum]);
        const page = (await t.app.inject({ method: 'GET', url: `/api/venues/${venueId}` })).json().data;
        expect(page.rating_count).toBe(k.count);
        expect(page.rating_average).toBe(k.avg === null ? null : Number(k.avg));
      }),
      { numRuns: 15 },
    );
  });
});

describe('the contact re-check (npm run reviews:moderate -- --recheck)', () => {
  it("hides stored reviews and replies that fail today's contact rule, with a reason; the rating drops them; idempotent", async () => {
    const venueId = (await createVenue(t.db, { ownerId: (await createOwner(t.db)).id })).id;
    const expertId = (await createExpert(t.db, { venueId })).id;
    const clean = await createReview(t.db, { venueId, expertId, rating: 5 });
    const link = await createReview(t.db, { venueId, expertId, rating: 1 });
    const phone = await createReview(t.db, { venueId, expertId, rating: 2 });
    await t.db.execute(sql`update reviews set comment = case id
                             when ${clean.id} then 'Saat 14.30''da geldim, 2 saat sürdü. 350 TL, 5/5'
                             when ${link.id} then 'Daha iyisi: bit.ly/kotusalon'
                             else 'Ara: 0532/123/45/67' end,
                           reply = case id when ${clean.id} then 'Bize yazın: t.me/salonumuz' else null end,
                           replied_at = case id when ${clean.id} then now() else null end
                           where venue_id = ${venueId}`);
    const first = await moderation().recheck();
    expect(first.reviews).toBeGreaterThanOrEqual(2);
    expect(first.replies).toBeGreaterThanOrEqual(1);
    const rows = await queryRows<{
      id: number;
      hidden_kind: string | null;
      hidden_reason: string | null;
      reply_hidden_reason: string | null;
    }>(
      t.db,
      sql`select id, hidden_kind, hidden_reason, reply_hidden_reason from reviews where venue_id = ${venueId} order by id`,
    );
    const recheck = 'Yorum bağlantı, e-posta adresi veya telefon numarası içeriyor (yeniden denetim).';
    expect(rows).toEqual([
      {
        id: clean.id,
        hidden_kind: null,
        hidden_reason: null,
        reply_hidden_reason: 'Yanıt bağlantı, e-posta adresi veya telefon numarası içeriyor (yeniden denetim).',
      },
      { id: link.id, hidden_kind: 'recheck', hidden_reason: recheck, reply_hidden_reason: null },
      { id: phone.id, hidden_kind: 'recheck', hidden_reason: recheck, reply_hidden_reason: null },
    ]);
    expect(await kept(venueId)).toMatchObject({ count: 1, sum: 5, rc: 1, rs: 5 });
    const [shown] = (await t.app.inject({ method: 'GET', url: `/api/venues/${venueId}/reviews` })).json().data;
    expect(shown).toMatchObject({ id: clean.id, reply: null });
    expect(await moderation().recheck()).toEqual({ reviews: 0, replies: 0 });
  });
});
