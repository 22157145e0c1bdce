import { describe, expect, it } from 'vitest';
import { usePrivateDatabase } from '../test/private-database';
import { loadScale } from './db/scale/load';
import { capture, findReadTarget, onOneSession, publicReads } from '../test/statements';

/**
 * No public read may plan a sequential scan over appointments, venues or experts. A small scale data set
 * (factor 0.1: 50 venues, ≈ 9,000 appointments) is loaded and analysed; the statements are the repositories' own,
 * captured at the driver while they run, then EXPLAINed (FORMAT JSON) with the same parameters.
 *
 * On so few rows the planner rightly prefers a sequential scan of a table that fits in a page or two, so each EXPLAIN
 * runs with `enable_seqscan = off`: that only makes a sequential scan cost more, it cannot forbid one, so a Seq Scan
 * left in the plan means that no index path exists for the statement, which is what a bigger table would pay for.
 */
const WATCHED = new Set(['appointments', 'venues', 'experts']);
type Plan = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: Plan[] };
/** Sequential scans of a watched table, and scans of appointments through another index than the exclusion one. */
function seqScans(plan: Plan, found: string[] = []): string[] {
  const table = plan['Relation Name'] ?? '';
  if (plan['Node Type'] === 'Seq Scan' && WATCHED.has(table)) found.push(table);
  if (table === 'appointments' && plan['Index Name'] && plan['Index Name'] !== 'appointments_no_overlap')
    found.push(`appointments by ${plan['Index Name']}`);
  for (const child of plan.Plans ?? []) seqScans(child, found);
  return found;
}
const literal = (v: unknown) => (v === null ? 'null' : `'${String(v).replace(/'/g, "''")}'`);

describe('the public reads on the scale data set', () => {
  const own = usePrivateDatabase();

  it(
    'plan no sequential scan over appointments, venues or experts, custom or generic, and read appointments by the exclusion index',
    { timeout: 60_000 },
    async () => {
      const { db } = own;
      await loadScale(db, { factor: 0.1, seed: 7, anchor: '2026-03-02' });
      const reads = publicReads(db, await findReadTarget(db), '2026-03-03');
      const found: Record<string, string[]> = {};
      let statements = 0;
      for (const [name, read] of Object.entries(reads)) {
        const captured = await capture(db, read);
        await onOneSession(db, async (query) => {
          await query('set enable_seqscan = off');
          try {
            for (const s of captured) {
              statements++;
              // The plan for these parameters, then the generic plan a prepared statement (db/prepared.ts) keeps.
              await query(`prepare plan_check as ${s.text}`);
              for (const [kind, explain] of [
                ['custom', () => query(`explain (format json) ${s.text}`, s.params)],
                ['generic', () => query(`explain (format json) execute plan_check(${s.params.map(literal).join(', ')})`)],
              ] as const) {
                await query(`set plan_cache_mode = ${kind === 'generic' ? 'force_generic_plan' : 'auto'}`);
                const { rows } = await explain();
                const plan = (rows[0] as { 'QUERY PLAN': [{ Plan: Plan }] | string })['QUERY PLAN'];
                const root = (typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan as Plan;
                const scans = seqScans(root);
                if (scans.length) found[`${name} (${kind}): ${s.text.replace(/\s+/g, ' ').slice(0, 100)}`] = scans;
              }
              await query('deallocate plan_check');
            }
          } finally {
            await query('reset enable_seqscan');
            await query('reset plan_cache_mode');
          }
        });
      }
      // Listing 4, venue page 1, available times 1 (plus the booking's 3 and the date strip's 1): decision 047 folded them.
      expect(statements).toBeGreaterThanOrEqual(10);
      expect(found).toEqual({});
    },
  );
});
