import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The docs name real places: every repository path in backticks in docs/architecture.md and the README, and every
 * relative link of the README and docs/*.md, exists. A moved or renamed file fails here, not in a reader's search.
 */
const root = path.resolve(import.meta.dirname, '..');
const ROOTS = ['apps/', 'packages/', 'docs/', 'bench/', 'e2e/', 'scripts/', '.ci/'];

/** `apps/api/src/db/schema/*.ts`, `docs/decisions/`: the part before any glob or placeholder. */
function pathsInBackticks(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/`([^`\s]+)`/g)) {
    const value = match[1]!;
    // Build output (`…/dist/…`) exists only after a build.
    if (!ROOTS.some((r) => value.startsWith(r)) || /(^|\/)dist(\/|$)/.test(value)) continue;
    const cut = value.split(/[*{<[]/, 1)[0]!.replace(/[.,;:)]+$/, '');
    found.add(cut);
  }
  return [...found];
}

function relativeLinks(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!.split('#', 1)[0]!)
    .filter((target) => target && !/^[a-z]+:/i.test(target));
}

const docs = [
  'README.md',
  'SECURITY.md',
  ...fs
    .readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
  'docs/perf/README.md',
];

describe('paths the docs name exist', () => {
  it.each(['docs/architecture.md', 'README.md'])('%s: every repository path in backticks', (file) => {
    const missing = pathsInBackticks(fs.readFileSync(path.join(root, file), 'utf8')).filter(
      (p) => !fs.existsSync(path.join(root, p)),
    );
    expect(missing).toEqual([]);
  });

  it.each(docs)('%s: every relative link', (file) => {
    const dir = path.dirname(path.join(root, file));
    const missing = relativeLinks(fs.readFileSync(path.join(root, file), 'utf8')).filter(
      (target) => !fs.existsSync(path.resolve(dir, target)),
    );
    expect(missing).toEqual([]);
  });
});
