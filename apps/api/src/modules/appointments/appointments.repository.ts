import { expertTimeLock, lockExpertTime, lockVenueDays, venueDaysSharedLock } from '../../db/advisory-locks';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { personOf } from '../../db/person';
import { preparedQuery, preparedRows } from '../../db/prepared';
import { appointmentEventSnapshot } from '../../db/appointment-event-snapshot';
import {
  appointmentManageTokens,
  appointmentMoves,
  appointments,
  appointmentStatusHistory,
  experts,
  liveManageToken,
  outboxEvents,
  subServices,
  users,
  venues,
} from '../../db/schema';
import type { AppointmentEvent, AppointmentEventPayload } from '../notifications/notifier';

export type NewAppointment = typeof appointments.$inferInsert;
export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointmentMove = typeof appointmentMoves.$inferInsert;
/** The customer's own appointment: a signed-in user's by id, or the one a live manage link names (decision 037). */
export type CustomerScope = { id: number; userId: number } | { manageTokenHash: string };

/** The venue's rules a customer's booking and reschedule obey beyond the slot function's (decision 036). */
const venueRules = {
  cancellationNoticeHours: venues.cancellationNoticeHours,
  autoConfirm: venues.autoConfirm,
  pendingExpiryHours: venues.pendingExpiryHours,
  noShowRequestThreshold: venues.noShowRequestThreshold,
};
export interface VenueBookingRules {
  cancellationNoticeHours: number;
  autoConfirm: boolean;
  pendingExpiryHours: number;
  /** Decision 091: null is off. */
  noShowRequestThreshold: number | null;
}

/** The expert and sub-service rows share-locked, as select-list items (see `lockSelectionRows`). */
const selectionRowLocks = (expertId: number | SQL, subServiceId: number | SQL | null) =>
  sql`(select 1 from ${experts} where id = ${expertId} for share) as e,
      (select 1 from ${subServices} where id = ${subServiceId ?? -1} for share) as s`;

/**
 * `lockSlotReadRulesDrawId`'s statement, compiled once (the booking's first statement under no lock): the slot's locks,
 * then with them the venue's booking rules and the new appointment's id, and the booking's later statements planned
 * once per connection (generic plans, which `public-read-plans.test.ts` checks for these statements too, instead of a
 * custom plan per booking). What the messages say of the venue is read by the delivery job (decision 060).
 */
export const lockSlotReadRulesDrawIdStatement = preparedRows<
  { notice: number | null; auto: boolean | null; expiry: number | null; no_show_threshold: number | null; next_id: number },
  'venueId' | 'expertId' | 'subServiceId'
>(
  'booking_lock_rules_id',
  ['venueId', 'expertId', 'subServiceId'],
  (p) => sql`select ${venueDaysSharedLock(p.venueId)} as d, ${expertTimeLock(p.expertId)} as t,
                    ${selectionRowLocks(p.expertId, p.subServiceId)},
                    v.cancellation_notice_hours as notice, v.auto_confirm as auto, v.pending_expiry_hours as expiry,
                    v.no_show_request_threshold as no_show_threshold,
                    nextval(pg_get_serial_sequence('appointments', 'id'))::int as next_id,
                    set_config('plan_cache_mode', 'force_generic_plan', true) as plans
               from (select 1) as one left join ${venues} v on v.id = ${p.venueId}`,
);

/** The columns a booking writes (the rest take their defaults). */
const INSERTED_COLUMNS = [
  'id',
  'venueId',
  'expertId',
  'serviceId',
  'subServiceId',
  'userId',
  'customerFirstName',
  'customerLastName',
  'customerEmail',
  'customerPhone',
  'customerId',
  'notes',
  'status',
  'bookedBy',
  'notifyCustomer',
  'startsAt',
  'expiresAt',
  'endsAt',
  'durationMinutes',
  'priceKurus',
  'serviceName',
  'subServiceName',
  'expertName',
] as const satisfies readonly (keyof NewAppointment)[];
type InsertedColumn = (typeof INSERTED_COLUMNS)[number];

type InsertParam = InsertedColumn | 'changedBy' | 'changedByUserId' | 'manageTokenHash' | 'eventKind' | 'eventPayload';

/**
 * `insertBookingWithHistoryAndEvent`'s statement, compiled once: data-modifying CTEs named for what they write (the
 * appointment row, its first status history row, the customer's manage token when `manageTokenHash` is not null, and
 * the one `outbox_events` row from which the delivery job renders the booking's messages; decision 060).
 */
export const insertBookingWithHistoryAndEventStatement = preparedQuery<AppointmentRow, InsertParam>(
  'booking_insert_event',
  [...INSERTED_COLUMNS, 'changedBy', 'changedByUserId', 'manageTokenHash', 'eventKind', 'eventPayload'],
  (db, p) => {
    const appointmentRow = db.$with('appointment_row').as(
      db
        .insert(appointments)
        // Plain placeholders (no column encoder: drizzle's refuses a null instant); instants are sent as ISO text.
        .values(Object.fromEntries(INSERTED_COLUMNS.map((k) => [k, sql`${p[k]}`])) as never)
        .returning(),
    );
    const firstHistoryRow = db.$with('first_history_row', {}).as(
      sql`insert into ${appointmentStatusHistory} (appointment_id, from_status, to_status, changed_by, changed_by_user_id)
          select id, null, status, ${p.changedBy}::text, ${p.changedByUserId}::integer from appointment_row`,
    );
    const manageTokenRow = db.$with('manage_token_row', {}).as(
      sql`insert into ${appointmentManageTokens} (token_hash, appointment_id)
          select ${p.manageTokenHash}::text, id from appointment_row where ${p.manageTokenHash}::text is not null`,
    );
    const appointmentEvent = db.$with('appointment_event', {}).as(
      sql`insert into ${outboxEvents} (appointment_id, kind, payload)
          select id, ${p.eventKind}::text,
                 jsonb_build_object('at', ${appointmentEventSnapshot('appointment_row')}) || ${p.eventPayload}::jsonb
            from appointment_row`,
    );
    return db.with(appointmentRow, firstHistoryRow, manageTokenRow, appointmentEvent).select().from(appointmentRow);
  },
);

export function createAppointmentsRepository(db: Db) {
  return {
    /** Queues concurrent bookings of one expert until the current transaction ends. */
    lockExpertForAppointment: (expertId: number) => lockExpertTime(db, expertId),

    /** Holds the venue's days shared: a closure or holiday change of the venue waits for this booking, or it for them. */
    lockVenueDaysShared: (venueId: number) => lockVenueDays(db, venueId, 'shared'),

    /**
     * Share-locks the expert and sub-service rows until the transaction ends. Deleting either takes the
     * row `for update` before counting its upcoming appointments, so a delete and a booking of the same
     * rows run one after the other: the delete counts the booking, or the booking sees the delete.
     */
    lockSelectionRows: async (expertId: number, subServiceId: number | null) => {
      await db.execute(sql`select ${selectionRowLocks(expertId, subServiceId)}`);
    },

    /**
     * A booking's locks in one statement, in the order of db/advisory-locks.ts (the venue's days shared, then the
     * expert's time), then the expert and sub-service rows for share (see `lockSelectionRows`); with the venue's
     * booking rules and the id the appointment will have; null for an unknown venue (the locks are taken all the same).
     */
    lockSlotReadRulesDrawId: async (
      venueId: number,
      expertId: number,
      subServiceId: number | null,
    ): Promise<{ id: number; rules: VenueBookingRules } | null> => {
      const [row] = await lockSlotReadRulesDrawIdStatement(db, { venueId, expertId, subServiceId: subServiceId ?? -1 });
      if (!row || row.auto === null) return null;
      return {
        id: Number(row.next_id),
        rules: {
          cancellationNoticeHours: Number(row.notice),
          autoConfirm: row.auto,
          pendingExpiryHours: Number(row.expiry),
          noShowRequestThreshold: row.no_show_threshold === null ? null : Number(row.no_show_threshold),
        },
      };
    },

    /**
     * The no-shows at the venue since `since` of the card (decision 086) a booking with this phone, else this e-mail,
     * will belong to (decision 091): the card the appointments' insert trigger chooses (the venue's card with the phone;
     * without a phone, the card with the e-mail, one without a phone first), read and never made here; none is 0. The
     * card's appointments are read through appointments_customer_idx.
     */
    countNoShowsSince: async (venueId: number, contact: { phone: string; email: string }, since: Date): Promise<number> => {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`with card as (
              select c.id from customers c
              where c.venue_id = ${venueId}
                and (case when ${contact.phone} <> '' then c.phone = ${contact.phone}
                          else c.email = lower(${contact.email}) end)
              order by (c.phone is null) desc, c.id
              limit 1
            )
            select count(*)::int as n from ${appointments} a join card on ${personOf('a')} = card.id
            where a.venue_id = ${venueId} and a.status = 'no_show' and a.starts_at >= ${since.toISOString()}`,
      );
      return Number(row?.n ?? 0);
    },

    /** Queues concurrent bookings of one user until the current transaction ends. */
    /** The account whose name, e-mail and phone a signed-in booking copies. */
    findCustomerById: async (userId: number) =>
      (
        await db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone })
          .from(users)
          .where(eq(users.id, userId))
          .limit(1)
      )[0] ?? null,

    /** The owner's appointment, row-locked until the transaction ends (a move); null when not theirs. */
    findForUpdateByOwner: async (id: number, ownerId: number): Promise<AppointmentRow | null> =>
      (
        await db
          .select({ a: appointments })
          .from(appointments)
          .innerJoin(venues, eq(venues.id, appointments.venueId))
          .where(and(eq(appointments.id, id), eq(venues.ownerId, ownerId)))
          .for('update', { of: appointments })
      )[0]?.a ?? null,

    /** The user's appointment, row-locked until the transaction ends (a reschedule), with its venue's rules. */
    findForUpdateByCustomer: async (scope: CustomerScope): Promise<{ row: AppointmentRow; rules: VenueBookingRules } | null> => {
      const [found] = await db
        .select({ row: appointments, rules: venueRules })
        .from(appointments)
        .innerJoin(venues, eq(venues.id, appointments.venueId))
        .where(
          'userId' in scope
            ? and(eq(appointments.id, scope.id), eq(appointments.userId, scope.userId))
            : liveManageToken(scope.manageTokenHash),
        )
        .for('update', { of: appointments });
      return found ?? null;
    },

    /** Records a move or reschedule with the time and expert it left (decision 036). */
    recordMove: async (move: NewAppointmentMove) => {
      await db.insert(appointmentMoves).values(move);
    },

    /** A status change outside the state machine's transitions service (a reschedule back to a request). */
    recordStatusChange: async (
      appointmentId: number,
      fromStatus: AppointmentRow['status'],
      toStatus: AppointmentRow['status'],
      changedBy: { actor: 'user' | 'owner' | 'guest'; userId: number | null },
    ) => {
      await db.insert(appointmentStatusHistory).values({
        appointmentId,
        fromStatus,
        toStatus,
        changedBy: changedBy.actor,
        changedByUserId: changedBy.userId,
      });
    },

    /** Writes a move's new time, expert and sub-service (with what was copied from them). */
    updateSlot: async (id: number, values: Partial<NewAppointment>): Promise<AppointmentRow> =>
      (await db.update(appointments).set(values).where(eq(appointments.id, id)).returning())[0]!,

    /**
     * Inserts the appointment (`values.id` drawn by `lockSlotReadRulesDrawId`), its first history row (null → status),
     * given its hash the customer's manage token, and the booking's event for its messages, in one statement
     * (data-modifying CTEs: one round trip while the booking holds the expert's lock).
     */
    async insertBookingWithHistoryAndEvent(
      values: NewAppointment & { id: number },
      changedBy: 'guest' | 'user' | 'owner',
      changedByUserId: number | null,
      manageTokenHash: string | undefined,
      event: { kind: AppointmentEvent; payload: AppointmentEventPayload },
    ): Promise<AppointmentRow> {
      const [row] = await insertBookingWithHistoryAndEventStatement(db, {
        ...Object.fromEntries(
          INSERTED_COLUMNS.map((k) => {
            const value = values[k];
            return [k, value instanceof Date ? value.toISOString() : (value ?? null)];
          }),
        ),
        changedBy,
        changedByUserId,
        manageTokenHash: manageTokenHash ?? null,
        eventKind: event.kind,
        eventPayload: JSON.stringify(event.payload),
      } as Record<InsertParam, unknown>);
      return row!;
    },
  };
}
