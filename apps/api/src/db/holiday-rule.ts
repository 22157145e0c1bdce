import { sql, type SQL } from 'drizzle-orm';
import { venueHolidayOpenings, venues } from './schema';

/** A venue's holiday answer and its one-by-one days (decision 096), as `holidayRuleJson` selects them. */
export interface HolidayRuleRow {
  holidays_open: boolean;
  eves_open: boolean;
  days: { date: string; open: boolean }[];
}

/**
 * The venue's holiday answer and the days set one by one between `from` and `to` (inclusive), as one json value: the
 * booking sheet's closed days and the owner's reports read the same rule as the slot function.
 */
export const holidayRuleJson = (venueId: SQL | number, from: string, to: string) =>
  sql`(select json_build_object(
         'holidays_open', hv.holidays_open, 'eves_open', hv.eves_open,
         'days', coalesce((select json_agg(json_build_object('date', o.date::text, 'open', o.open))
                             from ${venueHolidayOpenings} o
                            where o.venue_id = hv.id and o.date between ${from}::date and ${to}::date), '[]'::json))
         from ${venues} hv where hv.id = ${venueId})`;
