import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, type Session } from '../../../test/auth-helpers';
import { EDIRNE, SAC_KESIMI } from '../../../test/factories';
import { appointments } from '../../db/schema';
import { addDays, formatHHmm, isoWeekday, parseHHmm, toVenueWallTime } from '../../lib/time';

let t: TestApp;
let owner: Session;

beforeAll(async () => {
  t = await buildTestApp({ limits: { appointmentPerIp: 10_000, appointmentPerPhone: 10_000 } });
  owner = await registerOwner(t.app);
});
afterAll(() => t.close());

const post = (url: string, payload: object, session: Session | null = owner) =>
  t.app.inject({ method: 'POST', url, payload, headers: session?.headers ?? {} });

/** The first Tuesday at least two days ahead, so "now" never cuts into the day. */
function futureTuesday(): string {
  let d = addDays(toVenueWallTime(new Date()).date, 2);
  while (isoWeekday(d) !== 2) d = addDays(d, 1);
  return d;
}

/** Every start on the venue grid from `from` whose whole service ends by `to`. */
function gridStarts(from: string, to: string, intervalMinutes: number, durationMinutes: number): string[] {
  const starts: string[] = [];
  for (let s = parseHHmm(from); s + durationMinutes <= parseHHmm(to); s += intervalMinutes) starts.push(formatHHmm(s));
  return starts;
}

describe('an owner sets up a venue from nothing and a guest books the result', () => {
  it('offers exactly the custom-duration starts inside the expert hours, books at the custom price, and stops when unassigned', async () => {
    const venueRes = await post('/api/owner/venues', {
      name: 'Kurulum Güzellik',
      category_ids: [1],
      city_id: EDIRNE.cityId,
      district_id: EDIRNE.districtId,
      neighborhood_id: EDIRNE.neighborhoodId,
      address: 'Hürriyet Meydanı No: 3',
      phone: '2842130000',
    });
    expect(venueRes.statusCode).toBe(201);
    const venueId = venueRes.json().data.id as number;

    const subRes = await post('/api/sub-services', {
      venue_id: venueId,
      service_id: SAC_KESIMI,
      name: 'Kısa Saç Kesimi',
      description: 'Omuz üstü',
      price: 350,
      duration_minutes: 30,
    });
    expect(subRes.statusCode).toBe(201);
    const subServiceId = subRes.json().data.id as number;

    const expertRes = await post('/api/owner/experts', {
      venue_id: venueId,
      name: 'Derya Sarı',
      specialties: 'Kesim, Fön',
      working_hours: { tuesday: ['10:00', '14:00'] },
    });
    expect(expertRes.statusCode).toBe(201);
    const expertId = expertRes.json().data.id as number;

    const assignRes = await post(`/api/owner/experts/${expertId}/sub-services`, {
      sub_service_id: subServiceId,
      custom_price: 275.5,
      custom_duration_minutes: 45,
    });
    expect(assignRes.statusCode).toBe(201);

    const venue = (await t.app.inject({ method: 'GET', url: `/venues/${venueId}` })).json().data;
    expect(venue.working_days).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']);
    expect(venue.experts).toHaveLength(1);
    expect(venue.experts[0]).toMatchObject({
      id: expertId,
      working_hours: { tuesday: ['10:00', '14:00'], monday: null },
      active_services: [{ id: SAC_KESIMI }],
      active_sub_services: [
        { id: subServiceId, price: 350, duration_minutes: 30, custom_price: 275.5, custom_duration_minutes: 45 },
      ],
    });

    const tuesday = futureTuesday();
    const slotsUrl = `/experts/${expertId}/available-times?date=${tuesday}&service_id=${SAC_KESIMI}&sub_service_id=${subServiceId}`;
    const expected = gridStarts('10:00', '14:00', venue.slot_interval_minutes, 45);
    expect(venue.slot_interval_minutes).toBe(30);
    expect(expected[0]).toBe('10:00');
    expect(expected.at(-1)).toBe('13:00');
    const slots = await t.app.inject({ method: 'GET', url: slotsUrl });
    expect(slots.statusCode).toBe(200);
    expect(slots.json().data).toEqual(expected);
    // Wednesday is a venue day but not one of the expert's.
    const wednesday = await t.app.inject({ method: 'GET', url: slotsUrl.replace(tuesday, addDays(tuesday, 1)) });
    expect(wednesday.json().data).toEqual([]);

    const booking = {
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
      email: 'ayse@example.com',
      phone: '+905321234567',
      expert_id: expertId,
      venue_id: venueId,
      service_id: SAC_KESIMI,
      sub_service_id: subServiceId,
      appointment_date: tuesday,
      appointment_time: '10:30',
      notes: ' ',
    };
    const booked = await post('/appointments/public', booking, null);
    expect(booked.statusCode).toBe(201);
    expect(booked.json().data).toMatchObject({ price: 275.5, duration_minutes: 45, sub_service_name: 'Kısa Saç Kesimi' });
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, booked.json().data.id));
    expect(row).toMatchObject({ priceKurus: 27550, durationMinutes: 45, subServiceId, expertId, status: 'pending' });

    const unassign = await t.app.inject({
      method: 'DELETE',
      url: `/api/owner/experts/${expertId}/sub-services/${subServiceId}`,
      headers: owner.headers,
    });
    expect(unassign.statusCode).toBe(200);

    const again = await post('/appointments/public', booking, null);
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);
    expect(again.json()).toMatchObject({ success: false, message: messages.appointments.subServiceUnavailable });
    expect((await t.app.inject({ method: 'GET', url: slotsUrl })).json().data).toEqual([]);
  });
});
