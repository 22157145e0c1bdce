/**
 * `npm run bench:customers`: the venue's customers (decision 042) for a venue with 50,000 appointments
 * (10 experts, every status, 2,000 customers) on PostgreSQL through the real HTTP server: the list's first page, a
 * page further on, a name search, a phone search, a card, the filters and orders of decision 091 and the front desk's
 * lookup, at 1 and 4 concurrent clients. Prints p50/p99; exits 1
 * when a p99 at 1 client without the cache is 300 ms or more (the issue's target), so every read a miss.
 *
 * PostgreSQL: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is the admin connection; a private
 * database is created and dropped.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../apps/api/src/db/client';
import { venueDayBounds } from '../apps/api/src/lib/time';
import { createExpert, createVenue } from '../apps/api/test/factories';
import { registerOwnerOver, startApi, withBenchDatabase } from './api-server';

const APPOINTMENTS = 50_000;
const CUSTOMERS = 2_000;
const EXPERTS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const TARGET_P99_MS = 300;
const log = (msg: string) => console.log(`[bench:customers] ${msg}`);

/** 50,000 appointments from a year ago on, 10 experts in 100-minute steps, every status, 2,000 people. */
async function seed(db: Awaited<ReturnType<typeof createDatabase>>['db'], ownerId: number) {
  const venue = await createVenue(db, { ownerId, name: 'Müşteri Salonu' });
  const experts = [];
  for (let i = 0; i < EXPERTS; i++) experts.push((await createExpert(db, { venueId: venue.id, name: `Uzman ${i + 1}` })).id);
  const start = venueDayBounds('2025-06-01').start;
  await db.execute(sql`
    insert into appointments (venue_id, expert_id, service_id, customer_first_name, customer_last_name, customer_email,
                              customer_phone, status, cancelled_by, cancelled_at, starts_at, ends_at, duration_minutes,
                              price_kurus, service_name, sub_service_name, expert_name)
    select ${venue.id}, (${`{${experts.join(',')}}`}::int[])[1 + g % ${EXPERTS}], 101,
           (array['Işıl','Gül','Ali','Şeyma','İpek','Ömer'])[1 + g % 6], 'Soyad' || (g % ${CUSTOMERS}),
           'musteri' || (g % ${CUSTOMERS}) || '@example.com', '+90532' || lpad((g % ${CUSTOMERS})::text, 7, '0'),
           (array['completed','completed','completed','confirmed','pending','cancelled','cancelled','no_show','expired'])[1 + g % 9],
           case when g % 9 in (5, 6) then (array['user','owner'])[1 + g % 2] end,
           case when g % 9 in (5, 6) then now() end,
           ${start}::timestamptz + ((g / ${EXPERTS}) * interval '100 minutes'),
           ${start}::timestamptz + ((g / ${EXPERTS}) * interval '100 minutes') + interval '45 minutes',
           45, 30000 + (g % 7) * 5000, 'Saç Kesimi', (array['Kesim','Boya','Fön','Bakım'])[1 + g % 4], 'Uzman'
    from generate_series(0, ${APPOINTMENTS - 1}) g`);
  return { venueId: venue.id };
}

async function run(url: string, headers: Record<string, string>, clients: number, duration = DURATION_S) {
  const r = (await autocannon({ url, connections: clients, duration, headers })) as {
    latency: { p50: number; p99: number };
    requests: { average: number };
    non2xx: number;
    errors: number;
  };
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return r;
}

async function main() {
  await withBenchDatabase('customers', async ({ dbUrl, root, database, children }) => {
    let failed = false;
    // No cache: every request runs the statements (the miss after a write); as deployed (Redis): the list is kept
    // until an appointment write of the venue drops it (decision 042), so repeated reads are hits.
    const api = await startApi(dbUrl, root, { PUBLIC_CACHE: 'false' });
    children.push(api.child);
    const deployed = await startApi(dbUrl, root, { REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/2' });
    children.push(deployed.child);
    const owner = await registerOwnerOver(api.base, 'Müşteri Salonu');
    const { venueId } = await seed(database.db, owner.userId);
    const [first] = (
      (await database.db.execute(sql`select min(id)::int as id from appointments where venue_id = ${venueId}`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    await database.db.execute(sql`analyze appointments`);
    await database.close();
    log(`seeded ${APPOINTMENTS} appointments of ${CUSTOMERS} customers`);
    const auth = { authorization: `Bearer ${owner.token}` };
    const base = `${api.base}/api/owner/venues/${venueId}/customers`;
    const sample = await fetch(base, { headers: auth });
    const body = (await sample.json()) as { meta: { total: number } };
    if (sample.status !== 200 || body.meta.total !== CUSTOMERS)
      throw new Error(`list: ${sample.status} ${JSON.stringify(body.meta)}`);
    const cases: [string, string][] = [
      ['list, page 1', base],
      ['list, page 50', `${base}?page=50`],
      ['search "ışıl"', `${base}?q=${encodeURIComponent('ışıl')}`],
      ['search "0532 000 12"', `${base}?q=${encodeURIComponent('0532 000 12')}`],
      ['card', `${base}/${first!.id}`],
      // Decision 091: the filters and orders over the same aggregate.
      ['no-show tag', `${base}?no_show=tag`],
      ['8 weeks, by spending', `${base}?inactive_weeks=8&sort=total_spent`],
      ['by visits, page 50', `${base}?sort=visits&page=50`],
      ['lookup "0532 000 12"', `${base}?phone=${encodeURIComponent('0532 000 12')}`],
    ];
    for (const [, u] of cases) {
      await run(u, auth, 2, 2);
      await run(u.replace(api.base, deployed.base), auth, 2, 2);
    }
    console.log('');
    console.log(
      `GET …/customers, ${APPOINTMENTS} appointments, ${CUSTOMERS} customers, ${DURATION_S} s each; p50 / p99 ms (req/s)`,
    );
    console.log('case                     no cache, 1 client     no cache, 4 clients    as deployed, 1 client');
    for (const [label, u] of cases) {
      const one = await run(u, auth, 1);
      const four = await run(u, auth, 4);
      const kept = await run(u.replace(api.base, deployed.base), auth, 1);
      if (one.latency.p99 >= TARGET_P99_MS) failed = true;
      const cell = (r: typeof one) => `${r.latency.p50} / ${r.latency.p99} (${Math.round(r.requests.average)})`.padEnd(22);
      console.log(`${label.padEnd(24)} ${cell(one)} ${cell(four)} ${cell(kept)}`);
    }
    console.log(
      `load average: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (${os.cpus().length} CPUs)`,
    );
    console.log(`target p99 < ${TARGET_P99_MS} ms at 1 client: ${failed ? 'MISSED' : 'met'}`);
    return failed;
  });
}

await main();
