import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Recomputes `venue_listing_counts` (decision 048) from the venues and their category links, in one statement. The
 * triggers of migration 0021 keep the counts in every write's transaction; a load that turns triggers off
 * (`session_replication_role = replica`, the scale loader's COPY) runs this at its end. Idempotent.
 */
export async function recountListingCounts(db: Pick<Db, 'execute'>): Promise<void> {
  await db.execute(sql`
    with fresh as (
      select v.city_id, vc.category_id, count(*)::int as venues
      from venues v join venue_categories vc on vc.venue_id = v.id
      where v.is_active
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
