import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase, type TestApp } from '../../../test/build-test-app';
import { registerOwner } from '../../../test/auth-helpers';
import { createClosure, createVenue } from '../../../test/factories';
import { appointmentRow } from '../../../test/fixtures';
import { guestBooksWithLink } from '../../../test/manage-link';

/**
 * Decision 097: a request's time to answer is counted in the venue's open hours, on PGlite and on PostgreSQL. The app's
 * clock stands on Saturday 4 May 2030, 20:00 in Istanbul (17:00 UTC); the salon is open 09:00–18:00 Monday to Saturday
 * and closed on Sunday, and gives its owner 2 hours. No public holiday falls between that Saturday and the Friday after.
 */
const SATURDAY_20 = new Date('2030-05-04T17:00:00Z');
const WEDNESDAY = '2030-05-08';
const LIMITS = { appointmentPerIp: 10_000, appointmentPerPhone: 10_000, appointmentPerEmail: 10_000, manageLinkPerIp: 10_000 };

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let t: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ limits: LIMITS }, database, () => SATURDAY_20);
});
afterAll(async () => {
  await t.close();
  await database.close();
});

const salon = async () => {
  const owner = await registerOwner(t.app);
  return (await createVenue(t.db, { ownerId: owner.user.id, name: 'Işıl Güzellik Salonu', pendingExpiryHours: 2 })).id;
};

describe('requests that expire in open hours', () => {
  it('a request sent Saturday 20:00 with 2 hours expires Monday 11:00, not on Sunday, and the manage link says so', async () => {
    const venueId = await salon();
    const { id, token } = await guestBooksWithLink(t, venueId, '14:00', WEDNESDAY);
    const row = await appointmentRow(t.db, id);
    expect(row.status).toBe('pending');
    expect(row.expiresAt).toEqual(new Date('2030-05-06T08:00:00Z'));
    const read = await t.app.inject({ method: 'GET', url: `/api/manage/${token}` });
    expect(read.json().data).toMatchObject({ status: 'pending', expires_at: '2030-05-06T08:00:00.000Z' });
  });

  it('skips a day the owner closed: with Monday closed it expires Tuesday 11:00', async () => {
    const venueId = await salon();
    await createClosure(t.db, { venueId, startDate: '2030-05-06', endDate: '2030-05-06', reason: 'Tadilat' });
    const { id } = await guestBooksWithLink(t, venueId, '14:00', WEDNESDAY);
    expect((await appointmentRow(t.db, id)).expiresAt).toEqual(new Date('2030-05-07T08:00:00Z'));
  });

  it('a customer’s reschedule of the request to Monday 12:00 restarts it, capped 2 hours before the new start', async () => {
    const venueId = await salon();
    const { id, token } = await guestBooksWithLink(t, venueId, '14:00', WEDNESDAY);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/manage/${token}/reschedule`,
      payload: { appointment_date: '2030-05-06', appointment_time: '12:00' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await appointmentRow(t.db, id);
    expect(row.status).toBe('pending');
    // Monday 10:00: the salon has been open one hour of the two by then.
    expect(row.expiresAt).toEqual(new Date('2030-05-06T07:00:00Z'));
  });
});
