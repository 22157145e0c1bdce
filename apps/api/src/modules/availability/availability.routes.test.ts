import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BOOKING_HORIZON_DAYS, messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  createAppointment,
  createExpert,
  createOwner,
  createSubService,
  createVenue,
  SAC_BOYAMA,
  SAC_KESIMI,
} from '../../../test/factories';
import { countQueries } from '../../../test/count-queries';
import { at, nextWeekday, seedBookableVenue, today } from '../../../test/fixtures';
import { expertServices, subServices, venues } from '../../db/schema';
import { addDays, isoWeekday } from '../../lib/time';
import { turkishHolidayOn } from './turkish-holidays';

let t: TestApp;
let venueId: number;
let subId: number;

const MONDAY = () => nextWeekday(1);

/** 09:00 … 17:00 every half hour: a 45-minute service in a 09:00–18:00 day. */
const FULL_DAY_45 = Array.from(
  { length: 17 },
  (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

beforeAll(async () => {
  t = await buildTestApp();
  ({ venueId, subId } = await seedBookableVenue(t.db));
});
afterAll(() => t.close());

const newExpert = (opts: Partial<Parameters<typeof createExpert>[1]> = {}) =>
  createExpert(t.db, { venueId, subServiceIds: [subId], ...opts });

function times(expertId: number | string, query: Record<string, string | number | undefined>, prefix = '') {
  const qs = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]): [string, string] => [k, String(v)]),
  );
  return t.app.inject({ method: 'GET', url: `${prefix}/experts/${expertId}/available-times?${qs}` });
}

describe('GET /experts/{id}/available-times', () => {
  it('lists every half-hour start of a working Monday whose whole service fits, under /api and the spec path', async () => {
    const expert = await newExpert();
    for (const prefix of ['', '/api']) {
      const res = await times(expert.id, { date: MONDAY(), service_id: SAC_KESIMI, sub_service_id: subId }, prefix);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: FULL_DAY_45 });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('leaves out every start that would overlap a pending or confirmed appointment, but not a cancelled one', async () => {
    const expert = await newExpert();
    const date = MONDAY();
    await createAppointment(t.db, { venueId, expertId: expert.id, startsAt: at(date, '10:00'), durationMinutes: 45 });
    await createAppointment(t.db, {
      venueId,
      expertId: expert.id,
      startsAt: at(date, '14:00'),
      durationMinutes: 60,
      status: 'confirmed',
    });
    await createAppointment(t.db, {
      venueId,
      expertId: expert.id,
      startsAt: at(date, '16:00'),
      status: 'cancelled',
      cancelledAt: new Date(),
      cancelledBy: 'owner',
    });
    const data = (await times(expert.id, { date, service_id: SAC_KESIMI, sub_service_id: subId })).json().data as string[];
    // 09:30 + 45 min ends at 10:15, inside 10:00–10:45; 11:00 starts after it. 13:30 runs into 14:00.
    expect(data).not.toContain('09:30');
    expect(data).not.toContain('10:00');
    expect(data).not.toContain('10:30');
    expect(data).toContain('09:00');
    expect(data).toContain('11:00');
    expect(data).not.toContain('13:30');
    expect(data).not.toContain('14:30');
    expect(data).toContain('15:00');
    expect(data).toContain('16:00');
  });

  it('does not see another expert’s appointments', async () => {
    const a = await newExpert();
    const b = await newExpert();
    const date = MONDAY();
    await createAppointment(t.db, { venueId, expertId: a.id, startsAt: at(date, '10:00') });
    const data = (await times(b.id, { date, service_id: SAC_KESIMI, sub_service_id: subId })).json().data;
    expect(data).toEqual(FULL_DAY_45);
  });

  it('answers an empty list for a Sunday the venue is closed', async () => {
    const expert = await newExpert({ hours: { sunday: ['09:00', '18:00'], monday: ['09:00', '18:00'] } });
    const res = await times(expert.id, { date: nextWeekday(7), service_id: SAC_KESIMI, sub_service_id: subId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [] });
  });

  it('answers an empty list on a day the expert does not work although the venue is open', async () => {
    const expert = await newExpert({ hours: { tuesday: ['09:00', '18:00'] } });
    const res = await times(expert.id, { date: MONDAY(), service_id: SAC_KESIMI, sub_service_id: subId });
    expect(res.json().data).toEqual([]);
  });

  it('keeps starts inside both the expert’s and the venue’s hours', async () => {
    const expert = await newExpert({ hours: { monday: ['07:00', '11:00'] } });
    const res = await times(expert.id, { date: MONDAY(), service_id: SAC_KESIMI, sub_service_id: subId });
    expect(res.json().data).toEqual(['09:00', '09:30', '10:00']);
  });

  it('uses the expert’s custom duration for the sub-service', async () => {
    const expert = await newExpert({ subServiceOverrides: { [subId]: { customDurationMinutes: 120 } } });
    const data = (await times(expert.id, { date: MONDAY(), service_id: SAC_KESIMI, sub_service_id: subId })).json()
      .data as string[];
    expect(data.at(-1)).toBe('16:00');
  });

  it('uses the expert’s service duration, then the catalogue’s, when no sub-service is given', async () => {
    const plain = await newExpert();
    const catalogue = (await times(plain.id, { date: MONDAY(), service_id: SAC_KESIMI })).json().data as string[];
    expect(catalogue.at(-1)).toBe('17:00'); // Saç Kesimi: 45 minutes in the catalogue
    const custom = await newExpert();
    await t.db.update(expertServices).set({ customDurationMinutes: 90 }).where(eq(expertServices.expertId, custom.id));
    const data = (await times(custom.id, { date: MONDAY(), service_id: SAC_KESIMI })).json().data as string[];
    expect(data.at(-1)).toBe('16:30');
  });

  it('follows the venue’s slot grid', async () => {
    const owner = await createOwner(t.db);
    const quarter = await createVenue(t.db, { ownerId: owner.id, slotIntervalMinutes: 15 });
    const sub = await createSubService(t.db, { venueId: quarter.id, durationMinutes: 45 });
    const expert = await createExpert(t.db, {
      venueId: quarter.id,
      subServiceIds: [sub.id],
      hours: { monday: ['09:00', '10:30'] },
    });
    const res = await times(expert.id, { date: MONDAY(), service_id: SAC_KESIMI, sub_service_id: sub.id });
    expect(res.json().data).toEqual(['09:00', '09:15', '09:30', '09:45']);
  });

  it('answers an empty list for a past day and for a day beyond the booking horizon', async () => {
    const expert = await newExpert({
      hours: Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [d, ['09:00', '18:00']]),
      ),
    });
    const pastMonday = addDays(nextWeekday(1, addDays(today(), -9)), 0);
    expect((await times(expert.id, { date: pastMonday, service_id: SAC_KESIMI, sub_service_id: subId })).json().data).toEqual([]);
    let beyond = addDays(today(), BOOKING_HORIZON_DAYS + 1);
    while (isoWeekday(beyond) === 7) beyond = addDays(beyond, 1);
    expect((await times(expert.id, { date: beyond, service_id: SAC_KESIMI, sub_service_id: subId })).json().data).toEqual([]);
    let last = addDays(today(), BOOKING_HORIZON_DAYS);
    // The venue closes early on Saturdays: the last full weekday inside the horizon.
    while (isoWeekday(last) >= 6 || turkishHolidayOn(last)) last = addDays(last, -1);
    expect((await times(expert.id, { date: last, service_id: SAC_KESIMI, sub_service_id: subId })).json().data).toEqual(
      FULL_DAY_45,
    );
  });

  it('answers an empty list when the expert is inactive', async () => {
    const expert = await newExpert({ isActive: false });
    const res = await times(expert.id, { date: MONDAY(), service_id: SAC_KESIMI, sub_service_id: subId });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });

  it('answers an empty list when the venue is inactive', async () => {
    const owner = await createOwner(t.db);
    const closed = await createVenue(t.db, { ownerId: owner.id });
    const expert = await createExpert(t.db, { venueId: closed.id });
    await t.db.update(venues).set({ isActive: false }).where(eq(venues.id, closed.id));
    expect((await times(expert.id, { date: MONDAY(), service_id: SAC_KESIMI })).json().data).toEqual([]);
  });

  it('answers an empty list when the expert does not offer the service, or the assignment is inactive', async () => {
    const expert = await newExpert();
    expect((await times(expert.id, { date: MONDAY(), service_id: SAC_BOYAMA })).json().data).toEqual([]);
    await t.db.update(expertServices).set({ isActive: false }).where(eq(expertServices.expertId, expert.id));
    expect((await times(expert.id, { date: MONDAY(), service_id: SAC_KESIMI, sub_service_id: subId })).json().data).toEqual([]);
  });

  it('answers an empty list for an inactive sub-service, one not assigned to the expert, or one of another service', async () => {
    const inactive = await createSubService(t.db, { venueId, isActive: false });
    const unassigned = await createSubService(t.db, { venueId });
    const boyama = await createSubService(t.db, { venueId, serviceId: SAC_BOYAMA, name: 'Dip Boya' });
    const expert = await newExpert({ serviceIds: [SAC_KESIMI, SAC_BOYAMA], subServiceIds: [subId, inactive.id, boyama.id] });
    for (const sub of [inactive.id, unassigned.id]) {
      expect((await times(expert.id, { date: MONDAY(), service_id: SAC_KESIMI, sub_service_id: sub })).json().data).toEqual([]);
    }
    expect((await times(expert.id, { date: MONDAY(), service_id: SAC_KESIMI, sub_service_id: boyama.id })).json().data).toEqual(
      [],
    );
    await t.db.update(subServices).set({ isActive: false }).where(eq(subServices.id, boyama.id));
    expect((await times(expert.id, { date: MONDAY(), service_id: SAC_BOYAMA, sub_service_id: boyama.id })).json().data).toEqual(
      [],
    );
  });

  it('answers an empty list for a sub-service of another venue', async () => {
    const owner = await createOwner(t.db);
    const other = await createVenue(t.db, { ownerId: owner.id });
    const foreign = await createSubService(t.db, { venueId: other.id });
    const expert = await newExpert({ subServiceIds: [subId, foreign.id] });
    expect((await times(expert.id, { date: MONDAY(), service_id: SAC_KESIMI, sub_service_id: foreign.id })).json().data).toEqual(
      [],
    );
  });

  it('answers 404 for an unknown expert', async () => {
    const res = await times(999_999, { date: MONDAY(), service_id: SAC_KESIMI });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'EXPERT_NOT_FOUND', message: messages.appointments.expertNotFound });
  });

  it.each([['2025-13-01'], ['2025-02-30'], ['10.03.2025'], ['']])('answers 400 for the malformed date %j', async (date) => {
    const expert = await newExpert();
    const res = await times(expert.id, { date, service_id: SAC_KESIMI });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: messages.appointments.dateInvalid,
      errors: { date: messages.appointments.dateInvalid },
    });
  });

  it('answers 400 without a date or a service', async () => {
    const expert = await newExpert();
    expect((await times(expert.id, { service_id: SAC_KESIMI })).json()).toMatchObject({
      message: messages.appointments.dateInvalid,
    });
    const res = await times(expert.id, { date: MONDAY() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: messages.appointments.serviceRequired,
      errors: { service_id: messages.appointments.serviceRequired },
    });
  });

  it('answers 400 for a malformed expert id', async () => {
    const res = await times('abc', { date: MONDAY(), service_id: SAC_KESIMI });
    expect(res.statusCode).toBe(400);
  });

  it('reads the selection and the day in ONE statement, the busy ones, an unknown expert and none bookable too', async () => {
    const expert = await newExpert();
    const date = MONDAY();
    await createAppointment(t.db, { venueId, expertId: expert.id, startsAt: at(date, '10:00'), durationMinutes: 45 });
    let data: string[] = [];
    const q = { date, service_id: SAC_KESIMI, sub_service_id: subId };
    expect(await countQueries(t.db, async () => void (data = (await times(expert.id, q)).json().data))).toBe(1);
    expect(data).toContain('09:00');
    expect(data).not.toContain('10:00');
    expect(await countQueries(t.db, async () => expect((await times(999_999, q)).statusCode).toBe(404))).toBe(1);
    const unbookable = await countQueries(t.db, async () => {
      expect((await times(expert.id, { ...q, service_id: SAC_BOYAMA })).json().data).toEqual([]);
    });
    expect(unbookable).toBe(1);
  });
});
