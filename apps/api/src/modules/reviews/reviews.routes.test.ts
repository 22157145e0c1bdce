import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerUser, type Session } from '../../../test/auth-helpers';
import { createOwner, createVenue } from '../../../test/factories';
import { invalid } from '../../../test/fixtures';
import { DAY, endedAppointment, HOUR, testClock, writeReview } from '../../../test/reviews';

const m = messages.reviews;
const clock = testClock();
let t: TestApp;
let user: Session;
let other: Session;
let venueId: number;

beforeAll(async () => {
  t = await buildTestApp({}, undefined, clock.now);
  [user, other] = [await registerUser(t.app), await registerUser(t.app)];
  venueId = (await createVenue(t.db, { ownerId: (await createOwner(t.db)).id })).id;
});
afterAll(() => t.close());

/** The user's appointment at the venue that ended `endedAgo` before the clock's now. */
const mine = (endedAgo: number, extra: Partial<Parameters<typeof endedAppointment>[1]> = {}) =>
  endedAppointment(t.db, { venueId, now: clock.now(), endedAgo, userId: user.user.id, ...extra });

const venueRating = async () => {
  const { data } = (await t.app.inject({ method: 'GET', url: `/api/venues/${venueId}` })).json();
  return { rating_average: data.rating_average, rating_count: data.rating_count };
};
const refused = (message: string, code: string) => ({ success: false, code, message });

describe('POST /api/user/appointments/:id/review', () => {
  it('reviews a completed appointment once (trimmed comment, masked author) and the venue counts it', async () => {
    const before = await venueRating();
    const appointment = await mine(2 * HOUR, { customerFirstName: 'Mehmet', customerLastName: 'Kılıç' });
    const res = await writeReview(t.app, user, appointment.id, { rating: 4, comment: '  Çok memnun kaldım.  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      appointment_id: appointment.id,
      author: 'Mehmet K.',
      created_at: clock.now().toISOString(),
      updated_at: clock.now().toISOString(),
      editable_until: new Date(clock.now().getTime() + 48 * HOUR).toISOString(),
      service_name: 'Saç Kesimi',
      front_desk: false,
      rating: 4,
      comment: 'Çok memnun kaldım.',
      reply: null,
    });
    expect(res.body).not.toContain('Kılıç');
    expect(await venueRating()).toEqual({ rating_average: 4, rating_count: before.rating_count + 1 });
  });

  it('takes a rating without a comment, and a blank comment as none', async () => {
    for (const comment of [undefined, '   ', null]) {
      const res = await writeReview(t.app, user, (await mine(3 * HOUR)).id, { rating: 5, comment });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.comment).toBeNull();
    }
  });

  it.each(['confirmed', 'no_show', 'cancelled', 'expired'] as const)(
    'refuses a %s appointment: 409, not completed',
    async (status) => {
      const res = await writeReview(t.app, user, (await mine(2 * HOUR, { status })).id, { rating: 5 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(refused(m.notCompleted, 'REVIEW_NOT_COMPLETED'));
    },
  );

  it('refuses before an hour has passed since the end: 409, too early', async () => {
    const res = await writeReview(t.app, user, (await mine(59 * 60_000)).id, { rating: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(refused(m.tooEarly, 'REVIEW_TOO_EARLY'));
  });

  it('takes it from the hour on, and up to 30 days after the end', async () => {
    expect((await writeReview(t.app, user, (await mine(HOUR)).id, { rating: 3 })).statusCode).toBe(201);
    expect((await writeReview(t.app, user, (await mine(30 * DAY - 60_000)).id, { rating: 3 })).statusCode).toBe(201);
  });

  it('refuses more than 30 days after the end: 409, too late', async () => {
    const res = await writeReview(t.app, user, (await mine(30 * DAY + 60_000)).id, { rating: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(refused(m.tooLate, 'REVIEW_TOO_LATE'));
  });

  it('refuses a second review of the same appointment: 409, already reviewed, the first unchanged', async () => {
    const appointment = await mine(2 * HOUR);
    expect((await writeReview(t.app, user, appointment.id, { rating: 5 })).statusCode).toBe(201);
    const before = await venueRating();
    const res = await writeReview(t.app, user, appointment.id, { rating: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(refused(m.alreadyReviewed, 'REVIEW_EXISTS'));
    expect(await venueRating()).toEqual(before);
  });

  it("answers another user's appointment, or an unknown one, 404 as the other my-appointments routes", async () => {
    const theirs = await endedAppointment(t.db, { venueId, now: clock.now(), endedAgo: 2 * HOUR, userId: other.user.id });
    for (const id of [theirs.id, 2_000_000_000]) {
      const res = await writeReview(t.app, user, id, { rating: 5 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: messages.myAppointments.missing });
    }
  });

  it('answers a bad rating 400 with the Turkish text', async () => {
    const appointment = await mine(2 * HOUR);
    for (const rating of [0, 6, 4.5, '5', null, undefined]) {
      const res = await writeReview(t.app, user, appointment.id, { rating, comment: 'İyi' });
      expect(res.statusCode, String(rating)).toBe(400);
      expect(res.json()).toEqual(invalid('rating', m.ratingInvalid));
    }
  });

  it('answers a comment over 1,000 characters 400, also when it is huge', async () => {
    const appointment = await mine(2 * HOUR);
    for (const comment of ['a'.repeat(1001), 'a'.repeat(100_000)]) {
      const res = await writeReview(t.app, user, appointment.id, { rating: 5, comment });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid('comment', m.commentTooLong));
    }
    expect((await writeReview(t.app, user, appointment.id, { rating: 5, comment: `  ${'a'.repeat(1000)}  ` })).statusCode).toBe(
      201,
    );
  });

  it.each([
    'Daha iyisi için www.rakipsalon.com',
    'Bakınız https://ornek.net/kampanya',
    'salon.com.tr adresine gelin',
    'Yazın: ayse@example.com',
    'Beni arayın 0532 123 45 67',
    'WhatsApp +90 (532) 123-45-67',
    'Numaram 05321234567',
  ])('refuses a link, an e-mail address or a phone number in the comment: %s', async (comment) => {
    const res = await writeReview(t.app, user, (await mine(2 * HOUR)).id, { rating: 5, comment });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid('comment', m.commentHasContact));
  });

  it('keeps digits and dots that are not contact details: prices, times, ratings', async () => {
    const comment = 'Saat 14.30 randevusu, 250 TL. Puanım 10 üzerinden 9. Teşekkürler.';
    const res = await writeReview(t.app, user, (await mine(2 * HOUR)).id, { rating: 5, comment });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('PUT /api/user/appointments/:id/review', () => {
  it('edits within 48 hours of writing: the rating and the venue sum change, the count does not', async () => {
    const appointment = await mine(2 * HOUR);
    expect((await writeReview(t.app, user, appointment.id, { rating: 2, comment: 'Geç kaldılar' })).statusCode).toBe(201);
    const before = await venueRating();
    const written = clock.now();
    clock.advance(47 * HOUR);
    try {
      const res = await writeReview(t.app, user, appointment.id, { rating: 4, comment: 'Özür dilediler' }, 'PUT');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        rating: 4,
        comment: 'Özür dilediler',
        created_at: written.toISOString(),
        updated_at: clock.now().toISOString(),
      });
      expect((await venueRating()).rating_count).toBe(before.rating_count);
    } finally {
      clock.set(written);
    }
  });

  it('refuses after 48 hours: 409, the review unchanged', async () => {
    const appointment = await mine(2 * HOUR);
    expect((await writeReview(t.app, user, appointment.id, { rating: 2 })).statusCode).toBe(201);
    const written = clock.now();
    clock.advance(48 * HOUR + 60_000);
    try {
      const res = await writeReview(t.app, user, appointment.id, { rating: 5 }, 'PUT');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(refused(m.editWindowClosed, 'REVIEW_EDIT_CLOSED'));
    } finally {
      clock.set(written);
    }
  });

  it('answers 404 when the appointment has no review yet, and for another user', async () => {
    const res = await writeReview(t.app, user, (await mine(2 * HOUR)).id, { rating: 5 }, 'PUT');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'REVIEW_NOT_FOUND', message: m.notReviewed });
    const theirs = await endedAppointment(t.db, { venueId, now: clock.now(), endedAgo: 2 * HOUR, userId: other.user.id });
    expect((await writeReview(t.app, other, theirs.id, { rating: 5 })).statusCode).toBe(201);
    const foreign = await writeReview(t.app, user, theirs.id, { rating: 1 }, 'PUT');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: messages.myAppointments.missing });
  });

  it('answers 401 without a session', async () => {
    const appointment = await mine(2 * HOUR);
    expect((await writeReview(t.app, null, appointment.id, { rating: 5 })).statusCode).toBe(401);
    expect((await writeReview(t.app, null, appointment.id, { rating: 5 }, 'PUT')).statusCode).toBe(401);
  });
});
