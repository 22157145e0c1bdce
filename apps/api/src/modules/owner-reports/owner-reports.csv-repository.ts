import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { VENUE_SQL_TIME_ZONE } from '../../lib/time';
import type { ReportRange } from './owner-reports.repository';
import type { CsvAppointment } from './owner-reports.csv';

/**
 * The period's appointments for the CSV export, every status, in start order: the same rows as the report
 * (the venue, starts in [start, end) on appointments_venue_idx), with their day and time on the venue's clock and the
 * status split as the report splits cancellations (the customer's: user or guest; every other one: the owner's).
 * Money is lira. One statement; 50,000 rows are a few megabytes, so they are read at once.
 */
export function createOwnerReportsCsvRepository(db: Db) {
  return {
    appointments: (r: Pick<ReportRange, 'venueId' | 'start' | 'end'>) =>
      queryRows<CsvAppointment>(
        db,
        sql`
        select to_char(a.starts_at at time zone ${VENUE_SQL_TIME_ZONE}, 'YYYY-MM-DD') as date,
               to_char(a.starts_at at time zone ${VENUE_SQL_TIME_ZONE}, 'HH24:MI') as time,
               trim(a.customer_first_name || ' ' || a.customer_last_name) as customer,
               a.customer_phone as phone,
               a.expert_name as expert,
               coalesce(a.sub_service_name, a.service_name) as sub_service,
               (a.price_kurus / 100.0)::float8 as price,
               case when a.status <> 'cancelled' then a.status
                    when a.cancelled_by in ('user', 'guest') then 'cancelled_by_customer'
                    else 'cancelled_by_owner' end as status
        from appointments a
        where a.venue_id = ${r.venueId} and a.starts_at >= ${r.start} and a.starts_at < ${r.end}
        order by a.starts_at, a.id`,
      ),
  };
}
