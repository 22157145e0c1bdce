import { sql } from 'drizzle-orm';
import { CUSTOMER_LOOKUP_LIMIT, isNoShowTagged, noShowWindowStart, type CustomerMatch } from '@randevu/contracts';
import { queryRows } from '../../db/client';
import { personOf } from '../../db/person';
import { toVenueWallTime } from '../../lib/time';
import type { ModuleDeps } from '../module-deps';

interface CustomerRow {
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
 * A returning customer found by phone as the owner types: the people (`personOf`, db/person.ts) of the venue's
 * appointments whose customer_phone holds the digits, the one with the latest appointment first, then each person's
 * figures over all their appointments at the venue (decision 091): `visits` are completed ones, `upcoming` the pending
 * or confirmed ones still to start, `last_visit` the latest completed one, and the no-shows of the last 12 months.
 * `position()` takes the digits as a parameter, so nothing in them is a pattern. The venue's owner is part of the
 * statement: another venue's customers are never read (the ownership hook has already answered 404 for them).
 *
 * No index is needed for the match yet: appointments_venue_idx narrows the scan to the venue's own appointments, a
 * few thousand rows at most (a salon with a long history would want a trigram index on customer_phone, pg_trgm); the
 * figures of the at most 8 people found are read through appointments_venue_person_idx.
 */
export function createOwnerCustomersService({ db, now }: Pick<ModuleDeps, 'db' | 'now'>) {
  return {
    async findByPhone(ownerId: number, venueId: number, digits: string): Promise<CustomerMatch[]> {
      const at = now();
      const rows = await queryRows<CustomerRow>(
        db,
        sql`
          with matched as (
            select ${personOf('a')} as person, max(a.starts_at) as latest
            from appointments a
            join venues v on v.id = a.venue_id
            where a.venue_id = ${venueId} and v.owner_id = ${ownerId} and position(${digits} in a.customer_phone) > 0
            group by 1
            order by latest desc, person
            limit ${CUSTOMER_LOOKUP_LIMIT}
          )
          select x.*
          from matched m
          cross join lateral (
            select (array_agg(b.customer_first_name order by b.starts_at desc, b.id desc))[1] as first_name,
                   (array_agg(b.customer_last_name order by b.starts_at desc, b.id desc))[1] as last_name,
                   (array_agg(b.customer_phone order by b.starts_at desc, b.id desc)
                      filter (where b.customer_phone <> ''))[1] as phone,
                   (array_agg(b.customer_email order by b.starts_at desc, b.id desc)
                      filter (where b.customer_email <> ''))[1] as email,
                   count(*) filter (where b.status = 'completed')::int as visits,
                   count(*) filter (where b.status in ('pending', 'confirmed') and b.starts_at > ${at.toISOString()})::int
                     as upcoming,
                   (extract(epoch from max(b.starts_at) filter (where b.status = 'completed')) * 1000)::float8
                     as last_visit_ms,
                   count(*) filter (where b.status = 'no_show' and b.starts_at >= ${noShowWindowStart(at).toISOString()})::int
                     as no_shows_12m
            from appointments b
            where b.venue_id = ${venueId} and ${personOf('b')} = m.person
          ) x
          order by m.latest desc, m.person
        `,
      );
      return rows.map((r) => ({
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
