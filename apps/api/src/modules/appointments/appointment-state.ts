/**
 * The appointment state machine (decision 029): which actor may move an appointment from which
 * status to which, and when. Pure: no database, no clock of its own. Every caller uses it (the owner's decision, the
 * user's cancel, the completion job's sweep); repositories keep only the conditional UPDATE (`where status = <from>`)
 * under the row lock, so of two racing changes exactly one wins.
 *
 * A reschedule or a move is an event on the appointment (old time kept for the owner), not a status.
 */
import { messages, type AppointmentStatus } from '@randevu/contracts';

export const APPOINTMENT_ACTIONS = ['confirm', 'cancel', 'complete', 'mark_no_show', 'expire', 'reschedule'] as const;
export type AppointmentAction = (typeof APPOINTMENT_ACTIONS)[number];

export const APPOINTMENT_ACTORS = ['user', 'owner', 'system'] as const;
export type AppointmentActor = (typeof APPOINTMENT_ACTORS)[number];

/** Who cancelled: the user, or the owner (an owner's rejection of a request is a cancellation by the owner). */
export type CancelledBy = 'user' | 'owner';

/** The status a new customer booking gets. */
export const INITIAL_APPOINTMENT_STATUS = 'pending' satisfies AppointmentStatus;

/** A customer's booking: a request, or confirmed at once where the venue has instant booking (decision 036). */
export const initialStatus = (rules: VenueRules = NO_VENUE_RULES): AppointmentStatus =>
  rules.autoConfirm ? 'confirmed' : INITIAL_APPOINTMENT_STATUS;

/** A request expires this long before its start at the latest (decision 036)… */
export const EXPIRY_BEFORE_START_HOURS = 2;
/** …but never sooner than this after it was made (or rescheduled): the owner always has a few minutes to answer. */
export const MIN_EXPIRY_MINUTES = 15;

/**
 * When a request made (or rescheduled) at `madeAt` for `startsAt` expires if nobody decides it (decision 036): the
 * venue's `pending_expiry_hours` later, but no later than 2 hours before the start, and no sooner than 15 minutes
 * after it was made (a request for a start less than 15 minutes away still expires at its start, by the sweep).
 */
export function requestExpiresAt(madeAt: Date, startsAt: Date, pendingExpiryHours: number): Date {
  const byRule = madeAt.getTime() + pendingExpiryHours * 3_600_000;
  const beforeStart = startsAt.getTime() - EXPIRY_BEFORE_START_HOURS * 3_600_000;
  return new Date(Math.max(Math.min(byRule, beforeStart), madeAt.getTime() + MIN_EXPIRY_MINUTES * 60_000));
}

/** Statuses no action leaves. */
export const TERMINAL_APPOINTMENT_STATUSES = [
  'cancelled',
  'completed',
  'no_show',
  'expired',
] as const satisfies readonly AppointmentStatus[];

/**
 * When a move may happen, by the caller's `now`: before the start (`now < startsAt`), once started
 * (`startsAt <= now`), once ended (`endsAt <= now`), or once started or past its `expiresAt` (decision 036: a request
 * nobody decided in time). The database's sweeps use the same instants.
 */
export type MoveTiming = 'before_start' | 'after_start' | 'after_end' | 'after_expiry';

export interface Move {
  from: readonly AppointmentStatus[];
  to: AppointmentStatus;
  timing: MoveTiming;
  cancelledBy?: CancelledBy;
  /**
   * A correction window: from these statuses the move is allowed only until `days` after the start (strictly
   * before `startsAt + days`), refused `CORRECTION_CLOSED` after (decision 029, as amended by decision 033); with
   * `unlessReviewed`, refused `ALREADY_REVIEWED` once the customer has reviewed a visit the owner marked completed
   * (decision 039). A visit the job completed stays correctable even when reviewed: the owner's mark wins over the
   * job's, and the review is hidden with it (decision 053).
   */
  until?: { from: readonly AppointmentStatus[]; days: number; unlessReviewed?: true };
  /** Decision 036: with the venue's instant booking (`autoConfirm`) the move reaches `confirmed` instead. */
  autoConfirms?: true;
  /** Decision 036: bound by the venue's cancellation notice (a user's cancel and reschedule). */
  deadline?: true;
}

/** How long after the start an owner may still turn a `completed` visit into `no_show`. */
export const NO_SHOW_CORRECTION_DAYS = 7;
const DAY_MS = 86_400_000;

/** The whole machine: for each action, the actors allowed to take it and what it does. */
export const MOVES: Readonly<Record<AppointmentAction, Partial<Record<AppointmentActor, Move>>>> = {
  confirm: { owner: { from: ['pending'], to: 'confirmed', timing: 'before_start' } },
  cancel: {
    user: { from: ['pending', 'confirmed'], to: 'cancelled', timing: 'before_start', cancelledBy: 'user', deadline: true },
    // The rejection of a request (spec: PUT …/status with `cancelled`), or the cancel of a confirmed appointment
    // (the salon cancels; the customer is told).
    owner: { from: ['pending', 'confirmed'], to: 'cancelled', timing: 'before_start', cancelledBy: 'owner' },
  },
  complete: {
    // The owner's "Geldi" once the visit has started; the job completes the rest once they end.
    owner: { from: ['confirmed'], to: 'completed', timing: 'after_start' },
    system: { from: ['confirmed'], to: 'completed', timing: 'after_end' },
  },
  mark_no_show: {
    // "Gelmedi" once started; a completed visit (the owner's or the job's) may still turn no-show for 7 days.
    owner: {
      from: ['confirmed', 'completed'],
      to: 'no_show',
      timing: 'after_start',
      until: { from: ['completed'], days: NO_SHOW_CORRECTION_DAYS, unlessReviewed: true },
    },
  },
  // A request nobody decided: at its start, or earlier at its expiry (decision 036).
  expire: { system: { from: ['pending'], to: 'expired', timing: 'after_expiry' } },
  // The customer's new time or expert (decision 036): a request again, unless the venue confirms at once. An event on
  // the appointment too (appointment_moves), like the owner's move, which is not a status change and not here.
  reschedule: {
    user: { from: ['pending', 'confirmed'], to: 'pending', timing: 'before_start', autoConfirms: true, deadline: true },
  },
};

/**
 * A venue's own rules that bind its customers: a user cannot cancel later than `cancellationNoticeHours`
 * before the start (0: until the start). The owner is never bound by them.
 */
export interface VenueRules {
  readonly cancellationNoticeHours?: number;
  /** Instant booking (decision 036): a customer's booking or reschedule is confirmed at once. */
  readonly autoConfirm?: boolean;
}
export const NO_VENUE_RULES: VenueRules = Object.freeze({});

export interface AppointmentState {
  status: AppointmentStatus;
  startsAt: Date;
  endsAt: Date;
  /** When a pending request expires if nobody decided it (decision 036); none: at its start. */
  expiresAt?: Date | null;
  /** The customer has reviewed the visit (a `reviews` row, hidden or not; decision 039); absent: not reviewed. */
  reviewed?: boolean;
  /** Who made it `completed` (decision 053): the owner's "Geldi" or the job's sweep; absent: read as the owner's. */
  completedBy?: 'owner' | 'system' | null;
}

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
] as const;
export type TransitionErrorCode = (typeof TRANSITION_ERROR_CODES)[number];

/** `code` is what the API answers in `code`; `message` the Turkish text of the actor's catalogue. */
export interface TransitionError {
  code: TransitionErrorCode;
  message: string;
}

export type TransitionResult =
  { ok: true; from: AppointmentStatus; to: AppointmentStatus; cancelledBy?: CancelledBy } | { ok: false; error: TransitionError };

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

const STATUS_CODES: Record<AppointmentStatus, TransitionErrorCode> = {
  pending: 'NOT_CONFIRMED',
  confirmed: 'ALREADY_CONFIRMED',
  cancelled: 'ALREADY_CANCELLED',
  completed: 'ALREADY_COMPLETED',
  no_show: 'ALREADY_NO_SHOW',
  expired: 'ALREADY_EXPIRED',
};

/** True when `timing` holds at `now` for an appointment of these instants. */
export function timingHolds(
  timing: MoveTiming,
  a: Pick<AppointmentState, 'startsAt' | 'endsAt' | 'expiresAt'>,
  now: Date,
): boolean {
  const t = now.getTime();
  if (timing === 'before_start') return t < a.startsAt.getTime();
  if (timing === 'after_start') return a.startsAt.getTime() <= t;
  if (timing === 'after_expiry') return a.startsAt.getTime() <= t || (a.expiresAt != null && a.expiresAt.getTime() <= t);
  return a.endsAt.getTime() <= t;
}

const TIMING_CODES: Record<MoveTiming, TransitionErrorCode> = {
  before_start: 'ALREADY_STARTED',
  after_start: 'NOT_STARTED',
  after_end: 'NOT_ENDED',
  after_expiry: 'NOT_STARTED',
};

/**
 * What `actor` taking `action` at `now` does to `appointment`. The refusal names the status first (as the API always
 * did: a confirmed appointment is "already confirmed" before it is "started"), then the time. `no_show` and `expired`
 * only ever follow the start, so a move that must come before the start answers them `ALREADY_STARTED`: the answer
 * the caller got a moment earlier, before the sweep or the owner changed the status.
 */
export function transition(
  appointment: AppointmentState,
  action: AppointmentAction,
  actor: AppointmentActor,
  now: Date,
  rules: VenueRules = NO_VENUE_RULES,
): TransitionResult {
  const texts = actor !== 'user' ? OWNER_TEXTS : action === 'reschedule' ? USER_RESCHEDULE_TEXTS : USER_TEXTS;
  const refuse = (code: TransitionErrorCode): TransitionResult => ({ ok: false, error: { code, message: texts[code] } });
  const move = MOVES[action][actor];
  if (!move) return refuse('FORBIDDEN');
  const { status } = appointment;
  if (!move.from.includes(status)) {
    const afterStart = status === 'no_show' || status === 'expired';
    return refuse(afterStart && move.timing === 'before_start' ? 'ALREADY_STARTED' : STATUS_CODES[status]);
  }
  if (!timingHolds(move.timing, appointment, now)) return refuse(TIMING_CODES[move.timing]);
  if (move.until?.from.includes(status) && now.getTime() >= appointment.startsAt.getTime() + move.until.days * DAY_MS) {
    return refuse('CORRECTION_CLOSED');
  }
  const jobCompleted = status === 'completed' && appointment.completedBy === 'system';
  if (move.until?.unlessReviewed && move.until.from.includes(status) && appointment.reviewed && !jobCompleted) {
    return refuse('ALREADY_REVIEWED');
  }
  const notice = rules.cancellationNoticeHours ?? 0;
  if (move.deadline && notice > 0 && now.getTime() > appointment.startsAt.getTime() - notice * 3_600_000) {
    return {
      ok: false,
      error: { code: 'CANCELLATION_DEADLINE', message: texts.CANCELLATION_DEADLINE.replace('{hours}', String(notice)) },
    };
  }
  const to = move.autoConfirms && rules.autoConfirm ? 'confirmed' : move.to;
  return { ok: true, from: status, to, ...(move.cancelledBy ? { cancelledBy: move.cancelledBy } : {}) };
}

/** The system's moves that run as one set-wise sweep (the completion job): one source status each. */
export const SWEEP_ACTIONS = ['complete', 'expire'] as const satisfies readonly AppointmentAction[];

export interface Sweep {
  action: (typeof SWEEP_ACTIONS)[number];
  from: AppointmentStatus;
  to: AppointmentStatus;
  timing: Exclude<MoveTiming, 'before_start'>;
}

/** The sweeps as the machine defines them, for the repository to turn into its one conditional UPDATE. */
export function systemSweeps(): Sweep[] {
  return SWEEP_ACTIONS.map((action) => {
    const move = MOVES[action].system;
    if (!move || move.from.length !== 1 || move.timing === 'before_start') throw new Error(`${action}: not a sweep`);
    return { action, from: move.from[0]!, to: move.to, timing: move.timing };
  });
}
