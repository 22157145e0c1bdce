import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { postRawJson } from '../../test/requests';

/**
 * Finding 8: an anonymous caller must learn nothing about a guarded route's body. The session is
 * checked in onRequest, before the body is parsed or validated (fixed in the owner-area
 * foundation commit 0e4ca3c; before it these answered 400 with field names).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const invalid = { name: '', email: 'x', expert_id: 'x', first_name: 1 };

describe('guarded routes answer 401 before looking at an invalid body', () => {
  for (const [method, url] of [
    ['POST', '/api/owner/venues'],
    ['POST', '/api/user/appointments'],
    ['POST', '/api/user/appointments/1/cancel'],
    ['POST', '/api/user/appointments/1/reschedule'],
    ['POST', '/api/user/appointments/1/review'],
    ['PUT', '/api/user/appointments/1/review'],
    ['PUT', '/api/owner/reviews/1/reply'],
    ['POST', '/api/owner/reviews/1/report'],
    ['POST', '/api/logout'],
    ['POST', '/logout'],
    ['POST', '/api/logout-all'],
    ['GET', '/api/user/profile'],
  ] as const) {
    it(`${method} ${url}`, async () => {
      const res = await t.app.inject({ method, url, ...(method !== 'GET' ? { payload: invalid } : {}) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, code: 'UNAUTHORIZED', message: messages.common.unauthorized });
    });
  }

  it('even when the body is not JSON at all', async () => {
    const res = await postRawJson(t.app, '/api/owner/venues', '{nope');
    expect(res.statusCode).toBe(401);
  });
});
