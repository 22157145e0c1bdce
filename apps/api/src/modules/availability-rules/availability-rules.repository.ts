import { and, asc, eq, gt, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { lockExpertTime, lockVenueDays } from '../../db/advisory-locks';
import { queryRows, type Db } from '../../db/client';
import { holidayRuleJson, type HolidayRuleRow } from '../../db/holiday-rule';
import { appointments, expertTimeOff, experts, venueClosures, venueHolidayOpenings, venues } from '../../db/schema';

export type TimeOffRow = typeof expertTimeOff.$inferSelect;
export type ClosureRow = typeof venueClosures.$inferSelect;
export type BookingRulesRow = Pick<
  typeof venues.$inferSelect,
  | 'minNoticeMinutes'
  | 'horizonDays'
  | 'cancellationNoticeHours'
  | 'slotIntervalMinutes'
  | 'autoConfirm'
  | 'pendingExpiryHours'
  | 'noShowRequestThreshold'
>;
export type ConflictRow = Pick<
  typeof appointments.$inferSelect,
  'id' | 'expertId' | 'expertName' | 'customerFirstName' | 'customerLastName' | 'status' | 'startsAt' | 'endsAt'
>;

const bookingRulesColumns = {
  minNoticeMinutes: venues.minNoticeMinutes,
  horizonDays: venues.horizonDays,
  cancellationNoticeHours: venues.cancellationNoticeHours,
  slotIntervalMinutes: venues.slotIntervalMinutes,
  autoConfirm: venues.autoConfirm,
  pendingExpiryHours: venues.pendingExpiryHours,
  noShowRequestThreshold: venues.noShowRequestThreshold,
};

/** Expert time off, venue closures, holiday openings and booking rules; Drizzle queries only. */
export function createAvailabilityRulesRepository(db: Db) {
  /**
   * The pending and confirmed appointments overlapping [from, to) that `scope` selects, ascending: the first
   * `limit` of them and how many there are in all.
   */
  async function listConflicts(scope: SQL, from: Date, to: Date, limit: number) {
    const where = and(
      scope,
      inArray(appointments.status, ['pending', 'confirmed']),
      lt(appointments.startsAt, to),
      gt(appointments.endsAt, from),
    );
    const rows: ConflictRow[] = await db
      .select({
        id: appointments.id,
        expertId: appointments.expertId,
        expertName: appointments.expertName,
        customerFirstName: appointments.customerFirstName,
        customerLastName: appointments.customerLastName,
        status: appointments.status,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
      })
      .from(appointments)
      .where(where)
      .orderBy(asc(appointments.startsAt), asc(appointments.id))
      .limit(limit);
    const total =
      rows.length < limit
        ? rows.length
        : ((
            await db
              .select({ n: sql<number>`count(*)::int` })
              .from(appointments)
              .where(where)
          )[0]?.n ?? 0);
    return { rows, total };
  }

  return {
    lockExpertTime: (expertId: number) => lockExpertTime(db, expertId),
    lockVenueDaysExclusive: (venueId: number) => lockVenueDays(db, venueId, 'exclusive'),

    /** The owner's expert (not deleted) and its venue, or null. */
    findOwnedExpert: async (expertId: number, ownerId: number) =>
      (
        await db
          .select({ id: experts.id, venueId: experts.venueId })
          .from(experts)
          .innerJoin(venues, eq(venues.id, experts.venueId))
          .where(and(eq(experts.id, expertId), eq(venues.ownerId, ownerId), isNull(experts.deletedAt)))
          .limit(1)
      )[0] ?? null,

    ownsVenue: async (venueId: number, ownerId: number) =>
      (
        await db
          .select({ id: venues.id })
          .from(venues)
          .where(and(eq(venues.id, venueId), eq(venues.ownerId, ownerId)))
          .limit(1)
      ).length > 0,

    // ---- Time off ----
    /** The expert's time off that has not ended at `now`, ascending. */
    listTimeOffByExpertId: (expertId: number, now: Date) =>
      db
        .select()
        .from(expertTimeOff)
        .where(and(eq(expertTimeOff.expertId, expertId), gt(expertTimeOff.endsAt, now)))
        .orderBy(asc(expertTimeOff.startsAt), asc(expertTimeOff.id)),

    countTimeOffByExpertId: async (expertId: number, now: Date) =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(expertTimeOff)
          .where(and(eq(expertTimeOff.expertId, expertId), gt(expertTimeOff.endsAt, now)))
      )[0]?.n ?? 0,

    createTimeOff: async (values: typeof expertTimeOff.$inferInsert) =>
      (await db.insert(expertTimeOff).values(values).returning())[0]!,

    deleteTimeOff: async (id: number, expertId: number) =>
      (
        await db
          .delete(expertTimeOff)
          .where(and(eq(expertTimeOff.id, id), eq(expertTimeOff.expertId, expertId)))
          .returning({ id: expertTimeOff.id })
      )[0] ?? null,

    listExpertConflicts: (expertId: number, from: Date, to: Date, limit: number) =>
      listConflicts(eq(appointments.expertId, expertId), from, to, limit),

    // ---- Closures ----
    /** The venue's closures whose last day is `today` or later, ascending. */
    listClosuresByVenueId: (venueId: number, today: string) =>
      db
        .select()
        .from(venueClosures)
        .where(and(eq(venueClosures.venueId, venueId), gte(venueClosures.endDate, today)))
        .orderBy(asc(venueClosures.startDate), asc(venueClosures.id)),

    countClosuresByVenueId: async (venueId: number, today: string) =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(venueClosures)
          .where(and(eq(venueClosures.venueId, venueId), gte(venueClosures.endDate, today)))
      )[0]?.n ?? 0,

    createClosure: async (values: typeof venueClosures.$inferInsert) =>
      (await db.insert(venueClosures).values(values).returning())[0]!,

    deleteClosure: async (id: number, venueId: number) =>
      (
        await db
          .delete(venueClosures)
          .where(and(eq(venueClosures.id, id), eq(venueClosures.venueId, venueId)))
          .returning({ id: venueClosures.id })
      )[0] ?? null,

    listVenueConflicts: (venueId: number, from: Date, to: Date, limit: number) =>
      listConflicts(eq(appointments.venueId, venueId), from, to, limit),

    // ---- Holidays (decision 096) ----
    /** The venue's answer and the days set one by one between `from` and `to` (inclusive). */
    findHolidayRule: async (venueId: number, from: string, to: string) =>
      (await queryRows<{ rule: HolidayRuleRow | null }>(db, sql`select ${holidayRuleJson(venueId, from, to)} as rule`))[0]
        ?.rule ?? null,

    /** Sets one holiday open or closed, whatever the answer says. */
    setHoliday: async (venueId: number, date: string, open: boolean) => {
      await db
        .insert(venueHolidayOpenings)
        .values({ venueId, date, open })
        .onConflictDoUpdate({ target: [venueHolidayOpenings.venueId, venueHolidayOpenings.date], set: { open } });
    },

    /** Decision 075: the owner answered the holiday question; decision 096: the answer is kept and the days from `from` on follow it. */
    saveHolidayAnswer: async (venueId: number, answer: { holidaysOpen: boolean; evesOpen: boolean }, from: string) => {
      await db
        .update(venues)
        .set({ holidaysAnsweredAt: new Date(), holidaysOpen: answer.holidaysOpen, evesOpen: answer.evesOpen })
        .where(eq(venues.id, venueId));
      await db
        .delete(venueHolidayOpenings)
        .where(and(eq(venueHolidayOpenings.venueId, venueId), gte(venueHolidayOpenings.date, from)));
    },

    // ---- Booking rules ----
    findBookingRules: async (venueId: number): Promise<BookingRulesRow | null> =>
      (await db.select(bookingRulesColumns).from(venues).where(eq(venues.id, venueId)).limit(1))[0] ?? null,

    updateBookingRules: async (venueId: number, values: Partial<BookingRulesRow>): Promise<BookingRulesRow | null> =>
      (
        await db
          .update(venues)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(venues.id, venueId))
          .returning(bookingRulesColumns)
      )[0] ?? null,
  };
}

export type AvailabilityRulesRepository = ReturnType<typeof createAvailabilityRulesRepository>;
