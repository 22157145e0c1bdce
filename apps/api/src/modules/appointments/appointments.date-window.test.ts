import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_DATE_MAX, CALENDAR_DATE_MIN, messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, registerUser, type Session } from '../../../test/auth-helpers';
import { createExpert, createSubService, createVenue, SAC_KESIMI } from '../../../test/factories';
import { addDays, toVenueWallTime } from '../../lib/time';

/**
 * Finding 9: '9999-12-31' answered 500 (a RangeError in date arithmetic) on available times,
 * both bookings and the owner list filters. Dates outside 2000-01-01 … 2100-12-31 are refused by the
 * shared schemas with a Turkish 400; inside, a day before today or beyond the horizon is an empty day.
 */
const outOfRange = messages.common.dateOutOfRange;
const FAR = ['9999-12-31', '0001-01-01', '1999-12-31', '2101-01-01'];

let t: TestApp;
let owner: Session;
let user: Session;
let venueId: number;
let expertId: number;
let subId: number;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerOwner(t.app);
  user = await registerUser(t.app);
  venueId = (await createVenue(t.db, { ownerId: owner.user.id })).id;
  subId = (await createSubService(t.db, { venueId })).id;
  expertId = (await createExpert(t.db, { venueId, subServiceIds: [subId] })).id;
});
afterAll(() => t.close());

const slots = (date: string) =>
  t.app.inject(`/api/experts/${expertId}/available-times?date=${date}&service_id=${SAC_KESIMI}&sub_service_id=${subId}`);

const booking = (date: string) => ({
  expert_id: expertId,
  venue_id: venueId,
  service_id: SAC_KESIMI,
  sub_service_id: subId,
  appointment_date: date,
  appointment_time: '10:00',
  notes: ' ',
});
const bookAsGuest = (date: string) =>
  t.app.inject({
    method: 'POST',
    url: '/appointments/public',
    payload: { ...booking(date), first_name: 'Ayşe', last_name: 'Yılmaz', email: 'ayse@example.com', phone: '+905321234567' },
  });
const bookAsUser = (date: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/appointments', headers: user.headers, payload: booking(date) });
const ownerList = (query: string) => t.app.inject({ url: `/api/owner/appointments?${query}`, headers: owner.headers });

describe('dates outside 2000-01-01 … 2100-12-31', () => {
  it('are refused with 400 and the Turkish message on available times', async () => {
    for (const date of FAR) {
      const res = await slots(date);
      expect(res.statusCode, `${date}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: outOfRange });
    }
  });

  it('are refused with 400 and the Turkish message on both bookings', async () => {
    for (const date of FAR) {
      for (const res of [await bookAsGuest(date), await bookAsUser(date)]) {
        expect(res.statusCode, `${date}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ success: false, message: outOfRange, errors: { appointment_date: outOfRange } });
      }
    }
  });

  it('are refused with 400 and the Turkish message in the owner list filters', async () => {
    for (const date of FAR) {
      for (const res of [await ownerList(`from=${date}`), await ownerList(`to=${date}`)]) {
        expect(res.statusCode, `${date}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ success: false, message: outOfRange });
      }
    }
  });
});

describe('dates at the edges of the window', () => {
  it('answer an empty day on available times before today and beyond the horizon', async () => {
    for (const date of [CALENDAR_DATE_MIN, CALENDAR_DATE_MAX, addDays(toVenueWallTime(new Date()).date, -1)]) {
      const res = await slots(date);
      expect(res.statusCode, `${date}: ${res.body}`).toBe(200);
      expect(res.json()).toEqual({ success: true, data: [] });
    }
  });

  it('answer the first day as unavailable and the last as beyond the horizon on both bookings', async () => {
    const beyond = messages.availabilityRules.refusedHorizon.replace('{days}', '90');
    for (const [date, code, message] of [
      [CALENDAR_DATE_MIN, 'SLOT_UNAVAILABLE', messages.appointments.slotUnavailable],
      [CALENDAR_DATE_MAX, 'BEYOND_HORIZON', beyond],
    ] as const) {
      for (const res of [await bookAsGuest(date), await bookAsUser(date)]) {
        expect(res.statusCode, `${date}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ code, message, errors: { appointment_time: message } });
      }
    }
  });

  it('filter the owner list', async () => {
    const res = await ownerList(`from=${CALENDAR_DATE_MIN}&to=${CALENDAR_DATE_MAX}`);
    expect(res.statusCode, res.body).toBe(200);
  });
});
