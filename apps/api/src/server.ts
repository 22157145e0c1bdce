import { loadConfig } from './config/env';
import { openConfiguredDatabase } from './db/open';
import { firstStartOnDataDir, readyUrl } from './lib/start-notices';

// Only the configuration and the DATA_DIR code are loaded before this line. The DATA_DIR lock is
// taken and the template copy started (on a worker) before the application (Fastify, drizzle, every
// module) is loaded and built, so the copy overlaps that work; PGlite opens when the copy is done
// (decision record 025).
const phases: Record<string, number> = { boot: Math.round(performance.now()) };
let last = performance.now();
const mark = (phase: string) => {
  const now = performance.now();
  phases[phase] = Math.round(now - last);
  last = now;
};
const config = loadConfig();
const opening = openConfiguredDatabase(config, { background: true });
// Awaited below; a rejection (DATA_DIR in use) must not end the process before that, unreported.
opening.catch(() => {});
const [{ buildApp }, { seedReference }, { compilePendingSerializers }, { JOBS_START_AFTER_LISTEN_MS }, { startMetricsListener }] =
  await Promise.all([
    import('./app'),
    import('./db/seed/reference'),
    import('./lib/compiled-serializer'),
    import('./jobs'),
    import('./modules/metrics/metrics-listener'),
  ]);
mark('load');
const database = await opening;
let ready = false;
let metricsListener: { close: () => Promise<void> } | undefined;

const app = await buildApp({ config, db: database.db, poolStats: database.poolStats, isReady: () => ready });
// Plugins loaded and routes compiled now, while the copy or PGlite's start may still run; no onReady
// hook touches the database (the jobs start on listen, after the migrations).
await app.ready();
mark('app');

try {
  await database.ready;
  mark('database');
  Object.assign(phases, Object.fromEntries(Object.entries(database.timings).map(([k, v]) => [`database.${k}`, v])));
  await database.migrate();
  mark('migrate');
  await seedReference(database.db);
  mark('seedReference');
  if (config.seedDemo) {
    const { seedDemo } = await import('./db/seed/demo');
    const created = await seedDemo(database.db, { uploadDir: config.uploadDir, passwordHashLogN: config.passwordHashLogN });
    if (created) app.log.info('demo data created (first start)');
    mark('seedDemo');
  }
  await app.listen({ host: config.host, port: config.port });
  if (config.metricsPort) metricsListener = await startMetricsListener(app, config.metricsPort);
  mark('listen');
  ready = true;
  const url = readyUrl(config.host, app.server.address(), config.port);
  // Compiled on first use otherwise; done with the jobs' start (src/jobs.ts), once the first requests
  // after the start have been answered.
  setTimeout(compilePendingSerializers, JOBS_START_AFTER_LISTEN_MS).unref();
  app.log.info(
    {
      db: database.kind,
      fromTemplate: database.fromTemplate,
      // From process start; cpuMs (every thread) is the figure to compare on a busy machine.
      ms: Math.round(performance.now()),
      cpuMs: Math.round((process.cpuUsage().user + process.cpuUsage().system) / 1000),
      phases,
    },
    `Randevu hazır: ${url}`,
  );
  // The same line in plain text, whatever the log level: what a person running `npm start` looks for among
  // the JSON lines (decision 070).
  process.stdout.write(`Randevu hazır: ${url}\n`);
  for (const warning of config.warnings) app.log.warn(warning);
  // Once per DATA_DIR, at its first start: every restart on the same folder would repeat it (decision 070).
  if (database.kind === 'pglite' && firstStartOnDataDir(config.dataDir)) {
    app.log.warn(
      { dataDir: config.dataDir },
      'embedded database (PGlite): commits survive a crash of this process but NOT a power loss or an OS crash, ' +
        'because PGlite never calls fsync. For production set DATABASE_URL to a PostgreSQL server.',
    );
  }
} catch (error) {
  app.log.error({ err: error }, 'start-up failed');
  await database.close().catch(() => {});
  database.release();
  process.exit(1);
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await metricsListener?.close();
    await app.close();
    await database.close();
  } finally {
    database.release();
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
