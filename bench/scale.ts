/**
 * `npm run bench:scale -- --factor N [--db URL]`: the public reads against the scale data set of `npm run seed:scale`
 * (default database: randevu_scale_N on the local PostgreSQL), each against a bare Fastify route running the bare SQL
 * query of the same rows (bench/scale-bare.ts), in the same run. The API server (bench/api-server.ts) runs twice:
 * PUBLIC_CACHE=false, then with the cache on (its PostgreSQL default, no Redis); request paths follow a Zipf law
 * (bench/scale-targets.ts). autocannon at 50 connections; prints p50, p99, req/s and the ratio to the baseline, and
 * saves the table as JSON in bench/results/scale-<factor>-<date>.json.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_METRICS_TOKEN, startApi } from './api-server';
import { stop } from './calendar-support';
import { buildReads, repeatShare, type Read } from './scale-targets';
import { cannon, CONNECTIONS, startBare, type Measure } from './scale-run';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const factor = option('factor') ?? '1';
const dbUrl = option('db') ?? `postgres://postgres@127.0.0.1:5432/randevu_scale_${factor.replace('.', '_')}`;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
/**
 * Seconds of the same request list before each measured run (the connections' plans and statements prepared, the rows
 * the draw asks for in shared_buffers and the OS cache, as on a server that has been up): BENCH_WARMUP_S, default 1.
 */
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 1);

/** The public cache's hits and misses so far, summed over routes, as GET /metrics reports them (with the bench's token). */
async function cacheCounts(base: string): Promise<{ hit: number; miss: number }> {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } })).text();
  const counts = { hit: 0, miss: 0 };
  for (const m of text.matchAll(/^randevu_public_cache_requests_total\{[^}]*result="(hit|miss)"[^}]*\} (\d+)$/gm))
    counts[m[1] as 'hit' | 'miss'] += Number(m[2]);
  return counts;
}

interface Row {
  read: string;
  cache: 'off' | 'on';
  repeatShare: number;
  /** Hits / (hits + misses) of the measured run, from the server's /metrics. */
  hitRate: number;
  api: Measure;
  bare: Measure;
  ratio: number;
}

async function measure(reads: Read[], cache: 'off' | 'on', root: string, children: ChildProcess[]): Promise<Row[]> {
  const api = await startApi(dbUrl, root, { PUBLIC_CACHE: cache === 'on' ? 'true' : 'false' });
  children.push(api.child);
  const bare = await startBare(dbUrl);
  children.push(bare.child);
  const rows: Row[] = [];
  for (const read of reads) {
    const check = await fetch(api.base + read.api[0]);
    if (check.status !== 200) throw new Error(`${read.api[0]}: ${check.status} ${(await check.text()).slice(0, 200)}`);
    await cannon(api.base, read.api, api.child, WARMUP_S);
    const before = await cacheCounts(api.base);
    const a = await cannon(api.base, read.api, api.child, DURATION_S);
    const after = await cacheCounts(api.base);
    const hits = after.hit - before.hit;
    const hitRate = hits / Math.max(1, hits + after.miss - before.miss);
    await cannon(bare.base, read.bare, bare.child, WARMUP_S);
    const b = await cannon(bare.base, read.bare, bare.child, DURATION_S);
    const row = { read: read.name, cache, repeatShare: repeatShare(read.api), hitRate, api: a, bare: b, ratio: a.rps / b.rps };
    rows.push(row);
    print([row]);
  }
  await Promise.all([stop(api.child), stop(bare.child)]);
  return rows;
}

const pad = (s: string | number, n: number) => String(s).padStart(n);
function print(rows: Row[]) {
  for (const r of rows)
    console.log(
      `${r.read.padEnd(46)} ${r.cache.padEnd(5)} ${pad(r.api.p50, 5)} ${pad(r.api.p99, 6)} ${pad(Math.round(r.api.rps), 7)} ` +
        `${pad(r.api.cpuMs.toFixed(2), 6)} | ${pad(r.bare.p50, 5)} ${pad(r.bare.p99, 6)} ${pad(Math.round(r.bare.rps), 7)} | ` +
        `${pad((100 * r.ratio).toFixed(1) + ' %', 8)} ${pad((100 * r.hitRate).toFixed(0) + ' %', 5)}${r.api.non2xx + r.api.errors ? `  (${r.api.non2xx} non-2xx, ${r.api.errors} errors)` : ''}`,
    );
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-bench-scale-'));
const children: ChildProcess[] = [];
try {
  const { reads, counts } = await buildReads(dbUrl);
  console.log(
    `factor ${factor}: ${counts.venues} venues, ${counts.experts} experts, ${counts.appointments} appointments; ` +
      `deep page ${counts.deep_page}, ${counts.search_pairs} (city, word) pairs with a full search page; ` +
      `${CONNECTIONS} connections, ${DURATION_S} s per run after ${WARMUP_S} s of warm-up`,
  );
  console.log(
    `${'read'.padEnd(46)} cache   p50    p99   req/s cpu/rq |  bare    p99   req/s | API/bare  hits  (ms; API server's CPU ms per request; cache hit rate from /metrics)`,
  );
  const rows = [...(await measure(reads, 'off', root, children)), ...(await measure(reads, 'on', root, children))];
  const file = path.join(import.meta.dirname, 'results', `scale-${factor}-${new Date().toISOString().slice(0, 10)}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify(
      { factor: Number(factor), counts, connections: CONNECTIONS, durationS: DURATION_S, at: new Date(), rows },
      null,
      2,
    ) + '\n',
  );
  console.log(`saved ${path.relative(process.cwd(), file)}`);
} finally {
  await Promise.all(children.map(stop));
  fs.rmSync(root, { recursive: true, force: true });
}
