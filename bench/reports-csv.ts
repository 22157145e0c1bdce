/**
 * `npm run bench:reports-csv`: GET /api/owner/venues/{id}/reports.csv (decision 043) for a year of a venue
 * with 50,000 appointments (bench/reports-seed.ts) on PostgreSQL, through the real HTTP server: the time to the last
 * byte and the file's size, five downloads one after another. Exits 1 when the median is 5 s or more ("a year within a
 * few seconds").
 *
 * PostgreSQL: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is the admin connection; a private
 * database is created and dropped.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { registerOwnerOver, startApi, withBenchDatabase } from './api-server';
import { APPOINTMENTS, FROM, seed, TO } from './reports-seed';

const RUNS = 5;
const LIMIT_MS = 5_000;
const log = (msg: string) => console.log(`[bench:reports-csv] ${msg}`);

async function main() {
  await withBenchDatabase('reports-csv', async ({ dbUrl, root, database, children }) => {
    let failed = false;
    const server = await startApi(dbUrl, root, { PUBLIC_CACHE: 'false' });
    children.push(server.child);
    const owner = await registerOwnerOver(server.base, 'Rapor Salonu');
    const venueId = await seed(database.db, owner.userId);
    await database.db.execute(sql`analyze appointments`);
    await database.close();
    const csvUrl = `${server.base}/api/owner/venues/${venueId}/reports.csv?from=${FROM}&to=${TO}`;
    const times: number[] = [];
    let bytes = 0;
    let lines = 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const res = await fetch(csvUrl, { headers: { authorization: `Bearer ${owner.token}` } });
      const body = Buffer.from(await res.arrayBuffer());
      times.push(Math.round(performance.now() - t0));
      if (res.status !== 200) throw new Error(`reports.csv: ${res.status} ${body.toString('utf8').slice(0, 200)}`);
      bytes = body.length;
      lines = body.toString('utf8').split('\r\n').length - 1;
    }
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(RUNS / 2)]!;
    log(`${APPOINTMENTS} appointments over ${FROM}..${TO}: ${(bytes / 1_048_576).toFixed(1)} MiB, ${lines} lines`);
    log(`time to the last byte, ms: ${times.join(', ')} (median ${median}, max ${sorted.at(-1)})`);
    log(
      `load average: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (${os.cpus().length} CPUs)`,
    );
    failed = median >= LIMIT_MS;
    log(`limit: median < ${LIMIT_MS} ms: ${failed ? 'MISSED' : 'met'}`);
    return failed;
  });
}

await main();
