import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, registerUser, type Session } from '../../../test/auth-helpers';
import { createAppointment, createExpert, createSubService, SAC_KESIMI } from '../../../test/factories';
import { addDays, isoWeekday, toVenueWallTime, venueWallTimeToInstant } from '../../lib/time';

/**
 * A catalogue service and its sub-services are shown, offered and bookable only
 * while one of the venue's categories holds the service. Dropping the category hides them everywhere
 * public (venue payload, times, both bookings; cached answers included); adding it back offers them again.
 */
const EV_TEMIZLIGI_CATEGORY = 2;

let t: TestApp;
let owner: Session;
let user: Session;
let venueId: number;
let subId: number;
let expertId: number;

const date = (() => {
  let d = addDays(toVenueWallTime(new Date()).date, 2);
  while (isoWeekday(d) !== 4) d = addDays(d, 1);
  return d;
})();

const venueBody = (categoryIds: number[]) => ({
  name: 'Moda Kuaför',
  description: 'Moda sahiline iki dakika.',
  category_ids: categoryIds,
  address: 'Moda Caddesi No: 5',
  phone: '2163450000',
  email: 'moda@example.com',
});

beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerOwner(t.app);
  user = await registerUser(t.app);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/owner/venues',
    headers: owner.headers,
    payload: { ...venueBody([1, EV_TEMIZLIGI_CATEGORY]), city_id: 34, district_id: 3423, neighborhood_id: 3423001 },
  });
  expect(created.statusCode, created.body).toBe(201);
  venueId = created.json().data.id;
  subId = (await createSubService(t.db, { venueId, name: 'Kadın Saç Kesimi', durationMinutes: 60 })).id;
  expertId = (await createExpert(t.db, { venueId, subServiceIds: [subId] })).id;
});
afterAll(() => t.close());

const setCategories = async (categoryIds: number[]) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/owner/venues/${venueId}`,
    headers: owner.headers,
    payload: venueBody(categoryIds),
  });
  expect(res.statusCode, res.body).toBe(200);
};

interface PublicVenue {
  services: { id: number }[];
  sub_services: { id: number }[];
  experts: { id: number; active_services: { id: number }[]; active_sub_services: { id: number }[] }[];
}
const publicVenue = async () => (await t.app.inject(`/venues/${venueId}`)).json().data as PublicVenue;
const times = async (sub: number | '' = subId) =>
  (await t.app.inject(`/experts/${expertId}/available-times?date=${date}&service_id=${SAC_KESIMI}&sub_service_id=${sub}`)).json()
    .data as string[];

const booking = (time: string, sub: number | null = subId) => ({
  expert_id: expertId,
  venue_id: venueId,
  service_id: SAC_KESIMI,
  sub_service_id: sub,
  appointment_date: date,
  appointment_time: time,
  notes: ' ',
});
const bookAsGuest = (time: string, sub: number | null = subId) =>
  t.app.inject({
    method: 'POST',
    url: '/appointments/public',
    payload: {
      ...booking(time, sub),
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
      email: 'ayse@example.com',
      phone: '+905321234567',
    },
  });
const bookAsUser = (time: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/appointments', headers: user.headers, payload: booking(time) });

describe('a service whose category the venue dropped', () => {
  it('is shown, offered and bookable while the category is the venue’s', async () => {
    const venue = await publicVenue();
    expect(venue.sub_services.map((s) => s.id)).toEqual([subId]);
    expect(venue.services.map((s) => s.id)).toEqual([SAC_KESIMI]);
    expect(venue.experts[0]!.active_sub_services.map((s) => s.id)).toEqual([subId]);
    expect((await times())[0]).toBe('09:00'); // cached from here on
  });

  it('disappears from the venue payload, times and both bookings once the category is dropped', async () => {
    const booked = await createAppointment(t.db, {
      venueId,
      expertId,
      subServiceId: subId,
      startsAt: venueWallTimeToInstant(date, 15 * 60),
    });
    await setCategories([EV_TEMIZLIGI_CATEGORY]);

    const venue = await publicVenue();
    expect(venue.sub_services).toEqual([]);
    expect(venue.services).toEqual([]);
    expect(venue.experts[0]!.active_services).toEqual([]);
    expect(venue.experts[0]!.active_sub_services).toEqual([]);
    expect(await times()).toEqual([]);
    expect(await times('')).toEqual([]);

    for (const res of [await bookAsGuest('10:00'), await bookAsUser('11:00')]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: messages.appointments.serviceUnavailable });
    }
    const withoutSub = await bookAsGuest('12:00', null);
    expect(withoutSub.statusCode, withoutSub.body).toBe(400);

    // The appointment booked before stays, and the owner still lists the sub-service.
    const list = await t.app.inject({ url: `/api/owner/appointments?venue_id=${venueId}`, headers: owner.headers });
    expect(list.json().data.map((a: { id: number }) => a.id)).toContain(booked.id);
    const mine = await t.app.inject({ url: `/api/my-sub-services?venue_id=${venueId}`, headers: owner.headers });
    expect(mine.json().data.map((s: { id: number }) => s.id)).toEqual([subId]);
  });

  it('is offered and bookable again once the category is added back', async () => {
    await setCategories([1, EV_TEMIZLIGI_CATEGORY]);
    const venue = await publicVenue();
    expect(venue.sub_services.map((s) => s.id)).toEqual([subId]);
    expect(venue.experts[0]!.active_sub_services.map((s) => s.id)).toEqual([subId]);
    expect(await times()).toContain('10:00');
    expect((await bookAsGuest('10:00')).statusCode).toBe(201);
    expect((await bookAsUser('12:00')).statusCode).toBe(201);
  });
});
