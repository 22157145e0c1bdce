import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerUser, type Session } from '../../../test/auth-helpers';
import { createOwner, createVenue } from '../../../test/factories';
import { countQueries } from '../../../test/count-queries';
import { injectAs } from '../../../test/requests';
import { DAY, endedAppointment, HOUR, testClock, writeReview } from '../../../test/reviews';
import { issueManageToken } from '../manage/manage.service';

/** The customer's appointments (list and manage link) carry their review and the review window's end. */
const clock = testClock();
let t: TestApp;
let user: Session;
let venueId: number;

beforeAll(async () => {
  t = await buildTestApp({ limits: { manageLinkPerIp: 10_000 } }, undefined, clock.now);
  user = await registerUser(t.app);
  venueId = (await createVenue(t.db, { ownerId: (await createOwner(t.db)).id })).id;
});
afterAll(() => t.close());

const mine = (endedAgo: number, status?: 'completed' | 'no_show' | 'cancelled', userId = user.user.id) =>
  endedAppointment(t.db, { venueId, now: clock.now(), endedAgo, userId, ...(status ? { status } : {}) });
const windowEnd = (endsAt: Date) => new Date(endsAt.getTime() + 30 * DAY).toISOString();
const list = async (session: Session) => {
  const res = await injectAs(t.app, 'GET', '/api/user/appointments', session);
  expect(res.statusCode, res.body).toBe(200);
  return new Map((res.json().data as { id: number }[]).map((a) => [a.id, a as Record<string, unknown>]));
};

describe('GET /api/user/appointments: review fields', () => {
  it('gives a completed appointment without a review its window, one with a review the review, others nulls', async () => {
    const open = await mine(2 * HOUR);
    const reviewed = await mine(3 * HOUR);
    const noShow = await mine(4 * HOUR, 'no_show');
    const written = await writeReview(t.app, user, reviewed.id, { rating: 4, comment: 'Güzeldi.' });
    expect(written.statusCode, written.body).toBe(201);
    const items = await list(user);
    expect(items.get(open.id)).toMatchObject({ review: null, review_window_ends_at: windowEnd(open.endsAt) });
    expect(items.get(reviewed.id)).toMatchObject({
      review: written.json().data,
      review_window_ends_at: windowEnd(reviewed.endsAt),
    });
    expect(items.get(noShow.id)).toMatchObject({ review: null, review_window_ends_at: null });
  });

  it('keeps the window end for an appointment past it (the web offers nothing then)', async () => {
    const old = await mine(31 * DAY);
    expect((await list(user)).get(old.id)).toMatchObject({ review: null, review_window_ends_at: windowEnd(old.endsAt) });
  });

  it('never shows another user’s review', async () => {
    const other = await registerUser(t.app);
    const theirs = await mine(2 * HOUR, undefined, other.user.id);
    expect((await writeReview(t.app, other, theirs.id, { rating: 2 })).statusCode).toBe(201);
    expect((await list(user)).has(theirs.id)).toBe(false);
    expect((await list(other)).get(theirs.id)).toMatchObject({ review: expect.objectContaining({ rating: 2 }) });
  });

  it('reads the reviews of the whole list in one statement, however many there are', async () => {
    const ayse = await registerUser(t.app);
    const listed = () =>
      countQueries(t.db, async () => {
        await list(ayse);
      });
    const first = await mine(2 * HOUR, undefined, ayse.user.id);
    await writeReview(t.app, ayse, first.id, { rating: 5 });
    const one = await listed();
    for (let i = 0; i < 4; i++) {
      const a = await mine((3 + i) * HOUR, undefined, ayse.user.id);
      await writeReview(t.app, ayse, a.id, { rating: 3 });
    }
    expect(await listed()).toBe(one);
  });
});

describe('GET /api/manage/:token: review fields', () => {
  const read = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/manage/${token}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('carries the window for a completed appointment without a review, then the review once written', async () => {
    const row = await endedAppointment(t.db, { venueId, now: clock.now(), endedAgo: 2 * HOUR });
    const token = await issueManageToken(t.db, row.id);
    expect(await read(token)).toMatchObject({ review: null, review_window_ends_at: windowEnd(row.endsAt) });
    const res = await t.app.inject({ method: 'POST', url: `/api/manage/${token}/review`, payload: { rating: 5 } });
    expect(res.statusCode, res.body).toBe(201);
    expect(await read(token)).toMatchObject({ review: res.json().data, review_window_ends_at: windowEnd(row.endsAt) });
  });

  it('carries nulls for an appointment that is not completed', async () => {
    const row = await endedAppointment(t.db, { venueId, now: clock.now(), endedAgo: 2 * HOUR, status: 'no_show' });
    expect(await read(await issueManageToken(t.db, row.id))).toMatchObject({ review: null, review_window_ends_at: null });
  });
});
