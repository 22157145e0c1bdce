import { z } from 'zod';

/**
 * What may be done to an appointment (decision 059): the state machine's actions, each a row of its one rule table
 * (apps/api/src/modules/appointments/appointment-state.ts). `move` is the owner's new time or expert and
 * `reschedule` the customer's; both are events on the appointment (its status stays, or a reschedule makes it a
 * request again), the rest change its status. The server computes which of them an actor may take now and sends them
 * as `allowed_actions` on every appointment payload; the web shows a button for each and decides nothing itself.
 */
export const APPOINTMENT_ACTIONS = [
  'confirm',
  'cancel',
  'complete',
  'mark_no_show',
  'expire',
  'move',
  'reschedule',
  'undo',
] as const;
export type AppointmentAction = (typeof APPOINTMENT_ACTIONS)[number];

/** `allowed_actions`: the actions the reader may take now, in APPOINTMENT_ACTIONS order. */
export const allowedActionsSchema = z.array(z.enum(APPOINTMENT_ACTIONS));

/**
 * How long after the owner marked a visit "Geldi" or "Gelmedi" the same owner may take the mark back ("Geri al",
 * decision 077): the `undo` action, allowed only while the appointment's last change is that mark.
 */
export const STATUS_UNDO_MINUTES = 2;

/** How long after the start an owner may still turn a completed visit into a no-show ("Gelmedi"). */
export const NO_SHOW_CORRECTION_DAYS = 7;

/** A half-day holiday (an eve: arife, 28 Ekim) closes at 13:00 venue time: minutes after midnight. */
export const HALF_DAY_CLOSES_AT = 13 * 60;
