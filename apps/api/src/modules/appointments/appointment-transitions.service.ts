import type { Db } from '../../db/client';
import { NO_VENUE_RULES, transition, type AppointmentAction, type VenueRules } from './appointment-state';
import {
  createAppointmentTransitionsRepository,
  type AppliedTransition,
  type AppointmentScope,
} from './appointment-transitions.repository';

export type { AppliedTransition, AppointmentScope };

export interface PersonTransitionInput {
  id: number;
  scope: AppointmentScope;
  action: AppointmentAction;
  /** Who acts: the user (their own appointment) or the owner (of the appointment's venue), by user id. */
  actor: { kind: 'user' | 'owner'; userId: number };
  reason: string | null;
  /** The venue's rules (issue 23); none yet. */
  rules?: VenueRules;
  /** Runs in the change's transaction after it (notifications). */
  onChanged?: (tx: Db) => Promise<unknown>;
}

/**
 * Status changes for the other modules (the owner's decisions, the user's cancel, the completion job): the state
 * machine (appointment-state.ts) decides on the locked row by the database clock; the repository writes.
 */
export function createAppointmentTransitionsService(db: Db) {
  const repo = createAppointmentTransitionsRepository(db);
  return {
    apply: ({
      id,
      scope,
      action,
      actor,
      reason,
      rules = NO_VENUE_RULES,
      onChanged,
    }: PersonTransitionInput): Promise<AppliedTransition> =>
      repo.apply({
        id,
        scope,
        decide: (current) => transition(current, action, actor.kind, current.now, rules),
        changedBy: { actor: actor.kind, userId: actor.userId },
        reason,
        onChanged,
      }),

    /** The system's sweeps (complete, expire) for every appointment, or for one user's. Returns how many moved. */
    sweep: (userId?: number): Promise<number> => repo.sweep(userId),
  };
}
