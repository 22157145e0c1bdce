import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startMetricsListener } from './metrics-listener';

/**
 * Decision 057: a same-host proxy's request arrives from loopback; the headers by which proxies and CDNs name their
 * client mark it forwarded, and in production the socket address opens nothing: the token or METRICS_PORT.
 */
const TOKEN = 'metrics-token-0123456789abcdef';
let dev: TestApp;
let production: TestApp;
let productionWithToken: TestApp;
beforeAll(async () => {
  dev = await buildTestApp();
  production = await buildTestApp({ metricsFromLoopback: false });
  productionWithToken = await buildTestApp({ metricsFromLoopback: false, metricsToken: TOKEN });
});
afterAll(async () => {
  await dev.close();
  await production.close();
  await productionWithToken.close();
});

const forbidden = { success: false, code: 'FORBIDDEN', message: messages.common.forbidden };

describe('GET /metrics behind a proxy on this machine', () => {
  it.each([
    ['via', '1.1 nginx'],
    ['x-forwarded-proto', 'https'],
    ['x-forwarded-port', '443'],
    ['x-forwarded-prefix', '/x'],
    ['cf-connecting-ip', '203.0.113.9'],
    ['true-client-ip', '203.0.113.9'],
    ['x-client-ip', '203.0.113.9'],
    ['x-cluster-client-ip', '203.0.113.9'],
    ['fastly-client-ip', '203.0.113.9'],
  ])('a loopback request carrying %s is refused 403', async (header, value) => {
    const res = await dev.app.inject({ method: 'GET', url: '/metrics', headers: { [header]: value } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(forbidden);
  });
});

describe('GET /metrics in production', () => {
  it('refuses a bare loopback request when no token is set, and when one is set but not sent', async () => {
    for (const t of [production, productionWithToken]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
  });

  it('answers the bearer token, from anywhere, and refuses a wrong one', async () => {
    const ok = await productionWithToken.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('# TYPE randevu_http_request_duration_seconds histogram');
    const wrong = await productionWithToken.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('METRICS_PORT: a loopback listener that serves /metrics alone, without a token', async () => {
    const listener = await startMetricsListener(production.app, 0);
    try {
      const base = `http://127.0.0.1:${listener.port}`;
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).toContain('randevu_http_request_duration_seconds');
      for (const path of ['/', '/api/health', '/metrics/x']) expect((await fetch(`${base}${path}`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await listener.close();
    }
  });
});
