import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APPOINTMENT_STATUSES, messages, type AppointmentStatus, type MyAppointment } from '@randevu/contracts';
import { buildTestApp, openTestDatabase, testDbKind, type TestApp } from '../../../test/build-test-app';
import { countQueries } from '../../../test/count-queries';
import { registerOwner, registerUser, type Session } from '../../../test/auth-helpers';
import {
  createAppointment,
  createExpert,
  createImage,
  createOwner,
  createSubService,
  createVenue,
} from '../../../test/factories';
import { appointments } from '../../db/schema';
import { PG, pgErrorCode } from '../../db/client';
import { addDays, isoWeekday, toVenueWallTime, venueWallTimeToInstant } from '../../lib/time';
import { availableTimes, injectAs } from '../../../test/requests';
import { appointmentRow, seedAppointment, slotFields, statusHistoryOf, venueTime } from '../../../test/fixtures';
import { createCompletionJob } from './my-appointments.service';
import { startJobs } from '../../lib/jobs';

const m = messages.myAppointments;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let t: TestApp;
let venue: Awaited<ReturnType<typeof createVenue>>;
let owner: Session;

beforeAll(async () => {
  t = await buildTestApp();
  const venueOwner = await createOwner(t.db);
  venue = await createVenue(t.db, { ownerId: venueOwner.id, name: 'Işıl Güzellik Salonu', address: 'Saraçlar Caddesi No: 12' });
  await createImage(t.db, { venueId: venue.id, imageType: 'profile', path: 'venues/profil.jpg' });
  await createImage(t.db, { venueId: venue.id, imageType: 'gallery', path: 'https://cdn.example.com/g2.jpg', sortOrder: 2 });
  await createImage(t.db, { venueId: venue.id, imageType: 'gallery', path: '/demo/g1.svg', sortOrder: 1 });
  owner = await registerOwner(t.app);
});
afterAll(() => t.close());

/** Each test gets its own expert, so appointments of different tests never overlap. */
async function newExpert() {
  return createExpert(t.db, { venueId: venue.id, name: 'Elif Kaya' });
}

type Extra = Partial<Parameters<typeof createAppointment>[1]>;
/** An appointment of `user` (with a fresh expert unless one is given); cancelled ones get the fields the CHECK demands. */
const book = (user: Session, startsAt: Date, status: AppointmentStatus = 'pending', extra: Extra = {}) =>
  seedAppointment(t.db, venue.id, startsAt, status, 'owner', { userId: user.user.id, ...extra });

const list = (session: Session | null, query = '') => injectAs(t.app, 'GET', `/api/user/appointments${query}`, session);

const cancel = (session: Session | null, id: number | string, payload?: unknown) =>
  injectAs(t.app, 'POST', `/api/user/appointments/${id}/cancel`, session, payload);

const rowOf = (id: number) => appointmentRow(t.db, id);

const historyOf = (id: number) => statusHistoryOf(t.db, id);

describe('GET /api/user/appointments', () => {
  it('answers 401 without a session', async () => {
    const res = await list(null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: messages.common.unauthorized });
  });

  it('answers 403 to an owner', async () => {
    const res = await list(owner);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: messages.common.forbidden });
  });

  it('lists only the signed-in user’s appointments, in venue time, with venue images, newest first', async () => {
    const ayse = await registerUser(t.app);
    const other = await registerUser(t.app);
    const sub = await createSubService(t.db, { venueId: venue.id, name: 'Kadın Saç Kesimi' });
    // 01:30 in Istanbul is 22:30 UTC the day before: a missed conversion shows the wrong date.
    const late = venueWallTimeToInstant('2030-11-25', 90);
    const early = venueWallTimeToInstant('2030-11-24', 14 * 60 + 30);
    const a1 = await book(ayse, early, 'confirmed', {
      subServiceId: sub.id,
      subServiceName: 'Kadın Saç Kesimi',
      priceKurus: 45050,
      notes: 'Kısa olsun',
    });
    const a2 = await book(ayse, late, 'pending', { durationMinutes: 60, serviceName: 'Saç Boyama' });
    await book(other, venueWallTimeToInstant('2030-11-26', 10 * 60));

    const res = await list(ayse);
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json() as { success: boolean; data: MyAppointment[] };
    expect(success).toBe(true);
    expect(data.map((a) => a.id)).toEqual([a2.id, a1.id]);
    expect(data[0]).toMatchObject({
      appointment_date: '2030-11-25',
      appointment_time: '01:30',
      status: 'pending',
      service: { name: 'Saç Boyama', duration_minutes: 60 },
      sub_service: null,
      duration_minutes: 60,
      price: 400,
    });
    expect(data[1]).toEqual({
      id: a1.id,
      review: null,
      review_window_ends_at: null,
      appointment_date: '2030-11-24',
      appointment_time: '14:30',
      starts_at: early.toISOString(),
      ends_at: new Date(early.getTime() + 45 * MINUTE).toISOString(),
      status: 'confirmed',
      venue_id: venue.id,
      venue: {
        id: venue.id,
        prefix: venue.prefix,
        name: 'Işıl Güzellik Salonu',
        address: 'Saraçlar Caddesi No: 12',
        profile_image_url: '/uploads/venues/profil.jpg',
        gallery_image_urls: ['/demo/g1.svg', 'https://cdn.example.com/g2.jpg'],
      },
      service: { name: 'Saç Kesimi', duration_minutes: 45 },
      sub_service: { name: 'Kadın Saç Kesimi' },
      duration_minutes: 45,
      expert_id: a1.expertId,
      service_id: a1.serviceId,
      sub_service_id: sub.id,
      expert_name: 'Elif Kaya',
      notes: 'Kısa olsun',
      price: 450.5,
      cancellation_reason: null,
      cancelled_at: null,
      created_at: expect.any(String),
    });
    // Customer contact fields are not part of the user's view.
    expect(data[1]).not.toHaveProperty('customer_email');
  });

  it('answers an empty list to a user without appointments', async () => {
    const res = await list(await registerUser(t.app));
    expect(res.json()).toEqual({ success: true, data: [] });
  });

  it('shows a venue without images with a null profile image and an empty gallery', async () => {
    const ayse = await registerUser(t.app);
    const bare = await createVenue(t.db, { ownerId: (await createOwner(t.db)).id, name: 'Sade Berber' });
    const expert = await createExpert(t.db, { venueId: bare.id });
    await createAppointment(t.db, {
      venueId: bare.id,
      expertId: expert.id,
      userId: ayse.user.id,
      startsAt: venueTime(3, '10:00'),
    });
    const [a] = (await list(ayse)).json().data as MyAppointment[];
    expect(a!.venue).toMatchObject({ name: 'Sade Berber', profile_image_url: null, gallery_image_urls: [] });
  });

  it.each(APPOINTMENT_STATUSES)('filters by status=%s', async (status) => {
    const ayse = await registerUser(t.app);
    const ids: Record<string, number> = {};
    for (const [i, s] of APPOINTMENT_STATUSES.entries()) ids[s] = (await book(ayse, venueTime(5 + i, '11:00'), s)).id;
    const res = await list(ayse, `?status=${status}`);
    expect(res.statusCode).toBe(200);
    expect((res.json().data as MyAppointment[]).map((a) => [a.id, a.status])).toEqual([[ids[status], status]]);
  });

  it.each(['done', 'PENDING', 'iptal'])('rejects status=%s with 400 and the Turkish message', async (status) => {
    const res = await list(await registerUser(t.app), `?status=${status}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: m.statusInvalid,
      errors: { status: m.statusInvalid },
    });
  });

  it('treats an empty status as no filter', async () => {
    const ayse = await registerUser(t.app);
    await book(ayse, venueTime(2, '10:00'));
    const res = await list(ayse, '?status=');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(1);
  });

  it('gives the spec client’s parallel queries (no filter and each status), merged by id, exactly the unfiltered list', async () => {
    const ayse = await registerUser(t.app);
    await book(ayse, venueTime(-3, '10:00'), 'confirmed'); // ended: completed on read
    await book(ayse, venueTime(-2, '10:00'), 'completed');
    await book(ayse, venueTime(-1, '10:00'), 'pending'); // started: expired on read
    await book(ayse, venueTime(1, '10:00'), 'pending');
    await book(ayse, venueTime(2, '10:00'), 'confirmed');
    await book(ayse, venueTime(3, '10:00'), 'cancelled');
    const responses = await Promise.all(['', ...APPOINTMENT_STATUSES.map((s) => `?status=${s}`)].map((q) => list(ayse, q)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    const [all, ...filtered] = responses.map((r) => r.json().data as MyAppointment[]);
    const merged = new Map([...all!, ...filtered.flat()].map((a) => [a.id, a]));
    expect([...merged.values()].sort((a, b) => b.starts_at.localeCompare(a.starts_at))).toEqual(all);
    expect(all!.map((a) => a.status)).toEqual(['cancelled', 'confirmed', 'pending', 'expired', 'completed', 'completed']);
  });

  it('does not issue one query per appointment', async () => {
    const ayse = await registerUser(t.app);
    const listed = (n: number) =>
      countQueries(t.db, async () => {
        const res = await list(ayse);
        expect(res.json().data).toHaveLength(n);
      });
    await book(ayse, venueTime(10, '10:00'));
    const one = await listed(1);
    for (let i = 1; i < 6; i++) await book(ayse, venueTime(10 + i, '10:00'));
    // Session lookup, the claim of guest appointments (decision 038), the system's sweep (in its own transaction with the expired requests' messages: BEGIN and
    // COMMIT count on PostgreSQL) and the list itself, whatever the number of rows.
    expect(await listed(6)).toBe(one);
    expect(one).toBeLessThanOrEqual(6);
  });
});

describe('completion of ended confirmed appointments', () => {
  it('completes an ended confirmed appointment and expires a started pending one when the list is read, recording both', async () => {
    const ayse = await registerUser(t.app);
    const ended = await book(ayse, new Date(Date.now() - 2 * HOUR), 'confirmed');
    const running = await book(ayse, new Date(Date.now() - 10 * MINUTE), 'confirmed'); // 45 min: still in progress
    const pastPending = await book(ayse, new Date(Date.now() - 3 * HOUR), 'pending');
    const res = await list(ayse);
    const byId = new Map((res.json().data as MyAppointment[]).map((a) => [a.id, a.status]));
    expect(byId.get(ended.id)).toBe('completed');
    expect(byId.get(running.id)).toBe('confirmed');
    expect(byId.get(pastPending.id)).toBe('expired');
    expect(await historyOf(ended.id)).toMatchObject([{ fromStatus: 'confirmed', toStatus: 'completed', changedBy: 'system' }]);
    expect(await historyOf(pastPending.id)).toMatchObject([{ fromStatus: 'pending', toStatus: 'expired', changedBy: 'system' }]);
    expect(await historyOf(running.id)).toEqual([]);
  });

  it('records the transition once when reads race', async () => {
    const ayse = await registerUser(t.app);
    const ended = await book(ayse, new Date(Date.now() - 2 * HOUR), 'confirmed');
    await Promise.all([list(ayse), list(ayse), list(ayse, '?status=completed'), list(ayse, '?status=confirmed')]);
    expect(await historyOf(ended.id)).toHaveLength(1);
    expect((await rowOf(ended.id)).status).toBe('completed');
  });

  // The job touches every row; on the PostgreSQL run the database is shared with other test files.
  it.runIf(testDbKind === 'pglite')(
    'the completion job completes every user’s ended appointments at once and on each tick, and stops',
    async () => {
      const ayse = await registerUser(t.app);
      const guestExpert = await newExpert();
      const guest = await createAppointment(t.db, {
        venueId: venue.id,
        expertId: guestExpert.id,
        startsAt: new Date(Date.now() - 3 * HOUR),
        status: 'confirmed',
      });
      const mine = await book(ayse, new Date(Date.now() - 2 * HOUR), 'confirmed');
      const later = await book(ayse, new Date(Date.now() + 200), 'confirmed', { durationMinutes: 1 });
      const stop = startJobs(t.db, [{ ...createCompletionJob(t.app.publicCache), intervalMs: 50 }]);
      await expect.poll(async () => (await rowOf(guest.id)).status).toBe('completed');
      expect((await rowOf(mine.id)).status).toBe('completed');
      // Pretend the minute is over: the next ticks pick it up.
      await t.db
        .update(appointments)
        .set({ endsAt: new Date(Date.now() - 1000), startsAt: new Date(Date.now() - 61_000) })
        .where(eq(appointments.id, later.id));
      await expect.poll(async () => (await rowOf(later.id)).status, { timeout: 5000 }).toBe('completed');
      await stop();
      const stopped = await book(ayse, new Date(Date.now() - 2 * HOUR), 'confirmed');
      await new Promise((r) => setTimeout(r, 150));
      expect((await rowOf(stopped.id)).status).toBe('confirmed');
    },
  );

  it.runIf(testDbKind === 'pglite')('is started by the server once it listens (outside tests) and stopped on close', async () => {
    const database = await openTestDatabase();
    const o = await createOwner(database.db);
    const v = await createVenue(database.db, { ownerId: o.id });
    const e = await createExpert(database.db, { venueId: v.id });
    const a = await createAppointment(database.db, {
      venueId: v.id,
      expertId: e.id,
      startsAt: new Date(Date.now() - 2 * HOUR),
      status: 'confirmed',
    });
    const server = await buildTestApp({ env: 'development' }, database);
    try {
      // Jobs start a second after listen (src/jobs.ts, decision record 025).
      await server.app.listen({ host: '127.0.0.1', port: 0 });
      await expect
        .poll(async () => (await database.db.select().from(appointments).where(eq(appointments.id, a.id)))[0]!.status, {
          timeout: 10_000,
        })
        .toBe('completed');
    } finally {
      await server.close();
      await database.close();
    }
  });
});

describe('POST /api/user/appointments/{id}/cancel', () => {
  it('answers 401 without a session and 403 to an owner, changing nothing', async () => {
    const ayse = await registerUser(t.app);
    const a = await book(ayse, venueTime(4, '10:00'));
    expect((await cancel(null, a.id)).statusCode).toBe(401);
    const res = await cancel(owner, a.id);
    expect(res.statusCode).toBe(403);
    expect((await rowOf(a.id)).status).toBe('pending');
  });

  it('cancels a pending appointment with a trimmed reason and records who, when and why', async () => {
    const ayse = await registerUser(t.app);
    const a = await book(ayse, venueTime(4, '10:00'));
    const before = Date.now();
    const res = await cancel(ayse, a.id, { cancellation_reason: '  İşim çıktı  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { id: a.id, status: 'cancelled', cancellation_reason: 'İşim çıktı', venue: { id: venue.id } },
    });
    const row = await rowOf(a.id);
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'user', cancellationReason: 'İşim çıktı' });
    expect(row.cancelledAt!.getTime()).toBeGreaterThanOrEqual(before - 5000);
    expect(await historyOf(a.id)).toMatchObject([
      { fromStatus: 'pending', toStatus: 'cancelled', changedBy: 'user', changedByUserId: ayse.user.id, reason: 'İşim çıktı' },
    ]);
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['a blank reason', { cancellation_reason: '   ' }],
    ['a null reason', { cancellation_reason: null }],
  ])('cancels a confirmed appointment given %s, storing no reason', async (_label, payload) => {
    const ayse = await registerUser(t.app);
    const a = await book(ayse, venueTime(4, '12:00'), 'confirmed');
    const res = await cancel(ayse, a.id, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', cancellation_reason: null });
    expect(await historyOf(a.id)).toMatchObject([{ fromStatus: 'confirmed', toStatus: 'cancelled', reason: null }]);
  });

  it('accepts a reason of exactly 500 characters and rejects 501 with 400 and the Turkish message', async () => {
    const ayse = await registerUser(t.app);
    const a = await book(ayse, venueTime(4, '14:00'));
    const tooLong = await cancel(ayse, a.id, { cancellation_reason: 'a'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      success: false,
      message: m.reasonTooLong,
      errors: { cancellation_reason: m.reasonTooLong },
    });
    expect((await rowOf(a.id)).status).toBe('pending');
    const ok = await cancel(ayse, a.id, { cancellation_reason: `  ${'a'.repeat(500)}  ` });
    expect(ok.statusCode).toBe(200);
  });

  it('answers 404 for another user’s appointment and leaves it unchanged', async () => {
    const ayse = await registerUser(t.app);
    const mehmet = await registerUser(t.app);
    const a = await book(ayse, venueTime(4, '10:00'));
    const res = await cancel(mehmet, a.id, { cancellation_reason: 'deneme' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: m.missing });
    expect(await rowOf(a.id)).toMatchObject({ status: 'pending', cancelledAt: null, cancellationReason: null });
    expect(await historyOf(a.id)).toEqual([]);
  });

  it('answers 404 for a guest booking and for an id that does not exist, 400 for a malformed id', async () => {
    const ayse = await registerUser(t.app);
    const expert = await newExpert();
    const guest = await createAppointment(t.db, { venueId: venue.id, expertId: expert.id, startsAt: venueTime(4, '10:00') });
    expect((await cancel(ayse, guest.id)).statusCode).toBe(404);
    expect((await cancel(ayse, 2_000_000_000)).statusCode).toBe(404);
    expect((await cancel(ayse, 'abc')).statusCode).toBe(400);
  });

  it.each([
    ['cancelled', 'cancelled' as const, 4, m.alreadyCancelled, 'ALREADY_CANCELLED'],
    ['completed', 'completed' as const, -4, m.alreadyCompleted, 'ALREADY_COMPLETED'],
    ['started (pending in the past: expired on the way)', 'pending' as const, -1, m.alreadyStarted, 'ALREADY_STARTED'],
    ['ended confirmed (completed on the way)', 'confirmed' as const, -1, m.alreadyCompleted, 'ALREADY_COMPLETED'],
  ])('refuses to cancel a %s appointment with 409', async (_label, status, days, message, code) => {
    const ayse = await registerUser(t.app);
    const a = await book(ayse, venueTime(days, '10:00'), status);
    const before = await rowOf(a.id);
    const res = await cancel(ayse, a.id, { cancellation_reason: 'vazgeçtim' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code, message });
    const after = await rowOf(a.id);
    expect(after.cancellationReason).toBe(before.cancellationReason);
    expect(after.cancelledBy).toBe(before.cancelledBy);
  });

  it('refuses a confirmed appointment that is in progress', async () => {
    const ayse = await registerUser(t.app);
    const a = await book(ayse, new Date(Date.now() - 5 * MINUTE), 'confirmed');
    const res = await cancel(ayse, a.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(m.alreadyStarted);
    expect((await rowOf(a.id)).status).toBe('confirmed');
  });

  it('lets exactly one of two concurrent cancels succeed', async () => {
    const ayse = await registerUser(t.app);
    const a = await book(ayse, venueTime(6, '10:00'));
    const results = await Promise.all([
      cancel(ayse, a.id, { cancellation_reason: 'bir' }),
      cancel(ayse, a.id, { cancellation_reason: 'iki' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(m.alreadyCancelled);
    expect(await historyOf(a.id)).toHaveLength(1);
  });

  it('frees the slot at once: an overlapping booking of the same expert is accepted afterwards', async () => {
    const ayse = await registerUser(t.app);
    const expert = await newExpert();
    const startsAt = venueTime(7, '10:00');
    const a = await book(ayse, startsAt, 'confirmed', { expertId: expert.id });
    const overlapping = () =>
      createAppointment(t.db, { venueId: venue.id, expertId: expert.id, startsAt: new Date(startsAt.getTime() + 15 * MINUTE) });
    const refused = await overlapping().catch((error: unknown) => error);
    expect(pgErrorCode(refused)).toBe(PG.exclusionViolation);
    expect((await cancel(ayse, a.id)).statusCode).toBe(200);
    const accepted = await overlapping();
    expect(accepted.status).toBe('pending');
  });

  it('books through POST /api/user/appointments, lists it, cancels it, and available-times offers the slot again', async () => {
    const ayse = await registerUser(t.app);
    const sub = await createSubService(t.db, { venueId: venue.id, durationMinutes: 45 });
    const expert = await createExpert(t.db, { venueId: venue.id, subServiceIds: [sub.id] });
    let date = addDays(toVenueWallTime(new Date()).date, 2);
    while (isoWeekday(date) !== 1) date = addDays(date, 1);
    const slots = () => availableTimes(t.app, expert.id, date, sub.id);
    expect(await slots()).toContain('10:00');

    const booked = await injectAs(t.app, 'POST', '/api/user/appointments', ayse, {
      ...slotFields({ expertId: expert.id, venueId: venue.id, subId: sub.id, date, time: '10:00' }),
      notes: ' ',
    });
    expect(booked.statusCode).toBe(201);
    expect(await slots()).not.toContain('10:00');
    const [listed] = (await list(ayse)).json().data as MyAppointment[];
    expect(listed).toMatchObject({
      appointment_date: date,
      appointment_time: '10:00',
      status: 'pending',
      sub_service: { name: sub.name },
    });

    expect((await cancel(ayse, listed!.id, { cancellation_reason: 'Planım değişti' })).statusCode).toBe(200);
    expect(await slots()).toContain('10:00');
  });

  it('is answered with the cancelled appointment in the next list read', async () => {
    const ayse = await registerUser(t.app);
    const a = await book(ayse, venueTime(8, '10:00'));
    await cancel(ayse, a.id, { cancellation_reason: 'Hastayım' });
    const [read] = (await list(ayse, '?status=cancelled')).json().data as MyAppointment[];
    expect(read).toMatchObject({
      id: a.id,
      status: 'cancelled',
      cancellation_reason: 'Hastayım',
      cancelled_at: expect.any(String),
    });
    expect((await list(ayse, '?status=pending')).json().data).toEqual([]);
  });
});
