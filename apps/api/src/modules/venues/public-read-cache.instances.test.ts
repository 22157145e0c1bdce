import { describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createExpert } from '../../../test/factories';
import { buildTestApp, openTestDatabase, testDbKind } from '../../../test/build-test-app';
import { MONDAY, usePublicReadCacheSuite } from './public-read-cache.test-suite';

/** The public-read cache (lib/public-cache.ts, decision record 020). */
const { s, detailUrl, times, guest, bookGuest } = usePublicReadCacheSuite();

// Two instances on one PostgreSQL and one Redis, in this process (s14b's test runs two processes).
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/1';
const redisUp = await (async () => {
  const probe = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 500,
  });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();

describe.runIf(testDbKind === 'postgres' && redisUp)('two instances on one PostgreSQL and Redis', () => {
  it('a slot booked through one instance is gone from the other within 1 s, and an owner edit too', async () => {
    const dbA = await openTestDatabase(4);
    const dbB = await openTestDatabase(4);
    const a = await buildTestApp({ redisUrl }, dbA);
    const b = await buildTestApp({ redisUrl }, dbB);
    try {
      const deadline = Date.now() + 5_000;
      while (!(a.app.publicCache.stats().active && b.app.publicCache.stats().active) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(b.app.publicCache.stats().active).toBe(true);
      const expert = await createExpert(a.db, { venueId: s.venueId, subServiceIds: [s.subId] });
      const date = MONDAY();
      expect(await times(b.app, expert.id, date)).toContain('16:00');
      const hitsBefore = b.app.publicCache.stats().hits;
      expect(await times(b.app, expert.id, date)).toContain('16:00');
      expect(b.app.publicCache.stats().hits).toBe(hitsBefore + 1); // B serves it from memory

      expect((await bookGuest(a.app, guest(expert.id, date, '16:00'))).statusCode).toBe(201);
      const booked = Date.now();
      let gone = false;
      while (Date.now() - booked < 1_000) {
        if (!(await times(b.app, expert.id, date)).includes('16:00')) {
          gone = true;
          break;
        }
        await new Promise((r) => setTimeout(r, 10));
      }
      expect(gone).toBe(true);

      // Base 36: a name may not hold 7 digits in a row (it would read as a phone number).
      const name = `İki Süreç ${Date.now().toString(36)}`;
      expect((await b.app.inject({ method: 'GET', url: detailUrl() })).statusCode).toBe(200);
      const edit = await a.app.inject({
        method: 'PUT',
        url: `/api/owner/venues/${s.venueId}`,
        headers: s.owner.headers,
        payload: { name, description: 'x', address: 'Yeni Cadde 1', phone: '2842120000', email: 'yeni@example.com' },
      });
      expect(edit.statusCode).toBe(200);
      const edited = Date.now();
      let seen = false;
      while (Date.now() - edited < 1_000) {
        if ((await b.app.inject({ method: 'GET', url: detailUrl() })).json().data.name === name) {
          seen = true;
          break;
        }
        await new Promise((r) => setTimeout(r, 10));
      }
      expect(seen).toBe(true);
    } finally {
      await a.close();
      await b.close();
      await dbA.close();
      await dbB.close();
    }
  });
});
