import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { buildTestApp, openTestDatabase, type TestApp } from '../../../test/build-test-app';
import { testRedisUrl } from '../../../test/redis';
import { requireRedis } from '../../../test/require-service';
import { registerUser, uniqueEmail } from '../../../test/auth-helpers';

// Skipped only when Redis does not answer (CI=true: fails instead).
const reachable = await requireRedis();

/** Two instances on one database sharing Redis: the per-account and per-address counts are one. */
describe.skipIf(!reachable)('auth limits shared by two instances through Redis', () => {
  let database: Database;
  let a: TestApp;
  let b: TestApp;
  const redisPrefix = `randevu-test:auth:${process.pid}:${Date.now()}`;
  beforeAll(async () => {
    database = await openTestDatabase();
    const overrides = {
      redisUrl: testRedisUrl,
      redisPrefix,
      passwordResetMinResponseMs: 0,
      limits: { loginPerIp: 100_000, passwordResetPerIp: 100_000 },
    };
    a = await buildTestApp(overrides, database);
    b = await buildTestApp(overrides, database);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
    // The recognised-address keys live 180 days: remove what this file wrote.
    const redis = new Redis(testRedisUrl);
    const keys = await redis.keys(`${redisPrefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('checks 20 of 101 wrong passwords sent to two instances from 12 addresses', async () => {
    const s = await registerUser(a.app);
    let checked = 0;
    for (let i = 0; i < 101; i++) {
      const target = i % 2 ? a : b;
      const res = await target.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: s.user.email, password: 'Yanlis.Sifre1' },
        remoteAddress: `10.60.0.${i % 12}`,
      });
      if (res.statusCode === 401) checked++;
      else expect(res.statusCode).toBe(429);
    }
    expect(checked).toBe(20);
  });

  it('spends 5 tries on 20 parallel guesses split over two instances, with an account and without', async () => {
    const s = await registerUser(a.app);
    const stranger = uniqueEmail('yok');
    for (const email of [s.user.email, stranger]) {
      await a.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email }, remoteAddress: '10.61.0.1' });
    }
    const [mail] = await a.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, s.user.email), eq(outboxMessages.kind, 'password_reset_code')))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    const wrong = String((Number(mail!.text.match(/\b(\d{6})\b/)![1]) + 1) % 1_000_000).padStart(6, '0');
    for (const email of [s.user.email, stranger]) {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? a : b).app.inject({
            method: 'POST',
            url: '/api/password/verify',
            payload: { email, code: wrong },
            remoteAddress: `10.61.1.${i}`,
          }),
        ),
      );
      const codes = results.map((r) => r.json().code as string);
      expect(codes.filter((c) => c === 'RESET_CODE_WRONG')).toHaveLength(4);
      expect(codes.filter((c) => c === 'RESET_CODE_TOO_MANY_ATTEMPTS')).toHaveLength(16);
    }
  });
});
