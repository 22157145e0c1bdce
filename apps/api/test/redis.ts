import { Redis } from 'ioredis';

/** Redis for the tests that need one: TEST_REDIS_URL, else the local server's database 2. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/2';

/** True when a Redis server answers PING at `url` within a second. */
export async function redisReachable(url = testRedisUrl): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
