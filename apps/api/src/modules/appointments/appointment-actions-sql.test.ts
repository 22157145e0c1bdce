import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { APPOINTMENT_STATUSES, type AppointmentAction, type AppointmentStatus } from '@randevu/contracts';
import { openTestDatabase } from '../../../test/build-test-app';
import { queryRows } from '../../db/client';
import type { Database } from '../../db/client';
import { allowedActions, type AppointmentState } from './appointment-state';
import { allowedActionsSql, nextActionChangeSql, type AppointmentColumns } from './appointment-actions-sql';

/**
 * The rule table compiled to SQL (the owner's calendar, written by PostgreSQL) answers what `allowedActions` answers,
 * for every status, review state, completion mark and moment around the start, the end and the correction window's
 * close, on the engine the run uses (PGlite, and PostgreSQL with TEST_DATABASE_URL).
 */
const START = Date.parse('2030-05-06T07:00:00Z');
const MINUTE = 60_000;
const DAY = 86_400_000;
const COLUMNS: AppointmentColumns = {
  status: sql`a.status`,
  startsAt: sql`a.starts_at`,
  endsAt: sql`a.ends_at`,
  expiresAt: sql`a.expires_at`,
  completedBy: sql`a.completed_by`,
  reviewed: sql`a.reviewed`,
};

const stateArb = fc.record({
  status: fc.constantFrom(...APPOINTMENT_STATUSES),
  duration: fc.constantFrom(15, 45, 90),
  expiresIn: fc.option(fc.constantFrom(-60, 30, 120), { nil: null }),
  completedBy: fc.constantFrom('owner', 'system', null),
  reviewed: fc.boolean(),
});
/** Moments on and around every instant the rules look at: the start, the end, 7 days after the start. */
const momentArb = fc.oneof(
  fc.constantFrom(-1, 0, 1, 45 * MINUTE - 1, 45 * MINUTE, 7 * DAY - 1, 7 * DAY, 8 * DAY, -DAY),
  fc.integer({ min: -2 * DAY, max: 9 * DAY }),
);

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase(2);
});
afterAll(() => database.close());

type Case = {
  status: AppointmentStatus;
  duration: number;
  expiresIn: number | null;
  completedBy: 'owner' | 'system' | null;
  reviewed: boolean;
};
const stateOf = (c: Case): AppointmentState => ({
  status: c.status,
  startsAt: new Date(START),
  endsAt: new Date(START + c.duration * MINUTE),
  expiresAt: c.expiresIn === null ? null : new Date(START + c.expiresIn * MINUTE),
  completedBy: c.completedBy,
  reviewed: c.reviewed,
});

async function fromSql(cases: Case[], now: Date) {
  const rows = sql.join(
    cases.map((c, i) => {
      const s = stateOf(c);
      return sql`(${i}::int, ${c.status}::text, ${s.startsAt.toISOString()}::timestamptz, ${s.endsAt.toISOString()}::timestamptz,
        ${s.expiresAt?.toISOString() ?? null}::timestamptz, ${c.completedBy}::text, ${c.reviewed}::boolean)`;
    }),
    sql`, `,
  );
  return queryRows<{ i: number; actions: AppointmentAction[]; next_ms: number | null }>(
    database.db,
    sql`select a.i, ${allowedActionsSql('owner', COLUMNS, now)} as actions,
               (extract(epoch from ${nextActionChangeSql(COLUMNS, now)}) * 1000)::float8 as next_ms
        from (values ${rows}) as a(i, status, starts_at, ends_at, expires_at, completed_by, reviewed) order by a.i`,
  );
}

describe('allowed_actions in SQL (decision 059)', () => {
  it("answers the owner's actions as the state machine does", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stateArb, { minLength: 1, maxLength: 30 }), momentArb, async (cases, offset) => {
        const now = new Date(START + offset);
        const rows = await fromSql(cases, now);
        expect(rows.map((r) => r.actions)).toEqual(cases.map((c) => allowedActions(stateOf(c), 'owner', now)));
      }),
      { numRuns: 60 },
    );
  });

  it('names the first instant after now at which an answer may change', async () => {
    const c: Case = { status: 'confirmed', duration: 45, expiresIn: null, completedBy: null, reviewed: false };
    const next = async (offset: number) => (await fromSql([c], new Date(START + offset)))[0]!.next_ms;
    expect(await next(-DAY)).toBe(START);
    expect(await next(0)).toBe(START + 45 * MINUTE);
    expect(await next(45 * MINUTE)).toBe(START + 7 * DAY);
    expect(await next(7 * DAY)).toBeNull();
    // Between two of them, nothing the rules read changes: the answer is the same a moment before the next one.
    for (const offset of [-DAY, 1, 45 * MINUTE, 3 * DAY]) {
      const now = new Date(START + offset);
      const until = new Date((await next(offset))! - 1);
      expect(allowedActions(stateOf(c), 'owner', until)).toEqual(allowedActions(stateOf(c), 'owner', now));
    }
  });
});
