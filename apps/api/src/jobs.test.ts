import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from './app';
import { buildTestApp, openTestDatabase, testConfig, testDbKind, type TestApp } from '../test/build-test-app';
import { registerUser } from '../test/auth-helpers';
import { sessions } from './db/schema';
import { backgroundJobs, JOBS_START_AFTER_LISTEN_MS } from './jobs';
import { runJobOnce } from './lib/jobs';
import { createNotifier } from './modules/notifications/notifier';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('background jobs', () => {
  const jobs = () => {
    const set = backgroundJobs({
      db: t.db,
      config: t.config,
      storage: undefined as never,
      cache: undefined as never,
      images: undefined as never,
      now: () => new Date(),
      rateLimits: undefined as never,
      notifier: createNotifier({ publicUrl: t.config.publicUrl, contactEmail: t.config.contact.email, now: () => new Date() }),
    });
    void set.close();
    return set.jobs;
  };

  it('lists every job once, by a unique name', () => {
    const names = jobs().map((j) => j.name);
    expect(names).toEqual(['appointment-completion', 'session-purge', 'outbox-delivery', 'outbox-retention']);
    expect(new Set(names).size).toBe(names.length);
  });

  it('purges stale sessions as a job (the auth plugin no longer runs a timer of its own)', async () => {
    const { user } = await registerUser(t.app);
    const day = 86_400_000;
    await t.db.insert(sessions).values([
      { userId: user.id, tokenHash: `job-expired-${user.id}`, expiresAt: new Date(Date.now() - day) },
      {
        userId: user.id,
        tokenHash: `job-revoked-${user.id}`,
        expiresAt: new Date(Date.now() + day),
        revokedAt: new Date(Date.now() - 8 * day),
      },
    ]);
    const purge = jobs().find((j) => j.name === 'session-purge')!;
    expect(purge.intervalMs).toBe(60 * 60 * 1000);
    const tick = await runJobOnce(t.db, purge);
    expect(tick.ran).toBe(true);
    expect(tick.result).toBeGreaterThanOrEqual(2);
    const left = await t.db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, user.id));
    expect(left.map((r) => r.tokenHash)).toHaveLength(1); // the registration's own session
  });
});

// PGlite only: on PostgreSQL the run's database is shared by files running in parallel, and real job
// ticks (completion, purge) would change their rows.
describe.runIf(testDbKind === 'pglite')('background jobs in a server', () => {
  it(`start ${JOBS_START_AFTER_LISTEN_MS} ms after it listens, not when it is only ready`, async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ config: testConfig({ env: 'production' }), db: database.db });
    try {
      const { user } = await registerUser(app);
      const expired = `job-start-${user.id}`;
      await database.db
        .insert(sessions)
        .values({ userId: user.id, tokenHash: expired, expiresAt: new Date(Date.now() - 86_400_000) });
      const stored = async () =>
        (await database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.tokenHash, expired))).length;

      await app.ready();
      await new Promise((r) => setTimeout(r, JOBS_START_AFTER_LISTEN_MS + 300));
      expect(await stored(), 'no job runs before the server listens').toBe(1);

      await app.listen({ host: '127.0.0.1', port: 0 });
      const listened = performance.now();
      expect(await stored(), 'the session purge has not run yet right after listen').toBe(1);
      while ((await stored()) === 1) {
        expect(performance.now() - listened, 'the purge ran within 10 s of listen').toBeLessThan(10_000);
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(performance.now() - listened).toBeGreaterThanOrEqual(JOBS_START_AFTER_LISTEN_MS - 20);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
