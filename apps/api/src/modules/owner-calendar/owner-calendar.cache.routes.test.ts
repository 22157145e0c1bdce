import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../lib/time';
import { runJobOnce } from '../../lib/jobs';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, registerUser, type Session } from '../../../test/auth-helpers';
import { createAppointment, createExpert } from '../../../test/factories';
import { at, BOOKING_LIMITS, guestBooking, nextWeekday, seedBookableVenue, today } from '../../../test/fixtures';
import { injectAs } from '../../../test/requests';
import { createCompletionJob } from '../my-appointments/my-appointments.service';

/**
 * The owner's calendar is kept in the process (lib/public-cache.ts) under the owner's account and URL: a second read
 * is a hit, nobody else is ever answered from it, and every write that changes the calendar drops it before it
 * answers, so the next read shows the write.
 */
let t: TestApp;
let owner: Session;
let stranger: Session;
let user: Session;
beforeAll(async () => {
  t = await buildTestApp({ limits: BOOKING_LIMITS });
  [owner, stranger, user] = await Promise.all([registerOwner(t.app), registerOwner(t.app), registerUser(t.app)]);
});
afterAll(() => t.close());

const calendar = (venueId: number, from: string, to: string, session: Session | null) =>
  injectAs(t.app, 'GET', `/api/owner/venues/${venueId}/calendar?from=${from}&to=${to}`, session);
const statuses = (res: Awaited<ReturnType<typeof calendar>>) =>
  (res.json().data.appointments as { id: number; status: string }[]).map((a) => [a.id, a.status]);

async function seedVenue() {
  const { venueId, subId } = await seedBookableVenue(t.db, { ownerId: owner.user.id });
  const expert = await createExpert(t.db, { venueId, name: 'Zeynep Ak', subServiceIds: [subId] });
  return { venueId, subId, expertId: expert.id };
}

describe('the cached owner calendar', () => {
  it('answers a second read from memory, to the same owner only', async () => {
    const { venueId } = await seedVenue();
    const day = nextWeekday(2);
    const first = await calendar(venueId, day, day, owner);
    expect(first.statusCode, first.body).toBe(200);
    const hits = t.app.publicCache.stats().hits;
    const second = await calendar(venueId, day, day, owner);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe('no-store');
    expect(t.app.publicCache.stats().hits).toBe(hits + 1);

    // The same URL for anyone else: the session and the owner check run as if nothing were kept.
    expect((await calendar(venueId, day, day, stranger)).statusCode).toBe(404);
    expect((await calendar(venueId, day, day, user)).statusCode).toBe(403);
    expect((await calendar(venueId, day, day, null)).statusCode).toBe(401);
    expect(t.app.publicCache.stats().hits).toBe(hits + 1);
  });

  it("shows a guest's booking, the owner's confirm and move, and time off on the next read", async () => {
    const { venueId, subId, expertId } = await seedVenue();
    const other = await createExpert(t.db, { venueId, name: 'Cem Öz', subServiceIds: [subId] });
    const day = nextWeekday(3);
    expect((await calendar(venueId, day, day, owner)).json().data.appointments).toEqual([]);

    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/public',
      payload: guestBooking({ expertId, venueId, subId, date: day, time: '10:00' }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().data.id as number;
    expect(statuses(await calendar(venueId, day, day, owner))).toEqual([[id, 'pending']]);

    const confirmed = await injectAs(t.app, 'PUT', `/api/owner/appointments/${id}/status`, owner, { status: 'confirmed' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(statuses(await calendar(venueId, day, day, owner))).toEqual([[id, 'confirmed']]);

    const moved = await injectAs(t.app, 'PUT', `/api/owner/appointments/${id}`, owner, {
      expert_id: other.id,
      appointment_date: day,
      appointment_time: '11:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [block] = (await calendar(venueId, day, day, owner)).json().data.appointments;
    expect(block).toMatchObject({ id, expert_id: other.id, appointment_time: '11:00' });

    const off = await injectAs(t.app, 'POST', `/api/owner/experts/${expertId}/time-off`, owner, {
      starts_at: `${day}T14:00`,
      ends_at: `${day}T15:00`,
      reason: 'Toplantı',
    });
    expect(off.statusCode, off.body).toBe(201);
    expect((await calendar(venueId, day, day, owner)).json().data.time_off).toMatchObject([{ reason: 'Toplantı' }]);
  });

  it("shows the completion job's sweep on the next read", async () => {
    const { venueId, expertId } = await seedVenue();
    const yesterday = addDays(today(), -1);
    const ended = await createAppointment(t.db, { venueId, expertId, status: 'confirmed', startsAt: at(yesterday, '10:00') });
    expect(statuses(await calendar(venueId, yesterday, yesterday, owner))).toEqual([[ended.id, 'confirmed']]);

    expect(await runJobOnce(t.db, createCompletionJob(t.app.publicCache))).toMatchObject({ ran: true });
    expect(statuses(await calendar(venueId, yesterday, yesterday, owner))).toEqual([[ended.id, 'completed']]);
  });

  it('shows a closure on the next read, and drops it again when the closure is deleted', async () => {
    const { venueId } = await seedVenue();
    const day = nextWeekday(4);
    expect((await calendar(venueId, day, day, owner)).json().data.closures).toEqual([]);
    const created = await injectAs(t.app, 'POST', `/api/owner/venues/${venueId}/closures`, owner, {
      start_date: day,
      end_date: day,
      reason: 'Tadilat',
    });
    expect(created.statusCode, created.body).toBe(201);
    const [closure] = (await calendar(venueId, day, day, owner)).json().data.closures;
    expect(closure).toMatchObject({ start_date: day, end_date: day, reason: 'Tadilat' });

    const deleted = await injectAs(t.app, 'DELETE', `/api/owner/venues/${venueId}/closures/${closure.id}`, owner);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await calendar(venueId, day, day, owner)).json().data.closures).toEqual([]);
  });
});
