/**
 * What `npm run bench:scale` asks for (bench/scale.ts): for each read, a list of request paths for the API and the
 * same list for the bare baseline (bench/scale-bare.ts), drawn from the seeded data with a Zipf law (a few venues,
 * cities and experts get most requests, a long tail the rest), so a cache sees a realistic mix of hits and misses.
 */
import pg from 'pg';
import { prng } from '../apps/api/src/db/scale/generate';
import { encodeListingCursor } from '../apps/api/src/modules/venues/listing-cursor';

export interface Read {
  name: string;
  /** Paths on the API server and the matching ones on the bare server, index by index. */
  api: string[];
  bare: string[];
}

const SAMPLES = 20_000;

/** `SAMPLES` draws of ranks 0..n-1 with P(k) ∝ 1 / (k + 1)^s. */
export function zipf(n: number, seed: number, s = 1): number[] {
  const cdf: number[] = [];
  let sum = 0;
  for (let k = 0; k < n; k++) cdf.push((sum += 1 / (k + 1) ** s));
  const r = prng(seed);
  return Array.from({ length: SAMPLES }, () => {
    const x = r.next() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  });
}

/** The share of requests in a list that repeat an earlier one: the hit rate an unbounded cache would reach over it. */
export const repeatShare = (paths: string[]) => 1 - new Set(paths).size / paths.length;

const SEARCHES = ['kuafor', 'berber', 'guzellik', 'isilti', 'salon', 'sac'];

export async function buildReads(dbUrl: string): Promise<{ reads: Read[]; counts: Record<string, number> }> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const q = async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[];
    const [counts] = await q<Record<string, number>>(
      `select (select count(*)::int from venues) venues, (select count(*)::int from experts) experts,
              (select count(*)::int from appointments) appointments`,
    );
    // Cities by their venues in beauty (category 1), most first: the Zipf ranks of the listing and search.
    const cities = (
      await q<{ city_id: number }>(
        `select v.city_id from venues v join venue_categories vc on vc.venue_id = v.id and vc.category_id = 1
          group by v.city_id order by count(*) desc, v.city_id`,
      )
    ).map((r) => r.city_id);
    // Venues and experts in a fixed pseudo-random order (md5 of the id): rank 0 is the most asked for.
    const venues = (await q<{ id: number }>(`select id from venues order by md5(id::text)`)).map((r) => r.id);
    const experts = await q<{ id: number; service_id: number; sub_service_id: number }>(
      `select e.id, x.service_id, x.id as sub_service_id from experts e
         cross join lateral (select ss.id, ss.service_id from expert_sub_services ess
                             join sub_services ss on ss.id = ess.sub_service_id
                             where ess.expert_id = e.id order by ss.id limit 1) x
        order by md5(e.id::text) limit 20000`,
    );
    const [anchor] = await q<{ anchor: string }>(`select anchor::text as anchor from scale_seed`);
    // Working days (Monday to Saturday) of the fortnight after the seed's anchor day.
    const days = Array.from({ length: 14 }, (_, i) => new Date(Date.parse(`${anchor!.anchor}T00:00:00Z`) + (i + 1) * 86_400_000))
      .filter((d) => d.getUTCDay() !== 0)
      .map((d) => d.toISOString().slice(0, 10));

    const cityDraws = zipf(cities.length, 11);
    const listing1 = cityDraws.map((k) => cities[k]!);
    const read = (name: string, pairs: [string, string][]): Read => ({
      name,
      api: pairs.map((p) => p[0]),
      bare: pairs.map((p) => p[1]),
    });
    const r = prng(17);
    const top = cities[0]!;
    // Page 20 by cursor (decision 048): the key of the largest city's 380th venue, as `meta.next` of page 19 gives
    // it; a city with fewer (factor 1) gets its last venue's, an empty page like its page 20 by offset.
    const keys = await q<{ search_name: string; id: number }>(
      `select v.search_name, v.id from venues v
        where v.city_id = $1 and v.is_active
          and exists (select 1 from venue_categories vc where vc.venue_id = v.id and vc.category_id = 1)
        order by v.search_name, v.id limit 380`,
      [top],
    );
    const key = keys.at(-1);
    const after = encodeListingCursor({ ...key!, rating_score: 0 }, false);
    return {
      counts: counts!,
      reads: [
        read(
          'listing city+category, page 1',
          listing1.map((c) => [`/api/venues/by-city-category/${c}/1`, `/listing?city=${c}&category=1&page=1`]),
        ),
        read('listing city+category, page 20 (largest city)', [
          [`/api/venues/by-city-category/${top}/1?page=20`, `/listing?city=${top}&category=1&page=20`],
        ]),
        read('listing, page 20 by cursor (largest city)', [
          [
            `/api/venues/by-city-category/${top}/1?page=20&after=${after}`,
            `/listing?city=${top}&category=1&after_name=${encodeURIComponent(key!.search_name)}&after_id=${key!.id}`,
          ],
        ]),
        read(
          'text search q= (folded)',
          listing1.map((c) => {
            const term = SEARCHES[Math.floor(r.next() * SEARCHES.length)]!;
            return [`/api/venues/by-city-category/${c}/1?q=${term}`, `/search?city=${c}&category=1&page=1&q=${term}`];
          }),
        ),
        read(
          'venue page',
          zipf(venues.length, 23).map((k) => [`/api/venues/${venues[k]}`, `/venue/${venues[k]}`]),
        ),
        read(
          'available times',
          zipf(experts.length, 29).map((k) => {
            const e = experts[k]!;
            const day = days[Math.floor(r.next() * days.length)]!;
            const from = new Date(Date.parse(`${day}T00:00:00+03:00`)).toISOString();
            const to = new Date(Date.parse(`${day}T00:00:00+03:00`) + 86_400_000).toISOString();
            return [
              `/api/experts/${e.id}/available-times?date=${day}&service_id=${e.service_id}&sub_service_id=${e.sub_service_id}`,
              `/times/${e.id}?from=${from}&to=${to}`,
            ];
          }),
        ),
      ],
    };
  } finally {
    await client.end();
  }
}
