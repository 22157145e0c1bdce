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
    const cityCounts = await q<{ city_id: number; n: number }>(
      `select v.city_id, count(*)::int as n from venues v join venue_categories vc on vc.venue_id = v.id and vc.category_id = 1
        where v.is_active group by v.city_id order by count(*) desc, v.city_id`,
    );
    const cities = cityCounts.map((r) => r.city_id);
    // Page 1 of the cities that fill it (20 venues or more): like answers at every factor. At factor 1 most cities
    // have a handful of venues (only İstanbul fills a page), so their page 1 is a smaller answer than factor 100's.
    const fullCities = cityCounts.filter((r) => r.n >= 20).map((r) => r.city_id);
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

    const listing1 = zipf(fullCities.length, 11).map((k) => fullCities[k]!);
    const read = (name: string, pairs: [string, string][]): Read => ({
      name,
      api: pairs.map((p) => p[0]),
      bare: pairs.map((p) => p[1]),
    });
    const r = prng(17);
    const top = cities[0]!;
    // The deep page by cursor (decision 048): page 20 of the largest city, or its deepest full page where it has fewer
    // than 400 venues (factor 1: 47, so page 2), asked as `meta.next` of the page before gives it. Like answers at
    // every factor (20 venues after a key), which page 20 by offset is not (empty at factor 1).
    const keys = await q<{ search_name: string; id: number }>(
      `select v.search_name, v.id from venues v
        where v.city_id = $1 and v.is_active
          and exists (select 1 from venue_categories vc where vc.venue_id = v.id and vc.category_id = 1)
        order by v.search_name, v.id limit 400`,
      [top],
    );
    const deepPage = Math.max(2, Math.min(20, Math.floor(keys.length / 20)));
    const key = keys[(deepPage - 1) * 20 - 1]!;
    const after = encodeListingCursor({ ...key, rating_score: 0 }, false);
    // Search words by city where they match a full first page (20 venues or more): like answers at every factor. At
    // factor 1 most words match a handful of venues in a city and none may fill a page (the seed of 2026-11-28: at most
    // 12, "guzellik" in İstanbul); then the pairs with the most matches stand in (the search walks the whole city there,
    // as it walks until its 21st match at larger factors), and `search_min_matches` in the counts says so.
    const pairs = await q<{ city_id: number; term: string; n: number }>(
      `select v.city_id, t.term, count(*)::int as n from venues v
         join venue_categories vc on vc.venue_id = v.id and vc.category_id = 1
         cross join unnest($1::text[]) as t(term)
        where v.is_active and strpos(v.search_name, t.term) > 0
        group by v.city_id, t.term`,
      [SEARCHES],
    );
    const searchMin = Math.min(20, Math.max(0, ...pairs.map((p) => p.n)));
    const matches = pairs.filter((p) => p.n >= searchMin);
    const fullTerms = new Map<number, string[]>();
    for (const m of matches) fullTerms.set(m.city_id, [...(fullTerms.get(m.city_id) ?? []), m.term].sort());
    const searchCities = cities.filter((c) => fullTerms.has(c));
    return {
      counts: {
        ...counts!,
        deep_page: deepPage,
        search_pairs: matches.length,
        search_min_matches: searchMin,
        full_cities: fullCities.length,
      },
      reads: [
        read(
          'listing city+category, page 1 (full pages)',
          listing1.map((c) => [`/api/venues/by-city-category/${c}/1`, `/listing?city=${c}&category=1&page=1`]),
        ),
        read('listing city+category, page 20 (largest city)', [
          [`/api/venues/by-city-category/${top}/1?page=20`, `/listing?city=${top}&category=1&page=20`],
        ]),
        // The same deepest full page by offset (`?page=`, decision 051): page 20 itself is empty at factor 1.
        read(`listing, deep page by offset (largest city)`, [
          [`/api/venues/by-city-category/${top}/1?page=${deepPage}`, `/listing?city=${top}&category=1&page=${deepPage}`],
        ]),
        read(`listing, deep page by cursor (largest city)`, [
          [
            `/api/venues/by-city-category/${top}/1?page=${deepPage}&after=${after}`,
            `/listing?city=${top}&category=1&after_name=${encodeURIComponent(key!.search_name)}&after_id=${key!.id}`,
          ],
        ]),
        read(
          'text search q= (folded), full pages',
          zipf(searchCities.length, 13).map((k) => {
            const c = searchCities[k]!;
            const terms = fullTerms.get(c)!;
            const term = terms[Math.floor(r.next() * terms.length)]!;
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
