import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { messages } from '@randevu/contracts';
import { testDatabaseUrl, testDbKind } from '../../../test/build-test-app';
import { venueTime } from '../../../test/fixtures';
import { useOwnerAppointmentsSuite } from './owner-appointments.test-suite';

const m = messages.ownerAppointments;

const { ownerWithVenue, book, decide, rowOf, historyOf } = useOwnerAppointmentsSuite();

/**
 * Rule 8's spirit for decisions, on real PostgreSQL with a second connection: a user's cancel holds the row,
 * uncommitted; the owner's confirm must wait for it and then answer from what was committed, not from what it read.
 * Skipped in the api-pglite project (PGlite has one connection, and the suite uses this file's app): it runs in
 * the api-postgres project (TEST_DATABASE_URL; .ci/run sets it).
 */
describe.runIf(testDbKind === 'postgres')('a decision racing an uncommitted change on PostgreSQL', () => {
  async function withUncommittedCancel(
    appointmentId: number,
    finish: 'commit' | 'rollback',
    send: () => ReturnType<typeof decide>,
  ) {
    const rival = new pg.Client({ connectionString: testDatabaseUrl() });
    await rival.connect();
    try {
      await rival.query('begin');
      await rival.query(
        `update appointments set status = 'cancelled', cancelled_at = now(), cancelled_by = 'user' where id = $1 and status = 'pending'`,
        [appointmentId],
      );
      const pending = send();
      // Wait until the owner's transaction is blocked on the row lock the rival holds.
      const deadline = Date.now() + 10_000;
      for (;;) {
        // Inside a transaction pg_stat_activity is a snapshot taken at first read; drop it to see the present.
        await rival.query('select pg_stat_clear_snapshot()');
        const { rows } = await rival.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and query ilike '%for update%'`,
        );
        if (rows[0]!.n > 0) break;
        if (Date.now() > deadline) throw new Error('the decision never waited on the row lock');
        await new Promise((r) => setTimeout(r, 20));
      }
      await rival.query(finish);
      return await pending;
    } finally {
      await rival.end();
    }
  }

  it('answers 409 "already cancelled" when the rival commits, and records nothing', async () => {
    const { session, venue } = await ownerWithVenue();
    const a = await book(venue.id, venueTime(9, '10:00'));
    const res = await withUncommittedCancel(a.id, 'commit', () => decide(session, a.id, { status: 'confirmed' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ALREADY_CANCELLED', message: m.alreadyCancelled });
    expect(await rowOf(a.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'user' });
    expect(await historyOf(a.id)).toEqual([]);
  });

  it('confirms when the rival rolls back', async () => {
    const { session, venue } = await ownerWithVenue();
    const a = await book(venue.id, venueTime(9, '11:00'));
    const res = await withUncommittedCancel(a.id, 'rollback', () => decide(session, a.id, { status: 'confirmed' }));
    expect(res.statusCode).toBe(200);
    expect((await rowOf(a.id)).status).toBe('confirmed');
    expect(await historyOf(a.id)).toHaveLength(1);
  });
});
