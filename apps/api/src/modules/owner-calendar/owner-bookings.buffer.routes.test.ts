import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, type Session } from '../../../test/auth-helpers';
import { createExpert, createSubService, createVenue } from '../../../test/factories';
import { appointmentRow, BOOKING_LIMITS, frontDeskBooking, nextWeekday } from '../../../test/fixtures';
import { formatHHmm, toVenueWallTime } from '../../lib/time';
import { injectAs } from '../../../test/requests';

/**
 * Decision 098: the front desk may book or move into an expert's buffer with `override_buffer: true`; without it the
 * answer is 409 SLOT_IN_BUFFER as before, and an overlap with another appointment is a 409 whatever the flags.
 */
const oc = messages.ownerCalendar;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ limits: BOOKING_LIMITS });
});
afterAll(() => t.close());

const date = nextWeekday(3);

/** A venue (Mon–Sat 09:00–18:00), a 45-minute sub-service with 15 minutes of buffer, an expert, and one visit at 10:00. */
async function frontDesk() {
  const session = await registerOwner(t.app);
  const venue = await createVenue(t.db, { ownerId: session.user.id });
  const sub = await createSubService(t.db, { venueId: venue.id, durationMinutes: 45, bufferMinutes: 15, priceKurus: 50000 });
  const expert = await createExpert(t.db, { venueId: venue.id, subServiceIds: [sub.id] });
  const d = { session, venue, sub, expert };
  const first = await post(session, venue.id, bodyFor(d, '10:00'));
  expect(first.statusCode, first.body).toBe(201);
  return { ...d, firstId: first.json().data.id as number };
}
type Desk = Awaited<ReturnType<typeof frontDesk>>;

const bodyFor = (d: Pick<Desk, 'expert' | 'sub'>, time: string, extra: Record<string, unknown> = {}) =>
  frontDeskBooking({ expertId: d.expert.id, subId: d.sub.id, date, time }, { phone: '532 765 43 21', ...extra });
const post = (session: Session, venueId: number, payload: unknown) =>
  injectAs(t.app, 'POST', `/api/owner/venues/${venueId}/appointments`, session, payload);
const put = (session: Session, id: number, payload: unknown) =>
  injectAs(t.app, 'PUT', `/api/owner/appointments/${id}`, session, payload);
const countOf = async (venueId: number) =>
  (
    (await t.db.execute(sql`select count(*)::int as n from appointments where venue_id = ${venueId}`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;
const startOf = async (id: number) => formatHHmm(toVenueWallTime((await appointmentRow(t.db, id)).startsAt).minutes);
const inBuffer = { code: 'SLOT_IN_BUFFER', message: messages.availabilityRules.refusedBuffer };

describe('POST /api/owner/venues/{id}/appointments with override_buffer', () => {
  it('answers 409 SLOT_IN_BUFFER in the buffer after a visit, then books it with override_buffer: true', async () => {
    const d = await frontDesk();
    const refused = await post(d.session, d.venue.id, bodyFor(d, '10:50'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, ...inBuffer });
    expect(await countOf(d.venue.id)).toBe(1);

    const booked = await post(d.session, d.venue.id, bodyFor(d, '10:50', { override_buffer: true }));
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data).toMatchObject({ status: 'confirmed', appointment_time: '10:50' });
    expect(await countOf(d.venue.id)).toBe(2);
  });

  it('books a visit whose own buffer runs into the next one with override_buffer: true', async () => {
    const d = await frontDesk();
    // 09:05–09:50 does not overlap the 10:00 visit, but its 15 minutes of buffer reach into it.
    expect((await post(d.session, d.venue.id, bodyFor(d, '09:05'))).json()).toMatchObject(inBuffer);
    expect((await post(d.session, d.venue.id, bodyFor(d, '09:05', { override_buffer: true }))).statusCode).toBe(201);
  });

  it('never books over another appointment, whatever the flags', async () => {
    const d = await frontDesk();
    for (const flags of [{ override_buffer: true }, { override_buffer: true, outside_hours: true }]) {
      const taken = await post(d.session, d.venue.id, bodyFor(d, '10:30', flags));
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'SLOT_TAKEN', message: messages.appointments.slotTaken });
    }
    expect(await countOf(d.venue.id)).toBe(1);
  });

  it('refuses an override_buffer that is not a boolean with 400 and the Turkish text, booking nothing', async () => {
    const d = await frontDesk();
    const res = await post(d.session, d.venue.id, bodyFor(d, '10:50', { override_buffer: 'evet' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { override_buffer: oc.overrideBufferInvalid } });
    expect(await countOf(d.venue.id)).toBe(1);
  });
});

describe('PUT /api/owner/appointments/{id} with override_buffer', () => {
  it('answers 409 SLOT_IN_BUFFER for a move into a buffer and keeps the old time, then moves it with the flag', async () => {
    const d = await frontDesk();
    const second = await post(d.session, d.venue.id, bodyFor(d, '14:00'));
    const id = second.json().data.id as number;
    const body = { expert_id: d.expert.id, appointment_date: date, appointment_time: '10:50', sub_service_id: d.sub.id };
    const refused = await put(d.session, id, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject(inBuffer);
    expect(await startOf(id)).toBe('14:00');

    const moved = await put(d.session, id, { ...body, override_buffer: true });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await startOf(id)).toBe('10:50');
  });

  it('never moves over another appointment with override_buffer: true, and refuses a non-boolean flag with 400', async () => {
    const d = await frontDesk();
    const id = (await post(d.session, d.venue.id, bodyFor(d, '14:00'))).json().data.id as number;
    const body = { expert_id: d.expert.id, appointment_date: date, appointment_time: '10:15', sub_service_id: d.sub.id };
    const taken = await put(d.session, id, { ...body, override_buffer: true });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SLOT_TAKEN' });
    const bad = await put(d.session, id, { ...body, override_buffer: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { override_buffer: oc.overrideBufferInvalid } });
    expect(await startOf(id)).toBe('14:00');
  });
});
