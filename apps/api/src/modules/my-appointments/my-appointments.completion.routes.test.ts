import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type MyAppointment } from '@randevu/contracts';
import { buildTestApp, openTestDatabase, testDbKind, type TestApp } from '../../../test/build-test-app';
import { registerUser } from '../../../test/auth-helpers';
import { createAppointment, createExpert, createOwner, createVenue } from '../../../test/factories';
import { appointments } from '../../db/schema';
import { createCompletionJob } from './my-appointments.service';
import { startJobs } from '../../lib/jobs';

import { useMyAppointmentsSuite } from './my-appointments.test-suite';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const { s, newExpert, book, list, rowOf, historyOf } = useMyAppointmentsSuite();
let t: TestApp, venue: typeof s.venue;
beforeAll(() => ({ t, venue } = s));

describe('completion of ended confirmed appointments', () => {
  it('completes an ended confirmed appointment and expires a started pending one when the list is read, recording both', async () => {
    const ayse = await registerUser(t.app);
    const ended = await book(ayse, new Date(Date.now() - 2 * HOUR), 'confirmed');
    const running = await book(ayse, new Date(Date.now() - 10 * MINUTE), 'confirmed'); // 45 min: still in progress
    const pastPending = await book(ayse, new Date(Date.now() - 3 * HOUR), 'pending');
    const res = await list(ayse);
    const byId = new Map((res.json().data as MyAppointment[]).map((a) => [a.id, a.status]));
    expect(byId.get(ended.id)).toBe('completed');
    expect(byId.get(running.id)).toBe('confirmed');
    expect(byId.get(pastPending.id)).toBe('expired');
    expect(await historyOf(ended.id)).toMatchObject([{ fromStatus: 'confirmed', toStatus: 'completed', changedBy: 'system' }]);
    expect(await historyOf(pastPending.id)).toMatchObject([{ fromStatus: 'pending', toStatus: 'expired', changedBy: 'system' }]);
    expect(await historyOf(running.id)).toEqual([]);
  });

  it('records the transition once when reads race', async () => {
    const ayse = await registerUser(t.app);
    const ended = await book(ayse, new Date(Date.now() - 2 * HOUR), 'confirmed');
    await Promise.all([list(ayse), list(ayse), list(ayse, '?status=completed'), list(ayse, '?status=confirmed')]);
    expect(await historyOf(ended.id)).toHaveLength(1);
    expect((await rowOf(ended.id)).status).toBe('completed');
  });

  // The job touches every row; on the PostgreSQL run the database is shared with other test files.
  it.runIf(testDbKind === 'pglite')(
    'the completion job completes every user’s ended appointments at once and on each tick, and stops',
    async () => {
      const ayse = await registerUser(t.app);
      const guestExpert = await newExpert();
      const guest = await createAppointment(t.db, {
        venueId: venue.id,
        expertId: guestExpert.id,
        startsAt: new Date(Date.now() - 3 * HOUR),
        status: 'confirmed',
      });
      const mine = await book(ayse, new Date(Date.now() - 2 * HOUR), 'confirmed');
      const later = await book(ayse, new Date(Date.now() + 200), 'confirmed', { durationMinutes: 1 });
      const stop = startJobs(t.db, [{ ...createCompletionJob(t.app.publicCache), intervalMs: 50 }]);
      await expect.poll(async () => (await rowOf(guest.id)).status).toBe('completed');
      expect((await rowOf(mine.id)).status).toBe('completed');
      // Pretend the minute is over: the next ticks pick it up.
      await t.db
        .update(appointments)
        .set({ endsAt: new Date(Date.now() - 1000), startsAt: new Date(Date.now() - 61_000) })
        .where(eq(appointments.id, later.id));
      await expect.poll(async () => (await rowOf(later.id)).status, { timeout: 5000 }).toBe('completed');
      await stop();
      const stopped = await book(ayse, new Date(Date.now() - 2 * HOUR), 'confirmed');
      await new Promise((r) => setTimeout(r, 150));
      expect((await rowOf(stopped.id)).status).toBe('confirmed');
    },
  );

  it.runIf(testDbKind === 'pglite')('is started by the server once it listens (outside tests) and stopped on close', async () => {
    const database = await openTestDatabase();
    const o = await createOwner(database.db);
    const v = await createVenue(database.db, { ownerId: o.id });
    const e = await createExpert(database.db, { venueId: v.id });
    const a = await createAppointment(database.db, {
      venueId: v.id,
      expertId: e.id,
      startsAt: new Date(Date.now() - 2 * HOUR),
      status: 'confirmed',
    });
    const server = await buildTestApp({ env: 'development' }, database);
    try {
      // Jobs start a second after listen (src/jobs.ts, decision record 025).
      await server.app.listen({ host: '127.0.0.1', port: 0 });
      await expect
        .poll(async () => (await database.db.select().from(appointments).where(eq(appointments.id, a.id)))[0]!.status, {
          timeout: 10_000,
        })
        .toBe('completed');
    } finally {
      await server.close();
      await database.close();
    }
  });
});
