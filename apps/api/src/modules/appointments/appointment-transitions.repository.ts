import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { appointmentEventSnapshot } from '../../db/appointment-event-snapshot';
import { appointments, appointmentStatusHistory, liveManageToken, outboxEvents, reviews, venues } from '../../db/schema';
import type { AppointmentStatus } from '@randevu/contracts';
import {
  systemSweeps,
  type AppointmentState,
  type TransitionTiming,
  type TransitionError,
  type TransitionResult,
  type VenueRules,
} from './appointment-state';

/**
 * Whose appointment: a user's own, one of an owner's venues', or the one a live manage link names (decision 037).
 * Anything else is "not found".
 */
export type AppointmentScope = { userId: number } | { ownerId: number } | { manageTokenHash: string };

const whose = (scope: AppointmentScope) =>
  'ownerId' in scope
    ? eq(venues.ownerId, scope.ownerId)
    : 'userId' in scope
      ? eq(appointments.userId, scope.userId)
      : liveManageToken(scope.manageTokenHash);

/** The locked row as the state machine reads it, with the database's clock (one clock for every instance). */
export interface LockedAppointment extends AppointmentState {
  now: Date;
  /** The venue's rules, read with the row. */
  rules: VenueRules;
}

export type AppliedTransition =
  | { kind: 'changed'; from: AppointmentState['status']; to: AppointmentState['status'] }
  | { kind: 'not_found' }
  | { kind: 'refused'; error: TransitionError };

export interface ApplyTransitionInput {
  id: number;
  scope: AppointmentScope;
  /** The state machine's answer for the locked row (the caller's action, actor and rules). */
  decide: (current: LockedAppointment) => TransitionResult;
  /** `guest`: the customer through their manage link, signed in or not (no user id; decision 037). */
  changedBy: { actor: 'user' | 'owner' | 'guest'; userId: number | null };
  /** Recorded in the history; also stored as the cancellation reason when the move cancels. */
  reason: string | null;
  /** Runs in the change's transaction after it (the services write the notifications there), with the move made. */
  onChanged?: (tx: Db, change: { from: AppointmentState['status']; to: AppointmentState['status'] }) => Promise<unknown>;
}

/** A sweep's timing as SQL on the database's clock (the same instants as `timingHolds`). */
const due = (timing: Exclude<TransitionTiming, 'before_start'>): SQL => {
  if (timing === 'after_end') return sql`ends_at <= now()`;
  if (timing === 'after_expiry') return sql`(starts_at <= now() or expires_at <= now())`;
  return sql`starts_at <= now()`;
};

/** One appointment a sweep moved: its expert (for the cache) and where it went (expired ones are told). */
export interface SweptAppointment {
  id: number;
  expertId: number;
  to: AppointmentState['status'];
}

/**
 * The one place a person's change of an appointment's status is written. The transaction locks the row (which
 * serialises concurrent changes of one appointment and lets the loser's `decide` see what the winner did), asks the
 * state machine, then runs the conditional UPDATE `where status = <from>` and the history row. The machine decides by
 * the transaction's `now()`, the same instant the UPDATE would compare with.
 */
export function createAppointmentTransitionsRepository(db: Db) {
  const current = {
    status: appointments.status,
    startsAt: appointments.startsAt,
    endsAt: appointments.endsAt,
    expiresAt: appointments.expiresAt,
    completedBy: appointments.completedBy,
    now: sql<Date>`now()`.mapWith(appointments.startsAt),
    cancellationNoticeHours: venues.cancellationNoticeHours,
    autoConfirm: venues.autoConfirm,
  };

  /**
   * Locks the appointment's row (not the venue's) and reads it with the venue's rules, then whether the visit has a
   * review. The review's insert locks the same row first (decision 039), so the two are ordered by that lock: a review
   * written before shows here (read by a second statement, whose snapshot follows the wait for the lock), and one
   * written after sees this change's status and is refused.
   */
  async function lock(tx: Db, id: number, scope: AppointmentScope): Promise<LockedAppointment | undefined> {
    const [row] = await tx
      .select(current)
      .from(appointments)
      .innerJoin(venues, eq(venues.id, appointments.venueId))
      .where(and(eq(appointments.id, id), whose(scope)))
      .for('update', { of: appointments });
    if (!row) return undefined;
    const [review] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.appointmentId, id)).limit(1);
    // The last status change, which an undo takes back (decision 077).
    const [last] = await tx
      .select({
        from: appointmentStatusHistory.fromStatus,
        to: appointmentStatusHistory.toStatus,
        at: appointmentStatusHistory.createdAt,
        by: appointmentStatusHistory.changedBy,
      })
      .from(appointmentStatusHistory)
      .where(eq(appointmentStatusHistory.appointmentId, id))
      .orderBy(desc(appointmentStatusHistory.id))
      .limit(1);
    const { cancellationNoticeHours, autoConfirm, ...state } = row;
    const lastChange = last ? { ...last, from: last.from as AppointmentStatus | null, to: last.to as AppointmentStatus } : null;
    return { ...state, reviewed: review !== undefined, lastChange, rules: { cancellationNoticeHours, autoConfirm } };
  }

  /**
   * The same sweep, answering each appointment moved; with `events`, one insert…select writes an `outbox_events` row
   * for each (decision 060: the customer of an expired request is told, the one of a completed visit invited to
   * review it). At most `limit`
   * appointments, the oldest ids first, when given (the job's ticks: a catch-up after downtime is many short
   * transactions, not one that holds thousands of rows and their messages).
   */
  async function sweepMoved(
    userId?: number,
    appointmentId?: number,
    limit?: number,
    events = false,
  ): Promise<SweptAppointment[]> {
    const sweeps = systemSweeps();
    const selected = sql.join(
      sweeps.map((s) => sql`(status = ${s.from} and ${due(s.timing)})`),
      sql` or `,
    );
    const to = sql.join(
      sweeps.map((s) => sql`when ${s.from} then ${s.to}`),
      sql` `,
    );
    const from = sql.join(
      sweeps.map((s) => sql`when ${s.to} then ${s.from}`),
      sql` `,
    );
    const byUser = userId === undefined ? sql`` : sql`and user_id = ${userId}`;
    const byId = appointmentId === undefined ? sql`` : sql`and id = ${appointmentId}`;
    // The outer condition is kept: a row another transaction moved meanwhile fails its re-check and is left alone.
    const bounded =
      limit === undefined
        ? sql``
        : sql`and id in (select id from appointments where (${selected}) ${byUser} ${byId} order by id limit ${limit})`;
    const moved = await queryRows<{ id: number; expert_id: number; status: AppointmentState['status'] }>(
      db,
      sql`
      with moved as (
        update appointments set status = case status ${to} end,
          completed_by = case when (case status ${to} end) = 'completed' then 'system' else completed_by end,
          updated_at = now()
        where (${selected}) ${byUser} ${byId} ${bounded}
        returning *
      ), history as (
        insert into appointment_status_history (appointment_id, from_status, to_status, changed_by)
        select id, case status ${from} end, status, 'system' from moved
      )${
        events
          ? sql`, events as (
        insert into ${outboxEvents} (appointment_id, kind, payload)
        select id, case status when 'expired' then 'expired' else 'completed' end,
               jsonb_build_object('at', ${appointmentEventSnapshot('moved')})
          from moved order by id
      )`
          : sql``
      }
      select id, expert_id, status from moved`,
    );
    return moved.map((r) => ({ id: r.id, expertId: r.expert_id, to: r.status }));
  }

  return {
    async apply({ id, scope, decide, changedBy, reason, onChanged }: ApplyTransitionInput): Promise<AppliedTransition> {
      return db.transaction(async (tx) => {
        const row = await lock(tx, id, scope);
        if (!row) return { kind: 'not_found' };
        const r = decide(row);
        if (!r.ok) return { kind: 'refused', error: r.error };
        const [updated] = await tx
          .update(appointments)
          .set({
            status: r.to,
            // Decision 053: whose "completed" it is decides when the visit can be reviewed.
            completedBy: r.to === 'completed' ? (changedBy.actor === 'owner' ? 'owner' : 'system') : null,
            ...(r.to === 'cancelled' ? { cancelledAt: sql`now()`, cancelledBy: r.cancelledBy, cancellationReason: reason } : {}),
            updatedAt: sql`now()`,
          })
          .where(and(eq(appointments.id, id), eq(appointments.status, r.from)))
          .returning({ id: appointments.id });
        // The row lock makes this impossible; the condition is the last guard of the one-winner rule.
        if (!updated) throw new Error(`appointment ${id} left ${r.from} under its row lock`);
        await tx.insert(appointmentStatusHistory).values({
          appointmentId: id,
          fromStatus: r.from,
          toStatus: r.to,
          changedByUserId: changedBy.userId,
          changedBy: changedBy.actor,
          reason,
        });
        await onChanged?.(tx, { from: r.from, to: r.to });
        return { kind: 'changed', from: r.from, to: r.to };
      });
    },

    /**
     * The system's sweeps (state machine: confirmed → completed once ended, pending → expired once started or past
     * its `expires_at`), for every appointment, one user's or one appointment (a manage link's), with a history row each, in one
     * statement. A concurrent run re-checks the WHERE after the row lock (PostgreSQL's EvalPlanQual), so each appointment moves and is
     * recorded once. Returns the expert of each appointment moved (one entry per appointment), for the caller's cache
     * invalidation.
     */
    async sweep(userId?: number, appointmentId?: number): Promise<number[]> {
      return (await sweepMoved(userId, appointmentId)).map((r) => r.expertId);
    },
    sweepMoved,
  };
}
