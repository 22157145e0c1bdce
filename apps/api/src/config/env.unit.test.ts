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
});
