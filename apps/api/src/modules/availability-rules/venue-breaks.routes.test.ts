import { describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { expertWorkingHours } from '../../db/schema';
import { createExpert } from '../../../test/factories';
import { seedBookableVenue } from '../../../test/fixtures';
import { call, strangersVenue, useRulesSuite } from './rules-test-helpers';

/** PUT /api/owner/venues/{id}/breaks (decision 078): one break for chosen experts on chosen weekdays, one transaction. */
const m = messages.availabilityRules;
const s = useRulesSuite();
const url = (venueId: number) => `/api/owner/venues/${venueId}/breaks`;
const MON_SAT = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

async function salon() {
  const { venueId } = await seedBookableVenue(s.t.db, { ownerId: s.owner.user.id });
  const ayse = await createExpert(s.t.db, { venueId, name: 'Ayşe' });
  const elif = await createExpert(s.t.db, { venueId, name: 'Elif' });
  // Works afternoons only on Mondays: a lunch at 12:30 does not fit in her hours.
  const cem = await createExpert(s.t.db, {
    venueId,
    name: 'Cem',
    hours: { monday: ['14:00', '20:00'], tuesday: ['09:00', '18:00'] },
  });
  await s.t.db
    .update(expertWorkingHours)
    .set({
      breaks: [
        ['12:00', '12:45'],
        ['16:00', '16:15'],
      ],
    })
    .where(eq(expertWorkingHours.expertId, ayse.id));
  return { venueId, ayse, elif, cem };
}
const breaksOf = async (ids: number[]) =>
  (
    await s.t.db
      .select()
      .from(expertWorkingHours)
      .where(inArray(expertWorkingHours.expertId, ids))
      .orderBy(asc(expertWorkingHours.expertId), asc(expertWorkingHours.weekday))
  ).map((r) => `${r.expertId}/${r.weekday}:${r.breaks.map((b) => b.join('–')).join(',')}`);

describe('PUT /api/owner/venues/{id}/breaks', () => {
  it('adds the break to every chosen working day of the chosen experts, replacing the breaks it overlaps', async () => {
    const { venueId, ayse, elif, cem } = await salon();
    const res = await call(s.t, 'PUT', url(venueId), s.owner, {
      start: '12:30',
      end: '13:30',
      expert_ids: [ayse.id, elif.id, cem.id],
      weekdays: MON_SAT,
    });
    expect(res.statusCode).toBe(200);
    // Ayşe and Elif work Monday to Saturday (12 days); Cem's Tuesday takes it, his Monday (14:00–20:00) cannot.
    expect(res.json()).toEqual({ success: true, data: { days_updated: 13, days_skipped: 5 } });
    const rows = await breaksOf([ayse.id, elif.id, cem.id]);
    expect(rows.filter((r) => r.startsWith(`${ayse.id}/`))).toEqual(
      [1, 2, 3, 4, 5, 6].map((d) => `${ayse.id}/${d}:12:30–13:30,16:00–16:15`),
    );
    expect(rows.filter((r) => r.startsWith(`${elif.id}/`))).toEqual([1, 2, 3, 4, 5, 6].map((d) => `${elif.id}/${d}:12:30–13:30`));
    expect(rows.filter((r) => r.startsWith(`${cem.id}/`))).toEqual([`${cem.id}/1:`, `${cem.id}/2:12:30–13:30`]);
    // The experts' own answer shows it, and the same call again changes nothing more.
    const again = await call(s.t, 'PUT', url(venueId), s.owner, {
      start: '12:30',
      end: '13:30',
      expert_ids: [elif.id],
      weekdays: ['monday'],
    });
    expect(again.json().data).toEqual({ days_updated: 1, days_skipped: 0 });
    expect((await breaksOf([elif.id]))[0]).toBe(`${elif.id}/1:12:30–13:30`);
  });

  it.each([
    ['an end before the start', { start: '13:00', end: '12:00' }, 'end', m.breakInvalid],
    ['a time that is not HH:mm', { start: '1230' }, 'start', m.breakInvalid],
    ['no expert', { expert_ids: [] }, 'expert_ids', m.breakExpertsRequired],
    ['no weekday', { weekdays: [] }, 'weekdays', m.breakWeekdaysRequired],
    ['an unknown weekday', { weekdays: ['pazartesi'] }, 'weekdays.0', m.breakWeekdaysRequired],
  ])('refuses %s with 400 and the Turkish message, changing nothing', async (_name, over, field, message) => {
    const { venueId, ayse } = await salon();
    const before = await breaksOf([ayse.id]);
    const body = { start: '12:30', end: '13:30', expert_ids: [ayse.id], weekdays: ['monday'], ...over };
    const res = await call(s.t, 'PUT', url(venueId), s.owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { [field]: message } });
    expect(await breaksOf([ayse.id])).toEqual(before);
  });

  it('answers 401, 403, 404 for another owner’s venue and for an expert of another venue, changing nothing', async () => {
    const { venueId, ayse } = await salon();
    const stranger = await strangersVenue(s.t);
    const body = (ids: number[]) => ({ start: '12:30', end: '13:30', expert_ids: ids, weekdays: ['monday'] });
    const before = await breaksOf([ayse.id, stranger.expert.id]);
    expect((await call(s.t, 'PUT', url(venueId), undefined, body([ayse.id]))).statusCode).toBe(401);
    expect((await call(s.t, 'PUT', url(venueId), s.user, body([ayse.id]))).statusCode).toBe(403);
    const theirs = await call(s.t, 'PUT', url(stranger.venueId), s.owner, body([stranger.expert.id]));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(messages.venues.notFound);
    // One expert of another venue among the chosen: nothing is written, not even for the owner's own expert.
    const mixed = await call(s.t, 'PUT', url(venueId), s.owner, body([ayse.id, stranger.expert.id]));
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json()).toMatchObject({ code: 'EXPERT_NOT_FOUND', message: messages.experts.notFound });
    expect(await breaksOf([ayse.id, stranger.expert.id])).toEqual(before);
  });
});
