import { sql } from 'drizzle-orm';
import { VENUE_LIST_COUNT_CAP } from '@randevu/contracts';
import { queryRows as rows, type Db } from '../../db/client';

/** Where a listing page starts: the sort key of the previous page's last venue (score only in the rating order). */
export interface ListingKey {
  name: string;
  id: number;
  score?: number;
}
export interface CardRow {
  total: number;
  id: number | null;
  prefix: string;
  name: string;
  address: string;
  city_id: number;
  city_name: string;
  district_id: number;
  district_name: string;
  categories: { id: number; name: string }[];
  image_path: string | null;
  rating_count: number;
  rating_sum: number;
  search_name: string;
  rating_score: number;
}

/**
 * The text search: the folded needle anywhere in the folded name, as `strpos` and not `like '%…%'` (decision 048).
 * The statement is prepared by name (decision 047), and after five runs PostgreSQL may keep a generic plan: for a
 * LIKE with a parameter it guessed 250 matches nationwide and chose the trigram index ANDed with the city's, heap rows
 * and a sort of every match (21–35 ms for İstanbul at factor 100, against 0.7–1.8 ms planned with the value).
 * `strpos` is opaque to the planner, so the custom and the generic plan are the same: the city's index walked in
 * order, the needle tested on its entries (`search_name` is in `venues_city_name_idx`), stopping at the page's end.
 */
const containsNeedle = (folded: string) => sql`and strpos(v.search_name, ${folded}) > 0`;

export interface ListingOptions {
  cityId: number;
  categoryId: number;
  foldedQuery?: string;
  limit: number;
  offset: number;
  /** Decision 039: by the stored Bayesian score first, the default order breaking ties. */
  byRating?: boolean;
  /** A plain average of at least this many stars (integer arithmetic, no rounding). */
  minRating?: number;
  /** The sort key of the last venue of the previous page: the page starts after it (and `offset` is ignored). */
  after?: ListingKey;
  /** A filtered listing counts at most this many matches (default VENUE_LIST_COUNT_CAP). */
  countCap?: number;
}

/**
 * One page of listed venues (active, published and able to take a booking: decision 074) of a city in a category, with the total, in ONE statement (decision 048).
 * The total does not grow with the city: the plain listing reads its maintained count (`venue_listing_counts`,
 * one row), a filtered one (q, min_rating) counts its matches up to `countCap`. The page walks the city's index in
 * the listing's order carrying only the sort key (index-only for the default order), from `after` (the previous
 * page's last key) or past `offset` entries, and reads the full rows and the card's subqueries for the `limit`
 * rows it keeps (one more is fetched so the caller knows whether a next page exists). The category is tested on the
 * index entry (`category_ids`, decision 051), so skipping `offset` entries reads nothing else. A page past the end
 * still answers one row carrying the total (with id null).
 */
export function listActiveByCityAndCategory(db: Db, opts: ListingOptions) {
  const order = opts.byRating ? sql`rating_score desc, ` : sql``;
  const filtered = Boolean(opts.foldedQuery || opts.minRating);
  const matches = sql`
    from venues v
    where v.city_id = ${opts.cityId}
      and v.is_listed
      and v.category_ids @> array[${opts.categoryId}::int]
      ${opts.foldedQuery ? containsNeedle(opts.foldedQuery) : sql``}
      ${opts.minRating ? sql`and v.rating_count > 0 and v.rating_sum >= ${opts.minRating} * v.rating_count` : sql``}`;
  const total = filtered
    ? sql`select count(*)::int as total from (select 1 ${matches} limit ${opts.countCap ?? VENUE_LIST_COUNT_CAP}) x`
    : sql`select coalesce((select n.venues from venue_listing_counts n
                           where n.city_id = ${opts.cityId} and n.category_id = ${opts.categoryId}), 0) as total`;
  const a = opts.after;
  const afterKey = !a
    ? sql``
    : opts.byRating
      ? // `<=` first: an index condition on venues_city_rating_score_idx, so the walk starts at the cursor's score.
        sql`and v.rating_score <= ${a.score}
            and (v.rating_score < ${a.score} or (v.search_name, v.id) > (${a.name}, ${a.id}))`
      : sql`and (v.search_name, v.id) > (${a.name}, ${a.id})`;
  return rows<CardRow>(
    db,
    sql`
      select t.total, p.*
      from (${total}) t
      left join lateral (
        select v.id, v.prefix::text as prefix, v.name, v.search_name, v.address,
               v.rating_count, v.rating_sum, v.rating_score,
               c.id as city_id, c.name as city_name, d.id as district_id, d.name as district_name,
               coalesce((
                 select json_agg(json_build_object('id', cat.id, 'name', cat.name) order by cat.position, cat.id)
                 from venue_categories vc join categories cat on cat.id = vc.category_id
                 where vc.venue_id = v.id
               ), '[]'::json) as categories,
               coalesce(
                 (select i.path from venue_images i where i.venue_id = v.id and i.image_type = 'profile'
                  order by i.id desc limit 1),
                 (select i.path from venue_images i where i.venue_id = v.id and i.image_type = 'gallery'
                  order by i.sort_order, i.id limit 1)
               ) as image_path
        from (
          select v.id ${matches} ${afterKey}
          order by ${order}v.search_name, v.id limit ${opts.limit + 1} offset ${a ? 0 : opts.offset}
        ) k
        join venues v on v.id = k.id
        join cities c on c.id = v.city_id
        join districts d on d.id = v.district_id
      ) p on true
      order by ${order}p.search_name, p.id
    `,
  );
}
