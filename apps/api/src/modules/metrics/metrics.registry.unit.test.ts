import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics.registry';

/**
 * The exposition's names follow Prometheus' rules as `promtool check metrics` reads them (decision 056; CI runs
 * promtool itself on a served /metrics): `_total` belongs to counters only, and every counter has it.
 */
const metrics = createMetrics({
  cache: { stats: () => ({ active: true, entries: 0, bytes: 0, hits: 0, misses: 0, stores: 0, invalidations: 0 }) },
  poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
  outboxBacklog: async () => ({ due: 0, oldestDueAgeSeconds: 0, waitingEvents: 0, oldestWaitingEventAgeSeconds: 0 }),
});

/** Each metric's name and type, from the `# TYPE name type` lines of a scrape. */
async function types(): Promise<[string, string][]> {
  const text = await metrics.scrape();
  return [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((m) => [m[1]!, m[2]!]);
}

describe('metric names', () => {
  it('has no gauge (or any other non-counter) named *_total', async () => {
    const all = await types();
    expect(all.length).toBeGreaterThan(20);
    expect(all.filter(([name, type]) => type !== 'counter' && name.endsWith('_total'))).toEqual([]);
  });

  it('names every counter *_total, and every metric randevu_*', async () => {
    const all = await types();
    expect(all.filter(([name, type]) => type === 'counter' && !name.endsWith('_total'))).toEqual([]);
    expect(all.filter(([name]) => !name.startsWith('randevu_'))).toEqual([]);
  });

  it('keeps the per-type gauges whose sums the dropped totals were', async () => {
    const names = new Map(await types());
    expect(names.get('randevu_nodejs_active_handles')).toBe('gauge');
    expect(names.get('randevu_nodejs_active_resources')).toBe('gauge');
  });
});
