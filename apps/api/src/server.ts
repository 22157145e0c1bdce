import { loadConfig } from './config/env';
import { openConfiguredDatabase } from './db/open';
import { seedReference } from './db/seed/reference';
import { seedDemo } from './db/seed/demo';
import { buildApp } from './app';

const started = performance.now();
const config = loadConfig();
const database = await openConfiguredDatabase(config);
let ready = false;

const app = await buildApp({ config, db: database.db, isReady: () => ready });

try {
  await database.migrate();
  await seedReference(database.db);
  if (config.seedDemo) {
    const created = await seedDemo(database.db, { uploadDir: config.uploadDir, passwordHashLogN: config.passwordHashLogN });
    if (created) app.log.info('demo data created (first start)');
  }
  await app.listen({ host: config.host, port: config.port });
  ready = true;
  app.log.info(
    { db: database.kind, fromTemplate: database.fromTemplate, ms: Math.round(performance.now() - started) },
    `Randevu hazır: http://localhost:${config.port}`,
  );
  if (database.kind === 'pglite') {
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
    await app.close();
    await database.close();
  } finally {
    database.release();
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
