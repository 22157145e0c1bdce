import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import type { TestApp } from '../../../test/build-test-app';
import { openOwnerVenueSuite } from '../../../test/owner-suite';
import type { Session } from '../../../test/auth-helpers';
import { createAppointment, createExpert } from '../../../test/factories';
import { expertWorkingHours } from '../../db/schema';
import { at, nextWeekday } from '../../../test/fixtures';
import { injectAs } from '../../../test/requests';

const ar = messages.availabilityRules;

let t: TestApp, owner: Session, venueId: number;
beforeAll(async () => ({ t, owner, venueId } = await openOwnerVenueSuite()));
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => injectAs(t.app, method, url, owner, payload);
/** PUT of an expert: the name is required, the rest keeps its value when left out. */
const update = (id: number, workingHours: unknown) =>
  call('PUT', `/api/owner/experts/${id}`, { name: 'Mola Uzmanı', working_hours: workingHours });
const offWeek = { monday: null, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null, sunday: null };
const create = (workingHours: unknown) =>
  call('POST', '/api/owner/experts', { venue_id: venueId, name: 'Mola Uzmanı', working_hours: workingHours });
const storedHours = (expertId: number) =>
  t.db.select().from(expertWorkingHours).where(eq(expertWorkingHours.expertId, expertId)).orderBy(expertWorkingHours.weekday);

/** `count` breaks of ten minutes, twenty minutes apart from 09:00, all inside 08:00–20:00. */
const tenMinuteBreaks = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const start = 9 * 60 + i * 20;
    const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    return [hhmm(start), hhmm(start + 10)];
  });

describe('expert breaks on POST /api/owner/experts', () => {
  it('takes breaks as pairs or { start, end } objects, stores them sorted and answers { start, end, breaks }', async () => {
    const res = await create({
      monday: { start: '09:00', end: '18:00', breaks: [['15:00', '15:15'], { start: '12:00', end: '13:00' }] },
      tuesday: ['10:00', '14:00'],
    });
    expect(res.statusCode).toBe(201);
    const { id, working_hours } = res.json().data;
    expect(working_hours).toEqual({
      ...offWeek,
      monday: {
        start: '09:00',
        end: '18:00',
        breaks: [
          ['12:00', '13:00'],
          ['15:00', '15:15'],
        ],
      },
      tuesday: ['10:00', '14:00'],
    });
    expect((await storedHours(id)).map((h) => h.breaks)).toEqual([
      [
        ['12:00', '13:00'],
        ['15:00', '15:15'],
      ],
      [],
    ]);
    const read = await call('GET', `/api/owner/experts/${id}`);
    expect(read.json().data.working_hours).toEqual(working_hours);
  });

  it("answers a day given as an object with no breaks as the spec's [start, end]", async () => {
    const res = await create({
      wednesday: { start: '09:00', end: '17:00' },
      friday: { start: '10:00', end: '16:00', breaks: [] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.working_hours).toEqual({ ...offWeek, wednesday: ['09:00', '17:00'], friday: ['10:00', '16:00'] });
  });

  it.each([
    ['a break that starts before the hours', [['08:30', '09:30']], ar.breakInvalid],
    ['a break that ends after the hours', [['17:30', '18:30']], ar.breakInvalid],
    ['a break that ends before it starts', [['13:00', '12:00']], ar.breakInvalid],
    ['a break of no length', [{ start: '12:00', end: '12:00' }], ar.breakInvalid],
    [
      'two breaks that overlap',
      [
        ['12:00', '13:00'],
        ['12:30', '13:30'],
      ],
      ar.breaksOverlap,
    ],
    ['eleven breaks', tenMinuteBreaks(11), ar.breaksTooMany],
  ])('refuses %s with 400 and the Turkish message on the day', async (_title, breaks, message) => {
    const res = await create({ monday: { start: '09:00', end: '18:00', breaks } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { 'working_hours.monday': message } });
  });

  it('accepts ten breaks and two that only touch', async () => {
    const ten = await create({ thursday: { start: '08:00', end: '20:00', breaks: tenMinuteBreaks(10) } });
    expect(ten.statusCode).toBe(201);
    expect(ten.json().data.working_hours.thursday.breaks).toHaveLength(10);
    const touching = [
      ['12:00', '12:30'],
      ['12:30', '13:00'],
    ];
    const res = await create({ thursday: { start: '08:00', end: '20:00', breaks: touching } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.working_hours.thursday.breaks).toEqual(touching);
  });
});

describe('expert breaks on PUT /api/owner/experts/{id}', () => {
  it('replaces the breaks, and a day sent back as [start, end] drops them', async () => {
    const expert = await createExpert(t.db, { venueId, hours: { monday: ['09:00', '18:00'] } });
    const withBreak = await update(expert.id, {
      monday: { start: '09:00', end: '18:00', breaks: [{ start: '12:00', end: '13:00' }] },
    });
    expect(withBreak.statusCode).toBe(200);
    expect(withBreak.json().data.working_hours.monday).toEqual({ start: '09:00', end: '18:00', breaks: [['12:00', '13:00']] });

    const without = await update(expert.id, { monday: ['09:00', '18:00'] });
    expect(without.statusCode).toBe(200);
    expect(without.json().data.working_hours.monday).toEqual(['09:00', '18:00']);
    expect((await storedHours(expert.id))[0]!.breaks).toEqual([]);
  });

  it('refuses a break outside the hours with 400 and leaves the stored week as it was', async () => {
    const expert = await createExpert(t.db, { venueId, hours: { monday: ['09:00', '18:00'] } });
    const res = await update(expert.id, { monday: { start: '09:00', end: '12:00', breaks: [['11:30', '12:30']] } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: ar.breakInvalid, errors: { 'working_hours.monday': ar.breakInvalid } });
    expect(await storedHours(expert.id)).toEqual([
      { expertId: expert.id, weekday: 1, startsAt: '09:00:00', endsAt: '18:00:00', breaks: [] },
    ]);
  });

  it('lists the upcoming appointments a new break covers, keeps them, and not the ones beside it', async () => {
    const expert = await createExpert(t.db, { venueId, hours: { monday: ['09:00', '18:00'] } });
    const monday = nextWeekday(1);
    const inBreak = await createAppointment(t.db, {
      venueId,
      expertId: expert.id,
      startsAt: at(monday, '11:30'),
      customerFirstName: 'Ali',
      customerLastName: 'Veli',
    });
    const beforeBreak = await createAppointment(t.db, { venueId, expertId: expert.id, startsAt: at(monday, '10:00') });
    const afterBreak = await createAppointment(t.db, { venueId, expertId: expert.id, startsAt: at(monday, '13:00') });

    const res = await update(expert.id, { monday: { start: '09:00', end: '18:00', breaks: [['12:00', '13:00']] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.appointments_outside_hours).toEqual([
      { id: inBreak.id, appointment_date: monday, appointment_time: '11:30', customer_name: 'Ali Veli' },
    ]);
    const listed = res.json().data.appointments_outside_hours.map((a: { id: number }) => a.id);
    expect(listed).not.toContain(beforeBreak.id);
    expect(listed).not.toContain(afterBreak.id);
  });
});
