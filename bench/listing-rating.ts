/**
 * `npm run bench:rating`: the public listing sorted by rating (decision 039) against the same listing in its
 * default order, in one run, for a city with 500 venues (Edirne, category 1, ratings spread from none to 80 reviews),
 * on PostgreSQL, through the real HTTP server (apps/api/src/server.ts under tsx, production mode) with the public
 * cache OFF, so every request runs the listing's statement. 20 clients × 10 s per side, alternating, 3 rounds; the
 * worse round of each side is reported. Also the `min_rating=4` filter. Prints p50/p99, req/s, server CPU per request
 * and the ratios; exits 1 when the sorted listing's p99 is more than 1.2× the default order's (the target).
 *
 * PostgreSQL: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is the admin connection; a private
 * database is created and dropped.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { createDatabase, queryRows } from '../apps/api/src/db/client';
import { CONNECTIONS, DURATION_S, load, type Run } from './calendar-support';
import { startApi, withBenchDatabase } from './api-server';

const VENUES = 500;
const CITY = 22; // Edirne
const CATEGORY = 1;
const ROUNDS = 3;
const MAX_RATIO = 1.2;
const log = (msg: string) => console.log(`[bench:rating] ${msg}`);

/** 500 published venues of one city and category; venue i has i % 81 reviews averaging between 3 and 5 stars. */
async function seed(db: Awaited<ReturnType<typeof createDatabase>>['db']) {
  await db.execute(sql`
    insert into users (email, password_hash, role, business_name, phone)
    select 'rating.owner.' || g || '@example.com', 'scrypt$10$8$1$x$y', 'owner', 'Puan İşletme ' || g, '2125550000'
    from generate_series(1, ${VENUES}) g`);
  await db.execute(sql`
    insert into venues (owner_id, name, search_name, address, phone, city_id, district_id, neighborhood_id,
                        rating_count, rating_sum)
    select u.id, 'Puan Salonu ' || g, 'puan salonu ' || g, 'Saraçlar Caddesi No: ' || g, '2845550000',
           d.city_id, d.id, n.id, g % 81, (g % 81) * 3 + ((g * 7919) % (2 * (g % 81) + 1))
    from generate_series(1, ${VENUES}) g
    join users u on u.email = 'rating.owner.' || g || '@example.com'
    cross join lateral (select id, district_id from neighborhoods
                        where district_id in (select id from districts where city_id = ${CITY})
                        order by id offset (g % 20) limit 1) n
    join districts d on d.id = n.district_id`);
  await db.execute(sql`
    insert into venue_categories (venue_id, category_id) select id, ${CATEGORY} from venues where name like 'Puan Salonu %'`);
  const [row] = await queryRows<{ n: number; rated: number }>(
    db,
    sql`select count(*)::int n, count(*) filter (where rating_count > 0)::int rated from venues where city_id = ${CITY}`,
  );
  return row!;
}

async function main() {
  await withBenchDatabase('rating', async ({ dbUrl, root, database, children }) => {
    let failed = false;
    const counts = await seed(database.db);
    await database.db.execute(sql`analyze`);
    await database.close();
    log(`seeded: ${counts.n} venues in city ${CITY}, ${counts.rated} with reviews`);

    const api = await startApi(dbUrl, root, { PUBLIC_CACHE: 'false' });
    const server = api.child;
    children.push(server);
    const listing = `${api.base}/api/venues/by-city-category/${CITY}/${CATEGORY}`;
    const targets = [
      { label: 'default order', url: listing },
      { label: 'sort=rating', url: `${listing}?sort=rating` },
      { label: 'min_rating=4', url: `${listing}?min_rating=4&sort=rating` },
    ];
    for (const t of targets) {
      const res = await fetch(t.url);
      const body = (await res.json()) as { data: { rating_average: number | null }[]; meta: { total: number } };
      if (res.status !== 200 || body.data.length === 0) throw new Error(`${t.label}: ${res.status}`);
      log(`${t.label}: ${body.meta.total} venues, first card average ${body.data[0]!.rating_average}`);
    }
    for (const t of targets) await load(t.url, {}, server, 2);
    const runs: Run[][] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const round: Run[] = [];
      for (const t of targets) {
        const r = await load(t.url, {}, server);
        if (r.non2xx || r.errors) throw new Error(`errors under load (${t.label}): ${JSON.stringify(r)}`);
        round.push(r);
      }
      runs.push(round);
      log(`round ${i + 1}: ` + targets.map((t, k) => `${t.label} p50 ${round[k]!.p50} p99 ${round[k]!.p99} ms`).join('; '));
    }
    const worst = targets.map((_, k) => runs.map((r) => r[k]!).reduce((a, b) => (b.p99 > a.p99 ? b : a)));
    console.log('');
    console.log(
      `GET /api/venues/by-city-category/${CITY}/${CATEGORY}, ${VENUES} venues, ${CONNECTIONS} clients × ${DURATION_S} s, no cache`,
    );
    console.log(`                 p50 ms   p99 ms   req/s   server CPU ms/req`);
    for (const [k, t] of targets.entries()) {
      const r = worst[k]!;
      console.log(
        `${t.label.padEnd(16)} ${String(r.p50).padStart(6)}   ${String(r.p99).padStart(6)}   ${String(Math.round(r.rps)).padStart(5)}   ${r.cpuMs.toFixed(2)}`,
      );
    }
    const [plain, sorted, filtered] = worst as [Run, Run, Run];
    const ratio = (a: number, b: number) => a / b;
    console.log(
      `ratio sort=rating / default: p50 ${ratio(sorted.p50, plain.p50).toFixed(2)}, p99 ${ratio(sorted.p99, plain.p99).toFixed(2)}; ` +
        `min_rating=4 / default: p99 ${ratio(filtered.p99, plain.p99).toFixed(2)}`,
    );
    console.log(
      `load average: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (${os.cpus().length} CPUs)`,
    );
    failed = ratio(sorted.p99, plain.p99) > MAX_RATIO;
    console.log(`target p99 within ${MAX_RATIO}× of the default order: ${failed ? 'MISSED' : 'met'}`);
    return failed;
  });
}

await main();
