import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { healthRoutes } from './health.routes';
import errorHandler from '../../plugins/error-handler';
import { createDatabase, type Database } from '../../db/client';
import { freePort } from '../../../test/production-server';

/**
 * A PostgreSQL URL on a port where nothing listens: the driver's real "connection refused", as when the server is
 * stopped (db/outage.slow.test.ts stops a real one under load).
 */
let dead: Database;
const app = Fastify();
beforeAll(async () => {
  dead = await createDatabase({ url: `postgres://postgres@127.0.0.1:${await freePort()}/randevu`, connectTimeoutMs: 500 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandler);
  await app.register(healthRoutes, { db: dead.db, isReady: () => true });
  app.get('/needs-the-database', async () => dead.db.execute(sql`select 1`));
  app.get('/a-bug', async () => {
    throw new TypeError('not a database fault');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await dead.close();
});

describe('the database cannot be reached', () => {
  it('answers a request that needs it 503 with Retry-After and the Turkish text for a temporary fault', async () => {
    const res = await app.inject({ method: 'GET', url: '/needs-the-database' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ success: false, code: 'DATABASE_UNAVAILABLE', message: messages.common.unavailable });
    expect(res.body).not.toMatch(/ECONNREFUSED|postgres|127\.0\.0\.1/);
  });

  it('answers /api/health 503 unavailable with Retry-After', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ status: 'unavailable' });
  });

  it('still answers any other fault 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/a-bug' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
  });
});
