#!/usr/bin/env node
// Prints one SHA-256 over what `npm run build` ships (the web app's dist/ and the compiled API's
// dist/*.js), file names included; the database template is left out (a PostgreSQL cluster's files
// carry timestamps), and so is the record of the build's inputs (scripts/build-inputs.mjs: a timestamp).
// .ci/run builds with NODE_ENV=development and with NODE_ENV=production and no database, and requires
// the same fingerprint: the build must not depend on the shell it runs in.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const trees = [path.join(root, 'apps/web/dist'), path.join(root, 'apps/api/dist')];
const skip = (rel) => rel.startsWith('apps/api/dist/db-template') || rel === 'apps/api/dist/.build-inputs.json';

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const hash = crypto.createHash('sha256');
let count = 0;
for (const tree of trees) {
  if (!fs.existsSync(tree)) throw new Error(`${tree} is missing: run npm run build first`);
  for (const file of files(tree)) {
    const rel = path.relative(root, file);
    if (skip(rel)) continue;
    hash.update(rel).update('\0').update(fs.readFileSync(file)).update('\0');
    count++;
  }
}
console.log(`${hash.digest('hex')} ${count} files`);
