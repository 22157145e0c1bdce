import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { messages, type ManageAppointment } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, type Session } from '../../../test/auth-helpers';
import { createVenue, SAC_KESIMI } from '../../../test/factories';
import { appointmentRow, statusHistoryOf } from '../../../test/fixtures';
import { guestBooksWithLink, outboxOf } from '../../../test/manage-link';
import { appointmentMoves, appointments, venues } from '../../db/schema';
import { MANAGE_RESCHEDULES_PER_HOUR } from './manage.service';
import { toVenueWallTime } from '../../lib/time';
import { injectAs } from '../../../test/requests';

/** POST /api/manage/{token}/reschedule (decisions 036 and 037). */
const mm = messages.manage;
const HOUR = 3_600_000;

let t: TestApp;
let owner: Session;
let venueId: number;

beforeAll(async () => {
  t = await buildTestApp({
    limits: { appointmentPerIp: 10_000, appointmentPerPhone: 10_000, appointmentPerEmail: 10_000, manageLinkPerIp: 10_000 },
  });
  owner = await registerOwner(t.app);
  venueId = (await createVenue(t.db, { ownerId: owner.user.id, name: 'Işıl Güzellik Salonu' })).id;
});
afterAll(() => t.close());

const reschedule = (token: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/manage/${token}/reschedule`,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const times = async (expertId: number, date: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/experts/${expertId}/available-times?date=${date}&service_id=${SAC_KESIMI}` })
  ).json().data as string[];
const movesOf = (id: number) =>
  t.db.select().from(appointmentMoves).where(eq(appointmentMoves.appointmentId, id)).orderBy(asc(appointmentMoves.id));

describe('POST /api/manage/{token}/reschedule', () => {
  it('moves the link’s confirmed appointment as its customer: still confirmed (decision 098), moved by the guest, the owner told', async () => {
    const { id, token, expertId, date } = await guestBooksWithLink(t, venueId, '10:00');
    const confirm = await injectAs(t.app, 'PUT', `/api/owner/appointments/${id}/status`, owner, { status: 'confirmed' });
    expect(confirm.statusCode).toBe(200);
    const old = await appointmentRow(t.db, id);

    const res = await reschedule(token, { appointment_date: date, appointment_time: '13:30' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data as ManageAppointment;
    expect(data).toMatchObject({
      id,
      appointment_date: date,
      appointment_time: '13:30',
      status: 'confirmed',
      can_reschedule: true,
    });
    expect(await times(expertId, date)).toContain('10:00');
    expect(await times(expertId, date)).not.toContain('13:30');
    expect(await movesOf(id)).toMatchObject([{ movedBy: 'guest', changedByUserId: null, fromStartsAt: old.startsAt }]);
    expect((await statusHistoryOf(t.db, id)).at(-1)).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'confirmed',
      changedBy: 'owner',
    });
    expect((await appointmentRow(t.db, id)).expiresAt).toBeNull();
    const told = (await outboxOf(t.db, id)).find((r) => r.kind === 'appointment_rescheduled_owner')!;
    expect(told.recipient).toBe(owner.user.email);
    expect(told.text).not.toContain(messages.notifications.rescheduledPending);
    // The reminders follow the new time.
    expect((await outboxOf(t.db, id)).some((r) => r.kind.startsWith('reminder_'))).toBe(true);
    // The same link still opens it, at its new time.
    const read = await t.app.inject({ method: 'GET', url: `/api/manage/${token}` });
    expect(read.json().data).toMatchObject({ appointment_time: '13:30' });
  });

  it('answers 404 for an unknown link and for a link 30 days after its appointment ended; nothing moves', async () => {
    const unknown = await reschedule(randomBytes(16).toString('base64url'), {
      appointment_date: '2030-02-11',
      appointment_time: '10:00',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'MANAGE_LINK_INVALID', message: mm.linkInvalid });

    const { id, token, date } = await guestBooksWithLink(t, venueId, '11:00');
    await t.db
      .update(appointments)
      .set({ startsAt: sql`now() - interval '31 days'`, endsAt: sql`now() - interval '30 days 23 hours'`, status: 'completed' })
      .where(eq(appointments.id, id));
    const before = await appointmentRow(t.db, id);
    const res = await reschedule(token, { appointment_date: date, appointment_time: '12:00' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(mm.linkInvalid);
    expect(await appointmentRow(t.db, id)).toEqual(before);
  });

  it('refuses a taken time with 409 and the Turkish text, and a body without a date with 400; the old time stays', async () => {
    const first = await guestBooksWithLink(t, venueId, '10:00');
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/public',
      payload: {
        first_name: 'Zeynep',
        last_name: 'Demir',
        email: 'zeynep@example.com',
        phone: '+905329876543',
        expert_id: first.expertId,
        venue_id: venueId,
        service_id: SAC_KESIMI,
        appointment_date: first.date,
        appointment_time: '16:00',
      },
    });
    expect(taken.statusCode).toBe(201);
    const before = await appointmentRow(t.db, first.id);
    const res = await reschedule(first.token, { appointment_date: first.date, appointment_time: '16:00' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: messages.appointments.slotTaken });
    const bad = await reschedule(first.token, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.appointments.dateInvalid);
    expect(await appointmentRow(t.db, first.id)).toEqual(before);
  });

  it(`answers 429 after ${MANAGE_RESCHEDULES_PER_HOUR} reschedules of one link in an hour`, async () => {
    const { token, date } = await guestBooksWithLink(t, venueId, '09:00');
    const slots = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
    for (let i = 0; i < MANAGE_RESCHEDULES_PER_HOUR; i++) {
      const res = await reschedule(token, { appointment_date: date, appointment_time: slots[(i + 1) % slots.length] });
      expect(res.statusCode).toBe(200);
    }
    const res = await reschedule(token, { appointment_date: date, appointment_time: '09:00' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(mm.rateLimited);
  });
});

describe('instant booking (auto_confirm)', () => {
  it('confirms a guest booking at once and tells the customer so; a venue without it answers a request', async () => {
    const instant = (await createVenue(t.db, { ownerId: owner.user.id, name: 'Hızlı Salon' })).id;
    await t.db.update(venues).set({ autoConfirm: true }).where(eq(venues.id, instant));
    const now = await guestBooksWithLink(t, instant, '10:00');
    const row = await appointmentRow(t.db, now.id);
    expect(row).toMatchObject({ status: 'confirmed', expiresAt: null });
    const kinds = (await outboxOf(t.db, now.id)).map((r) => r.kind);
    expect(kinds).toContain('appointment_confirmed');
    expect(kinds).not.toContain('booking_received_customer');
    expect((await statusHistoryOf(t.db, now.id)).map((h) => h.toStatus)).toEqual(['confirmed']);

    const later = await guestBooksWithLink(t, venueId, '10:00');
    expect((await appointmentRow(t.db, later.id)).status).toBe('pending');
  });

  it('gives a request an expiry: the venue’s open hours after it (decision 097), but no later than 2 hours before the start', async () => {
    const { id } = await guestBooksWithLink(t, venueId, '14:00');
    const row = await appointmentRow(t.db, id);
    const cap = row.startsAt.getTime() - 2 * HOUR;
    const expiresAt = row.expiresAt!.getTime();
    expect(expiresAt).toBeLessThanOrEqual(cap);
    expect(expiresAt).toBeGreaterThan(row.createdAt.getTime());
    // Mon–Sat 09:00–18:00 (the factory's venue): short of the cap, 24 open hours end inside a day's opening.
    if (expiresAt < cap) expect(toVenueWallTime(row.expiresAt!).minutes).toBeGreaterThanOrEqual(9 * 60);
    if (expiresAt < cap) expect(toVenueWallTime(row.expiresAt!).minutes).toBeLessThanOrEqual(18 * 60);
  });
});
