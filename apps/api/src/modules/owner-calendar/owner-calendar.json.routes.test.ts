import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerCalendarResponseSchema } from '@randevu/contracts';
import type { TestApp } from '../../../test/build-test-app';
import { openOwnerSuite } from '../../../test/owner-suite';
import type { Session } from '../../../test/auth-helpers';
import { createAppointment, createExpert } from '../../../test/factories';
import { at, seedBookableVenue } from '../../../test/fixtures';
import { venueDayBounds } from '../../lib/time';
import { createOwnerCalendarRepository } from './owner-calendar.repository';
import { toCalendarAppointmentDto } from './owner-calendar.service';

/**
 * Decision 040: PostgreSQL writes the calendar's appointments as JSON text and the route sends the answer without
 * parsing it again. The text must equal what the row mapping (toCalendarAppointmentDto) and JSON.stringify wrote before,
 * character for character: wall times in the venue's zone truncated to the minute, '' e-mail as null, lira, guests,
 * quotes and control characters in notes, Turkish letters, ordering by start then id, cancelled and expired left out.
 */
const NOW = new Date('2027-03-01T06:00:00Z');
const DAY = '2027-03-04';

let t: TestApp, owner: Session;
beforeAll(async () => ({ t, owner } = await openOwnerSuite(() => NOW)));
afterAll(() => t.close());

const calendar = (venueId: number, from = DAY, to = DAY) =>
  t.app.inject({ method: 'GET', url: `/api/owner/venues/${venueId}/calendar?from=${from}&to=${to}`, headers: owner.headers });

async function expectedAppointments(venueId: number, from = DAY, to = DAY) {
  const rows = await createOwnerCalendarRepository(t.db).listAppointments(
    venueId,
    venueDayBounds(from).start,
    venueDayBounds(to).end,
    NOW,
  );
  return rows.map((r) => toCalendarAppointmentDto(r, NOW));
}

describe('the calendar answer written by PostgreSQL', () => {
  it('equals the row mapping exactly, and the contract schema without extra keys', async () => {
    const { venueId, subId } = await seedBookableVenue(t.db, { ownerId: owner.user.id });
    const expert = await createExpert(t.db, { venueId, name: 'Şule Ünal', subServiceIds: [subId] });
    const other = await createExpert(t.db, { venueId, name: 'Ece Işık', subServiceIds: [subId] });
    const base = { venueId, expertId: expert.id };
    const seconds = new Date(at(DAY, '11:15').getTime() + 42_000);
    const made = [
      await createAppointment(t.db, { ...base, startsAt: at(DAY, '10:00'), status: 'confirmed', userId: owner.user.id }),
      await createAppointment(t.db, {
        venueId,
        expertId: other.id,
        startsAt: at(DAY, '10:00'),
        status: 'pending',
        customerEmail: '',
        customerFirstName: 'İğdır',
        customerLastName: "O'Çağlar",
        notes: 'Tırnak "çift" \\ ters\nyeni satır\ttab \u0001 ✓ 😀',
        priceKurus: 1999,
        subServiceId: subId,
        subServiceName: 'Kısa kesim',
        bookedBy: 'owner',
      }),
      await createAppointment(t.db, { ...base, startsAt: seconds, status: 'no_show', priceKurus: 5, durationMinutes: 30 }),
      await createAppointment(t.db, {
        ...base,
        startsAt: at(DAY, '23:30'),
        status: 'completed',
        priceKurus: 0,
        durationMinutes: 60,
      }),
      await createAppointment(t.db, { ...base, startsAt: at(DAY, '14:00'), status: 'cancelled', cancelledAt: NOW }),
      await createAppointment(t.db, { ...base, startsAt: at(DAY, '15:00'), status: 'expired' }),
    ];

    const res = await calendar(venueId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    // Every key is declared by the contract (parse strips unknown keys) and every value has its type.
    expect(ownerCalendarResponseSchema.parse(body)).toEqual(body);

    const expected = await expectedAppointments(venueId);
    expect(expected.map((a) => a.id)).toEqual([made[0]!.id, made[1]!.id, made[2]!.id, made[3]!.id]);
    expect(res.body.endsWith(`,"appointments":${JSON.stringify(expected)}}}`)).toBe(true);
    expect(body.data.appointments[1]).toMatchObject({ price: 19.99, customer: { email: null }, is_guest: true });
    expect(body.data.appointments[0]).toMatchObject({
      is_guest: false,
      starts_at_local: `${DAY}T10:00`,
      ends_at_local: `${DAY}T10:45`,
    });
    expect(body.data.appointments[2]).toMatchObject({ appointment_time: '11:15', ends_at_local: `${DAY}T11:45`, price: 0.05 });
    // Ends past midnight: the next venue day.
    expect(body.data.appointments[3]).toMatchObject({ ends_at_local: '2027-03-05T00:30', price: 0 });
  });

  it('answers an empty list as [] and a whole month in one text', async () => {
    const { venueId } = await seedBookableVenue(t.db, { ownerId: owner.user.id });
    const empty = await calendar(venueId);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.body.endsWith(',"appointments":[]}}')).toBe(true);

    const expert = await createExpert(t.db, { venueId, name: 'Ali Can' });
    for (const [i, date] of ['2027-03-01', '2027-03-15', '2027-03-31'].entries())
      await createAppointment(t.db, { venueId, expertId: expert.id, startsAt: at(date, `1${i}:00`), status: 'confirmed' });
    const month = await calendar(venueId, '2027-03-01', '2027-03-31');
    expect(month.statusCode, month.body).toBe(200);
    const expected = await expectedAppointments(venueId, '2027-03-01', '2027-03-31');
    expect(expected).toHaveLength(3);
    expect(month.body.endsWith(`,"appointments":${JSON.stringify(expected)}}}`)).toBe(true);
    expect(ownerCalendarResponseSchema.parse(month.json())).toEqual(month.json());
  });
});
