import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createOwner, createVenue } from '../../../test/factories';
import { appointmentRow, invalid } from '../../../test/fixtures';
import { DAY, endedAppointment, HOUR, testClock } from '../../../test/reviews';
import { issueManageToken } from '../manage/manage.service';

const m = messages.reviews;
const linkInvalid = { success: false, code: 'MANAGE_LINK_INVALID', message: messages.manage.linkInvalid };
const clock = testClock();
let t: TestApp;
let venueId: number;

beforeAll(async () => {
  t = await buildTestApp({ limits: { manageLinkPerIp: 10_000 } }, undefined, clock.now);
  venueId = (await createVenue(t.db, { ownerId: (await createOwner(t.db)).id })).id;
});
afterAll(() => t.close());

/** A guest's appointment that ended `endedAgo` ago, and its manage link's token. */
async function guestAppointment(endedAgo: number, status: 'completed' | 'confirmed' | 'no_show' = 'completed') {
  const row = await endedAppointment(t.db, { venueId, now: clock.now(), endedAgo, status });
  return { row, token: await issueManageToken(t.db, row.id) };
}
const review = (app: TestApp['app'], token: string, payload: unknown, method: 'POST' | 'PUT' = 'POST') =>
  app.inject({ method, url: `/api/manage/${token}/review`, payload: payload as object });

describe('POST/PUT /api/manage/:token/review', () => {
  it("reviews the link's completed appointment once, then edits it within 48 hours", async () => {
    const { row, token } = await guestAppointment(3 * HOUR);
    const res = await review(t.app, token, { rating: 5, comment: 'Harika bir deneyimdi.' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toMatchObject({ appointment_id: row.id, author: 'Mehmet D.', rating: 5 });
    const again = await review(t.app, token, { rating: 4 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, code: 'REVIEW_EXISTS', message: m.alreadyReviewed });
    const edited = await review(t.app, token, { rating: 4, comment: 'Yine de iyi.' }, 'PUT');
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ rating: 4, comment: 'Yine de iyi.' });
    const venue = (await t.app.inject({ method: 'GET', url: `/api/venues/${venueId}` })).json().data;
    expect(venue).toMatchObject({ rating_average: 4, rating_count: 1 });
  });

  it('refuses too early and not completed with 409 and the Turkish texts', async () => {
    const early = await guestAppointment(30 * 60_000);
    expect((await review(t.app, early.token, { rating: 5 })).json()).toEqual({
      success: false,
      code: 'REVIEW_TOO_EARLY',
      message: m.tooEarly,
    });
    const noShow = await guestAppointment(3 * HOUR, 'no_show');
    const res = await review(t.app, noShow.token, { rating: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, code: 'REVIEW_NOT_COMPLETED', message: m.notCompleted });
  });

  it("a guest's visit the link's own sweep completes is not reviewable before the owner's correction window closed (decision 053)", async () => {
    const { row, token } = await guestAppointment(2 * HOUR, 'confirmed');
    const res = await review(t.app, token, { rating: 1, comment: 'Rezalet.' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, code: 'REVIEW_TOO_EARLY', message: m.tooEarlyUnconfirmed });
    expect(await appointmentRow(t.db, row.id)).toMatchObject({ status: 'completed', completedBy: 'system' });
    clock.set(new Date(row.startsAt.getTime() + 7 * DAY));
    try {
      expect((await review(t.app, token, { rating: 1 })).statusCode).toBe(201);
    } finally {
      clock.set(new Date());
    }
  });

  it('answers a link more than 30 days after the end, and a wrong token, the link’s 404', async () => {
    const { token } = await guestAppointment(31 * DAY);
    for (const bad of [token, randomBytes(16).toString('base64url')]) {
      const res = await review(t.app, bad, { rating: 5 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(linkInvalid);
    }
  });

  it('refuses a bad body 400 with the Turkish text, a comment with a phone number too', async () => {
    const { token } = await guestAppointment(3 * HOUR);
    expect((await review(t.app, token, { rating: 9 })).json()).toEqual(invalid('rating', m.ratingInvalid));
    const phone = await review(t.app, token, { rating: 5, comment: 'Arayın: 0532 111 22 33' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toEqual(invalid('comment', m.commentHasContact));
  });

  it("counts against the manage link's address limit: 429 with the Turkish text", async () => {
    const limited = await buildTestApp({ limits: { manageLinkPerIp: 2 } }, undefined, clock.now);
    try {
      const token = await issueManageToken(
        limited.db,
        (
          await endedAppointment(limited.db, {
            venueId: (await createVenue(limited.db, { ownerId: (await createOwner(limited.db)).id })).id,
            now: clock.now(),
            endedAgo: 3 * HOUR,
          })
        ).id,
      );
      expect((await review(limited.app, token, { rating: 5 })).statusCode).toBe(201);
      expect((await review(limited.app, token, { rating: 4 }, 'PUT')).statusCode).toBe(200);
      const res = await review(limited.app, token, { rating: 3 }, 'PUT');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ success: false, message: messages.manage.rateLimited });
    } finally {
      await limited.close();
    }
  });
});
