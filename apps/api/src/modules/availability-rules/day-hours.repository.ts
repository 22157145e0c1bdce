import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { expertDayHours, venueDayHours } from '../../db/schema';

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

    /** The experts' overrides of [from, to] (venue days, inclusive), by date. */
    listExpertDays: (expertIds: number[], from: string, to: string) =>
      expertIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(expertDayHours)
            .where(and(inArray(expertDayHours.expertId, expertIds), between(expertDayHours.date, from, to)))
            .orderBy(asc(expertDayHours.date), asc(expertDayHours.expertId)),

    /** The venue's opened days of [from, to], by date. */
    listVenueDays: (venueId: number, from: string, to: string) =>
      db
        .select()
        .from(venueDayHours)
        .where(and(eq(venueDayHours.venueId, venueId), between(venueDayHours.date, from, to)))
        .orderBy(asc(venueDayHours.date)),
  };
}
