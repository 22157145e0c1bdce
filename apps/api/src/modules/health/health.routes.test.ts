import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { countQueries } from '../../../test/count-queries';
import { createHealthService } from './health.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok after one round trip to the database', async () => {
    let status = 0;
    const count = await countQueries(t.db, async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      status = res.statusCode;
      expect(res.json()).toEqual({ status: 'ok' });
    });
    expect(status).toBe(200);
    expect(count).toBe(1);
  });

  it('reports starting, without asking the database, until the app is ready', async () => {
    let ready = false;
    const service = createHealthService({ db: t.db, isReady: () => ready });
    expect(await countQueries(t.db, async () => expect(await service.status()).toBe('starting'))).toBe(0);
    ready = true;
    expect(await service.status()).toBe('ok');
  });
});
