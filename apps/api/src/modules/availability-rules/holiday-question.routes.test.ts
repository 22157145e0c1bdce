import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { venueHolidayOpenings, venues } from '../../db/schema';
import { createAppointment } from '../../../test/factories';
import { at, today } from '../../../test/fixtures';
import { turkishHolidaysBetween } from '../availability/turkish-holidays';
import { call, strangersVenue, useRulesSuite, venueWithExpert } from './rules-test-helpers';

const s = useRulesSuite();

const url = (venueId: number) => `/api/owner/venues/${venueId}/holidays`;
const lastDay = () => `${Number(today().slice(0, 4)) + 1}-12-31`;
const openings = async (venueId: number) =>
  (
    await s.t.db
      .select({ date: venueHolidayOpenings.date })
      .from(venueHolidayOpenings)
      .where(eq(venueHolidayOpenings.venueId, venueId))
      .orderBy(venueHolidayOpenings.date)
  ).map((r) => r.date);
const answeredAt = async (venueId: number) =>
  (await s.t.db.select({ at: venues.holidaysAnsweredAt }).from(venues).where(eq(venues.id, venueId)))[0]!.at;
/** The answer kept on the venue (decision 096). */
const answer = async (venueId: number) =>
  (await s.t.db.select({ holidays: venues.holidaysOpen, eves: venues.evesOpen }).from(venues).where(eq(venues.id, venueId)))[0]!;

describe('PUT /api/owner/venues/{id}/holidays: the holiday question (decision 075)', () => {
  it('opens every eve and keeps whole holidays closed when so answered, keeps the answer on the venue, and marks it asked', async () => {
    const { venueId } = await venueWithExpert(s.t, s.owner.user.id);
    await s.t.db.update(venues).set({ holidaysAnsweredAt: null }).where(eq(venues.id, venueId));
    const res = await call(s.t, 'PUT', url(venueId), s.owner, { holidays_open: false, eves_open: true });
    expect(res.statusCode).toBe(200);
    const ahead = turkishHolidaysBetween(today(), lastDay());
    const eves = ahead.filter((h) => h.halfDay).map((h) => h.date);
    expect(eves.length).toBeGreaterThan(0);
    // The answer decides, not a row per day (decision 096).
    expect(await openings(venueId)).toEqual([]);
    expect(await answer(venueId)).toEqual({ holidays: false, eves: true });
    expect(res.json().data).toEqual(ahead.map((h) => ({ date: h.date, name: h.name, half_day: h.halfDay, open: h.halfDay })));
    expect(await answeredAt(venueId)).not.toBeNull();

    // Asked again with the other answer: whole days open, eves closed (no appointment in the way).
    const again = await call(s.t, 'PUT', url(venueId), s.owner, { holidays_open: true, eves_open: false });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(ahead.map((h) => ({ date: h.date, name: h.name, half_day: h.halfDay, open: !h.halfDay })));
    expect(await answer(venueId)).toEqual({ holidays: true, eves: false });
  });

  it('answers 409 over an appointment on a holiday it would close, changes nothing, and force keeps it', async () => {
    const { venueId, expert } = await venueWithExpert(s.t, s.owner.user.id);
    await call(s.t, 'PUT', url(venueId), s.owner, { holidays_open: true, eves_open: true });
    const newYear = `${Number(today().slice(0, 4)) + 1}-01-01`;
    await createAppointment(s.t.db, { venueId, expertId: expert.id, startsAt: at(newYear, '10:00') });
    const res = await call(s.t, 'PUT', url(venueId), s.owner, { holidays_open: false, eves_open: true });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'RULE_CONFLICT' });
    expect(await answer(venueId)).toEqual({ holidays: true, eves: true });
    const forced = await call(s.t, 'PUT', url(venueId), s.owner, { holidays_open: false, eves_open: true, force: true });
    expect(forced.statusCode).toBe(200);
    expect(forced.json().data).toContainEqual(expect.objectContaining({ date: newYear, open: false }));
    expect(await answer(venueId)).toEqual({ holidays: false, eves: true });
  });

  it('answers 401, 403 and 404 for another owner’s venue and changes nothing; 400 on a missing answer', async () => {
    const { venueId } = await strangersVenue(s.t);
    const answer = { holidays_open: true, eves_open: true };
    expect((await call(s.t, 'PUT', url(venueId), undefined, answer)).statusCode).toBe(401);
    expect((await call(s.t, 'PUT', url(venueId), s.user, answer)).statusCode).toBe(403);
    const foreign = await call(s.t, 'PUT', url(venueId), s.owner, answer);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(messages.venues.notFound);
    expect(await openings(venueId)).toEqual([]);
    const mine = await venueWithExpert(s.t, s.owner.user.id);
    const bad = await call(s.t, 'PUT', url(mine.venueId), s.owner, { holidays_open: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.availabilityRules.openInvalid);
    expect(await openings(mine.venueId)).toEqual([]);
  });
});
