#!/usr/bin/env node
/**
 * Bundle budget: the gzipped JavaScript the landing page needs before it can paint.
 *
 * Reads the Vite manifest of a web build and sums, without double counting:
 *   - the entry chunk (index.html) and everything it imports statically,
 *   - the landing route's lazy chunk (src/app/routes/marketplace-home.tsx) and its static imports; when the
 *     route is not a chunk of its own, it must be bundled into one of the files above (read from their
 *     source maps), else the check fails rather than measure a build without the landing page,
 *   - every <script type="module"> and <link rel="modulepreload"> in the built index.html.
 * Each file is gzipped at level 9 (what a server's precompression would send). Prints one line per file
 * and the total; exits 1 above the budget, 2 when the build output is missing or malformed.
 *
 *   node scripts/check-bundle-budget.mjs [--dist apps/web/dist] [--budget-kb 120] [--route src/app/routes/x.tsx]…
 *
 * KB here is 1,000 bytes, as Vite prints it.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const repoRoot = path.resolve(import.meta.dirname, '..');

function parseArgs(argv) {
  const opts = { dist: path.join(repoRoot, 'apps/web/dist'), budgetKb: 120, routes: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) fail(`${arg} needs a value`);
      return v;
    };
    if (arg === '--dist') opts.dist = path.resolve(value());
    else if (arg === '--budget-kb') opts.budgetKb = Number(value());
    else if (arg === '--route') opts.routes.push(value());
    else fail(`unknown argument ${arg}`);
  }
  if (!Number.isFinite(opts.budgetKb) || opts.budgetKb <= 0) fail('--budget-kb must be a positive number');
  if (opts.routes.length === 0) opts.routes.push('src/app/routes/marketplace-home.tsx');
  return opts;
}

function fail(message) {
  console.error(`bundle budget: ${message}`);
  process.exit(2);
}

const opts = parseArgs(process.argv.slice(2));
const manifestPath = path.join(opts.dist, '.vite', 'manifest.json');
const indexPath = path.join(opts.dist, 'index.html');
if (!fs.existsSync(manifestPath)) fail(`no manifest at ${manifestPath} (build the web app with build.manifest on)`);
if (!fs.existsSync(indexPath)) fail(`no ${indexPath}`);

/** @type {Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>} */
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) fail('the manifest has no entry chunk');

/** Files (relative to dist) needed before paint, each with why it is there. */
const files = new Map();
function addChunk(key, reason) {
  const chunk = manifest[key];
  if (!chunk) fail(`the manifest has no chunk ${key}`);
  if (!chunk.file.endsWith('.js') || files.has(chunk.file)) return;
  files.set(chunk.file, reason);
  for (const imported of chunk.imports ?? []) addChunk(imported, `static import of ${chunk.file}`);
}

/** The first-paint file whose source map lists `source` (a path relative to the web app), if any. */
function bundledInto(source) {
  for (const file of files.keys()) {
    const mapPath = path.join(opts.dist, `${file}.map`);
    if (!fs.existsSync(mapPath)) continue;
    let sources;
    try {
      sources = JSON.parse(fs.readFileSync(mapPath, 'utf8')).sources ?? [];
    } catch {
      fail(`${file}.map is not a valid source map`);
    }
    const webRoot = path.dirname(opts.dist);
    if (sources.some((s) => path.relative(webRoot, path.resolve(path.dirname(mapPath), s)) === source)) return file;
  }
  return undefined;
}

addChunk(entryKey, 'entry');
for (const route of opts.routes) {
  if (manifest[route]) {
    addChunk(route, `landing route ${route}`);
    continue;
  }
  const file = bundledInto(route);
  if (!file) fail(`the landing route ${route} is neither a chunk in the manifest nor in a first-paint file's source map`);
  files.set(file, `${files.get(file)}; holds the landing route ${route}`);
}
const html = fs.readFileSync(indexPath, 'utf8');
for (const match of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
  const tag = match[0];
  const isModule = /type="module"/.test(tag) || /rel="modulepreload"/.test(tag);
  const ref = /(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1];
  if (!isModule || !ref || /^https?:/.test(ref)) continue;
  const file = ref.replace(/^\//, '');
  if (!files.has(file)) files.set(file, 'index.html');
}

const rows = [...files].map(([file, reason]) => {
  const full = path.join(opts.dist, file);
  if (!fs.existsSync(full)) fail(`${file} is listed but missing from ${opts.dist}`);
  const raw = fs.readFileSync(full);
  return { file, reason, raw: raw.length, gzip: zlib.gzipSync(raw, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);

const kb = (bytes) => (bytes / 1000).toFixed(2).padStart(8);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const budget = opts.budgetKb * 1000;
console.log(`JavaScript before the landing page paints (${rows.length} files, gzip -9):`);
for (const row of rows) console.log(`${kb(row.gzip)} KB  ${row.file}  (${kb(row.raw).trim()} KB raw; ${row.reason})`);
console.log(`${kb(total)} KB  total; budget ${opts.budgetKb} KB`);
if (total > budget) {
  console.error(
    `bundle budget exceeded: ${(total / 1000).toFixed(2)} KB > ${opts.budgetKb} KB gzipped before the landing page paints`,
  );
  process.exit(1);
}
console.log('bundle budget: ok');
