import { describe, expect, it } from 'vitest';
import { useOwnerSuite } from '../../../test/owner-suite';
import { createAppointment, createExpert } from '../../../test/factories';
import { at, seedBookableVenue } from '../../../test/fixtures';

/**
 * Decision 091: the calendar block's `customer` and the requests list's `user` carry the customer's no-shows at the
 * venue in the 12 months before now, and the tag from the second one on; the kept calendar answer ends when a no-show
 * leaves the window.
 */
let now = new Date('2027-03-01T06:00:00Z');
const s = useOwnerSuite(() => now);

const get = (url: string) => s.t.app.inject({ method: 'GET', url, headers: s.owner.headers });
const calendar = (venueId: number) => get(`/api/owner/venues/${venueId}/calendar?from=2027-03-08&to=2027-03-08`);

async function seed() {
  const { venueId } = await seedBookableVenue(s.t.db, { ownerId: s.owner.user.id });
  const expert = await createExpert(s.t.db, { venueId, name: 'Zeynep Ak' });
  const book = (date: string, status: 'no_show' | 'completed' | 'pending', phone: string, time = '10:00') =>
    createAppointment(s.t.db, { venueId, expertId: expert.id, startsAt: at(date, time), status, customerPhone: phone });
  return { venueId, book };
}

describe('the no-show count and tag on the calendar and the requests', () => {
  it('counts the person’s no-shows of the last 12 months, whenever the block is, and tags from 2 on', async () => {
    now = new Date('2027-03-01T06:00:00Z');
    const { venueId, book } = await seed();
    const ayse = '+905551112233';
    await book('2026-02-20', 'no_show', ayse); // more than 12 months ago: not counted
    await book('2026-03-03', 'no_show', ayse);
    await book('2027-02-20', 'no_show', ayse);
    await book('2027-02-21', 'completed', ayse);
    const block = await book('2027-03-08', 'pending', ayse, '11:00');
    const once = '+905550000001';
    await book('2027-01-10', 'no_show', once);
    const other = await book('2027-03-08', 'pending', once, '14:00');

    const res = await calendar(venueId);
    expect(res.statusCode, res.body).toBe(200);
    const byId = new Map(res.json().data.appointments.map((a: { id: number }) => [a.id, a]));
    expect(byId.get(block.id)).toMatchObject({
      prior_no_shows: 3,
      customer: { phone: ayse, no_shows_12m: 2, no_show_tag: true },
    });
    expect(byId.get(other.id)).toMatchObject({ customer: { no_shows_12m: 1, no_show_tag: false } });

    const requests = await get(`/api/owner/appointments?venue_id=${venueId}&status=pending`);
    expect(requests.statusCode, requests.body).toBe(200);
    const users = new Map(requests.json().data.map((a: { id: number; user: unknown }) => [a.id, a.user]));
    expect(users.get(block.id)).toMatchObject({ no_shows_12m: 2, no_show_tag: true });
    expect(users.get(other.id)).toMatchObject({ no_shows_12m: 1, no_show_tag: false });

    // The first counted no-show (2026-03-03 10:00 İstanbul) leaves the 12 months before any block starts: the kept
    // answer ends with it.
    now = new Date('2027-03-04T08:00:00Z');
    const later = await calendar(venueId);
    const after = new Map(later.json().data.appointments.map((a: { id: number }) => [a.id, a]));
    expect(after.get(block.id)).toMatchObject({ customer: { no_shows_12m: 1, no_show_tag: false } });
    const list = await get(`/api/owner/appointments?venue_id=${venueId}&status=pending`);
    expect(list.json().data.map((a: { user: { no_show_tag: boolean } }) => a.user.no_show_tag)).toEqual([false, false]);
  });
});
