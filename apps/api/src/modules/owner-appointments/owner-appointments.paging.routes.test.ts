import { beforeAll, describe, expect, it } from 'vitest';
import { messages, OWNER_APPOINTMENTS_DEFAULT_LIMIT } from '@randevu/contracts';
import { type TestApp } from '../../../test/build-test-app';
import { countQueries } from '../../../test/count-queries';
import { registerUser, type Session } from '../../../test/auth-helpers';
import { createVenue } from '../../../test/factories';
import { venueTime } from '../../../test/fixtures';
import { useOwnerAppointmentsSuite } from './owner-appointments.test-suite';

const m = messages.ownerAppointments;

const { s, ownerWithVenue, book, list, body } = useOwnerAppointmentsSuite();
let t: TestApp;
beforeAll(() => ({ t } = s));

/** GET /api/owner/appointments: paging and its statements; GET …/summary; the OpenAPI entries. */
describe('GET /api/owner/appointments: paging', () => {
  it('pages with limit and offset, reporting the total of the filtered list', async () => {
    const { session, venue } = await ownerWithVenue();
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await book(venue.id, venueTime(1 + i, '10:00')));
    const newestFirst = made.map((a) => a.id).reverse();
    const page = async (q: string) => body(await list(session, q));
    expect((await page('?limit=2')).data.map((a) => a.id)).toEqual(newestFirst.slice(0, 2));
    expect((await page('?limit=2&offset=2')).data.map((a) => a.id)).toEqual(newestFirst.slice(2, 4));
    const last = await page('?limit=2&offset=4');
    expect(last.data.map((a) => a.id)).toEqual(newestFirst.slice(4));
    expect(last.meta.total).toBe(5);
    const beyond = await page('?offset=10');
    expect(beyond).toMatchObject({ data: [], meta: { total: 5, pending: 5 } });
    expect((await page('?limit=200')).data).toHaveLength(5);
  });

  it(`returns at most ${OWNER_APPOINTMENTS_DEFAULT_LIMIT} rows by default`, async () => {
    const { session, venue, expert } = await ownerWithVenue();
    // One expert, back-to-back 45-minute slots spread over days: no overlaps.
    for (let i = 0; i < OWNER_APPOINTMENTS_DEFAULT_LIMIT + 2; i++) {
      await book(venue.id, venueTime(1 + Math.floor(i / 10), `${String(8 + (i % 10)).padStart(2, '0')}:00`), 'pending', {
        expertId: expert.id,
      });
    }
    const res = body(await list(session));
    expect(res.data).toHaveLength(OWNER_APPOINTMENTS_DEFAULT_LIMIT);
    expect(res.meta.total).toBe(OWNER_APPOINTMENTS_DEFAULT_LIMIT + 2);
  });

  it.each([
    ['status=done', m.statusInvalid, 'status'],
    ['status=PENDING', m.statusInvalid, 'status'],
    ['venue_id=abc', m.venueIdInvalid, 'venue_id'],
    ['venue_id=0', m.venueIdInvalid, 'venue_id'],
    ['venue_id=1.5', m.venueIdInvalid, 'venue_id'],
    ['from=2026-13-01', m.dateInvalid, 'from'],
    ['from=2026-02-30', m.dateInvalid, 'from'],
    ['to=25.11.2026', m.dateInvalid, 'to'],
    ['to=<5000 digits>', m.dateInvalid, 'to'],
    ['from=2026-11-25&to=2026-11-24', m.rangeInvalid, 'to'],
    ['limit=0', m.limitInvalid, 'limit'],
    ['limit=201', m.limitInvalid, 'limit'],
    ['limit=ten', m.limitInvalid, 'limit'],
    ['offset=-1', m.offsetInvalid, 'offset'],
  ])('rejects %s with 400 and the Turkish message', async (query, message, field) => {
    const { session } = await ownerWithVenue();
    const res = await list(session, `?${query.replace('<5000 digits>', '2'.repeat(5000))}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message, errors: { [field]: message } });
  });

  it('treats empty filter values as absent', async () => {
    const { session, venue } = await ownerWithVenue();
    await book(venue.id, venueTime(2, '10:00'));
    const res = await list(session, '?status=&venue_id=&from=&to=&limit=&offset=');
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toHaveLength(1);
  });

  it('runs the same number of SQL statements for 1 row and for 30 rows', async () => {
    const small = await ownerWithVenue();
    await book(small.venue.id, venueTime(2, '10:00'));
    const large = await ownerWithVenue();
    const second = await createVenue(t.db, { ownerId: large.session.user.id });
    for (let i = 0; i < 30; i++) await book(i % 2 ? second.id : large.venue.id, venueTime(1 + (i % 7), '10:00'));
    let rows = 0;
    // A session's first request also records its last use (decision 083, at most once in 5 minutes): not counted.
    await list(small.session);
    await list(large.session);
    const one = await countQueries(t.db, async () => {
      rows = body(await list(small.session)).data.length;
    });
    expect(rows).toBe(1);
    const many = await countQueries(t.db, async () => {
      rows = body(await list(large.session)).data.length;
    });
    expect(rows).toBe(30);
    // Session lookup, the page of rows and the two counts in one statement.
    expect(one).toBe(3);
    expect(many).toBe(3);
  });
});

describe('GET /api/owner/appointments/summary', () => {
  const summary = (session: Session | null, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/owner/appointments/summary${query}`, headers: session?.headers ?? {} });

  it('answers 401 without a session even with an invalid query, and 403 to a user', async () => {
    expect((await summary(null, '?venue_id=abc')).statusCode).toBe(401);
    expect((await summary(await registerUser(t.app))).statusCode).toBe(403);
  });

  it('counts the requests awaiting an answer, per venue or across the owner’s venues, never another owner’s', async () => {
    const { session, venue } = await ownerWithVenue();
    const second = await createVenue(t.db, { ownerId: session.user.id });
    const other = await ownerWithVenue('Başka Salon');
    await book(venue.id, venueTime(1, '10:00'));
    await book(venue.id, venueTime(2, '10:00'));
    await book(second.id, venueTime(2, '10:00'));
    await book(venue.id, venueTime(3, '10:00'), 'confirmed');
    await book(venue.id, venueTime(-1, '10:00'));
    await book(other.venue.id, venueTime(1, '10:00'));
    expect((await summary(session, `?venue_id=${venue.id}`)).json()).toEqual({ success: true, data: { pending: 2 } });
    expect((await summary(session)).json()).toEqual({ success: true, data: { pending: 3 } });
    expect((await summary(session, `?venue_id=${other.venue.id}`)).json()).toEqual({ success: true, data: { pending: 0 } });
  });

  it('rejects a malformed venue_id with 400 and the Turkish message', async () => {
    const res = await summary((await ownerWithVenue()).session, '?venue_id=-3');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: m.venueIdInvalid, errors: { venue_id: m.venueIdInvalid } });
  });
});

describe('OpenAPI', () => {
  it('documents the three owner appointment calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    expect(paths['/api/owner/appointments']).toHaveProperty('get');
    expect(paths['/api/owner/appointments/summary']).toHaveProperty('get');
    expect(paths['/api/owner/appointments/{id}/status']).toHaveProperty('put');
  });
});
