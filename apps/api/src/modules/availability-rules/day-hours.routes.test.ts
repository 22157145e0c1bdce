import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { expertDayHours, venueDayHours } from '../../db/schema';
import { addDays, parseHHmm } from '../../lib/time';
import { SAC_KESIMI } from '../../../test/factories';
import { frontDeskBooking, guestBooking, invalid, nextWeekday, today } from '../../../test/fixtures';
import { call, strangersVenue, useRulesSuite, venueWithExpert } from './rules-test-helpers';

const m = messages.dayHours;
const s = useRulesSuite();

const expertUrl = (expertId: number, date: string) => `/api/owner/experts/${expertId}/days/${date}`;
const venueUrl = (venueId: number, date: string) => `/api/owner/venues/${venueId}/days/${date}`;
const timesOf = async (place: { expert: { id: number }; subId: number }, date: string): Promise<string[]> => {
  const url = `/api/experts/${place.expert.id}/available-times?date=${date}&service_id=${SAC_KESIMI}&sub_service_id=${place.subId}`;
  const res = await s.t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const expertRows = (expertId: number) => s.t.db.select().from(expertDayHours).where(eq(expertDayHours.expertId, expertId));
const venueRows = (venueId: number) => s.t.db.select().from(venueDayHours).where(eq(venueDayHours.venueId, venueId));

describe('PUT and DELETE /api/owner/experts/{id}/days/{date}', () => {
  it("sets an expert's hours and breaks for one date: the available times follow them, and DELETE restores the week", async () => {
    const place = await venueWithExpert(s.t, s.owner.user.id);
    const date = nextWeekday(3);
    expect(await timesOf(place, date)).toContain('09:00');
    const body = { start: '10:00', end: '14:00', breaks: [['11:30', '12:00']] };
    const res = await call(s.t, 'PUT', expertUrl(place.expert.id, date), s.owner, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { expert_id: place.expert.id, date, off: false, start: '10:00', end: '14:00', breaks: [['11:30', '12:00']] },
    });
    const times = await timesOf(place, date);
    expect(times).toContain('10:00');
    for (const time of times) {
      const start = parseHHmm(time);
      expect(start).toBeGreaterThanOrEqual(600);
      expect(start + 45).toBeLessThanOrEqual(840);
      expect(start + 45 <= 690 || start >= 720, `${time} overlaps the break`).toBe(true);
    }
    // The next week's same weekday keeps the weekly hours.
    expect(await timesOf(place, addDays(date, 7))).toContain('09:00');

    const removed = await call(s.t, 'DELETE', expertUrl(place.expert.id, date), s.owner);
    expect(removed.json()).toEqual({ success: true, data: { date } });
    expect(await timesOf(place, date)).toContain('09:00');
    expect(await expertRows(place.expert.id)).toEqual([]);
  });

  it('marks an expert off for one date: no times, and a booking that day is refused', async () => {
    const place = await venueWithExpert(s.t, s.owner.user.id);
    const date = nextWeekday(2);
    const res = await call(s.t, 'PUT', expertUrl(place.expert.id, date), s.owner, { off: true });
    expect(res.json().data).toEqual({ expert_id: place.expert.id, date, off: true, start: null, end: null, breaks: [] });
    expect(await timesOf(place, date)).toEqual([]);
    const booking = await s.t.app.inject({
      method: 'POST',
      url: '/api/appointments/public',
      payload: guestBooking({ expertId: place.expert.id, venueId: place.venueId, subId: place.subId, date, time: '10:00' }),
    });
    expect(booking.statusCode).toBe(400);
    expect(booking.json().code).toBe('SLOT_UNAVAILABLE');
  });

  it("warns the front desk outside the date's own hours and in its break, and books inside them", async () => {
    const place = await venueWithExpert(s.t, s.owner.user.id);
    const date = nextWeekday(4);
    await call(s.t, 'PUT', expertUrl(place.expert.id, date), s.owner, {
      start: '10:00',
      end: '14:00',
      breaks: [['12:00', '12:30']],
    });
    const book = (time: string) =>
      call(
        s.t,
        'POST',
        `/api/owner/venues/${place.venueId}/appointments`,
        s.owner,
        frontDeskBooking({ expertId: place.expert.id, subId: place.subId, date, time }),
      );
    const outside = await book('09:00');
    expect(outside.statusCode).toBe(409);
    expect(outside.json()).toMatchObject({ code: 'OUTSIDE_HOURS', message: messages.ownerCalendar.warning.hours });
    const inBreak = await book('11:45');
    expect(inBreak.statusCode).toBe(409);
    expect(inBreak.json()).toMatchObject({ code: 'OUTSIDE_HOURS', message: messages.ownerCalendar.warning.break });
    expect((await book('10:00')).statusCode).toBe(201);
  });

  it.each([
    ['the end is not after the start', { start: '14:00', end: '14:00' }, 'end', m.hoursOrder],
    ['a break lies outside the hours', { start: '10:00', end: '14:00', breaks: [['13:30', '14:30']] }, 'breaks', m.breakOutside],
    ['a break ends before it starts', { start: '10:00', end: '14:00', breaks: [['12:00', '11:00']] }, 'breaks', m.breakOutside],
    [
      'the breaks overlap',
      {
        start: '10:00',
        end: '14:00',
        breaks: [
          ['11:00', '12:00'],
          ['11:30', '12:30'],
        ],
      },
      'breaks',
      m.breaksOverlap,
    ],
    ['a time is not HH:mm', { start: '9:00', end: '14:00' }, 'start', m.timeInvalid],
    ['neither hours nor off are given', {}, 'start', m.offOrHours],
  ])('refuses a day whose %s with 400, the Turkish text, and nothing stored', async (_name, body, field, message) => {
    const place = await venueWithExpert(s.t, s.owner.user.id);
    const res = await call(s.t, 'PUT', expertUrl(place.expert.id, nextWeekday(3)), s.owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid(field, message));
    expect(await expertRows(place.expert.id)).toEqual([]);
  });

  it('refuses a date that does not exist or has passed with 400, and nothing stored', async () => {
    const place = await venueWithExpert(s.t, s.owner.user.id);
    const bad = await call(s.t, 'PUT', expertUrl(place.expert.id, '2030-02-30'), s.owner, { off: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(invalid('date', m.dateInvalid));
    const past = await call(s.t, 'PUT', expertUrl(place.expert.id, addDays(today(), -1)), s.owner, { off: true });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual(invalid('date', m.datePast));
    expect(await expertRows(place.expert.id)).toEqual([]);
  });

  it('answers 401 without a session, 403 to a user account and 404 for another owner’s expert, changing nothing', async () => {
    const { expert } = await strangersVenue(s.t);
    const url = expertUrl(expert.id, nextWeekday(3));
    expect((await call(s.t, 'PUT', url, undefined, { off: true })).statusCode).toBe(401);
    expect((await call(s.t, 'PUT', url, s.user, { off: true })).statusCode).toBe(403);
    const res = await call(s.t, 'PUT', url, s.owner, { off: true });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messages.experts.notFound);
    expect((await call(s.t, 'DELETE', url, s.owner)).statusCode).toBe(404);
    expect(await expertRows(expert.id)).toEqual([]);
  });

  it('answers DELETE of a date without its own hours with 404 and the Turkish text', async () => {
    const place = await venueWithExpert(s.t, s.owner.user.id);
    const res = await call(s.t, 'DELETE', expertUrl(place.expert.id, nextWeekday(3)), s.owner);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'DAY_HOURS_NOT_FOUND', message: m.noOverride });
  });
});

describe('PUT and DELETE /api/owner/venues/{id}/days/{date}', () => {
  it('opens a closed Sunday: bookable within the venue’s and the expert’s hours of that date, off the closed days', async () => {
    const place = await venueWithExpert(s.t, s.owner.user.id);
    const sunday = nextWeekday(7);
    const closedUrl = `/api/venues/${place.venueId}/closed-days?from=${sunday}&to=${sunday}`;
    expect((await s.t.app.inject({ method: 'GET', url: closedUrl })).json().data.map((d: { date: string }) => d.date)).toEqual([
      sunday,
    ]);
    const res = await call(s.t, 'PUT', venueUrl(place.venueId, sunday), s.owner, { start: '10:00', end: '16:00' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { venue_id: place.venueId, date: sunday, start: '10:00', end: '16:00' } });
    // The expert keeps no Sunday hours: the venue's opening alone offers nothing.
    expect(await timesOf(place, sunday)).toEqual([]);
    await call(s.t, 'PUT', expertUrl(place.expert.id, sunday), s.owner, { start: '09:00', end: '13:00' });
    const times = await timesOf(place, sunday);
    expect(times[0]).toBe('10:00');
    for (const time of times) expect(parseHHmm(time) + 45).toBeLessThanOrEqual(13 * 60);
    expect((await s.t.app.inject({ method: 'GET', url: closedUrl })).json().data).toEqual([]);

    const booking = await s.t.app.inject({
      method: 'POST',
      url: '/api/appointments/public',
      payload: guestBooking({
        expertId: place.expert.id,
        venueId: place.venueId,
        subId: place.subId,
        date: sunday,
        time: '10:00',
      }),
    });
    expect(booking.statusCode).toBe(201);

    expect((await call(s.t, 'DELETE', venueUrl(place.venueId, sunday), s.owner)).json()).toEqual({
      success: true,
      data: { date: sunday },
    });
    expect(await venueRows(place.venueId)).toEqual([]);
  });

  it.each([
    ['the end is not after the start', { start: '16:00', end: '10:00' }, 'end', m.hoursOrder],
    ['a time is not HH:mm', { start: '10:00', end: '25:00' }, 'end', m.timeInvalid],
  ])('refuses hours where %s with 400, the Turkish text, and nothing stored', async (_name, body, field, message) => {
    const place = await venueWithExpert(s.t, s.owner.user.id);
    const res = await call(s.t, 'PUT', venueUrl(place.venueId, nextWeekday(7)), s.owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid(field, message));
    expect(await venueRows(place.venueId)).toEqual([]);
  });

  it('answers 401 without a session, 403 to a user account and 404 for another owner’s venue, changing nothing', async () => {
    const { venueId } = await strangersVenue(s.t);
    const url = venueUrl(venueId, nextWeekday(7));
    const body = { start: '10:00', end: '16:00' };
    expect((await call(s.t, 'PUT', url, undefined, body)).statusCode).toBe(401);
    expect((await call(s.t, 'PUT', url, s.user, body)).statusCode).toBe(403);
    const res = await call(s.t, 'PUT', url, s.owner, body);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messages.venues.notFound);
    expect(await venueRows(venueId)).toEqual([]);
  });

  it("lists both kinds of day on the owner's calendar of the range", async () => {
    const place = await venueWithExpert(s.t, s.owner.user.id);
    const sunday = nextWeekday(7);
    await call(s.t, 'PUT', venueUrl(place.venueId, sunday), s.owner, { start: '10:00', end: '16:00' });
    await call(s.t, 'PUT', expertUrl(place.expert.id, sunday), s.owner, { off: true });
    const res = await call(s.t, 'GET', `/api/owner/venues/${place.venueId}/calendar?from=${sunday}&to=${sunday}`, s.owner);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.venue_days).toEqual([{ venue_id: place.venueId, date: sunday, start: '10:00', end: '16:00' }]);
    expect(data.expert_days).toEqual([
      { expert_id: place.expert.id, date: sunday, off: true, start: null, end: null, breaks: [] },
    ]);
  });
});
