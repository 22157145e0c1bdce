import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, openTestDatabase, type TestApp } from '../../../test/build-test-app';
import { registerOwner, type Session } from '../../../test/auth-helpers';
import { createVenue, SAC_KESIMI, type HoursMap } from '../../../test/factories';
import { appointmentRow, statusHistoryOf } from '../../../test/fixtures';
import { guestBooksWithLink, outboxOf } from '../../../test/manage-link';
import { runCompletionJob } from '../../../test/completion-job';
import { venues } from '../../db/schema';

/**
 * Decision 036: a request nobody answered expires at its `expires_at` (the venue's `pending_expiry_hours` of open time
 * after it, decision 097, no later than 2 hours before the start), by the completion job, on PGlite and on PostgreSQL.
 * The clock is moved: the app booking the request runs 25 hours in the past at a venue open every day from 00:00 to
 * 23:59, so its 24-hour expiry is already about an hour ago by the database's clock, which the job's sweep reads.
 */
const HOUR = 3_600_000;
const ALL_DAY: [string, string] = ['00:00', '23:59'];
const EVERY_DAY: HoursMap = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, ALL_DAY]),
);
const LIMITS = { appointmentPerIp: 10_000, appointmentPerPhone: 10_000, appointmentPerEmail: 10_000 };

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let t: TestApp;
let past: TestApp;
let owner: Session;
let venueId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ limits: LIMITS, publicUrl: 'https://randevu.example' }, database);
  // The same database, its clock 25 hours behind: what it books was made 25 hours ago as far as the rules go.
  past = await buildTestApp({ limits: LIMITS }, database, () => new Date(Date.now() - 25 * HOUR));
  owner = await registerOwner(t.app);
  ({ id: venueId } = await createVenue(t.db, { ownerId: owner.user.id, name: 'Işıl Güzellik Salonu', hours: EVERY_DAY }));
});
afterAll(async () => {
  await past.close();
  await t.close();
  await database.close();
});

const tick = () => runCompletionJob(t);
const times = async (expertId: number, date: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/experts/${expertId}/available-times?date=${date}&service_id=${SAC_KESIMI}` })
  ).json().data as string[];

describe('requests that expire', () => {
  it('expires an unanswered request past its expiry: history by the system, the slot free, the customer told with a link to book again', async () => {
    const { id, expertId, date } = await guestBooksWithLink(past, venueId, '10:00');
    const row = await appointmentRow(t.db, id);
    expect(row.status).toBe('pending');
    expect(row.expiresAt!.getTime()).toBeLessThan(Date.now());
    expect(await times(expertId, date)).not.toContain('10:00');

    expect((await tick()).ran).toBe(true);
    expect((await appointmentRow(t.db, id)).status).toBe('expired');
    expect((await statusHistoryOf(t.db, id)).map((h) => `${h.fromStatus}→${h.toStatus}:${h.changedBy}`)).toEqual([
      'null→pending:guest',
      'pending→expired:system',
    ]);
    expect(await times(expertId, date)).toContain('10:00');
    const told = (await outboxOf(t.db, id)).filter((r) => r.kind === 'appointment_expired');
    expect(told.map((r) => r.channel).sort()).toEqual(['email', 'sms']);
    const email = told.find((r) => r.channel === 'email')!;
    expect(email.recipient).toBe('ayse@example.com');
    expect(email.text).toContain(`https://randevu.example/isil-guzellik-salonu-${venueId}`);

    // A second tick changes nothing and tells nobody twice.
    await tick();
    expect((await outboxOf(t.db, id)).filter((r) => r.kind === 'appointment_expired')).toHaveLength(2);
    expect(await statusHistoryOf(t.db, id)).toHaveLength(2);
  });

  it('leaves a request inside its time, a confirmed appointment, and an answered one alone', async () => {
    const fresh = await guestBooksWithLink(t, venueId, '11:00');
    const answered = await guestBooksWithLink(past, venueId, '12:00');
    const confirm = await t.app.inject({
      method: 'PUT',
      url: `/api/owner/appointments/${answered.id}/status`,
      headers: owner.headers,
      payload: { status: 'confirmed' },
    });
    expect(confirm.statusCode).toBe(200);
    await tick();
    expect((await appointmentRow(t.db, fresh.id)).status).toBe('pending');
    expect((await appointmentRow(t.db, answered.id)).status).toBe('confirmed');
  });

  it('follows the venue’s pending_expiry_hours: 48 hours keeps a request made 25 hours ago', async () => {
    await t.db.update(venues).set({ pendingExpiryHours: 48 }).where(eq(venues.id, venueId));
    try {
      const { id } = await guestBooksWithLink(past, venueId, '13:00');
      const row = await appointmentRow(t.db, id);
      expect(row.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 22 * HOUR);
      await tick();
      expect((await appointmentRow(t.db, id)).status).toBe('pending');
    } finally {
      await t.db.update(venues).set({ pendingExpiryHours: 24 }).where(eq(venues.id, venueId));
    }
  });
});
