import type { Db } from '../../db/client';
import type { Notifier } from '../notifications/notifier';
import { transition, type AppointmentAction, type VenueRules } from './appointment-state';
import {
  createAppointmentTransitionsRepository,
  type AppliedTransition,
  type ApplyTransitionInput,
  type AppointmentScope,
} from './appointment-transitions.repository';

export type { AppliedTransition, AppointmentScope };

export interface PersonTransitionInput {
  id: number;
  scope: AppointmentScope;
  action: AppointmentAction;
  /**
   * Who acts: the user (their own appointment) or the owner (of the appointment's venue), by user id; or the customer
   * through their manage link (`guest`): the machine's `user`, recorded as `guest` without a user id (decision 037).
   */
  actor: { kind: 'user' | 'owner'; userId: number } | { kind: 'guest' };
  reason: string | null;
  /** Overrides the venue's rules read with the row (tests); default those. */
  rules?: VenueRules;
  /** Runs in the change's transaction after it (notifications), with the move made. */
  onChanged?: ApplyTransitionInput['onChanged'];
}

/**
 * Status changes for the other modules (the owner's decisions, the user's cancel, the completion job): the state
 * machine (appointment-state.ts) decides on the locked row by the database clock; the repository writes.
 */
export function createAppointmentTransitionsService(db: Db, notifier?: Notifier) {
  const repo = createAppointmentTransitionsRepository(db);
  return {
    apply: ({ id, scope, action, actor, reason, rules, onChanged }: PersonTransitionInput): Promise<AppliedTransition> =>
      repo.apply({
        id,
        scope,
        // The venue's rules as read with the locked row, unless the caller gives its own.
        decide: (current) =>
          transition(current, action, actor.kind === 'guest' ? 'user' : actor.kind, current.now, rules ?? current.rules),
        changedBy: actor.kind === 'guest' ? { actor: 'guest', userId: null } : { actor: actor.kind, userId: actor.userId },
        reason,
        onChanged,
      }),

    /**
     * The system's sweeps (complete, expire) for every appointment (at most `limit` of them), for one user's or for one appointment, and the event of each
     * customer's message whose request expired (decision 036) or whose visit completed (the review invitation), in one statement. Returns the expert of each appointment moved: the
     * caller drops those experts' cached reads and kicks the notifier once its transaction committed.
     */
    sweep: (userId?: number, appointmentId?: number, limit?: number): Promise<number[]> =>
      db.transaction(async (tx) => {
        // With a notifier, the sweep's statement also writes an event for each appointment moved (decision 060): the
        // customer of an expired request is told; the customer of a completed visit is invited to review it.
        const moved = await createAppointmentTransitionsRepository(tx).sweepMoved(userId, appointmentId, limit, !!notifier);
        return moved.map((m) => m.expertId);
      }),
  };
}
