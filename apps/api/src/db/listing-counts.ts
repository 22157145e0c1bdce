import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Recomputes the venues' `is_bookable` (decision 074), `venue_listing_counts` (decision 048) and the venues' `category_ids` (decision 051) from the venues and
 * their category links. The triggers of migrations 0021 and 0023 keep both in every write's transaction; a load that
 * turns triggers off (`session_replication_role = replica`, the scale loader's COPY) runs this at its end. Idempotent.
 */
export async function recountListingCounts(db: Pick<Db, 'execute'>): Promise<void> {
  // Whether each venue can take a booking (decision 074, migration 0028's triggers) before what it lists.
  await db.execute(sql`
    update venues v set is_bookable = b.bookable
    from (select id, venue_can_take_booking(id) as bookable from venues) b
    where b.id = v.id and v.is_bookable is distinct from b.bookable
  `);
  // The venues' category ids (decision 051, migration 0023's trigger) first: a load with triggers off left them empty.
  await db.execute(sql`
    with links as (
      select v.id, coalesce((select array_agg(vc.category_id order by vc.category_id)
                               from venue_categories vc where vc.venue_id = v.id), '{}') as ids
      from venues v
    )
    update venues v set category_ids = l.ids from links l where l.id = v.id and v.category_ids is distinct from l.ids
  `);
  await db.execute(sql`
    with fresh as (
      select v.city_id, vc.category_id, count(*)::int as venues
      from venues v join venue_categories vc on vc.venue_id = v.id
      where v.is_listed
      group by v.city_id, vc.category_id
    ), gone as (
      delete from venue_listing_counts n
      where not exists (select 1 from fresh f where f.city_id = n.city_id and f.category_id = n.category_id)
    )
    insert into venue_listing_counts (city_id, category_id, venues)
    select city_id, category_id, venues from fresh
    on conflict (city_id, category_id) do update set venues = excluded.venues
  `);
}
