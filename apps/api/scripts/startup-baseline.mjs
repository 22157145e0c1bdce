// The same run's yardstick for start-up (decision record 025): the fixed work any PGlite server
// started from the build's template must do, with nothing of ours: boot Node, copy the template into
// an empty DATA_DIR, open PGlite on it, answer GET /api/health from node:http after `select 1`.
// `measure-startup.mjs` spawns it like the server (same environment: PORT, HOST, DATA_DIR), so
// `server ms / baseline ms` compares the two on the same machine at the same moment.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const templateDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/db-template');
const dataDir = process.env.DATA_DIR;
if (!dataDir || !process.env.PORT) throw new Error('DATA_DIR and PORT are required');
fs.mkdirSync(dataDir, { recursive: true });
for (const entry of fs.readdirSync(templateDir).filter((e) => !e.startsWith('.')))
  fs.cpSync(path.join(templateDir, entry), path.join(dataDir, entry), { recursive: true });
const db = await PGlite.create({ dataDir });
const server = http.createServer((req, res) => {
  db.query('select 1').then(
    () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}'),
    () => res.writeHead(503).end(),
  );
});
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1', () => {
  const cpu = process.cpuUsage();
  console.log(
    JSON.stringify({
      ms: Math.round(performance.now()),
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      fromTemplate: true,
      phases: {},
    }),
  );
});
const stop = () => server.close(() => db.close().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
