import { sql } from 'drizzle-orm';
import { CUSTOMER_LOOKUP_LIMIT, isNoShowTagged, noShowWindowStart, type CustomerMatch } from '@randevu/contracts';
import { queryRows } from '../../db/client';
import { personOf } from '../../db/person';
import { toVenueWallTime } from '../../lib/time';
import type { ModuleDeps } from '../module-deps';

interface CustomerRow {
  id: number;
  first_name: string;
  last_name: string;
  phone: string;
  email: string | null;
  visits: number;
  upcoming: number;
  last_visit_ms: number | null;
  no_shows_12m: number;
}

/**
 * A returning customer found by phone as the owner types: the venue's cards (decision 086) whose phone holds the
 * digits, the one with the latest appointment first, with the card's names, phone and e-mail and its figures over its
 * appointments (decision 091): `visits` are completed ones, `upcoming` the pending or confirmed ones still to start,
 * `last_visit` the latest completed one, and the no-shows of the last 12 months. `position()` takes the digits as a
 * parameter, so nothing in them is a pattern. The venue's owner is part of the statement: another venue's customers
 * are never read (the ownership hook has already answered 404 for them).
 *
 * The match scans the venue's cards (a few thousand at most; a salon with a long history would want a trigram index on
 * customers.phone, pg_trgm); each card's appointments are read through appointments_customer_idx.
 */
export function createOwnerCustomersService({ db, now }: Pick<ModuleDeps, 'db' | 'now'>) {
  return {
    async findByPhone(ownerId: number, venueId: number, digits: string): Promise<CustomerMatch[]> {
      const at = now();
      const rows = await queryRows<CustomerRow>(
        db,
        sql`
          with matched as (
            -- A card found by another number (its own may be none) answers the number that matched.
            select c.id, c.first_name, c.last_name, c.email,
                   coalesce(c.phone, (select p.phone from customer_phones p
                                      where p.customer_id = c.id and position(${digits} in p.phone) > 0
                                      order by p.phone limit 1)) as phone,
                   (select max(b.starts_at) from appointments b where b.customer_id = c.id) as latest
            from customers c
            join venues v on v.id = c.venue_id
            where c.venue_id = ${venueId} and v.owner_id = ${ownerId}
              and (position(${digits} in coalesce(c.phone, '')) > 0
                   -- A card's other numbers find it too (decision 092): the mother's number finds each daughter's card.
                   or exists (select 1 from customer_phones p where p.customer_id = c.id and position(${digits} in p.phone) > 0))
            order by latest desc nulls last, c.id
            limit ${CUSTOMER_LOOKUP_LIMIT}
          )
          select m.id, m.first_name, m.last_name, m.phone, m.email, x.*
          from matched m
          cross join lateral (
            select count(*) filter (where b.status = 'completed')::int as visits,
                   count(*) filter (where b.status in ('pending', 'confirmed') and b.starts_at > ${at.toISOString()})::int
                     as upcoming,
                   (extract(epoch from max(b.starts_at) filter (where b.status = 'completed')) * 1000)::float8
                     as last_visit_ms,
                   count(*) filter (where b.status = 'no_show' and b.starts_at >= ${noShowWindowStart(at).toISOString()})::int
                     as no_shows_12m
            from appointments b
            where b.venue_id = ${venueId} and ${personOf('b')} = m.id
          ) x
          order by m.latest desc nulls last, m.id
        `,
      );
      return rows.map((r) => ({
        id: Number(r.id),
        first_name: r.first_name,
        last_name: r.last_name,
        phone: r.phone,
        email: r.email || null,
        visits: Number(r.visits),
        upcoming: Number(r.upcoming),
        last_visit: r.last_visit_ms === null ? null : toVenueWallTime(new Date(Number(r.last_visit_ms))).date,
        no_shows_12m: Number(r.no_shows_12m),
        no_show_tag: isNoShowTagged(Number(r.no_shows_12m)),
      }));
    },
  };
}
