import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import type { Db } from '../src/db/client';

/**
 * The OpenAPI document as GET /api/docs/json serves it, from the app built in-process. No request is
 * made, so no database is opened: any query would fail loudly.
 */
export async function servedOpenApiDocument(): Promise<unknown> {
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-openapi-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', UPLOAD_DIR: uploadDir });
  const db = new Proxy(
    {},
    {
      get: () => {
        throw new Error('the OpenAPI document needs no database');
      },
    },
  ) as Db;
  const app = await buildApp({ config, db });
  try {
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
    return res.json();
  } finally {
    await app.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  }
}
