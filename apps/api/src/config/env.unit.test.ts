import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

describe('configuration defaults that protect a production start', () => {
  it('finding 5: seeds the demo accounts by default, except with NODE_ENV=production', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('finding 11: refuses PGlite in production unless ALLOW_EMBEDDED_DB=true, and says why', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DATABASE_URL.*fsync/s);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_EMBEDDED_DB: 'true' }).allowEmbeddedDb).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@h/db' }).databaseUrl).toBe('postgres://u@h/db');
    expect(loadConfig({}).databaseUrl).toBeUndefined();
  });

  it('finding 9: the cookie follows the request (Secure over HTTPS) unless COOKIE_SECURE says otherwise; HSTS in production', () => {
    expect(loadConfig({}).cookieSecure).toBe('auto');
    expect(loadConfig({ COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    expect(loadConfig({}).hsts).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@h/db' }).hsts).toBe(true);
  });

  it('listens on loopback unless HOST is set or in production', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@h/db' }).host).toBe('0.0.0.0');
    expect(loadConfig({}).warnings).toEqual([]);
  });

  it('the development outbox only with DEV_OUTBOX=true and never in production', () => {
    expect(loadConfig({}).devOutbox).toBe(false);
    expect(loadConfig({ DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
    const production = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@h/db',
      DEV_OUTBOX: 'true',
      METRICS_TOKEN: 'metrics-token-0123456789',
    });
    expect(production.devOutbox).toBe(false);
    expect(production.warnings).toEqual(['DEV_OUTBOX=true is ignored in production: /api/dev/outbox does not exist.']);
  });

  it('warns when development mode listens beyond loopback or the outbox lists live messages', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).warnings).toEqual([
      'NODE_ENV=development listens on 0.0.0.0, beyond this machine: development mode is for a first look; set NODE_ENV=production for a server others reach.',
    ]);
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'])
      expect(loadConfig({ HOST: host }).warnings).toEqual([]);
    expect(loadConfig({ DEV_OUTBOX: 'true', SMTP_URL: 'smtp://u:p@mail.example.com:587' }).warnings).toEqual([
      'DEV_OUTBOX=true with a live SMTP or SMS channel: real messages, password-reset codes included, are listed at /api/dev/outbox (to loopback clients only).',
    ]);
    expect(loadConfig({ DEV_OUTBOX: 'true' }).warnings).toEqual([]);
  });

  it('production: /metrics answers nobody without METRICS_TOKEN or METRICS_PORT, and says so (decision 057)', () => {
    const base = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u@h/db' };
    expect(loadConfig(base).warnings).toEqual([
      '/metrics answers nobody: set METRICS_TOKEN (bearer) or METRICS_PORT (a loopback listener) to scrape it.',
    ]);
    expect(loadConfig(base).metricsFromLoopback).toBe(false);
    expect(loadConfig({ ...base, METRICS_PORT: '9464' })).toMatchObject({ warnings: [], metricsPort: 9464 });
    expect(loadConfig({}).metricsFromLoopback).toBe(true);
  });

  it('bounds a request, an idle socket and a keep-alive connection by default', () => {
    expect(loadConfig({}).timeouts).toEqual({ requestMs: 60_000, connectionMs: 120_000, keepAliveMs: 72_000 });
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '1000' }).timeouts.requestMs).toBe(1000);
  });
});
