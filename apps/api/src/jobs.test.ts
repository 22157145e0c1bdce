import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { registerUser } from '../test/auth-helpers';
import { sessions } from './db/schema';
import { backgroundJobs } from './jobs';
import { runJobOnce } from './lib/jobs';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('background jobs', () => {
  const jobs = () => {
    const set = backgroundJobs({ db: t.db, config: t.config, storage: undefined as never, cache: undefined as never });
    void set.close();
    return set.jobs;
  };

  it('lists every job once, by a unique name', () => {
    const names = jobs().map((j) => j.name);
    expect(names).toEqual(['appointment-completion', 'session-purge', 'outbox-delivery']);
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
