import fs from 'node:fs';
import path from 'node:path';

/** Checks the web build exists and removes data directories left by old runs. */
export default function globalSetup() {
  const repoRoot = path.resolve(import.meta.dirname, '../..');
  if (!process.env.E2E_BASE_URL && !fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` before the end-to-end tests.');
  }
  const tmp = path.join(repoRoot, '.tmp');
  if (!fs.existsSync(tmp)) return;
  // Only directories of runs started hours ago: another run may be going on right now with its own.
  const cutoff = Date.now() - 6 * 60 * 60 * 1000;
  for (const entry of fs.readdirSync(tmp)) {
    const started = Number(/^e2e-(\d+)$/.exec(entry)?.[1]);
    if (started && started < cutoff) fs.rmSync(path.join(tmp, entry), { recursive: true, force: true });
  }
}
