/**
 * The SQL statements a piece of code sends to the database driver, captured as it runs (node-postgres pool or
 * PGlite), and one driver session to EXPLAIN them on: for the plan test (src/public-read-plans.test.ts) and
 * `bench/scale-explain.ts`, which thus read the repositories' own SQL rather than a copy.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client';
import { createAvailabilityRepository } from '../src/modules/availability/availability.repository';
import { createVenuesRepository, type ListingKey } from '../src/modules/venues/venues.repository';

export type Captured = { text: string; params: unknown[] };
export type RawClient = {
  query: (text: string | { text: string; values?: unknown[] }, params?: unknown[]) => Promise<{ rows: unknown[] }>;
};

/** Every statement `fn` sends through the database's driver (node-postgres pool or PGlite). */
export async function capture(db: Db, fn: () => Promise<unknown>): Promise<Captured[]> {
  const client = (db as unknown as { $client: RawClient }).$client;
  const original = client.query;
  const seen: Captured[] = [];
  client.query = (first, params) => {
    if (typeof first === 'string') seen.push({ text: first, params: params ?? [] });
    else seen.push({ text: first.text, params: first.values ?? params ?? [] });
    return original.call(client, first, params);
  };
  try {
    await fn();
  } finally {
    client.query = original;
  }
  return seen;
}

/** One session of the driver (a pool's client on PostgreSQL, PGlite's only one), for a session setting. */
export async function onOneSession<T>(db: Db, fn: (query: RawClient['query']) => Promise<T>): Promise<T> {
  const client = (db as unknown as { $client: RawClient & { connect?: () => Promise<RawClient & { release(): void }> } }).$client;
  if (typeof client.connect !== 'function' || !('totalCount' in client)) return fn((t, p) => client.query(t, p));
  const session = await client.connect();
  try {
    return await fn((t, p) => session.query(t, p));
  } finally {
    session.release();
  }
}

export interface ReadTarget {
  venue_id: number;
  city_id: number;
  expert_id: number;
  service_id: number;
  sub_id: number;
  /** The sort key of the city's 380th beauty venue: where page 20 (of 20) starts by cursor (decision 048). */
  after380?: ListingKey;
}

/** An expert with a sub-service in a beauty venue (İstanbul's first when there is one): what the reads ask about. */
export async function findReadTarget(db: Db): Promise<ReadTarget> {
  const [target] = await queryRows<ReadTarget>(
    db,
    sql`select v.id as venue_id, v.city_id, e.id as expert_id, ss.service_id, ss.id as sub_id
        from venues v join experts e on e.venue_id = v.id
        join expert_sub_services ess on ess.expert_id = e.id join sub_services ss on ss.id = ess.sub_service_id
        join venue_categories vc on vc.venue_id = v.id and vc.category_id = 1
        order by v.city_id = 34 desc, e.id limit 1`,
  );
  if (!target) throw new Error('no venue with an expert and a sub-service in category 1');
  const [after380] = await queryRows<ListingKey>(
    db,
    sql`select v.search_name as name, v.id from venues v
        where v.city_id = ${target.city_id} and v.is_active
          and exists (select 1 from venue_categories vc where vc.venue_id = v.id and vc.category_id = 1)
        order by v.search_name, v.id offset 379 limit 1`,
  );
  return after380 ? { ...target, after380 } : target;
}

/**
 * The public reads, as the repositories run them: the listing (pages 1 and 20, by rating, a text search), the venue
 * page and the available times of one venue day ('YYYY-MM-DD').
 */
export function publicReads(db: Db, t: ReadTarget, day: string): Record<string, () => Promise<unknown>> {
  const venues = createVenuesRepository(db);
  const availability = createAvailabilityRepository(db);
  const from = new Date(`${day}T00:00:00+03:00`);
  const to = new Date(from.getTime() + 86_400_000);
  const weekday = ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  const list = { cityId: t.city_id, categoryId: 1, limit: 20 };
  return {
    'listing, page 1': () => venues.listActiveByCityAndCategory({ ...list, offset: 0 }),
    'listing, page 20': () => venues.listActiveByCityAndCategory({ ...list, offset: 380 }),
    'listing, page 20 by cursor': () => venues.listActiveByCityAndCategory({ ...list, offset: 0, after: t.after380 }),
    'listing by rating, at least 4 stars': () =>
      venues.listActiveByCityAndCategory({ ...list, offset: 0, byRating: true, minRating: 4 }),
    'text search': () => venues.listActiveByCityAndCategory({ ...list, offset: 0, foldedQuery: 'kuafor' }),
    'venue page': () => venues.findPublicPageById(t.venue_id),
    'available times': async () => {
      // The route's one statement, then the booking's and the date strip's.
      await availability.findSelectionWithDay({
        expertId: t.expert_id,
        serviceId: t.service_id,
        subServiceId: t.sub_id,
        date: day,
        weekday,
        from,
        to,
      });
      await availability.findSelection(t.expert_id, t.service_id, t.sub_id);
      await availability.hasActiveSubServices(t.venue_id, t.service_id);
      await availability.findDayInputs(t.expert_id, t.venue_id, day, weekday, from, to);
      await availability.findVenueCalendar(t.venue_id, day, day);
    },
  };
}
