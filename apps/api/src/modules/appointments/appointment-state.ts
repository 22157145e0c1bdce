/**
 * The appointment state machine (decision 029): which actor may move an appointment from which
 * status to which, and when. Pure: no database, no clock of its own. Every caller uses it (the owner's decision, the
 * user's cancel, the completion job's sweep); repositories keep only the conditional UPDATE (`where status = <from>`)
 * under the row lock, so of two racing changes exactly one wins.
 *
 * A reschedule or a move is an event on the appointment (old time kept for the owner): a row of the same table, whose
 * `to` is the status the appointment has after it (a move keeps it; decision 059).
 */
import {
  APPOINTMENT_ACTIONS,
  NO_SHOW_CORRECTION_DAYS,
  STATUS_UNDO_MINUTES,
  type AppointmentAction,
  type AppointmentStatus,
} from '@randevu/contracts';
import { textsOf, type TransitionError, type TransitionErrorCode } from './appointment-refusals';

export { TRANSITION_ERROR_CODES, type TransitionError, type TransitionErrorCode } from './appointment-refusals';
export { APPOINTMENT_ACTIONS, NO_SHOW_CORRECTION_DAYS, STATUS_UNDO_MINUTES, type AppointmentAction };

export const APPOINTMENT_ACTORS = ['user', 'owner', 'system'] as const;
export type AppointmentActor = (typeof APPOINTMENT_ACTORS)[number];

/** Who cancelled: the user, or the owner (an owner's rejection of a request is a cancellation by the owner). */
export type CancelledBy = 'user' | 'owner';

/** The status a new customer booking gets. */
export const INITIAL_APPOINTMENT_STATUS = 'pending' satisfies AppointmentStatus;

/** A customer's booking: a request, or confirmed at once where the venue has instant booking (decision 036). */
export const initialStatus = (rules: VenueRules = NO_VENUE_RULES): AppointmentStatus =>
  rules.autoConfirm ? 'confirmed' : INITIAL_APPOINTMENT_STATUS;

/** A request expires this long before its start at the latest (decision 036; `request-expiry.ts`)… */
export const EXPIRY_BEFORE_START_HOURS = 2;
/** …but never sooner than this after it was made (or rescheduled): the owner always has a few minutes to answer. */
export const MIN_EXPIRY_MINUTES = 15;

/** Statuses no action leaves. */
export const TERMINAL_APPOINTMENT_STATUSES = [
  'cancelled',
  'completed',
  'no_show',
  'expired',
] as const satisfies readonly AppointmentStatus[];

/**
 * When a transition may happen, by the caller's `now`: before the start (`now < startsAt`), once started
 * (`startsAt <= now`), once ended (`endsAt <= now`), or once started or past its `expiresAt` (decision 036: a request
 * nobody decided in time). The database's sweeps use the same instants.
 */
export type TransitionTiming = 'before_start' | 'after_start' | 'after_end' | 'after_expiry';

export interface Transition {
  from: readonly AppointmentStatus[];
  /** The status after it; `'same'`: the status stays (the owner's move). */
  to: AppointmentStatus | 'same';
  timing: TransitionTiming;
  cancelledBy?: CancelledBy;
  /**
   * A correction window: from these statuses the transition is allowed only until `days` after the start (strictly
   * before `startsAt + days`), refused `CORRECTION_CLOSED` after (decision 029, as amended by decision 033); with
   * `unlessReviewed`, refused `ALREADY_REVIEWED` once the customer has reviewed a visit the owner marked completed
   * (decision 039). A visit the job completed stays correctable even when reviewed: the owner's mark wins over the
   * job's, and the review is hidden with it (decision 053).
   */
  until?: { from: readonly AppointmentStatus[]; days: number; unlessReviewed?: true };
  /** Decision 036: with the venue's instant booking (`autoConfirm`) the transition reaches `confirmed` instead. */
  autoConfirms?: true;
  /** Decision 098: a confirmed appointment stays confirmed (the customer's reschedule). */
  keepsConfirmed?: true;
  /** Decision 036: bound by the venue's cancellation notice (a user's cancel and reschedule). */
  deadline?: true;
  /**
   * Decision 077: takes back the appointment's last change, allowed only while that change is the same actor's from
   * `to` to the current status, made less than `minutes` ago; refused `UNDO_CLOSED` otherwise.
   */
  undoes?: { minutes: number };
}

const DAY_MS = 86_400_000;

/** The whole machine, its one rule table: for each action, the actors allowed to take it and what it does. */
export const TRANSITIONS: Readonly<Record<AppointmentAction, Partial<Record<AppointmentActor, Transition>>>> = {
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
  // The owner's new time, expert or sub-service (decision 033; the calendar's dialog and drag): what a cancel takes,
  // pending or confirmed before the start; the status stays. An event (appointment_moves), not a status change.
  move: { owner: { from: ['pending', 'confirmed'], to: 'same', timing: 'before_start' } },
  // The customer's new time or expert (decision 036): a request again, unless the venue confirms at once; a confirmed
  // visit moved into a time its rules allow stays confirmed (decision 098; the owner is told).
  reschedule: {
    user: {
      from: ['pending', 'confirmed'],
      to: 'pending',
      timing: 'before_start',
      autoConfirms: true,
      keepsConfirmed: true,
      deadline: true,
    },
  },
  // The owner's "Geri al" right after "Geldi" or "Gelmedi" (decision 077): back to confirmed, the venue's own mark only.
  undo: {
    owner: { from: ['completed', 'no_show'], to: 'confirmed', timing: 'after_start', undoes: { minutes: STATUS_UNDO_MINUTES } },
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
  /** Its last status change (the status history's latest row; decision 077); absent: none known, nothing to undo. */
  lastChange?: StatusChange | null;
}

/** A status change as the history records it: from, to, when, and who (`guest`: the customer by their link). */
export interface StatusChange {
  from: AppointmentStatus | null;
  to: AppointmentStatus;
  at: Date;
  by: AppointmentActor | 'guest';
}

/** True when `actor` may take back `appointment`'s last change, back to `to`, at `now` (decision 077). */
function undoable(appointment: AppointmentState, to: Transition['to'], minutes: number, actor: AppointmentActor, now: Date) {
  const last = appointment.lastChange;
  if (!last || last.by !== actor || last.from !== to || last.to !== appointment.status) return false;
  return now.getTime() < last.at.getTime() + minutes * 60_000;
}

export type TransitionResult =
  { ok: true; from: AppointmentStatus; to: AppointmentStatus; cancelledBy?: CancelledBy } | { ok: false; error: TransitionError };

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
  timing: TransitionTiming,
  a: Pick<AppointmentState, 'startsAt' | 'endsAt' | 'expiresAt'>,
  now: Date,
): boolean {
  const t = now.getTime();
  if (timing === 'before_start') return t < a.startsAt.getTime();
  if (timing === 'after_start') return a.startsAt.getTime() <= t;
  if (timing === 'after_expiry') return a.startsAt.getTime() <= t || (a.expiresAt != null && a.expiresAt.getTime() <= t);
  return a.endsAt.getTime() <= t;
}

const TIMING_CODES: Record<TransitionTiming, TransitionErrorCode> = {
  before_start: 'ALREADY_STARTED',
  after_start: 'NOT_STARTED',
  after_end: 'NOT_ENDED',
  after_expiry: 'NOT_STARTED',
};

/**
 * What `actor` taking `action` at `now` does to `appointment`. The refusal names the status first (as the API always
 * did: a confirmed appointment is "already confirmed" before it is "started"), then the time. `no_show` and `expired`
 * only ever follow the start, so a transition that must come before the start answers them `ALREADY_STARTED`: the answer
 * the caller got a moment earlier, before the sweep or the owner changed the status.
 */
export function transition(
  appointment: AppointmentState,
  action: AppointmentAction,
  actor: AppointmentActor,
  now: Date,
  rules: VenueRules = NO_VENUE_RULES,
): TransitionResult {
  const texts = textsOf(action, actor);
  const refuse = (code: TransitionErrorCode): TransitionResult => ({ ok: false, error: { code, message: texts[code] } });
  const rule = TRANSITIONS[action][actor];
  if (!rule) return refuse('FORBIDDEN');
  const { status } = appointment;
  if (!rule.from.includes(status)) {
    const afterStart = status === 'no_show' || status === 'expired';
    return refuse(afterStart && rule.timing === 'before_start' ? 'ALREADY_STARTED' : STATUS_CODES[status]);
  }
  if (!timingHolds(rule.timing, appointment, now)) return refuse(TIMING_CODES[rule.timing]);
  if (rule.until?.from.includes(status) && now.getTime() >= appointment.startsAt.getTime() + rule.until.days * DAY_MS) {
    return refuse('CORRECTION_CLOSED');
  }
  // Only a completed visit has a `completedBy`; the job's completion stays correctable when reviewed (decision 053).
  const jobCompleted = appointment.completedBy === 'system';
  if (rule.until?.unlessReviewed && rule.until.from.includes(status) && appointment.reviewed && !jobCompleted) {
    return refuse('ALREADY_REVIEWED');
  }
  if (rule.undoes && !undoable(appointment, rule.to, rule.undoes.minutes, actor, now)) return refuse('UNDO_CLOSED');
  const notice = rules.cancellationNoticeHours ?? 0;
  // A rule with a deadline acts before the start, so a notice of 0 hours never refuses here.
  if (rule.deadline && now.getTime() > appointment.startsAt.getTime() - notice * 3_600_000) {
    return {
      ok: false,
      error: { code: 'CANCELLATION_DEADLINE', message: texts.CANCELLATION_DEADLINE.replace('{hours}', String(notice)) },
    };
  }
  const confirms = (rule.autoConfirms && rules.autoConfirm) || (rule.keepsConfirmed && status === 'confirmed');
  const to = confirms ? 'confirmed' : rule.to === 'same' ? status : rule.to;
  return { ok: true, from: status, to, ...(rule.cancelledBy ? { cancelledBy: rule.cancelledBy } : {}) };
}

/** The system's transitions that run as one set-wise sweep (the completion job): one source status each. */
export const SWEEP_ACTIONS = ['complete', 'expire'] as const satisfies readonly AppointmentAction[];

export interface Sweep {
  action: (typeof SWEEP_ACTIONS)[number];
  from: AppointmentStatus;
  to: AppointmentStatus;
  timing: Exclude<TransitionTiming, 'before_start'>;
}

/** The sweeps as the machine (or a table under test) defines them, for the repository's one conditional UPDATE. */
export function systemSweeps(table: typeof TRANSITIONS = TRANSITIONS): Sweep[] {
  return SWEEP_ACTIONS.map((action) => {
    const rule = table[action].system;
    if (!rule || rule.from.length !== 1 || rule.to === 'same' || rule.timing === 'before_start') {
      throw new Error(`${action}: not a sweep`);
    }
    return { action, from: rule.from[0]!, to: rule.to, timing: rule.timing };
  });
}

/**
 * The actions `actor` may take on `appointment` at `now` under the venue's rules (decision 059): what every appointment
 * payload sends as `allowed_actions`, in APPOINTMENT_ACTIONS order. The same `transition` decides it, so a button the
 * web shows is an action the server takes, and one it hides is one the server refuses.
 */
export function allowedActions(
  appointment: AppointmentState,
  actor: Exclude<AppointmentActor, 'system'>,
  now: Date,
  rules: VenueRules = NO_VENUE_RULES,
): AppointmentAction[] {
  return APPOINTMENT_ACTIONS.filter((action) => transition(appointment, action, actor, now, rules).ok);
}
