import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { venues } from '../../db/schema';
import { useOwnerSuite } from '../../../test/owner-suite';
import { createAppointment, createExpert } from '../../../test/factories';
import { seedBookableVenue } from '../../../test/fixtures';
import { injectAs } from '../../../test/requests';
import { toVenueWallTime } from '../../lib/time';

/**
 * Decision 059: the server decides what may be done to an appointment and every payload says so in `allowed_actions`.
 * The owner's list, the calendar and the status route agree, whatever the clock says, the cached calendar included.
 */
const DAY = 86_400_000;
/** The app's clock: the real one (the status routes decide by the database's), moved ahead only for reads. */
let ahead = 0;
const clock = () => new Date(Date.now() + ahead);
const s = useOwnerSuite(clock);
let venueId: number, expertId: number;
beforeAll(async () => {
  ({ venueId } = await seedBookableVenue(s.t.db, { ownerId: s.owner.user.id }));
  expertId = (await createExpert(s.t.db, { venueId, name: 'Elif Kaya' })).id;
});

const ownerList = async () =>
  (await injectAs(s.t.app, 'GET', `/api/owner/appointments?venue_id=${venueId}&limit=100`, s.owner, undefined)).json().data as {
    id: number;
    allowed_actions: string[];
  }[];
async function calendarOf(startsAt: Date) {
  const day = toVenueWallTime(startsAt).date;
  const res = await injectAs(s.t.app, 'GET', `/api/owner/venues/${venueId}/calendar?from=${day}&to=${day}`, s.owner, undefined);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.appointments as { id: number; allowed_actions: string[] }[];
}
async function everywhere(id: number, startsAt: Date) {
  const listed = (await ownerList()).find((a) => a.id === id)!.allowed_actions;
  const drawn = (await calendarOf(startsAt)).find((a) => a.id === id)!.allowed_actions;
  return { listed, drawn };
}

describe('allowed_actions: the owner list, the calendar and the server agree', () => {
  it('an 8-day-old completed visit: no "Gelmedi" in the list or the calendar, and the server refuses it', async () => {
    const startsAt = new Date(Date.now() - 8 * DAY);
    const a = await createAppointment(s.t.db, { venueId, expertId, startsAt, status: 'completed' });
    expect(await everywhere(a.id, startsAt)).toEqual({ listed: [], drawn: [] });
    const res = await injectAs(s.t.app, 'PUT', `/api/owner/appointments/${a.id}/status`, s.owner, { status: 'no_show' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CORRECTION_CLOSED');
  });

  it('a 6-day-old completed visit: both offer "Gelmedi", and the server takes it', async () => {
    const startsAt = new Date(Date.now() - 6 * DAY);
    const a = await createAppointment(s.t.db, { venueId, expertId, startsAt, status: 'completed' });
    expect(await everywhere(a.id, startsAt)).toEqual({ listed: ['mark_no_show'], drawn: ['mark_no_show'] });
    const res = await injectAs(s.t.app, 'PUT', `/api/owner/appointments/${a.id}/status`, s.owner, { status: 'no_show' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.allowed_actions).toEqual([]);
  });

  it('a request ahead, then the same request once its start has passed: the cached calendar follows the clock', async () => {
    const startsAt = new Date(Date.now() + 2 * 3_600_000);
    const a = await createAppointment(s.t.db, { venueId, expertId, startsAt, status: 'confirmed' });
    expect(await everywhere(a.id, startsAt)).toEqual({ listed: ['cancel', 'move'], drawn: ['cancel', 'move'] });
    try {
      // No write in between: only the clock moves past the start.
      ahead = startsAt.getTime() + 60_000 - Date.now();
      expect(await everywhere(a.id, startsAt)).toEqual({
        listed: ['complete', 'mark_no_show'],
        drawn: ['complete', 'mark_no_show'],
      });
    } finally {
      ahead = 0;
    }
  });
});

describe("allowed_actions of the customer's appointment: the venue's notice", () => {
  it('the list offers cancel and reschedule until the notice, then nothing', async () => {
    await s.t.db.update(venues).set({ cancellationNoticeHours: 24 }).where(eq(venues.id, venueId));
    const soon = await createAppointment(s.t.db, {
      venueId,
      expertId,
      userId: s.user.user.id,
      startsAt: new Date(Date.now() + 3 * 3_600_000),
      status: 'confirmed',
    });
    const later = await createAppointment(s.t.db, {
      venueId,
      expertId,
      userId: s.user.user.id,
      startsAt: new Date(Date.now() + 3 * DAY),
      status: 'pending',
    });
    const res = await injectAs(s.t.app, 'GET', '/api/user/appointments', s.user, undefined);
    expect(res.statusCode, res.body).toBe(200);
    const byId = new Map((res.json().data as { id: number; allowed_actions: string[] }[]).map((x) => [x.id, x.allowed_actions]));
    expect(byId.get(soon.id)).toEqual([]);
    expect(byId.get(later.id)).toEqual(['cancel', 'reschedule']);
    const refused = await injectAs(s.t.app, 'POST', `/api/user/appointments/${soon.id}/cancel`, s.user, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CANCELLATION_DEADLINE');
  });
});
