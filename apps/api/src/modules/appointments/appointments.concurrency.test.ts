import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { postgresForSuite } from '../../../test/build-test-app';
import { bookableVenueOnPostgres } from '../../../test/concurrency-suite';
import { createExpert, SAC_KESIMI } from '../../../test/factories';
import { nextWeekday, slotFields } from '../../../test/fixtures';
import { venueWallTimeToInstant } from '../../lib/time';

/**
 * ARCHITECTURE rule 8 against real PostgreSQL: separate connections, READ COMMITTED, and the
 * exclusion constraint as the last word. PGlite has one connection, so these run on PostgreSQL only.
 */
// Runs in the api-postgres project, or in api-pglite on the local PostgreSQL when the run has no api-postgres
// project; skipped only when PostgreSQL does not answer (CI=true then fails in postgresForSuite).
const openDatabase = await postgresForSuite();

describe.runIf(openDatabase !== null)('booking one slot concurrently on PostgreSQL', () => {
  const suite = bookableVenueOnPostgres(openDatabase, 60);
  const date = nextWeekday(2);

  const body = (expertId: number, i: number, time = '10:00') => ({
    first_name: 'Müşteri',
    last_name: `Numara${String.fromCharCode(65 + (i % 26))}`,
    email: `musteri${i}@example.com`,
    phone: `+90532${String(1_000_000 + i).slice(-7)}`,
    ...slotFields({ expertId, venueId: suite.venueId, subId: suite.subId, date, time }),
    notes: ' ',
  });

  async function overlappingPairs(expertId: number): Promise<number> {
    const result = await suite.t.db.execute(sql`
      select count(*)::int as n from appointments a join appointments b
        on a.expert_id = b.expert_id and a.id < b.id
       and tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')
       and a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')
      where a.expert_id = ${expertId}`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }

  it('sells a slot once when 50 guests book it at the same moment over separate connections', async () => {
    const expert = await createExpert(suite.t.db, { venueId: suite.venueId, subServiceIds: [suite.subId] });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        suite.t.app.inject({ method: 'POST', url: '/appointments/public', payload: body(expert.id, i) }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toMatchObject({ success: false, code: 'SLOT_TAKEN', message: messages.appointments.slotTaken });
    }
    const rows = await suite.t.db.execute(sql`select count(*)::int as n from appointments where expert_id = ${expert.id}`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    expect(await overlappingPairs(expert.id)).toBe(0);
  });

  it('sells no overlapping slots when 50 guests book overlapping times at once', async () => {
    const expert = await createExpert(suite.t.db, { venueId: suite.venueId, subServiceIds: [suite.subId] });
    const times = ['10:00', '10:30', '11:00', '11:30', '12:00'];
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        suite.t.app.inject({ method: 'POST', url: '/appointments/public', payload: body(expert.id, i, times[i % times.length]) }),
      ),
    );
    expect(responses.filter((r) => r.statusCode !== 201 && r.statusCode !== 409).map((r) => r.body)).toEqual([]);
    expect(responses.filter((r) => r.statusCode === 201).length).toBeGreaterThanOrEqual(1);
    expect(await overlappingPairs(expert.id)).toBe(0);
  });

  /**
   * The check inside the booking transaction cannot see a row another transaction has inserted
   * but not committed (READ COMMITTED). Here that other transaction is held open on purpose:
   * the booking passes its check, its insert waits on the exclusion constraint, and the
   * other side's COMMIT turns the wait into 23P01, answered as 409 SLOT_TAKEN.
   */
  async function withUncommittedRival(expertId: number, finish: 'commit' | 'rollback') {
    const rival = new pg.Client({ connectionString: suite.database.url });
    await rival.connect();
    try {
      await rival.query('begin');
      const startsAt = venueWallTimeToInstant(date, 10 * 60 + 15);
      await rival.query(
        `insert into appointments (venue_id, expert_id, service_id, customer_first_name, customer_last_name, customer_email,
           customer_phone, status, starts_at, ends_at, duration_minutes, price_kurus, service_name, expert_name)
         values ($1, $2, $3, 'Rakip', 'Müşteri', 'rakip@example.com', '+905320000000', 'pending', $4, $5, 30, 40000, 'Saç Kesimi', 'Elif Kaya')`,
        [suite.venueId, expertId, SAC_KESIMI, startsAt, new Date(startsAt.getTime() + 30 * 60_000)],
      );
      const pending = suite.t.app.inject({ method: 'POST', url: '/appointments/public', payload: body(expertId, 99) });
      // Wait until the booking's insert is blocked behind the rival's lock.
      const deadline = Date.now() + 10_000;
      for (;;) {
        const { rows } = await rival.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (rows[0]!.n > 0) break;
        if (Date.now() > deadline) throw new Error('the booking never waited on the constraint');
        await new Promise((r) => setTimeout(r, 20));
      }
      await rival.query(finish);
      return await pending;
    } finally {
      await rival.end();
    }
  }

  it('answers 409 SLOT_TAKEN when a rival commits an overlapping row after the check passed', async () => {
    const expert = await createExpert(suite.t.db, { venueId: suite.venueId, subServiceIds: [suite.subId] });
    const res = await withUncommittedRival(expert.id, 'commit');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SLOT_TAKEN', message: messages.appointments.slotTaken });
    expect(await overlappingPairs(expert.id)).toBe(0);
  });

  it('books the slot when the rival rolls back instead', async () => {
    const expert = await createExpert(suite.t.db, { venueId: suite.venueId, subServiceIds: [suite.subId] });
    const res = await withUncommittedRival(expert.id, 'rollback');
    expect(res.statusCode).toBe(201);
  });
});
