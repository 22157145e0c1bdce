import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The docs name real places: every repository path in backticks in docs/architecture.md, docs/product*.md, the
 * benchmark pages (docs/perf/*.md) and the README, and every relative link of the README, docs/*.md, docs/perf/*.md
 * and the decision records, exists, down to the heading a `#fragment` names; and every `docs/product*.md#…` that a
 * comment or test cites is a heading of the page it names. A moved or renamed file or a renamed heading fails here, not
 * in a reader's search.
 */
const root = path.resolve(import.meta.dirname, '..');
const ROOTS = ['apps/', 'packages/', 'docs/', 'bench/', 'e2e/', 'scripts/', '.ci/'];
/**
 * Pages another branch is writing at the same time: a link to one is accepted while it is absent. Remove an entry
 * once its page is on main.
 */
const PENDING = new Set(['docs/perf/booking-writes.md']);

/** `apps/api/src/db/schema/*.ts`, `docs/decisions/`: the part before any glob or placeholder. */
function pathsInBackticks(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/`([^`\s]+)`/g)) {
    const value = match[1]!;
    // Build output (`…/dist/…`) exists only after a build.
    if (!ROOTS.some((r) => value.startsWith(r)) || /(^|\/)dist(\/|$)/.test(value)) continue;
    const head = value.split(/[*{<[#]/, 1)[0]!;
    // A glob or placeholder inside a name (`bench/results/scale-<date>.json`): its folder must exist.
    const cut = head.length < value.length && !value.startsWith(head + '#') ? head.slice(0, head.lastIndexOf('/') + 1) : head;
    found.add(cut.replace(/[.,;:)]+$/, ''));
  }
  return [...found];
}

/** The relative links of a Markdown text: `[text](target#fragment)`, without URLs. */
function relativeLinks(text: string): { target: string; fragment: string | undefined }[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => {
      const [target, fragment] = m[1]!.split('#', 2) as [string, string | undefined];
      return { target, fragment };
    })
    .filter(({ target, fragment }) => (target || fragment) && !/^[a-z]+:/i.test(target));
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The anchors of a Markdown file's headings (outside code fences). */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.+)$/.exec(line);
    if (heading) anchors.add(slug(heading[1]!));
  }
  return anchors;
}

const markdownIn = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `${dir}/${f}`);

const perfPages = markdownIn('docs/perf');
/** The product's description, in three pages (general, the customer's side, the owner's side). */
const PRODUCT_PAGES = ['docs/product.md', 'docs/product-public.md', 'docs/product-owner.md'];
const docs = ['README.md', 'SECURITY.md', ...markdownIn('docs'), ...perfPages, ...markdownIn('docs/decisions')];

/** Source files that may cite docs/product.md in comments or test names. */
function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', 'data', 'uploads', 'migrations', 'results'].includes(entry.name))
        out.push(...sourceFiles(rel));
    } else if (/\.(ts|tsx|mjs)$/.test(entry.name)) out.push(rel);
  }
  return out;
}

describe('paths the docs name exist', () => {
  it.each(['docs/architecture.md', ...PRODUCT_PAGES, 'README.md', ...perfPages.filter((p) => !p.endsWith('scale-explain.md'))])(
    '%s: every repository path in backticks',
    (file) => {
      const missing = pathsInBackticks(fs.readFileSync(path.join(root, file), 'utf8')).filter(
        (p) => !fs.existsSync(path.join(root, p)),
      );
      expect(missing).toEqual([]);
    },
  );

  it.each(docs)('%s: every relative link, and the heading its #fragment names', (file) => {
    const self = path.join(root, file);
    const missing = relativeLinks(fs.readFileSync(self, 'utf8')).flatMap(({ target, fragment }) => {
      const resolved = target ? path.resolve(path.dirname(self), target) : self;
      const label = `${target}${fragment ? `#${fragment}` : ''}`;
      if (!fs.existsSync(resolved)) return PENDING.has(path.relative(root, resolved)) ? [] : [label];
      if (fragment && resolved.endsWith('.md') && !anchorsOf(resolved).has(fragment)) return [label];
      return [];
    });
    expect(missing).toEqual([]);
  });

  it('every product anchor cited in the code is a heading of the product page it names', () => {
    const anchors = new Map(PRODUCT_PAGES.map((page) => [page, anchorsOf(path.join(root, page))]));
    const missing = ['apps', 'packages', 'e2e', 'scripts', 'bench']
      .flatMap(sourceFiles)
      .flatMap((file) =>
        [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/(docs\/product(?:-public|-owner)?\.md)#([\w-]+)/g)]
          .filter((m) => !anchors.get(m[1]!)?.has(m[2]!))
          .map((m) => `${file}: ${m[1]}#${m[2]}`),
      );
    expect(missing).toEqual([]);
  });
});
