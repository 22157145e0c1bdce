import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_WRITES } from '@randevu/contracts';

/**
 * The shared list of writes that change a public read (packages/contracts/src/public-cache-writes.ts) is
 * what the web's invalidation map is checked against, so it must hold every invalidation the server makes.
 * This reads the services' source (not their behaviour: modules/venues/public-read-cache.invalidation.test.ts does that
 * per kind of write) and compares, per module, the number of `invalidateVenue(` / `invalidateExpert(`
 * call sites with the number of entries of that module and kind. A call added without its entry (or an
 * entry whose call was removed) fails here.
 */
const modulesDir = path.resolve(import.meta.dirname, '../modules');

function callSites(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue; // module-deps.ts sits beside the modules
    const module = entry.name;
    for (const file of readdirSync(path.join(modulesDir, module))) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const code = readFileSync(path.join(modulesDir, module, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
      for (const [, kind] of code.matchAll(/\.invalidate(Venue|Expert)\(/g)) {
        const key = `${module} ${kind!.toLowerCase()}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  }
  return counts;
}

describe('the shared list of public-cache writes', () => {
  it('has one entry per invalidation call site of the services, module by module', () => {
    const listed = new Map<string, number>();
    for (const { module, invalidates } of Object.values(PUBLIC_CACHE_WRITES)) {
      const key = `${module} ${invalidates}`;
      listed.set(key, (listed.get(key) ?? 0) + 1);
    }
    const sorted = (m: Map<string, number>) => Object.fromEntries([...m].sort(([a], [b]) => a.localeCompare(b)));
    expect(sorted(callSites())).toEqual(sorted(listed));
    expect(Object.keys(PUBLIC_CACHE_WRITES)).toHaveLength(47);
  });
});
