import { sql, type SQL } from 'drizzle-orm';
import { venues } from './schema';

/**
 * A venue's full address as messages, pages after booking and calendar files show it (decision 080): the street
 * line, the mahalle (unless the line already names it), then 'ilçe/il' — 'Moda Caddesi No: 112, Caferağa Mahallesi,
 * Kadıköy/İstanbul'. A subquery on the venue's row, so a select of `venues` needs no extra join.
 */
export const venueFullAddressSql: SQL<string> = sql<string>`(
  select concat_ws(', ',
    nullif(trim(${venues.address}), ''),
    case when position(n.name in ${venues.address}) > 0 then null else n.name end,
    d.name || '/' || c.name)
    from neighborhoods n, districts d, cities c
   where n.id = ${venues.neighborhoodId} and d.id = ${venues.districtId} and c.id = ${venues.cityId})`;
