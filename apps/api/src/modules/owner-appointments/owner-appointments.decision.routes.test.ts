import { beforeAll, describe, expect, it } from 'vitest';
import { messages, type OwnerAppointment } from '@randevu/contracts';
import { type TestApp } from '../../../test/build-test-app';
import { registerUser } from '../../../test/auth-helpers';
import { createExpert, createSubService, SAC_KESIMI } from '../../../test/factories';
import { venueTime } from '../../../test/fixtures';
import { useOwnerAppointmentsSuite } from './owner-appointments.test-suite';

const m = messages.ownerAppointments;
const MINUTE = 60_000;

const { s, nextMonday, ownerWithVenue, book, list, decide, body, rowOf, historyOf } = useOwnerAppointmentsSuite();
let t: TestApp;
beforeAll(() => ({ t } = s));

/** PUT /api/owner/appointments/{id}/status: the owner confirms or rejects a request. */
describe('PUT /api/owner/appointments/{id}/status', () => {
  it('answers 401 without a session before looking at the body, changing nothing', async () => {
    const { venue } = await ownerWithVenue();
    const a = await book(venue.id, venueTime(3, '10:00'));
    const res = await decide(null, a.id, { status: 'bogus', reason: 5 });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: messages.common.unauthorized });
    expect((await rowOf(a.id)).status).toBe('pending');
  });

  it('answers 403 to a user, changing nothing', async () => {
    const { venue } = await ownerWithVenue();
    const a = await book(venue.id, venueTime(3, '10:00'));
    const res = await decide(await registerUser(t.app), a.id, { status: 'confirmed' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: messages.common.forbidden });
    expect((await rowOf(a.id)).status).toBe('pending');
  });

  it('confirms a pending request, records it and answers the updated item', async () => {
    const { session, venue } = await ownerWithVenue();
    const a = await book(venue.id, venueTime(3, '10:00'), 'pending', { customerFirstName: 'Zeynep' });
    const res = await decide(session, a.id, { status: 'confirmed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { id: a.id, status: 'confirmed', venue_id: venue.id, user: { first_name: 'Zeynep' }, cancellation_reason: null },
    });
    expect(await rowOf(a.id)).toMatchObject({ status: 'confirmed', cancelledAt: null, cancelledBy: null });
    expect(await historyOf(a.id)).toMatchObject([
      { fromStatus: 'pending', toStatus: 'confirmed', changedBy: 'owner', changedByUserId: session.user.id, reason: null },
    ]);
  });

  it('rejects a pending request with a trimmed reason: cancelled by the owner, when and why, with history', async () => {
    const { session, venue } = await ownerWithVenue();
    const a = await book(venue.id, venueTime(3, '11:00'));
    const before = Date.now();
    const res = await decide(session, a.id, { status: 'cancelled', reason: '  Uzmanımız o gün izinli  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: a.id, status: 'cancelled', cancellation_reason: 'Uzmanımız o gün izinli' });
    const row = await rowOf(a.id);
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'owner', cancellationReason: 'Uzmanımız o gün izinli' });
    expect(row.cancelledAt!.getTime()).toBeGreaterThanOrEqual(before - 5000);
    expect(await historyOf(a.id)).toMatchObject([
      {
        fromStatus: 'pending',
        toStatus: 'cancelled',
        changedBy: 'owner',
        changedByUserId: session.user.id,
        reason: 'Uzmanımız o gün izinli',
      },
    ]);
  });

  it.each([
    ['no reason', { status: 'cancelled' }],
    ['a blank reason', { status: 'cancelled', reason: '   ' }],
    ['a null reason', { status: 'cancelled', reason: null }],
  ])('rejects a pending request given %s, storing no reason', async (_label, payload) => {
    const { session, venue } = await ownerWithVenue();
    const a = await book(venue.id, venueTime(3, '12:00'));
    const res = await decide(session, a.id, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', cancellation_reason: null });
    expect(await rowOf(a.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'owner', cancellationReason: null });
    expect(await historyOf(a.id)).toMatchObject([
      { fromStatus: 'pending', toStatus: 'cancelled', changedBy: 'owner', reason: null },
    ]);
  });

  it.each([
    ['no body', undefined, m.decisionInvalid, 'status'],
    ['no status', {}, m.decisionInvalid, 'status'],
    ['status pending', { status: 'pending' }, m.decisionInvalid, 'status'],
    ['status expired', { status: 'expired' }, m.decisionInvalid, 'status'],
    ['status onaylandı', { status: 'onaylandı' }, m.decisionInvalid, 'status'],
    ['a numeric reason', { status: 'cancelled', reason: 5 }, m.reasonTooLong, 'reason'],
    ['a 501-character reason', { status: 'cancelled', reason: 'a'.repeat(501) }, m.reasonTooLong, 'reason'],
  ])('answers 400 with the Turkish message for %s, changing nothing', async (_label, payload, message, field) => {
    const { session, venue } = await ownerWithVenue();
    const a = await book(venue.id, venueTime(3, '13:00'));
    const res = await decide(session, a.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect((await rowOf(a.id)).status).toBe('pending');
    expect(await historyOf(a.id)).toEqual([]);
  });

  it('accepts a reason of exactly 500 characters after trimming', async () => {
    const { session, venue } = await ownerWithVenue();
    const a = await book(venue.id, venueTime(3, '14:00'));
    const res = await decide(session, a.id, { status: 'cancelled', reason: `  ${'a'.repeat(500)}  ` });
    expect(res.statusCode).toBe(200);
    expect((await rowOf(a.id)).cancellationReason).toHaveLength(500);
  });

  it.each([
    ['confirmed', 'confirmed' as const, 'confirmed' as const, 3, m.alreadyConfirmed, 'ALREADY_CONFIRMED'],
    ['cancelled', 'confirmed' as const, 'cancelled' as const, 3, m.alreadyCancelled, 'ALREADY_CANCELLED'],
    ['cancelled', 'cancelled' as const, 'cancelled' as const, 3, m.alreadyCancelled, 'ALREADY_CANCELLED'],
    ['completed', 'confirmed' as const, 'completed' as const, -3, m.alreadyCompleted, 'ALREADY_COMPLETED'],
    ['completed', 'cancelled' as const, 'completed' as const, -3, m.alreadyCompleted, 'ALREADY_COMPLETED'],
    ['past pending', 'confirmed' as const, 'pending' as const, -1, m.alreadyStarted, 'ALREADY_STARTED'],
    ['past pending', 'cancelled' as const, 'pending' as const, -1, m.alreadyStarted, 'ALREADY_STARTED'],
    // Statuses that only follow the start answer what the request answered a moment before they were set.
    ['expired', 'confirmed' as const, 'expired' as const, -1, m.alreadyStarted, 'ALREADY_STARTED'],
    ['expired', 'cancelled' as const, 'expired' as const, -1, m.alreadyStarted, 'ALREADY_STARTED'],
    ['no-show', 'confirmed' as const, 'no_show' as const, -1, m.alreadyStarted, 'ALREADY_STARTED'],
    ['no-show', 'cancelled' as const, 'no_show' as const, -1, m.alreadyStarted, 'ALREADY_STARTED'],
  ])(
    'refuses a %s appointment (to %s) with 409 and the Turkish message, changing nothing',
    async (_label, to, status, days, message, code) => {
      const { session, venue } = await ownerWithVenue();
      const a = await book(venue.id, venueTime(days, '10:00'), status);
      const before = await rowOf(a.id);
      const res = await decide(session, a.id, { status: to, reason: 'deneme' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, code, message });
      expect(await rowOf(a.id)).toEqual(before);
      expect(await historyOf(a.id)).toEqual([]);
    },
  );

  it('refuses a pending request that started a minute ago', async () => {
    const { session, venue } = await ownerWithVenue();
    const a = await book(venue.id, new Date(Date.now() - MINUTE));
    const res = await decide(session, a.id, { status: 'confirmed' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(m.alreadyStarted);
    expect((await rowOf(a.id)).status).toBe('pending');
  });

  it('answers 404 for another owner’s appointment and leaves it unchanged', async () => {
    const mine = await ownerWithVenue();
    const theirs = await ownerWithVenue('Başka Salon');
    const a = await book(theirs.venue.id, venueTime(3, '10:00'));
    const before = await rowOf(a.id);
    for (const status of ['confirmed', 'cancelled']) {
      const res = await decide(mine.session, a.id, { status, reason: 'deneme' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: m.missing });
    }
    expect(await rowOf(a.id)).toEqual(before);
    expect(await historyOf(a.id)).toEqual([]);
  });

  it('answers 404 for an id that does not exist and 400 for a malformed one', async () => {
    const { session } = await ownerWithVenue();
    const missing = await decide(session, 2_000_000_000, { status: 'confirmed' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(m.missing);
    expect((await decide(session, 'abc', { status: 'confirmed' })).statusCode).toBe(400);
  });

  // Since decision 033 a confirmed appointment may still be cancelled, so a race of mixed decisions may see two moves;
  // a race of the same decision has exactly one winner.
  it.each(['confirmed', 'cancelled'] as const)(
    'lets exactly one of many concurrent %s decisions win; the others get 409 naming what happened',
    async (status) => {
      const { session, venue } = await ownerWithVenue();
      const a = await book(venue.id, venueTime(6, '10:00'));
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) => decide(session, a.id, { status, reason: `karar ${i}` })),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(7);
      const winner = results.find((r) => r.statusCode === 200)!.json().data as OwnerAppointment;
      expect(winner.status).toBe(status);
      const expected = status === 'confirmed' ? m.alreadyConfirmed : m.alreadyCancelled;
      for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe(expected);
      expect(await historyOf(a.id)).toHaveLength(1);
      expect((await rowOf(a.id)).status).toBe(status);
    },
  );

  it('frees a rejected slot at once: available-times offers it again; a confirmed one stays taken', async () => {
    const { session, venue } = await ownerWithVenue();
    const sub = await createSubService(t.db, { venueId: venue.id, name: 'Fön', durationMinutes: 45 });
    const expert = await createExpert(t.db, { venueId: venue.id, subServiceIds: [sub.id] });
    const date = nextMonday();
    const slots = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/experts/${expert.id}/available-times?date=${date}&service_id=${SAC_KESIMI}&sub_service_id=${sub.id}`,
        })
      ).json().data as string[];
    const bookAsGuest = (time: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/appointments/public',
        payload: {
          first_name: 'Zeynep',
          last_name: `Misafir${'AB'[i]}`,
          email: `zeynep${i}@example.com`,
          phone: `+90555111223${i}`,
          expert_id: expert.id,
          venue_id: venue.id,
          service_id: SAC_KESIMI,
          sub_service_id: sub.id,
          appointment_date: date,
          appointment_time: time,
          notes: ' ',
        },
      });
    expect(await slots()).toEqual(expect.arrayContaining(['10:00', '14:00']));
    expect((await bookAsGuest('10:00', 0)).statusCode).toBe(201);
    expect((await bookAsGuest('14:00', 1)).statusCode).toBe(201);
    expect(await slots()).not.toContain('10:00');
    expect(await slots()).not.toContain('14:00');

    const listed = body(await list(session, `?venue_id=${venue.id}&status=pending&from=${date}&to=${date}`)).data;
    const byTime = new Map(listed.map((a) => [a.appointment_time, a]));
    expect(byTime.get('14:00')).toMatchObject({
      is_guest: true,
      user: { first_name: 'Zeynep', last_name: 'MisafirB', phone: '+905551112231' },
      sub_service: { name: 'Fön' },
    });

    expect((await decide(session, byTime.get('10:00')!.id, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await decide(session, byTime.get('14:00')!.id, { status: 'cancelled', reason: 'Dolu' })).statusCode).toBe(200);
    const after = await slots();
    expect(after).not.toContain('10:00');
    expect(after).toContain('14:00');
    // The freed time can be sold again.
    expect((await bookAsGuest('14:00', 0)).statusCode).toBe(201);
  });
});
