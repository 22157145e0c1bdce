import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, registerUser, type Session } from '../../../test/auth-helpers';
import { createExpert, createVenue, SAC_KESIMI } from '../../../test/factories';
import { appointmentRow, nextWeekday } from '../../../test/fixtures';
import { guestBooksWithLink } from '../../../test/manage-link';
import { injectAs } from '../../../test/requests';
import { appointments, venues } from '../../db/schema';

/**
 * Decision 072: the guest's booking answer carries the manage token its confirmation page reads, and the manage answer
 * says when a request nobody decides expires ("İşletme … onaylamazsa").
 */
let t: TestApp;
let owner: Session;
let venueId: number;

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://randevu.example', limits: { appointmentPerIp: 10_000, manageLinkPerIp: 10_000 } });
  owner = await registerOwner(t.app);
  venueId = (await createVenue(t.db, { ownerId: owner.user.id, name: 'Işıl Güzellik Salonu' })).id;
});
afterAll(() => t.close());

const manage = (token: string) => t.app.inject({ method: 'GET', url: `/api/manage/${token}` });

async function guestBooking(time: string, date = nextWeekday(3)) {
  const expert = await createExpert(t.db, { venueId, name: 'Deniz Ak' });
  const payload = {
    first_name: 'Ayşe',
    last_name: 'Yılmaz',
    email: 'ayse@example.com',
    phone: '+905321234567',
    expert_id: expert.id,
    venue_id: venueId,
    service_id: SAC_KESIMI,
    appointment_date: date,
    appointment_time: time,
  };
  return { payload, res: await t.app.inject({ method: 'POST', url: '/api/appointments/public', payload }) };
}

describe('the guest’s booking answer', () => {
  it('carries the manage token of the confirmation e-mail, which reads this booking back with its expiry', async () => {
    const { id, token } = await guestBooksWithLink(t, venueId, '10:00');
    const { res } = await guestBooking('10:00');
    expect(res.statusCode).toBe(201);
    const answered = res.json().data as { id: number; manage_token: string };
    expect(answered.manage_token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const read = await manage(answered.manage_token);
    expect(read.statusCode).toBe(200);
    const row = await appointmentRow(t.db, answered.id);
    expect(read.json().data).toMatchObject({ id: answered.id, status: 'pending', expires_at: row.expiresAt!.toISOString() });
    // Each link opens its own booking only.
    expect((await manage(token)).json().data.id).toBe(id);
    expect(answered.manage_token).not.toBe(token);
  });

  it('gives no expiry once the venue confirmed the request', async () => {
    const { res } = await guestBooking('11:00');
    const { id, manage_token } = res.json().data as { id: number; manage_token: string };
    expect(
      (await injectAs(t.app, 'PUT', `/api/owner/appointments/${id}/status`, owner, { status: 'confirmed' })).statusCode,
    ).toBe(200);
    expect((await manage(manage_token)).json().data).toMatchObject({ status: 'confirmed', expires_at: null });
  });

  it('is confirmed with no expiry at a venue with instant booking', async () => {
    await t.db.update(venues).set({ autoConfirm: true }).where(eq(venues.id, venueId));
    try {
      const { res } = await guestBooking('12:00');
      const data = res.json().data as { status: string; manage_token: string };
      expect(data.status).toBe('confirmed');
      expect((await manage(data.manage_token)).json().data).toMatchObject({ status: 'confirmed', expires_at: null });
    } finally {
      await t.db.update(venues).set({ autoConfirm: false }).where(eq(venues.id, venueId));
    }
  });

  it('refused (a bad e-mail) carries no token and books nothing', async () => {
    const before = await t.db.select({ id: appointments.id }).from(appointments);
    const { payload } = await guestBooking('13:00');
    const res = await t.app.inject({ method: 'POST', url: '/api/appointments/public', payload: { ...payload, email: 'yok' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: messages.appointments.emailInvalid });
    expect(res.body).not.toContain('manage_token');
    // Only the booking of guestBooking('13:00') itself was added.
    expect((await t.db.select({ id: appointments.id }).from(appointments)).length).toBe(before.length + 1);
  });
});

describe('the other booking answers', () => {
  it('carry no manage token: the signed-in user’s and the front desk’s', async () => {
    const user = await registerUser(t.app);
    const expert = await createExpert(t.db, { venueId, name: 'Cem Öz' });
    const slot = { expert_id: expert.id, venue_id: venueId, service_id: SAC_KESIMI, appointment_date: nextWeekday(4) };
    const mine = await injectAs(t.app, 'POST', '/api/user/appointments', user, {
      ...slot,
      appointment_time: '10:00',
      notes: ' ',
    });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json().data).not.toHaveProperty('manage_token');

    const desk = await injectAs(t.app, 'POST', `/api/owner/venues/${venueId}/appointments`, owner, {
      ...slot,
      appointment_time: '11:00',
      first_name: 'Ali',
      last_name: 'Veli',
      phone: '+905321112233',
    });
    expect(desk.statusCode, desk.body).toBe(201);
    expect(desk.json().data).not.toHaveProperty('manage_token');
  });
});
