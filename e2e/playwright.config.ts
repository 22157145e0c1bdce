import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_PORT, E2E_WORKERS, serverUrl } from './support/servers';

// E2E_PORT lets two checkouts (or two people on one machine) run the suite side by side: this run takes
// E2E_PORT to E2E_PORT + E2E_WORKERS − 1, one server per worker (support/servers.ts).
const repoRoot = path.resolve(import.meta.dirname, '..');
// One id per run, shared with the worker processes (they inherit the environment and re-read this file).
process.env.E2E_RUN_ID ??= `${Date.now()}`;
const runDir = path.join(repoRoot, '.tmp', `e2e-${process.env.E2E_RUN_ID}`);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './support/global-setup.ts',
  // Per-run artefacts locally: a second run starting in this checkout would otherwise wipe test-results/ mid-run.
  outputDir: process.env.CI ? 'test-results' : path.join(runDir, 'test-results'),
  fullyParallel: false,
  // One worker by default: Chromium alone keeps two cores busy (two workers took 19.1 min against 17.2 for one,
  // decision 049). E2E_WORKERS=n on a larger machine: each worker gets a server of its own (support/servers.ts).
  workers: E2E_WORKERS,
  // No retries, in CI either: a retry that passes hides a flaky test.
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // support/test.ts gives each worker its own server's address; this one is for a spec that does not use it.
    baseURL: serverUrl(0),
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  // The API serves the built web app (run `npm run build` first) from a fresh database per run.
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : Array.from({ length: E2E_WORKERS }, (_, i) => ({
        // The compiled server (npm run build makes apps/api/dist/server.js), as in production.
        command: 'node ../apps/api/dist/server.js',
        cwd: import.meta.dirname,
        url: `${serverUrl(i)}/api/health`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(E2E_PORT + i),
          HOST: '127.0.0.1',
          DATA_DIR: path.join(runDir, `data-${i}`),
          UPLOAD_DIR: path.join(runDir, `uploads-${i}`),
          SEED_DEMO: 'true',
          PASSWORD_HASH_LOG_N: '12',
          LOG_LEVEL: 'warn',
          // The password-reset journey reads its code from the development outbox (loopback only).
          DEV_OUTBOX: 'true',
          // Every browser of the suite comes from 127.0.0.1: per-address limits sized for one visitor count the
          // whole suite as one (the register limit, 10 an hour, stopped the third round of --repeat-each=3).
          // The limits themselves are tested in apps/api/src/security/abuse-limits.test.ts.
          LOGIN_MAX_PER_IP: '1000',
          REGISTER_MAX_PER_IP: '1000',
          BOOKING_MAX_PER_IP: '1000',
          CONTACT_MAX_PER_IP: '1000',
          PASSWORD_RESET_MAX_PER_IP: '1000',
        },
      })),
});
