import { describe, expect, it } from 'vitest';
import { usePrivateDatabase } from '../test/private-database';
import { capture, onOneSession } from '../test/statements';
import { loadScale } from './db/scale/load';
import { createVenuesRepository } from './modules/venues/venues.repository';

/**
 * A listing page reads its own rows, not its whole city. At factor 100 İstanbul holds 9,200 venues and the
 * page was cut from all of them (a materialised CTE, sorted); now it walks `venues_city_name_idx` in the listing's
 * order and stops after offset + limit rows (migration 0020). On a small data set the planner rightly prefers a sort,
 * so sorts, bitmap and sequential scans only cost more here: an index-ordered path must exist for the page.
 */
type Plan = { 'Node Type': string; 'Index Name'?: string; Filter?: string; Plans?: Plan[] };
const nodes = (plan: Plan, out: Plan[] = []): Plan[] => {
  out.push(plan);
  for (const child of plan.Plans ?? []) nodes(child, out);
  return out;
};

describe('the listing page', () => {
  const own = usePrivateDatabase();

  it('walks venues_city_name_idx in its order instead of sorting the whole city', { timeout: 60_000 }, async () => {
    const { db } = own;
    await loadScale(db, { factor: 0.05, seed: 5, anchor: '2026-03-02' });
    const venues = createVenuesRepository(db);
    const [statement] = await capture(db, () =>
      venues.listActiveByCityAndCategory({ cityId: 34, categoryId: 1, limit: 20, offset: 40 }),
    );
    const plan = await onOneSession(db, async (query) => {
      for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort']) await query(`set ${setting} = off`);
      try {
        const { rows } = await query(`explain (format json) ${statement!.text}`, statement!.params);
        const value = (rows[0] as { 'QUERY PLAN': [{ Plan: Plan }] | string })['QUERY PLAN'];
        return (typeof value === 'string' ? JSON.parse(value) : value)[0].Plan as Plan;
      } finally {
        await query('reset all');
      }
    });
    const all = nodes(plan);
    expect(all.some((n) => n['Node Type'] === 'CTE Scan')).toBe(false);
    const walks = all.filter((n) => n['Index Name'] === 'venues_city_name_idx');
    expect(walks.length).toBeGreaterThanOrEqual(1);
    // Decision 051: the category is tested on the index entry (its `category_ids`), not looked up per venue skipped.
    expect(walks.some((n) => n['Node Type'] === 'Index Only Scan' && /category_ids @>/.test(n.Filter ?? ''))).toBe(true);
  });
});
