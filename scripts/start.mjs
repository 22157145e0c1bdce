#!/usr/bin/env node
// `npm start`: builds only when the build's inputs changed since the last successful build (decision 070;
// scripts/build-inputs.mjs), then runs the compiled server (apps/api/dist/server.js) in this process, from
// apps/api as `npm run start -w @randevu/api` would. A restart on a built tree thus costs the fingerprint
// (≈ 0.15 s) and the server's own start, not the ≈ 20 s build. RANDEVU_BUILD=always builds regardless.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildNeeded, root } from './build-inputs.mjs';

const reason = process.env.RANDEVU_BUILD === 'always' ? 'RANDEVU_BUILD=always' : buildNeeded();
if (reason) {
  console.log(`Building (${reason}); about 20 s on two cores.`);
  // npm sets npm_execpath to its own CLI when it runs this script; run the same npm for the build.
  const npm = process.env.npm_execpath;
  const [command, args] = npm?.endsWith('.js')
    ? [process.execPath, [npm, 'run', 'build']]
    : [process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build']];
  const build = spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) {
    console.error(`The build failed (exit ${build.status ?? build.signal}); nothing was started.`);
    process.exit(build.status || 1);
  }
} else console.log('Build up to date (sources unchanged since the last build); starting.');

const apiDir = path.join(root, 'apps/api');
process.chdir(apiDir);
await import(pathToFileURL(path.join(apiDir, 'dist/server.js')).href);
