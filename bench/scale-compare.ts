/**
 * `npm run bench:scale-compare -- [--factors 1,100]`: the bar, "p99 at factor 100 within 2× of factor 1 for
 * every read, cache off", measured in one run. `bench:scale` measures one factor per invocation, minutes apart, and on
 * a shared 2-core machine a read's p99 moved 2× between two invocations of the same factor; here the factors'
 * servers (API with PUBLIC_CACHE=false, and the bare baseline, on randevu_scale_<factor>) run side by side and each
 * read alternates between them for BENCH_ROUNDS rounds (default 5) of BENCH_DURATION_S seconds (default 3) after
 * BENCH_WARMUP_S (default 1), so both factors see the same machine. Per factor and read: the median of the rounds'
 * p99 (and p50, req/s); the ratio last factor / first for the API and for the bare baseline (the same rows read by
 * the bare query: what the data's size costs PostgreSQL alone). Prints a table and saves
 * bench/results/scale-compare-<date>.json.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApi } from './api-server';
import { stop } from './calendar-support';
import { buildReads, type Read } from './scale-targets';
import { cannon, CONNECTIONS, startBare, type Measure } from './scale-run';

const args = process.argv.slice(2);
const i = args.indexOf('--factors');
const factors = (i >= 0 ? args[i + 1]! : '1,100').split(',');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 3);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 1);
const urlOf = (factor: string) => `postgres://postgres@127.0.0.1:5432/randevu_scale_${factor.replace('.', '_')}`;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const summary = (runs: Measure[]) => ({
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  rps: median(runs.map((r) => r.rps)),
  cpuMs: median(runs.map((r) => r.cpuMs)),
  p99s: runs.map((r) => r.p99),
  failed: runs.reduce((n, r) => n + r.non2xx + r.errors, 0),
});

interface Side {
  factor: string;
  reads: Read[];
  counts: Record<string, number>;
  api: { base: string; child: ChildProcess };
  bare: { base: string; child: ChildProcess };
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-bench-scale-compare-'));
const children: ChildProcess[] = [];
try {
  const sides: Side[] = [];
  for (const factor of factors) {
    const dbUrl = urlOf(factor);
    const { reads, counts } = await buildReads(dbUrl);
    const dir = path.join(root, factor);
    fs.mkdirSync(dir);
    const api = await startApi(dbUrl, dir, { PUBLIC_CACHE: 'false' });
    children.push(api.child);
    const bare = await startBare(dbUrl);
    children.push(bare.child);
    sides.push({ factor, reads, counts, api, bare });
    console.log(
      `factor ${factor}: ${counts.venues} venues, ${counts.appointments} appointments, deep page ${counts.deep_page}, ` +
        `${counts.search_pairs} (city, word) pairs with a full search page`,
    );
  }
  console.log(
    `${CONNECTIONS} connections, cache off, ${ROUNDS} rounds of ${DURATION_S} s per read and factor (after ${WARMUP_S} s of warm-up), ` +
      `alternating the factors; medians of the rounds. Load ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}`,
  );
  const first = sides[0]!;
  const last = sides.at(-1)!;
  const rows = [];
  console.log(
    `\n| read | ${sides.map((s) => `API p99 ×${s.factor}`).join(' | ')} | API ratio | ${sides.map((s) => `bare p99 ×${s.factor}`).join(' | ')} | bare ratio |`,
  );
  console.log(`|---|${sides.map(() => '---:|').join('')}---:|${sides.map(() => '---:|').join('')}---:|`);
  for (let r = 0; r < first.reads.length; r++) {
    const name = first.reads[r]!.name;
    const runs = sides.map(() => ({ api: [] as Measure[], bare: [] as Measure[] }));
    for (const side of sides) {
      const read = side.reads[r]!;
      const check = await fetch(side.api.base + read.api[0]);
      if (check.status !== 200) throw new Error(`${read.api[0]}: ${check.status} ${(await check.text()).slice(0, 200)}`);
      await cannon(side.api.base, read.api, side.api.child, WARMUP_S);
      await cannon(side.bare.base, read.bare, side.bare.child, WARMUP_S);
    }
    for (let round = 0; round < ROUNDS; round++)
      for (const [k, side] of sides.entries()) {
        const read = side.reads[r]!;
        runs[k]!.api.push(await cannon(side.api.base, read.api, side.api.child, DURATION_S));
        runs[k]!.bare.push(await cannon(side.bare.base, read.bare, side.bare.child, DURATION_S));
      }
    const bySide = sides.map((s, k) => ({ factor: s.factor, api: summary(runs[k]!.api), bare: summary(runs[k]!.bare) }));
    const apiRatio = bySide.at(-1)!.api.p99 / bySide[0]!.api.p99;
    const bareRatio = bySide.at(-1)!.bare.p99 / bySide[0]!.bare.p99;
    rows.push({ read: name, sides: bySide, apiRatio, bareRatio });
    console.log(
      `| ${name} | ${bySide.map((b) => `${b.api.p99} ms`).join(' | ')} | **${apiRatio.toFixed(2)}** | ` +
        `${bySide.map((b) => `${b.bare.p99} ms`).join(' | ')} | ${bareRatio.toFixed(2)} |` +
        (bySide.some((b) => b.api.failed) ? ` (${bySide.map((b) => b.api.failed).join(' / ')} failed)` : ''),
    );
  }
  console.log(
    `\nAPI p99 per round (ms): ${rows.map((r) => `${r.read}: ${r.sides.map((s) => s.api.p99s.join('/')).join(' vs ')}`).join('; ')}`,
  );
  const file = path.join(import.meta.dirname, 'results', `scale-compare-${new Date().toISOString().slice(0, 10)}.json`);
  fs.writeFileSync(
    file,
    `${JSON.stringify({ factors, counts: Object.fromEntries(sides.map((s) => [s.factor, s.counts])), connections: CONNECTIONS, rounds: ROUNDS, durationS: DURATION_S, at: new Date(), load: os.loadavg(), rows }, null, 2)}\n`,
  );
  console.log(`saved ${path.relative(process.cwd(), file)} (first ${first.factor}, last ${last.factor})`);
} finally {
  await Promise.all(children.map(stop));
  fs.rmSync(root, { recursive: true, force: true });
}
