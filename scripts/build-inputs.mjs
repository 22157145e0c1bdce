#!/usr/bin/env node
// The fingerprint of what `npm run build` reads (decision 070): one SHA-256 over the files of apps/web,
// apps/api and packages/contracts (sources, build scripts and configs, package.json), the root's package.json,
// lockfile, tsconfig files and scripts/, the installed tree's node_modules/.package-lock.json and the Node
// version, file names included. What the build writes or the server creates (dist/, data/, uploads/,
// node_modules/, …) is left out. `npm run build` forgets the recorded fingerprint before it builds and records
// it once it succeeded; `npm start` (scripts/start.mjs) builds only when the record is missing or differs.
// Usage: node scripts/build-inputs.mjs forget|record|check (check exits 1 when a build is needed).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(import.meta.dirname, '..');
/** Next to the build's output; scripts/build-fingerprint.mjs leaves it out of the bundle's fingerprint. */
export const recordFile = path.join(root, 'apps/api/dist/.build-inputs.json');
/** What a start needs from the build: without one of them the build runs whatever the record says. */
export const outputs = ['apps/web/dist/index.html', 'apps/api/dist/server.js', 'apps/api/dist/db-template/PG_VERSION'];

const trees = ['apps/web', 'apps/api', 'packages/contracts', 'scripts'];
const rootFiles = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'node_modules/.package-lock.json'];
/**
 * Never read by the build: its output, installed packages, run-time data, test reports, and the tests (nothing
 * the build bundles imports a test file, a test suite or the apps' test/ folders), so editing a test does not cost a build.
 */
const skippedDirs = new Set([
  'test',
  'node_modules',
  'dist',
  'data',
  'uploads',
  'coverage',
  'test-results',
  'playwright-report',
  '.tmp',
]);
const skippedFile = (name) =>
  /\.(test|test-suite)\.tsx?$/.test(name) || name.endsWith('.log') || name.endsWith('.tsbuildinfo') || name === '.DS_Store';

function* files(dir) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skippedDirs.has(entry.name)) yield* files(full);
    } else if (entry.isFile() && !skippedFile(entry.name)) yield full;
  }
}

/** { hash, files }: the fingerprint of the build's inputs as they are now. */
export function inputsFingerprint() {
  const hash = crypto.createHash('sha256').update(`node ${process.version}\0`);
  let count = 0;
  const add = (full) => {
    hash.update(path.relative(root, full)).update('\0').update(fs.readFileSync(full)).update('\0');
    count++;
  };
  for (const name of rootFiles) if (fs.existsSync(path.join(root, name))) add(path.join(root, name));
  for (const tree of trees) for (const full of files(path.join(root, tree))) add(full);
  return { hash: hash.digest('hex'), files: count };
}

/** The record of the last successful build, or undefined. */
export function readRecord() {
  try {
    return JSON.parse(fs.readFileSync(recordFile, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Why a build is needed, or undefined when the recorded build matches the inputs and its output is there. */
export function buildNeeded(current = inputsFingerprint()) {
  const missing = outputs.find((file) => !fs.existsSync(path.join(root, file)));
  if (missing) return `${missing} is missing`;
  const record = readRecord();
  if (!record) return 'no successful build recorded';
  if (record.hash !== current.hash) return 'the sources changed since the last build';
  return undefined;
}

export const forget = () => fs.rmSync(recordFile, { force: true });

export function record() {
  const current = inputsFingerprint();
  fs.writeFileSync(recordFile, `${JSON.stringify({ ...current, builtAt: new Date().toISOString() })}\n`);
  return current;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  if (command === 'forget') forget();
  else if (command === 'record') {
    const { hash, files: count } = record();
    console.log(`build inputs recorded: ${hash.slice(0, 12)} (${count} files)`);
  } else if (command === 'check') {
    const reason = buildNeeded();
    console.log(reason ? `build needed: ${reason}` : 'build up to date');
    process.exitCode = reason ? 1 : 0;
  } else {
    console.error('usage: node scripts/build-inputs.mjs forget|record|check');
    process.exitCode = 2;
  }
}
