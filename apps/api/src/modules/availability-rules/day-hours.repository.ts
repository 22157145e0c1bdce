import { and, eq, sql } from 'drizzle-orm';
import type { ExpertDayHours, VenueDayHours } from '@randevu/contracts';
import { queryRows, type Db } from '../../db/client';
import { expertDayHours, experts, venueDayHours } from '../../db/schema';

/** Day-hours rows (decision 100): an expert's hours for one date, a venue's opened date. Times as 'HH:mm:ss'. */
export function createDayHoursRepository(db: Db) {
  return {
    async upsertExpertDay(row: {
      expertId: number;
      date: string;
      isOff: boolean;
      startsAt: string | null;
      endsAt: string | null;
      breaks: [string, string][];
    }) {
      const set = { isOff: row.isOff, startsAt: row.startsAt, endsAt: row.endsAt, breaks: row.breaks };
      await db
        .insert(expertDayHours)
        .values(row)
        .onConflictDoUpdate({ target: [expertDayHours.expertId, expertDayHours.date], set });
    },

    deleteExpertDay: async (expertId: number, date: string) =>
      (
        await db
          .delete(expertDayHours)
          .where(and(eq(expertDayHours.expertId, expertId), eq(expertDayHours.date, date)))
          .returning({ date: expertDayHours.date })
      ).length > 0,

    async upsertVenueDay(row: { venueId: number; date: string; opensAt: string; closesAt: string }) {
      await db
        .insert(venueDayHours)
        .values(row)
        .onConflictDoUpdate({
          target: [venueDayHours.venueId, venueDayHours.date],
          set: { opensAt: row.opensAt, closesAt: row.closesAt },
        });
    },

    deleteVenueDay: async (venueId: number, date: string) =>
      (
        await db
          .delete(venueDayHours)
          .where(and(eq(venueDayHours.venueId, venueId), eq(venueDayHours.date, date)))
          .returning({ date: venueDayHours.date })
      ).length > 0,

    /**
     * The owner calendar's days of [from, to] (venue days, inclusive) in one statement, as the answer writes them: the
     * overrides of the venue's experts and the venue's opened days, by date. The caller has checked the owner.
     */
    async listCalendarDays(venueId: number, from: string, to: string) {
      const [row] = await queryRows<{ expert_days: ExpertDayHours[]; venue_days: VenueDayHours[] }>(
        db,
        sql`select coalesce((select json_agg(json_build_object('expert_id', d.expert_id, 'date', d.date::text, 'off', d.is_off,
                                      'start', to_char(d.starts_at, 'HH24:MI'), 'end', to_char(d.ends_at, 'HH24:MI'),
                                      'breaks', d.breaks) order by d.date, d.expert_id)
                               from ${expertDayHours} d join ${experts} x on x.id = d.expert_id
                              where x.venue_id = ${venueId} and d.date between ${from}::date and ${to}::date), '[]'::json)
                     as expert_days,
                   coalesce((select json_agg(json_build_object('venue_id', h.venue_id, 'date', h.date::text,
                                      'start', to_char(h.opens_at, 'HH24:MI'), 'end', to_char(h.closes_at, 'HH24:MI'))
                                      order by h.date)
                               from ${venueDayHours} h
                              where h.venue_id = ${venueId} and h.date between ${from}::date and ${to}::date), '[]'::json)
                     as venue_days`,
      );
      return row!;
    },
  };
}
