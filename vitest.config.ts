import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Tests run in UTC so that a forgotten venue-time conversion fails (ARCHITECTURE rule 7).
process.env.TZ = 'UTC';

const api = {
  globalSetup: ['apps/api/test/global-setup.ts'],
  // The files of one worker share one module graph (decision 049): the app's modules are imported once per worker
  // instead of once per file (import was 745 of the 1,195 s). Every file builds its own app and database, so state
  // lives in those, not in modules; `--isolate` runs a suspect file with modules of its own.
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
/**
 * Suites that take minutes (contract fuzzing, crash safety) or start the production server (scale-out,
 * the start-up budget; after the build): `npm run test:slow`, run by .ci/run, one file at a time
 * (`--no-file-parallelism`): the start-up timings measured beside the fuzzer measured the two cores' sharing
 * (median 1,886 ms, ratio 1.98 to the baseline) where the same build alone starts in 1,141 ms (ratio 1.82).
 */
const slow = [
  'apps/api/src/**/*.fuzz.test.ts',
  'apps/api/src/**/*.crash.test.ts',
  'apps/api/src/**/*.slow.test.ts',
  'apps/api/src/scale-out/**/*.test.ts',
];

export default defineConfig({
  test: {
    // Two files at a time (Vitest's default is cores − 1: one on CI's two cores). Each worker has its own PGlite
    // copies and its own copy of the run's PostgreSQL database (test/global-setup.ts), so the files of two workers
    // never share rows; one worker's waits on PostgreSQL, timers and imports overlap the other's work.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'scripts/**/*.test.ts',
            'packages/**/*.test.ts',
            'apps/api/src/lib/**/*.test.ts',
            'apps/api/src/**/*.unit.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
          ],
          exclude: ['apps/web/src/**/*.dom.test.tsx'],
          environment: 'node',
        },
      },
      {
        // Web components rendered with Testing Library in happy-dom; only the network (fetch) is stubbed.
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: {
          name: 'web-dom',
          include: ['apps/web/src/**/*.dom.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/test/dom-setup.ts'],
          // One module graph per worker (decision 049): dom-setup.ts resets what a file could leave behind.
          isolate: false,
          // Typing through user-event on two shared cores can take seconds.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: ['apps/api/src/lib/**', 'apps/api/src/**/*.unit.test.ts', ...slow],
          env: { TEST_DB_KIND: 'pglite' },
          ...api,
        },
      },
      ...(process.env.RANDEVU_SLOW_TESTS
        ? [{ test: { name: 'api-slow', include: slow, env: { TEST_DB_KIND: 'pglite' }, ...api, testTimeout: 600_000 } }]
        : []),
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['apps/api/src/**/*.test.ts'],
                exclude: ['apps/api/src/lib/**', 'apps/api/src/**/*.unit.test.ts', ...slow],
                env: { TEST_DB_KIND: 'postgres' },
                ...api,
              },
            },
          ]
        : []),
    ],
  },
});
