/**
 * Decision 053: reviews that cannot be faked. A visit the completion job completed is reviewable only once the owner
 * could no longer say "Gelmedi" (the owner's "Geldi" opens it an hour after the end, as before), and the owner's
 * "Gelmedi" within the window takes down a review already written; a front-desk booking's review is shown, marked,
 * and not counted; a booking made with the owner's own contact cannot be reviewed; a burst of first-time contacts'
 * reviews is held for moderation; a health venue's reviews name no service and show initials.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages, type PublicReview } from '@randevu/contracts';
import { queryRows } from '../../db/client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, registerUser, type Session } from '../../../test/auth-helpers';
import { createVenue } from '../../../test/factories';
import { appointmentRow } from '../../../test/fixtures';
import { runCompletionJob } from '../../../test/completion-job';
import { injectAs } from '../../../test/requests';
import { DAY, endedAppointment, HOUR, testClock, writeReview } from '../../../test/reviews';
import { createReviewModerationService } from './review-moderation.service';

const m = messages.reviews;
const clock = testClock();
let t: TestApp;
let owner: Session;
let user: Session;
let venueId: number;

beforeAll(async () => {
  t = await buildTestApp({}, undefined, clock.now);
  owner = await registerOwner(t.app, { email: 'sahip.guven@example.com', phone: '2125551234' });
  user = await registerUser(t.app);
  venueId = (await createVenue(t.db, { ownerId: owner.user.id })).id;
});
afterAll(() => t.close());

const refused = (message: string, code: string) => ({ success: false, code, message });
const setStatus = (id: number, status: string) =>
  injectAs(t.app, 'PUT', `/api/owner/appointments/${id}/status`, owner, { status });
const publicList = async (venue = venueId) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/venues/${venue}/reviews?limit=100` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: PublicReview[]; meta: { rating_count: number; rating_average: number | null } };
};
/** The user's confirmed visit that ended `endedAgo` ago, made `completed` by the job (not by the owner). */
async function jobCompleted(endedAgo: number, userId = user.user.id) {
  const a = await endedAppointment(t.db, { venueId, now: new Date(), endedAgo, userId, status: 'confirmed' });
  await runCompletionJob(t);
  const row = await appointmentRow(t.db, a.id);
  expect(row).toMatchObject({ status: 'completed', completedBy: 'system' });
  return row;
}
const at = (instant: number) => clock.set(new Date(instant));

describe('a visit the completion job completed (a no-show the owner has not marked yet)', () => {
  it('cannot be reviewed an hour after its end: the owner may still say "Gelmedi", which then wins', async () => {
    clock.set(new Date());
    const a = await jobCompleted(2 * HOUR);
    const res = await writeReview(t.app, user, a.id, { rating: 1, comment: 'Berbat.' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(
      refused(
        'İşletme katılımınızı henüz onaylamadığı için bu randevuyu, randevu tarihinden 7 gün sonra değerlendirebilirsiniz.',
        'REVIEW_TOO_EARLY',
      ),
    );
    expect((await setStatus(a.id, 'no_show')).statusCode).toBe(200);
  });

  it('opens when the correction window closes and stays open 30 days from then', async () => {
    const before = (await publicList()).meta.rating_count;
    const early = await jobCompleted(3 * HOUR);
    at(early.startsAt.getTime() + 7 * DAY - 60_000);
    expect((await writeReview(t.app, user, early.id, { rating: 4 })).json().code).toBe('REVIEW_TOO_EARLY');
    at(early.startsAt.getTime() + 7 * DAY);
    expect((await writeReview(t.app, user, early.id, { rating: 4 })).statusCode).toBe(201);
    // 30 days after the end would have closed it; it closes 30 days after it opened.
    const late = await jobCompleted(4 * HOUR);
    at(late.endsAt.getTime() + 33 * DAY);
    expect((await writeReview(t.app, user, late.id, { rating: 5 })).statusCode).toBe(201);
    const closed = await jobCompleted(5 * HOUR);
    at(closed.startsAt.getTime() + 37 * DAY + 60_000);
    expect((await writeReview(t.app, user, closed.id, { rating: 5 })).json()).toEqual(refused(m.tooLate, 'REVIEW_TOO_LATE'));
    expect((await publicList()).meta.rating_count).toBe(before + 2);
    clock.set(new Date());
  });

  it('the owner\'s "Gelmedi" within the window hides a review already written, with its reason, and uncounts it', async () => {
    clock.set(new Date());
    const a = await jobCompleted(2 * HOUR);
    // A review written before this rule (or through any gap): the owner's mark still wins over the job's.
    const [review] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into reviews (appointment_id, venue_id, rating, comment) values (${a.id}, ${venueId}, 1, 'Rakip yorumu')
          returning id`,
    );
    await t.db.execute(sql`update venues set rating_count = rating_count + 1, rating_sum = rating_sum + 1 where id = ${venueId}`);
    const before = await publicList();
    expect(before.data.map((r) => r.id)).toContain(review!.id);

    const res = await setStatus(a.id, 'no_show');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('no_show');
    const [row] = await queryRows<{ hidden_kind: string; hidden_reason: string }>(
      t.db,
      sql`select hidden_kind, hidden_reason from reviews where id = ${review!.id}`,
    );
    expect(row).toEqual({
      hidden_kind: 'no_show',
      hidden_reason: 'İşletme, düzeltme süresi içinde randevuyu "Gelmedi" olarak işaretledi.',
    });
    const after = await publicList();
    expect(after.data.map((r) => r.id)).not.toContain(review!.id);
    expect(after.meta.rating_count).toBe(before.meta.rating_count - 1);
  });

  it('the owner\'s "Geldi" opens the review an hour after the end, as before', async () => {
    clock.set(new Date());
    const a = await endedAppointment(t.db, {
      venueId,
      now: new Date(),
      endedAgo: -10 * 60_000,
      userId: user.user.id,
      status: 'confirmed',
    });
    expect((await setStatus(a.id, 'completed')).statusCode).toBe(200);
    expect(await appointmentRow(t.db, a.id)).toMatchObject({ status: 'completed', completedBy: 'owner' });
    at(a.endsAt.getTime() + HOUR);
    expect((await writeReview(t.app, user, a.id, { rating: 5 })).statusCode).toBe(201);
    clock.set(new Date());
  });
});

describe("the owner's own reviews", () => {
  it("a front-desk booking's review is shown, marked front_desk, and not counted in the rating", async () => {
    clock.set(new Date());
    const before = (await publicList()).meta;
    const a = await endedAppointment(t.db, { venueId, now: clock.now(), endedAgo: 2 * HOUR, userId: user.user.id });
    await t.db.execute(sql`update appointments set booked_by = 'owner' where id = ${a.id}`);
    const res = await writeReview(t.app, user, a.id, { rating: 5, comment: 'Harika!' });
    expect(res.statusCode, res.body).toBe(201);
    const after = await publicList();
    expect(after.data.find((r) => r.id === res.json().data.id)).toMatchObject({ front_desk: true, rating: 5 });
    expect(after.meta).toMatchObject({ rating_count: before.rating_count, rating_average: before.rating_average });
    const venue = (await t.app.inject({ method: 'GET', url: `/api/venues/${venueId}` })).json().data;
    expect(venue.rating_count).toBe(before.rating_count);
  });

  it.each<[string, { customerEmail?: string; customerPhone?: string }]>([
    ['the e-mail', { customerEmail: 'Sahip.Guven@Example.com' }],
    ['the phone', { customerPhone: '+902125551234' }],
    ["the venue's phone", { customerPhone: '+902842120000' }],
  ])("refuses a booking made with the owner's contact (%s): 409 with the Turkish text", async (_, contact) => {
    clock.set(new Date());
    const a = await endedAppointment(t.db, { venueId, now: clock.now(), endedAgo: 2 * HOUR, userId: user.user.id });
    await t.db.execute(
      sql`update appointments set customer_email = ${contact.customerEmail ?? 'baska@example.com'},
          customer_phone = ${contact.customerPhone ?? '+905559998877'} where id = ${a.id}`,
    );
    const res = await writeReview(t.app, user, a.id, { rating: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(
      refused(
        'İşletme sahibinin e-posta adresi veya telefon numarasıyla alınan randevular değerlendirilemez.',
        'REVIEW_OWNER_CONTACT',
      ),
    );
  });

  it('holds the sixth review by first-time contacts within 24 hours for moderation; a moderator publishes it', async () => {
    clock.set(new Date());
    const burstVenue = (await createVenue(t.db, { ownerId: owner.user.id, name: 'Yeni Salon' })).id;
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const customer = await registerUser(t.app, { phone: `55500000${10 + i}` });
      const a = await endedAppointment(t.db, {
        venueId: burstVenue,
        now: clock.now(),
        endedAgo: 2 * HOUR,
        userId: customer.user.id,
      });
      await t.db.execute(
        sql`update appointments set customer_email = ${`ilk${i}@example.com`}, customer_phone = ${`+90555000${1000 + i}`}
            where id = ${a.id}`,
      );
      const res = await writeReview(t.app, customer, a.id, { rating: 1 });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().data.id);
    }
    const list = await publicList(burstVenue);
    expect(list.data.map((r) => r.id).sort()).toEqual(ids.slice(0, 5).sort());
    expect(list.meta.rating_count).toBe(5);
    const moderation = createReviewModerationService({ db: t.db, cache: t.app.publicCache, now: clock.now });
    const held = await moderation.listHeld();
    expect(held.find((r) => r.id === ids[5])).toMatchObject({
      venue_id: burstVenue,
      hidden_reason:
        'Bu işletmeye 24 saat içinde ilk kez gelen kişilerden çok sayıda değerlendirme geldi; moderatör onayı bekliyor.',
    });
    expect(await moderation.publish(ids[5]!)).toBe('published');
    expect(await moderation.publish(ids[5]!)).toBe('not_held');
    expect((await publicList(burstVenue)).meta.rating_count).toBe(6);
  });
});

describe('a health venue (KVKK)', () => {
  it('shows initials only and no service name in the public reviews', async () => {
    clock.set(new Date());
    const clinic = (await createVenue(t.db, { ownerId: owner.user.id, name: 'Işıl Diyet', categoryIds: [3] })).id;
    const a = await endedAppointment(t.db, {
      venueId: clinic,
      now: clock.now(),
      endedAgo: 2 * HOUR,
      userId: user.user.id,
      customerFirstName: 'mehmet',
      customerLastName: 'ılgaz',
    });
    expect((await writeReview(t.app, user, a.id, { rating: 5, comment: 'Çok iyi.' })).statusCode).toBe(201);
    const [review] = (await publicList(clinic)).data;
    expect(review).toMatchObject({ author: 'M. I.', service_name: null, comment: 'Çok iyi.' });
    const res = await t.app.inject({ method: 'GET', url: `/api/venues/${clinic}/reviews` });
    expect(res.body).not.toContain('mehmet');
    expect(res.body).not.toContain('Saç Kesimi');
  });
});
