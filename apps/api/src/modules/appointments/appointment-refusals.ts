/**
 * The state machine's refusals (appointment-state.ts): the codes the API answers in `code`, and the Turkish text of
 * each in the catalogue of the actor who asked.
 */
import { messages, type AppointmentAction } from '@randevu/contracts';

export const TRANSITION_ERROR_CODES = [
  'FORBIDDEN',
  'ALREADY_CONFIRMED',
  'ALREADY_CANCELLED',
  'ALREADY_COMPLETED',
  'ALREADY_NO_SHOW',
  'ALREADY_EXPIRED',
  'NOT_CONFIRMED',
  'ALREADY_STARTED',
  'NOT_STARTED',
  'NOT_ENDED',
  'CANCELLATION_DEADLINE',
  'CORRECTION_CLOSED',
  'ALREADY_REVIEWED',
  'UNDO_CLOSED',
] as const;
export type TransitionErrorCode = (typeof TRANSITION_ERROR_CODES)[number];

/** `code` is what the API answers in `code`; `message` the Turkish text of the actor's catalogue. */
export interface TransitionError {
  code: TransitionErrorCode;
  message: string;
}

const o = messages.ownerAppointments;
const u = messages.myAppointments;
/** The owner's texts; the system's refusals (never shown) use them too. */
const OWNER_TEXTS: Record<TransitionErrorCode, string> = {
  FORBIDDEN: messages.common.forbidden,
  ALREADY_CONFIRMED: o.alreadyConfirmed,
  ALREADY_CANCELLED: o.alreadyCancelled,
  ALREADY_COMPLETED: o.alreadyCompleted,
  ALREADY_NO_SHOW: o.alreadyNoShow,
  ALREADY_EXPIRED: o.alreadyExpired,
  NOT_CONFIRMED: o.notConfirmed,
  ALREADY_STARTED: o.alreadyStarted,
  NOT_STARTED: o.notStarted,
  NOT_ENDED: o.notEnded,
  // Never the owner's; the user's text names the venue's hours (see transition()).
  CANCELLATION_DEADLINE: messages.availabilityRules.cancellationDeadline,
  CORRECTION_CLOSED: o.noShowCorrectionClosed,
  ALREADY_REVIEWED: o.noShowCorrectionReviewed,
  UNDO_CLOSED: o.undoClosed,
};
/** A user only cancels and reschedules, so only these five codes ever reach them (FORBIDDEN and the four below). */
const USER_TEXTS: Record<TransitionErrorCode, string> = {
  ...OWNER_TEXTS,
  ALREADY_CANCELLED: u.alreadyCancelled,
  ALREADY_COMPLETED: u.alreadyCompleted,
  ALREADY_STARTED: u.alreadyStarted,
};
/** The same refusals of a reschedule: "cannot be changed", not "cannot be cancelled" (decision 036). */
const USER_RESCHEDULE_TEXTS: Record<TransitionErrorCode, string> = {
  ...USER_TEXTS,
  ALREADY_COMPLETED: u.rescheduleCompleted,
  ALREADY_STARTED: u.rescheduleStarted,
  CANCELLATION_DEADLINE: messages.availabilityRules.rescheduleDeadline,
};

/** The owner's move once started: "a started appointment cannot be moved", the calendar's own words. */
const OWNER_MOVE_TEXTS: Record<TransitionErrorCode, string> = {
  ...OWNER_TEXTS,
  ALREADY_STARTED: messages.ownerCalendar.moveStarted,
};

/** The catalogue an actor's refusal of `action` is written in. */
export function textsOf(action: AppointmentAction, actor: 'user' | 'owner' | 'system'): Record<TransitionErrorCode, string> {
  if (actor !== 'user') return action === 'move' ? OWNER_MOVE_TEXTS : OWNER_TEXTS;
  return action === 'reschedule' ? USER_RESCHEDULE_TEXTS : USER_TEXTS;
}
