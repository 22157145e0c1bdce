/** bench:http, step 2: EXPLAIN of every statement the public reads run. */
import path from 'node:path';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config/env';
import type { Database, Db } from '../apps/api/src/db/client';
import { root, SAC_KESIMI } from './http-options';
import type { Fixture } from './http-seed';

export interface Read {
  name: string;
  url: string;
}
export const readsOf = (fx: Fixture): Read[] => [
  { name: 'GET /venues/{id}', url: `/api/venues/${fx.venueId}` },
  { name: 'GET /venues/by-city-category/34/1', url: '/api/venues/by-city-category/34/1' },
  { name: 'GET /venues/by-city-category/34/1?q=guzellik', url: '/api/venues/by-city-category/34/1?q=guzellik' },
  {
    name: 'GET /experts/{id}/available-times?date=…',
    url: `/api/experts/${fx.expertId}/available-times?date=${fx.date}&service_id=${SAC_KESIMI}&sub_service_id=${fx.subServiceId}`,
  },
];

interface Captured {
  text: string;
  params: unknown[];
}
/** Records every statement sent to the driver (node-postgres pool or PGlite) while `fn` runs. */
async function captureStatements(db: Db, fn: () => Promise<void>): Promise<Captured[]> {
  const client = (db as unknown as { $client: Record<string, unknown> }).$client;
  const original = client.query as (...a: unknown[]) => unknown;
  const seen: Captured[] = [];
  client.query = (...a: unknown[]) => {
    const first = a[0] as string | { text: string; values?: unknown[] };
    if (typeof first === 'string') seen.push({ text: first, params: (Array.isArray(a[1]) ? a[1] : []) as unknown[] });
    else if (first && typeof first.text === 'string')
      seen.push({ text: first.text, params: first.values ?? ((Array.isArray(a[1]) ? a[1] : []) as unknown[]) });
    return original.apply(client, a);
  };
  try {
    await fn();
  } finally {
    client.query = original;
  }
  return seen;
}

export async function explainReads(
  database: Database,
  reads: Read[],
): Promise<{ read: string; statement: string; scans: string[] }[]> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    UPLOAD_DIR: path.join(root, 'uploads'),
    WEB_DIST_DIR: path.join(root, 'no-web'),
  });
  const app = await buildApp({ config, db: database.db });
  await app.ready();
  const client = (
    database.db as unknown as { $client: { query: (t: string, p?: unknown[]) => Promise<{ rows: Record<string, string>[] }> } }
  ).$client;
  const findings: { read: string; statement: string; scans: string[] }[] = [];
  for (const read of reads) {
    const statements = await captureStatements(database.db, async () => {
      const res = await app.inject({ url: read.url });
      if (res.statusCode !== 200) throw new Error(`${read.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    });
    for (const s of statements) {
      if (!/^\s*(select|with)\b/i.test(s.text)) continue;
      const plan = await client.query(`explain ${s.text}`, s.params);
      const lines = plan.rows.map((r) => Object.values(r)[0]!);
      const scans = lines.filter((l) => /Seq Scan on (appointments|venues)\b/.test(l)).map((l) => l.trim());
      findings.push({ read: read.name, statement: s.text.replace(/\s+/g, ' ').slice(0, 140), scans });
    }
  }
  await app.close();
  return findings;
}
