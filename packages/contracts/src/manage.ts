import { allowedActionsSchema } from './appointment-actions';
import { z } from 'zod';
import { appointmentReviewFields } from './reviews';
import { APPOINTMENT_STATUSES } from './constants';
import { hhmm, isoDate } from './common';

/**
 * The customer's manage link (decision 037): `/randevu/{token}` and `GET /api/manage/{token}`. The token is
 * 22 base64url characters (16 random bytes); the path parameter is only capped here, so a malformed token gets the
 * same 404 as an unknown or expired one.
 */
export const MANAGE_TOKEN_MAX = 64;
export const manageTokenParamsSchema = z.object({ token: z.string().max(MANAGE_TOKEN_MAX) });
export type ManageTokenParams = z.infer<typeof manageTokenParamsSchema>;

export const MANAGE_LINK_ACCESS = ['manage', 'view'] as const;
export type ManageLinkAccess = (typeof MANAGE_LINK_ACCESS)[number];

/** The appointment as the link's holder sees it, and what they may do now. */
export const manageAppointmentSchema = z.object({
  id: z.number().int(),
  /** Venue wall time (Europe/Istanbul). */
  appointment_date: isoDate,
  appointment_time: hhmm,
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number().int(),
  status: z.enum(APPOINTMENT_STATUSES),
  venue: z.object({
    id: z.number().int(),
    prefix: z.string(),
    name: z.string(),
    address: z.string(),
    /** Street, mahalle, ilçe/il: what a map or the directions link is given (decision 080). */
    full_address: z.string(),
    /** The venue's phone, as the owner typed it. */
    phone: z.string(),
  }),
  /** The expert, service and sub-service chosen (a reschedule's booking sheet opens on them). */
  expert_id: z.number().int(),
  service_id: z.number().int(),
  sub_service_id: z.number().int().nullable(),
  expert_name: z.string(),
  service: z.object({ name: z.string() }),
  sub_service: z.object({ name: z.string() }).nullable(),
  /** Lira. */
  price: z.number(),
  cancellation_reason: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** What the link's holder may do now (decision 059), computed by the server's state machine; the web only shows it. */
  allowed_actions: allowedActionsSchema,
  /** `allowed_actions` has `cancel`: pending or confirmed, before the venue's cancellation deadline (kept for clients of the first API). */
  can_cancel: z.boolean(),
  /** `allowed_actions` has `reschedule`: `POST /api/manage/{token}/reschedule` (decision 036). */
  can_reschedule: z.boolean(),
  /** The last instant a customer may cancel: the start minus the venue's `cancellation_notice_hours`. */
  cancellation_deadline: z.string(),
  /** When a request nobody decides expires (decision 036); null unless the appointment is pending (decision 072). */
  expires_at: z.string().nullable(),
  /** `GET /api/manage/{token}/calendar.ics` for this link; null for a view link (decision 054). */
  calendar_url: z.string().nullable(),
  /**
   * What the link may do (decision 054): `manage` (the messages' link) or `view` (the calendar file's link: reads the
   * appointment, every action false, no calendar file, no review to write, no renewal).
   */
  access: z.enum(MANAGE_LINK_ACCESS),
  ...appointmentReviewFields,
});
export type ManageAppointment = z.infer<typeof manageAppointmentSchema>;

/**
 * `POST /api/manage/{token}/revoke` and the owner's `POST /api/owner/appointments/{id}/manage-link/revoke`
 * (decision 054): every link of the appointment stops working and a new manage link goes to the customer; how many
 * messages carry it (0 when the customer has no e-mail or phone).
 */
export const manageLinkRevokedSchema = z.object({ messages_sent: z.number().int() });
export type ManageLinkRevoked = z.infer<typeof manageLinkRevokedSchema>;
