import { sql } from 'drizzle-orm';
import { CUSTOMER_LOOKUP_LIMIT, type CustomerMatch } from '@randevu/contracts';
import { queryRows } from '../../db/client';
import { toVenueWallTime } from '../../lib/time';
import type { ModuleDeps } from '../module-deps';

interface CustomerRow {
  first_name: string;
  last_name: string;
  phone: string;
  email: string | null;
  visits: number;
  last_ms: number;
}

/**
 * A returning customer found by phone as the owner types: the venue's appointments whose customer_phone
 * holds the digits, one row per customer (phone and names), the latest first. `position()` takes the digits as a
 * parameter, so nothing in them is a pattern. The venue's owner is part of the statement: another venue's customers
 * are never read (the ownership hook has already answered 404 for them).
 *
 * No index is needed yet: appointments_venue_idx narrows the scan to the venue's own appointments, a few thousand
 * rows at most. A salon with a long history would want a trigram index on customer_phone (pg_trgm).
 */
/** `visits`: the appointments that are or will be a visit (pending, confirmed, completed); cancelled, expired and no-show ones are not. */
export function createOwnerCustomersService({ db }: Pick<ModuleDeps, 'db'>) {
  return {
    async findByPhone(ownerId: number, venueId: number, digits: string): Promise<CustomerMatch[]> {
      const rows = await queryRows<CustomerRow>(
        db,
        sql`
          select a.customer_first_name as first_name, a.customer_last_name as last_name, a.customer_phone as phone,
                 (array_agg(a.customer_email order by a.starts_at desc, a.id desc)
                    filter (where a.customer_email <> ''))[1] as email,
                 count(*) filter (where a.status in ('pending', 'confirmed', 'completed'))::int as visits,
                 (extract(epoch from max(a.starts_at)) * 1000)::float8 as last_ms
          from appointments a
          join venues v on v.id = a.venue_id
          where a.venue_id = ${venueId} and v.owner_id = ${ownerId}
            and (position(${digits} in a.customer_phone) > 0
                 -- A card's other numbers find it too (decision 092): the mother's number finds each daughter's card.
                 or exists (select 1 from customer_phones p where p.customer_id = a.customer_id and position(${digits} in p.phone) > 0))
          group by a.customer_phone, a.customer_first_name, a.customer_last_name
          order by max(a.starts_at) desc, a.customer_phone
          limit ${CUSTOMER_LOOKUP_LIMIT}
        `,
      );
      return rows.map((r) => ({
        first_name: r.first_name,
        last_name: r.last_name,
        phone: r.phone,
        email: r.email || null,
        visits: Number(r.visits),
        last_visit: toVenueWallTime(new Date(Number(r.last_ms))).date,
      }));
    },
  };
}
