// Measures start-up of the compiled production server: spawn `node apps/api/dist/server.js` on an
// empty PGlite DATA_DIR (so the build's template is copied in) and time until /api/health answers 200.
// Run `npm run build` first. Usage: node apps/api/scripts/measure-startup.mjs [runs=3]
// Prints one line per run and the median; exits 1 when the median is above START_BUDGET_MS (1500).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const bundle = path.join(repoRoot, 'apps/api/dist/server.js');
const budget = Number(process.env.START_BUDGET_MS ?? 1500);

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Milliseconds from spawn to the first 200 from /api/health, and the server's own figure (from its log). */
export async function measureStartup(env = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-start-'));
  const port = await freePort();
  const started = performance.now();
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.REDIS_URL;
  const child = spawn(process.execPath, [bundle], {
    cwd: repoRoot,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      ALLOW_EMBEDDED_DB: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATA_DIR: path.join(dir, 'data'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  let stdout = '';
  child.stdout.on('data', (d) => (stdout += d));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${stderr}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
      if (ok) {
        const inner = /"ms":(\d+)/.exec(stdout)?.[1];
        return { ms: Math.round(performance.now() - started), inner: inner ? Number(inner) : undefined };
      }
      if (performance.now() - started > 60_000) throw new Error(`no health after 60 s: ${stderr}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!fs.existsSync(bundle)) throw new Error(`${bundle} is missing: run npm run build first`);
  const runs = Number(process.argv[2] ?? 3);
  const times = [];
  for (let i = 0; i < runs; i++) {
    const { ms, inner } = await measureStartup();
    times.push(ms);
    console.log(`start-up ${i + 1}: ${ms} ms from spawn to /api/health (PGlite, from the template; ${inner} ms after the first line of server.js)`);
  }
  const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
  console.log(`median ${median} ms (budget ${budget} ms)`);
  if (median > budget) process.exitCode = 1;
}
