import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { openTestDatabase, testConfig } from '../../test/build-test-app';
import { checkResponsesAgainstDocument, type ResponseChecks } from '../../test/response-validation';
import type { Database } from '../db/client';

/**
 * The check every test app runs (test/response-validation.ts, decision 055): an answer the served document
 * does not describe is reported, one it describes is not. A drift is made here by rewriting the answer
 * after the route produced it, as a schema or a handler that drifted would.
 */
let dbh: Database;
let app: App;
let checks: ResponseChecks;
const drift = new Map<string, { body: string; type?: string }>();

beforeAll(async () => {
  dbh = await openTestDatabase();
  app = await buildApp({ config: testConfig(), db: dbh.db });
  app.addHook('onSend', async (request, reply, payload) => {
    const replaced = drift.get(request.url);
    if (!replaced) return payload;
    if (replaced.type) reply.header('content-type', replaced.type);
    return replaced.body;
  });
  checks = checkResponsesAgainstDocument(app);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await dbh.close();
});

describe('answers checked against the served OpenAPI document', () => {
  it('passes the answers the document describes, by the /api path and by its unprefixed alias', async () => {
    for (const url of ['/api/categories', '/categories', '/api/cities', '/api/venues/999999', '/api/user/profile']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
    }
    expect(checks.failures).toEqual([]);
  });

  it('reports a null the document forbids, naming the request and the field', async () => {
    drift.set('/api/categories', { body: JSON.stringify({ success: true, data: [{ id: 1, name: null }] }) });
    drift.set('/cities', { body: JSON.stringify({ success: true, data: null }) });
    await app.inject({ method: 'GET', url: '/api/categories' });
    await app.inject({ method: 'GET', url: '/cities' });
    expect(checks.failures).toHaveLength(2);
    expect(checks.failures[0]).toMatch(/^GET \/api\/categories → 200: .*\/data\/0/);
    expect(checks.failures[1]).toMatch(/^GET \/cities → 200: \/data must be array/);
  });

  it('reports an answer of another media type than the document says', async () => {
    checks.failures.length = 0;
    drift.set('/api/venues/1/closed-days', { body: 'BEGIN:VCALENDAR', type: 'text/calendar' });
    await app.inject({ method: 'GET', url: '/api/venues/1/closed-days' });
    expect(checks.failures).toEqual([expect.stringMatching(/answered text\/calendar, the document says application\/json/)]);
  });
});
