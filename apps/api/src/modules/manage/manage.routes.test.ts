import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { messages, type ManageAppointment } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, type Session } from '../../../test/auth-helpers';
import { createExpert, createVenue, SAC_KESIMI } from '../../../test/factories';
import { appointmentRow, nextWeekday, seedAppointment, statusHistoryOf } from '../../../test/fixtures';
import { queryRows } from '../../db/client';
import { appointmentManageTokens } from '../../db/schema';
import { issueManageToken } from './manage.service';
import { guestBooksWithLink, outboxOf as outboxOfAppointment, TOKEN_IN_TEXT } from '../../../test/manage-link';
import { injectAs } from '../../../test/requests';

const mm = messages.manage;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let owner: Session;
let venueId: number;

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://randevu.example', limits: { appointmentPerIp: 10_000, manageLinkPerIp: 10_000 } });
  owner = await registerOwner(t.app);
  venueId = (
    await createVenue(t.db, { ownerId: owner.user.id, name: 'Işıl Güzellik Salonu', address: 'Saraçlar Caddesi No: 12' })
  ).id;
});
afterAll(() => t.close());

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
const outboxOf = (id: number) => outboxOfAppointment(t.db, id);
const tokensOf = (id: number) => t.db.select().from(appointmentManageTokens).where(eq(appointmentManageTokens.appointmentId, id));
const manage = (token: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: `/api/manage/${token}`, remoteAddress });
const cancel = (token: string, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url: `/api/manage/${token}/cancel`, payload: payload as object });
const times = (expertId: number, date: string) =>
  t.app.inject({ method: 'GET', url: `/api/experts/${expertId}/available-times?date=${date}&service_id=${SAC_KESIMI}` });

const guestBooks = (time = '10:00') => guestBooksWithLink(t, venueId, time);

/** A seeded appointment (any time, any status) with a manage token of its own. */
async function seeded(startsAt: Date, status: 'pending' | 'confirmed' = 'confirmed') {
  const row = await seedAppointment(t.db, venueId, startsAt, status, 'user');
  return { row, token: await issueManageToken(t.db, row.id) };
}

describe('the manage token', () => {
  it('is issued with a guest booking, is 128 random bits or more, is stored only as its SHA-256, and is in the e-mail', async () => {
    const { id, token, email } = await guestBooks();
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await tokensOf(id);
    expect(stored.map((r) => r.tokenHash)).toEqual([sha256(token)]);
    // The plain token is nowhere in the table.
    const [plain] = await queryRows<{ found: number }>(
      t.db,
      sql`select count(*)::int as found from appointment_manage_tokens where token_hash like ${`%${token}%`}`,
    );
    expect(plain!.found).toBe(0);
    expect(email.text).toContain(`${mm.ctaManage}: https://randevu.example/randevu/${token}`);
    expect(email.text).toContain(`${mm.calendarLink}: https://randevu.example/api/manage/${token}/calendar.ics`);
    expect(email.html).toContain(`href="https://randevu.example/randevu/${token}"`);
    expect(email.html).toContain(`href="https://randevu.example/api/manage/${token}/calendar.ics"`);
  });

  it('is new in each later message: the owner’s confirmation e-mail and SMS carry a second link that works too', async () => {
    const { id, token } = await guestBooks('11:00');
    const res = await injectAs(t.app, 'PUT', `/api/owner/appointments/${id}/status`, owner, { status: 'confirmed' });
    expect(res.statusCode).toBe(200);
    const rows = await outboxOf(id);
    const sms = rows.find((r) => r.kind === 'appointment_confirmed' && r.channel === 'sms')!;
    const second = TOKEN_IN_TEXT.exec(sms.text)![1]!;
    expect(second).not.toBe(token);
    expect(rows.find((r) => r.kind === 'appointment_confirmed' && r.channel === 'email')!.text).toContain(second);
    expect(sms.text.length).toBeLessThanOrEqual(160);
    expect((await tokensOf(id)).map((r) => r.tokenHash).sort()).toEqual([sha256(token), sha256(second)].sort());
    expect((await manage(second)).json().data.status).toBe('confirmed');
    expect((await manage(token)).json().data.status).toBe('confirmed');
  });

  it('is issued with a front-desk booking too: the customer’s SMS carries the link when no e-mail was given', async () => {
    const expert = await createExpert(t.db, { venueId });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/owner/venues/${venueId}/appointments`,
      headers: owner.headers,
      payload: {
        expert_id: expert.id,
        service_id: SAC_KESIMI,
        appointment_date: nextWeekday(4),
        appointment_time: '16:00',
        first_name: 'Kemal',
        last_name: 'Öztürk',
        phone: '532 765 43 21',
      },
    });
    expect(res.statusCode).toBe(201);
    const id = (res.json() as { data: { id: number } }).data.id;
    const rows = await outboxOf(id);
    expect(rows.filter((r) => r.channel === 'email')).toEqual([]);
    const sms = rows.find((r) => r.kind === 'appointment_confirmed')!;
    const token = TOKEN_IN_TEXT.exec(sms.text)![1]!;
    expect((await tokensOf(id)).map((r) => r.tokenHash)).toEqual([sha256(token)]);
    expect((await manage(token)).json().data).toMatchObject({ id, status: 'confirmed', can_cancel: true });
  });
});

describe('GET /api/manage/:token', () => {
  it('answers the appointment as its customer sees it, with what they may do now', async () => {
    const { id, token, date } = await guestBooks('13:00');
    const res = await manage(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data as ManageAppointment;
    const row = await appointmentRow(t.db, id);
    expect(data).toEqual({
      id,
      review: null,
      review_window_ends_at: null,
      appointment_date: date,
      appointment_time: '13:00',
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      duration_minutes: row.durationMinutes,
      status: 'pending',
      allowed_actions: ['cancel', 'reschedule'],
      venue: {
        id: venueId,
        prefix: expect.any(String),
        name: 'Işıl Güzellik Salonu',
        address: 'Saraçlar Caddesi No: 12',
        full_address: 'Saraçlar Caddesi No: 12, 1.murat Mahallesi, Merkez/Edirne',
        phone: expect.any(String),
      },
      expert_id: row.expertId,
      service_id: row.serviceId,
      sub_service_id: null,
      expert_name: 'Elif Kaya',
      service: { name: 'Saç Kesimi' },
      sub_service: null,
      price: row.priceKurus / 100,
      cancellation_reason: null,
      cancelled_at: null,
      can_cancel: true,
      can_reschedule: true,
      // The venue's default notice: 2 hours.
      cancellation_deadline: new Date(row.startsAt.getTime() - 2 * HOUR).toISOString(),
      // A request's expiry (decision 072).
      expires_at: row.expiresAt!.toISOString(),
      calendar_url: `https://randevu.example/api/manage/${token}/calendar.ics`,
      access: 'manage',
    });
  });

  it('answers one 404 with the Turkish text for a wrong, a malformed and an unknown token', async () => {
    const { token } = await guestBooks('14:00');
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [wrong, 'x', randomBytes(16).toString('base64url'), 'ä%20;drop']) {
      const res = await manage(bad);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, code: 'MANAGE_LINK_INVALID', message: mm.linkInvalid });
    }
  });

  it('works until 30 days after the appointment’s end, then answers the same 404', async () => {
    const expert = await createExpert(t.db, { venueId });
    const past = await seedAppointment(t.db, venueId, new Date(Date.now() - 29 * DAY), 'confirmed', 'user', {
      expertId: expert.id,
    });
    const pastToken = await issueManageToken(t.db, past.id);
    const alive = await manage(pastToken);
    expect(alive.statusCode).toBe(200);
    // The sweep ran for it: an ended confirmed appointment reads as completed, and nothing can be done any more.
    expect(alive.json().data).toMatchObject({ status: 'completed', can_cancel: false, can_reschedule: false });

    const { row, token } = await seeded(new Date(Date.now() - 31 * DAY));
    expect(row.id).toBeGreaterThan(0);
    const res = await manage(token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'MANAGE_LINK_INVALID', message: mm.linkInvalid });
  });

  it('answers 429 with the Turkish text once a client address has used up its requests', async () => {
    const limited = await buildTestApp({ limits: { manageLinkPerIp: 3 } });
    try {
      const get = () => limited.app.inject({ method: 'GET', url: `/api/manage/${randomBytes(16).toString('base64url')}` });
      for (let i = 0; i < 3; i++) expect((await get()).statusCode).toBe(404);
      const res = await get();
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ success: false, message: mm.rateLimited });
      const cancelled = await limited.app.inject({ method: 'POST', url: '/api/manage/abc/cancel', payload: {} });
      expect(cancelled.statusCode).toBe(429);
      // Another address still has its own allowance.
      const other = await limited.app.inject({ method: 'GET', url: '/api/manage/abc', remoteAddress: '203.0.113.9' });
      expect(other.statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/manage/:token/cancel', () => {
  it('cancels as the user’s cancel does: history by the guest, the owner told, reminders withdrawn, the slot free again', async () => {
    const { id, token, expertId, date } = await guestBooks('15:00');
    const confirm = await injectAs(t.app, 'PUT', `/api/owner/appointments/${id}/status`, owner, { status: 'confirmed' });
    expect(confirm.statusCode).toBe(200);
    expect((await times(expertId, date)).json().data).not.toContain('15:00');
    const res = await cancel(token, { cancellation_reason: '  Planım değişti  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'Planım değişti',
      can_cancel: false,
      can_reschedule: false,
    });
    const row = await appointmentRow(t.db, id);
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'user', cancellationReason: 'Planım değişti' });
    const history = await statusHistoryOf(t.db, id);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.changedBy, h.changedByUserId, h.reason])).toEqual([
      [null, 'pending', 'guest', null, null],
      ['pending', 'confirmed', 'owner', owner.user.id, null],
      ['confirmed', 'cancelled', 'guest', null, 'Planım değişti'],
    ]);
    const rows = await outboxOf(id);
    const toOwner = rows.find((r) => r.kind === 'appointment_cancelled_owner')!;
    expect(toOwner.recipient).toBe(owner.user.email);
    expect(toOwner.text).toContain('Müşterinin açıklaması: Planım değişti');
    const reminders = rows.filter((r) => r.kind.startsWith('reminder_'));
    expect(reminders.length).toBeGreaterThan(0);
    expect(reminders.every((r) => r.status === 'cancelled')).toBe(true);
    expect((await times(expertId, date)).json().data).toContain('15:00');
  });

  it('answers 409 with the venue’s deadline once inside it, and changes nothing', async () => {
    const { row, token } = await seeded(new Date(Date.now() + HOUR));
    expect((await manage(token)).json().data).toMatchObject({ can_cancel: false, can_reschedule: false });
    const res = await cancel(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: 'CANCELLATION_DEADLINE',
      message: messages.availabilityRules.cancellationDeadline.replace('{hours}', '2'),
    });
    expect((await appointmentRow(t.db, row.id)).status).toBe('confirmed');
  });

  it('answers 409 to a second cancel', async () => {
    const { row, token } = await seeded(new Date(Date.now() + 3 * DAY));
    expect((await cancel(token)).statusCode).toBe(200);
    const res = await cancel(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, code: 'ALREADY_CANCELLED', message: messages.myAppointments.alreadyCancelled });
    expect(await statusHistoryOf(t.db, row.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown link and 400 for a reason over 500 characters', async () => {
    const unknown = await cancel(randomBytes(16).toString('base64url'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(mm.linkInvalid);
    const { token } = await seeded(new Date(Date.now() + 4 * DAY));
    const long = await cancel(token, { cancellation_reason: 'a'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(messages.myAppointments.reasonTooLong);
  });
});
