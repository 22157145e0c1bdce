/**
 * PUT /api/owner/appointments/{id}/status: the owner cancels a confirmed appointment before its start (the
 * customer is told, the slot frees), and marks a started one `completed` ('Geldi') or `no_show` ('Gelmedi'); a
 * completed visit may still turn no-show until 7 days after its start (decision 029, amendment).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { messages, type AppointmentStatus } from '@randevu/contracts';
import { outboxMessages } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, registerUser, type Session } from '../../../test/auth-helpers';
import { createExpert, createSubService, createVenue, SAC_KESIMI } from '../../../test/factories';
import { availableTimes, injectAs } from '../../../test/requests';
import { appointmentRow, nextWeekday, seedAppointment, statusHistoryOf, venueTime } from '../../../test/fixtures';
import { drainEvents } from '../../../test/outbox-events';

const m = messages.ownerAppointments;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ limits: { appointmentPerIp: 10_000, appointmentPerPhone: 10_000 } });
});
afterAll(() => t.close());

async function ownerWithVenue(name = 'Işıl Güzellik Salonu') {
  const session = await registerOwner(t.app);
  const venue = await createVenue(t.db, { ownerId: session.user.id, name });
  return { session, venue };
}
const book = (venueId: number, startsAt: Date, status: AppointmentStatus) =>
  seedAppointment(t.db, venueId, startsAt, status, 'user');
const put = (session: Session | null, id: number | string, payload?: unknown) =>
  injectAs(t.app, 'PUT', `/api/owner/appointments/${id}/status`, session, payload);
const rowOf = (id: number) => appointmentRow(t.db, id);
const historyOf = (id: number) => statusHistoryOf(t.db, id);
const outboxOf = async (id: number) => {
  await drainEvents(t);
  return t.db.select().from(outboxMessages).where(eq(outboxMessages.appointmentId, id)).orderBy(asc(outboxMessages.id));
};

describe('the owner cancels a confirmed appointment before its start', () => {
  it('cancels it with cancellation_reason, records who and why, and tells the customer (not "rejected")', async () => {
    const { session, venue } = await ownerWithVenue();
    const a = await book(venue.id, venueTime(3, '11:00'), 'pending');
    expect((await put(session, a.id, { status: 'confirmed' })).statusCode).toBe(200);
    const res = await put(session, a.id, { status: 'cancelled', cancellation_reason: '  Uzmanımız hastalandı ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: a.id, status: 'cancelled', cancellation_reason: 'Uzmanımız hastalandı' });
    expect(await rowOf(a.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'owner',
      cancellationReason: 'Uzmanımız hastalandı',
    });
    expect(await historyOf(a.id)).toMatchObject([
      { fromStatus: 'pending', toStatus: 'confirmed', changedBy: 'owner' },
      {
        fromStatus: 'confirmed',
        toStatus: 'cancelled',
        changedBy: 'owner',
        changedByUserId: session.user.id,
        reason: 'Uzmanımız hastalandı',
      },
    ]);
    const rows = await outboxOf(a.id);
    const cancel = rows.filter((r) => r.kind === 'appointment_cancelled_by_venue');
    expect(cancel.map((r) => `${r.channel}:${r.recipient}`)).toEqual(['email:mehmet@example.com', 'sms:+905321112233']);
    expect(cancel[0]!.subject).toBe('Randevunuz iptal edildi – Işıl Güzellik Salonu');
    expect(cancel[0]!.text).toContain('onaylanmış randevunuzu iptal etti. Özür dileriz.');
    expect(cancel[0]!.text).toContain('İşletmenin açıklaması: Uzmanımız hastalandı');
    // The SMS keeps the Turkish letters (decision 079) and says why.
    expect(cancel[1]!.text).toMatch(/^Işıl Güzellik Salonu, .* randevunuzu iptal etti\. Neden: Uzmanımız hastalandı\. http/);
    expect(rows.some((r) => r.kind === 'appointment_rejected')).toBe(false);
    // The reminders the confirmation scheduled are withdrawn.
    const reminders = rows.filter((r) => r.kind.startsWith('reminder_'));
    expect(reminders.length).toBeGreaterThan(0);
    for (const r of reminders) expect(r.status).toBe('cancelled');
  });

  it('takes the spec’s `reason` too; cancellation_reason wins when both are sent', async () => {
    const { session, venue } = await ownerWithVenue();
    const a = await book(venue.id, venueTime(3, '12:00'), 'confirmed');
    const b = await book(venue.id, venueTime(3, '13:00'), 'confirmed');
    expect((await put(session, a.id, { status: 'cancelled', reason: 'Tadilat' })).json().data.cancellation_reason).toBe(
      'Tadilat',
    );
    const both = await put(session, b.id, { status: 'cancelled', reason: 'eski', cancellation_reason: 'yeni' });
    expect(both.json().data.cancellation_reason).toBe('yeni');
    expect((await historyOf(b.id))[0]).toMatchObject({ fromStatus: 'confirmed', reason: 'yeni' });
  });

  it.each([
    ['a 501-character cancellation_reason', { cancellation_reason: 'a'.repeat(501) }],
    ['a numeric cancellation_reason', { cancellation_reason: 7 }],
  ])('answers 400 with the Turkish message for %s, changing nothing', async (_label, extra) => {
    const { session, venue } = await ownerWithVenue();
    const a = await book(venue.id, venueTime(3, '14:00'), 'confirmed');
    const res = await put(session, a.id, { status: 'cancelled', ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: m.cancellationReasonTooLong,
      errors: { cancellation_reason: 'İptal nedeni en fazla 500 karakter olabilir.' },
    });
    expect((await rowOf(a.id)).status).toBe('confirmed');
    expect(await historyOf(a.id)).toEqual([]);
  });

  it('refuses once the appointment has started, with 409 and the Turkish text', async () => {
    const { session, venue } = await ownerWithVenue();
    const a = await book(venue.id, new Date(Date.now() - MINUTE), 'confirmed');
    const before = await rowOf(a.id);
    const res = await put(session, a.id, { status: 'cancelled', cancellation_reason: 'geç' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'ALREADY_STARTED',
      message: 'Randevu saati geçtiği için durumu değiştirilemez.',
    });
    expect(await rowOf(a.id)).toEqual(before);
    expect(await historyOf(a.id)).toEqual([]);
    expect(await outboxOf(a.id)).toEqual([]);
  });

  it('races the customer’s own cancel: exactly one wins, the other is told it is already cancelled', async () => {
    const { session, venue } = await ownerWithVenue();
    const customer = await registerUser(t.app);
    const a = await seedAppointment(t.db, venue.id, venueTime(4, '10:00'), 'confirmed', 'user', {
      userId: customer.user.id,
    });
    const [owner, user] = await Promise.all([
      put(session, a.id, { status: 'cancelled', cancellation_reason: 'Salon kapalı' }),
      injectAs(t.app, 'POST', `/api/user/appointments/${a.id}/cancel`, customer, { cancellation_reason: 'Vazgeçtim' }),
    ]);
    expect([owner.statusCode, user.statusCode].sort()).toEqual([200, 409]);
    const loser = owner.statusCode === 409 ? owner : user;
    expect(loser.json().message).toBe('Bu randevu zaten iptal edilmiş.');
    const row = await rowOf(a.id);
    expect(row.cancelledBy).toBe(owner.statusCode === 200 ? 'owner' : 'user');
    expect(await historyOf(a.id)).toHaveLength(1);
  });

  it('frees the slot at once: available-times offers it again', async () => {
    const { session, venue } = await ownerWithVenue();
    const sub = await createSubService(t.db, { venueId: venue.id, name: 'Fön', durationMinutes: 45 });
    const expert = await createExpert(t.db, { venueId: venue.id, subServiceIds: [sub.id] });
    const date = nextWeekday(1);
    const slots = () => availableTimes(t.app, expert.id, date, sub.id);
    expect(await slots()).toContain('10:00');
    const booked = await t.app.inject({
      method: 'POST',
      url: '/appointments/public',
      payload: {
        first_name: 'Zeynep',
        last_name: 'Arslan',
        email: 'zeynep@example.com',
        phone: '+905551112230',
        expert_id: expert.id,
        venue_id: venue.id,
        service_id: SAC_KESIMI,
        sub_service_id: sub.id,
        appointment_date: date,
        appointment_time: '10:00',
        notes: ' ',
      },
    });
    expect(booked.statusCode).toBe(201);
    const id = (booked.json() as { data: { id: number } }).data.id;
    expect((await put(session, id, { status: 'confirmed' })).statusCode).toBe(200);
    expect(await slots()).not.toContain('10:00');
    expect((await put(session, id, { status: 'cancelled', cancellation_reason: 'Kapalıyız' })).statusCode).toBe(200);
    expect(await slots()).toContain('10:00');
  });
});

describe('after the visit: completed and no_show', () => {
  it.each(['completed', 'no_show'] as const)('marks a confirmed appointment that has started %s', async (status) => {
    const { session, venue } = await ownerWithVenue();
    const a = await book(venue.id, new Date(Date.now() - 5 * MINUTE), 'confirmed');
    const res = await put(session, a.id, { status });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: a.id, status, cancellation_reason: null });
    expect(await rowOf(a.id)).toMatchObject({ status, cancelledBy: null, cancelledAt: null });
    expect(await historyOf(a.id)).toMatchObject([
      { fromStatus: 'confirmed', toStatus: status, changedBy: 'owner', changedByUserId: session.user.id, reason: null },
    ]);
    // "Gelmedi" sends nothing; "Geldi" writes only the review invitation, due an hour after the end.
    expect((await outboxOf(a.id)).map((r) => `${r.kind}:${r.sendAfter?.getTime() === a.endsAt.getTime() + 60 * MINUTE}`)).toEqual(
      status === 'completed' ? ['review_invitation:true'] : [],
    );
  });

  it.each(['completed', 'no_show'] as const)('refuses %s before the start with 409 and the Turkish text', async (status) => {
    const { session, venue } = await ownerWithVenue();
    const a = await book(venue.id, venueTime(2, '10:00'), 'confirmed');
    const before = await rowOf(a.id);
    const res = await put(session, a.id, { status });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'NOT_STARTED',
      message: 'Randevu saati henüz gelmedi; bu işlem yapılamaz.',
    });
    expect(await rowOf(a.id)).toEqual(before);
    expect(await historyOf(a.id)).toEqual([]);
  });

  it('turns a completed visit into no_show within 7 days of its start', async () => {
    const { session, venue } = await ownerWithVenue();
    const a = await book(venue.id, new Date(Date.now() - 6 * DAY - 23 * 60 * MINUTE), 'completed');
    const res = await put(session, a.id, { status: 'no_show', reason: 'Aradık, gelmemiş' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('no_show');
    expect(await historyOf(a.id)).toMatchObject([
      { fromStatus: 'completed', toStatus: 'no_show', changedBy: 'owner', reason: 'Aradık, gelmemiş' },
    ]);
  });

  it.each([
    ['completed 8 days ago', 'completed', -8 * DAY, 'no_show', 'CORRECTION_CLOSED', m.noShowCorrectionClosed],
    ['completed', 'completed', -DAY, 'completed', 'ALREADY_COMPLETED', m.alreadyCompleted],
    ['no-show', 'no_show', -DAY, 'completed', 'ALREADY_NO_SHOW', m.alreadyNoShow],
    ['no-show', 'no_show', -DAY, 'no_show', 'ALREADY_NO_SHOW', m.alreadyNoShow],
    ['cancelled', 'cancelled', -DAY, 'no_show', 'ALREADY_CANCELLED', m.alreadyCancelled],
    ['expired', 'expired', -DAY, 'completed', 'ALREADY_EXPIRED', m.alreadyExpired],
    ['past pending', 'pending', -MINUTE, 'completed', 'NOT_CONFIRMED', m.notConfirmed],
    ['past pending', 'pending', -MINUTE, 'no_show', 'NOT_CONFIRMED', m.notConfirmed],
  ] as const)('refuses a %s appointment (to %s) with 409 and the Turkish text', async (_l, from, ago, to, code, text) => {
    const { session, venue } = await ownerWithVenue();
    const a = await book(venue.id, new Date(Date.now() + ago), from);
    const before = await rowOf(a.id);
    const res = await put(session, a.id, { status: to });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code, message: text });
    expect(await rowOf(a.id)).toEqual(before);
    expect(await historyOf(a.id)).toEqual([]);
  });

  it('says the 7-day refusal in Turkish', () => {
    expect(m.noShowCorrectionClosed).toBe(
      'Randevu başlangıcının üzerinden 7 günden fazla geçtiği için "Gelmedi" olarak işaretlenemez.',
    );
  });
});

describe('authorization of the new values', () => {
  const bodies = [{ status: 'cancelled', cancellation_reason: 'deneme' }, { status: 'completed' }, { status: 'no_show' }];

  it('answers 401 without a session and 403 to a user, changing nothing', async () => {
    const { venue } = await ownerWithVenue();
    const user = await registerUser(t.app);
    const future = await book(venue.id, venueTime(3, '10:00'), 'confirmed');
    const started = await book(venue.id, new Date(Date.now() - MINUTE), 'confirmed');
    for (const payload of bodies) {
      for (const a of [future, started]) {
        const anon = await put(null, a.id, payload);
        expect(anon.statusCode).toBe(401);
        expect(anon.json()).toMatchObject({ success: false, message: messages.common.unauthorized });
        const asUser = await put(user, a.id, payload);
        expect(asUser.statusCode).toBe(403);
        expect(asUser.json()).toMatchObject({ success: false, message: messages.common.forbidden });
      }
    }
    for (const a of [future, started]) {
      expect((await rowOf(a.id)).status).toBe('confirmed');
      expect(await historyOf(a.id)).toEqual([]);
      expect(await outboxOf(a.id)).toEqual([]);
    }
  });

  it('answers 404 for another owner’s appointment and a missing id, changing nothing', async () => {
    const mine = await ownerWithVenue();
    const theirs = await ownerWithVenue('Başka Salon');
    const future = await book(theirs.venue.id, venueTime(3, '10:00'), 'confirmed');
    const started = await book(theirs.venue.id, new Date(Date.now() - MINUTE), 'confirmed');
    const snapshot = [await rowOf(future.id), await rowOf(started.id)];
    for (const payload of bodies) {
      for (const a of [future, started]) {
        const res = await put(mine.session, a.id, payload);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, message: m.missing });
      }
      expect((await put(mine.session, 2_000_000_000, payload)).statusCode).toBe(404);
    }
    expect([await rowOf(future.id), await rowOf(started.id)]).toEqual(snapshot);
    for (const a of [future, started]) {
      expect(await historyOf(a.id)).toEqual([]);
      expect(await outboxOf(a.id)).toEqual([]);
    }
  });
});
