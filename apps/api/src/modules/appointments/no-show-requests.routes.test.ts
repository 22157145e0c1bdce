import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, registerUser, type Session } from '../../../test/auth-helpers';
import { createAppointment, createExpert } from '../../../test/factories';
import { appointmentRow, at, day, frontDeskBooking, guestBooking, nextWeekday, seedBookableVenue } from '../../../test/fixtures';
import { appointments, outboxEvents, users } from '../../db/schema';

/**
 * Decision 091: the booking rule "after N no-shows in 90 days, online bookings from this person become requests"
 * (`no_show_request_threshold`, null = off): an instant-booking venue stores such a booking pending, with its expiry.
 */
let t: TestApp;
let owner: Session;
const PHONE = '+905321234567';
const limits = {
  appointmentPerIp: 10_000,
  appointmentPerPhone: 10_000,
  appointmentPerEmail: 10_000,
  appointmentPerUser: 10_000,
  pendingPerUserVenue: 100,
  pendingPerUser: 100,
};

beforeAll(async () => {
  t = await buildTestApp({ limits });
  owner = await registerOwner(t.app);
});
afterAll(() => t.close());

const rules = (venueId: number, body: object) =>
  t.app.inject({ method: 'PUT', url: `/api/owner/venues/${venueId}/booking-rules`, headers: owner.headers, payload: body });

/** An instant-booking venue of the owner with one expert, the rule set to `threshold`, and its no-show writer. */
async function venue(threshold: number | null) {
  const { venueId, subId } = await seedBookableVenue(t.db, { ownerId: owner.user.id });
  const expert = await createExpert(t.db, { venueId, name: 'Deniz Ak', subServiceIds: [subId] });
  const set = await rules(venueId, { auto_confirm: true, no_show_request_threshold: threshold });
  expect(set.statusCode, set.body).toBe(200);
  expect(set.json().data).toMatchObject({ auto_confirm: true, no_show_request_threshold: threshold });
  const noShow = (daysAgo: number, customer: Record<string, unknown> = {}, at_ = venueId) =>
    createAppointment(t.db, {
      venueId: at_,
      expertId: expert.id,
      startsAt: at(day(-daysAgo), '10:00'),
      status: 'no_show',
      customerPhone: PHONE,
      ...customer,
    });
  let hour = 9;
  const slot = () => ({
    expertId: expert.id,
    venueId,
    subId,
    date: nextWeekday(3),
    time: `${String(hour++).padStart(2, '0')}:00`,
  });
  const guest = async (phone = PHONE) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/public',
      payload: { ...guestBooking(slot()), phone },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; status: string };
  };
  return { venueId, expert, noShow, slot, guest };
}

describe('the no-show booking rule', () => {
  it('is off by default: an instant-booking venue confirms whoever books, however often they did not come', async () => {
    const v = await venue(null);
    for (const d of [10, 20, 30]) await v.noShow(d);
    expect((await v.guest()).status).toBe('confirmed');
  });

  it('turns the booking into a request from the threshold on, with an expiry and a request’s message', async () => {
    const v = await venue(2);
    await v.noShow(10);
    expect((await v.guest()).status).toBe('confirmed');
    await v.noShow(89);
    const booked = await v.guest();
    expect(booked.status).toBe('pending');
    const row = await appointmentRow(t.db, booked.id);
    expect(row.status).toBe('pending');
    expect(row.expiresAt).not.toBeNull();
    const events = await t.db
      .select({ kind: outboxEvents.kind })
      .from(outboxEvents)
      .where(eq(outboxEvents.appointmentId, booked.id));
    expect(events).toEqual([{ kind: 'received' }]);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/owner/appointments?venue_id=${v.venueId}&status=pending`,
      headers: owner.headers,
    });
    expect(history.json().data).toEqual([
      expect.objectContaining({ id: booked.id, user: expect.objectContaining({ no_shows_12m: 2, no_show_tag: true }) }),
    ]);
  });

  it('counts only the last 90 days, this venue and this person', async () => {
    const v = await venue(1);
    const other = await venue(1);
    await v.noShow(95);
    await v.noShow(5, {}, other.venueId);
    await v.noShow(5, { customerPhone: '+905559998877' });
    expect((await v.guest()).status).toBe('confirmed');
    await v.noShow(3);
    expect((await v.guest()).status).toBe('pending');
  });

  it('applies to a signed-in customer’s booking by the phone on their account', async () => {
    const v = await venue(1);
    const user = await registerUser(t.app);
    const [account] = await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, user.user.id));
    await v.noShow(20, { customerPhone: account!.phone });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/appointments',
      headers: user.headers,
      payload: { ...guestBooking(v.slot()) },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.status).toBe('pending');
  });

  it('never touches the front desk’s booking, which is confirmed at once', async () => {
    const v = await venue(1);
    await v.noShow(20, { customerPhone: '+905327654321' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/owner/venues/${v.venueId}/appointments`,
      headers: owner.headers,
      payload: frontDeskBooking(v.slot()),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.id, res.json().data.id));
    expect(row!.status).toBe('confirmed');
    // The same person booking online is asked for.
    expect((await v.guest('+905327654321')).status).toBe('pending');
  });

  it('refuses a threshold out of 1–10 with the Turkish text', async () => {
    const { venueId } = await seedBookableVenue(t.db, { ownerId: owner.user.id });
    const res = await rules(venueId, { no_show_request_threshold: 11 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Gelmeme sınırı 1 ile 10 arasında olmalı ya da kapalı olmalıdır.');
    expect(res.json().message).toBe(messages.availabilityRules.noShowThresholdInvalid);
  });
});
