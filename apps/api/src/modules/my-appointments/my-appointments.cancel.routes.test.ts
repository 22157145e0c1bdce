import { beforeAll, describe, expect, it } from 'vitest';
import { messages, type MyAppointment } from '@randevu/contracts';
import { type TestApp } from '../../../test/build-test-app';
import { registerUser, type Session } from '../../../test/auth-helpers';
import { createAppointment, createExpert, createSubService } from '../../../test/factories';
import { PG, pgErrorCode } from '../../db/client';
import { addDays, isoWeekday, toVenueWallTime } from '../../lib/time';
import { availableTimes, injectAs } from '../../../test/requests';
import { slotFields, venueTime } from '../../../test/fixtures';

import { useMyAppointmentsSuite } from './my-appointments.test-suite';

const m = messages.myAppointments;
const MINUTE = 60_000;

const { s, newExpert, book, list, cancel, rowOf, historyOf } = useMyAppointmentsSuite();
let t: TestApp, venue: typeof s.venue, owner: Session;
beforeAll(() => ({ t, venue, owner } = s));

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
