import { allowedActionsSchema } from './appointment-actions';
/** Appointments as read and decided by an owner: GET /api/owner/appointments, PUT /api/owner/appointments/{id}/status. */
import { z } from 'zod';
import { messages } from './messages';
import { APPOINTMENT_STATUSES } from './constants';
import { calendarDateSchema, hhmm, isoDate, okList } from './common';
import { noShowFields } from './no-shows';

const m = messages.ownerAppointments;

export const OWNER_APPOINTMENTS_DEFAULT_LIMIT = 50;
export const OWNER_APPOINTMENTS_MAX_LIMIT = 200;
export const REJECTION_REASON_MAX = 500;
/** What an owner may decide about a pending request (docs/product-owner.md#appointment-requests). */
export const OWNER_DECISIONS = ['confirmed', 'cancelled'] as const;
export type OwnerDecision = (typeof OWNER_DECISIONS)[number];
/**
 * Every status an owner may send to PUT …/status: the decisions above (and `cancelled` of a confirmed
 * appointment before its start), `completed` ('Geldi') and `no_show` ('Gelmedi') once it has started.
 */
export const OWNER_STATUS_CHANGES = ['confirmed', 'cancelled', 'completed', 'no_show'] as const;
export type OwnerStatusChange = (typeof OWNER_STATUS_CHANGES)[number];

/** An empty query value counts as absent, so `?status=` is "no filter". */
const blankAsAbsent = (v: unknown) => (v === '' ? undefined : v);

/** A calendar day that exists (no 2026-02-30) inside the accepted window. */
const calendarDay = calendarDateSchema(m.dateInvalid);

const integerQuery = (message: string, min: number, max: number) =>
  z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      .optional(),
  );

/**
 * GET /api/owner/appointments. Every filter is optional; the owner scope is always applied on the server.
 * `from`/`to` are inclusive venue days (Europe/Istanbul).
 */
export const listOwnerAppointmentsQuerySchema = z
  .object({
    venue_id: integerQuery(m.venueIdInvalid, 1, 2_147_483_647),
    status: z.preprocess(blankAsAbsent, z.enum(APPOINTMENT_STATUSES, { error: m.statusInvalid }).optional()),
    from: z.preprocess(blankAsAbsent, calendarDay.optional()),
    to: z.preprocess(blankAsAbsent, calendarDay.optional()),
    limit: integerQuery(m.limitInvalid, 1, OWNER_APPOINTMENTS_MAX_LIMIT),
    offset: integerQuery(m.offsetInvalid, 0, 2_147_483_647),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: m.rangeInvalid, path: ['to'] });
export type ListOwnerAppointmentsQuery = z.input<typeof listOwnerAppointmentsQuerySchema>;

/** GET /api/owner/appointments/summary?venue_id=: the figures of the panel's badge. */
export const ownerAppointmentsSummaryQuerySchema = z.object({
  venue_id: integerQuery(m.venueIdInvalid, 1, 2_147_483_647),
});
export type OwnerAppointmentsSummaryQuery = z.input<typeof ownerAppointmentsSummaryQuerySchema>;
export const ownerAppointmentsSummarySchema = z.object({ pending: z.number().int() });
export type OwnerAppointmentsSummary = z.infer<typeof ownerAppointmentsSummarySchema>;

const reasonField = (message: string) =>
  z
    .string({ error: message })
    .max(REJECTION_REASON_MAX * 4, { error: message })
    .trim()
    .max(REJECTION_REASON_MAX, { error: message })
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * PUT /api/owner/appointments/{id}/status: a new status with an optional reason (blank means none). The reason may
 * come as `reason` (the spec's rejection) or `cancellation_reason`; the latter wins when both are given.
 */
export const updateOwnerAppointmentStatusBodySchema = z.preprocess(
  // A missing body is answered like a missing status, with the message that says what to send.
  (v) => v ?? {},
  z
    .object({
      status: z.enum(OWNER_STATUS_CHANGES, { error: m.decisionInvalid }),
      reason: reasonField(m.reasonTooLong),
      cancellation_reason: reasonField(m.cancellationReasonTooLong),
    })
    .transform(({ status, reason, cancellation_reason }) => ({ status, reason: cancellation_reason ?? reason })),
);
/** What a client sends (the schema's input is `unknown` because of the missing-body preprocess). */
export interface UpdateOwnerAppointmentStatusBody {
  status: OwnerStatusChange;
  reason?: string | null;
  cancellation_reason?: string | null;
}

/**
 * The appointment as read by an owner (docs/product-owner.md#appointment-requests), with structured customer and sub-service
 * fields so no client parses `notes`.
 */
export const ownerAppointmentSchema = z.object({
  id: z.number().int(),
  venue_id: z.number().int(),
  venue_name: z.string(),
  /** A guest's contact as given when booking; a member's as stored on the appointment. */
  /** A front-desk customer may have no name ('') and no phone or e-mail (null), decision 090. */
  user: z.object({ first_name: z.string(), last_name: z.string(), phone: z.string().nullable(), ...noShowFields }),
  customer_email: z.string().nullable(),
  is_guest: z.boolean(),
  status: z.enum(APPOINTMENT_STATUSES),
  /** What the owner may do now (decision 059), computed by the server's state machine; the web only shows it. */
  allowed_actions: allowedActionsSchema,
  /** Venue wall time (Europe/Istanbul). */
  appointment_date: isoDate,
  appointment_time: hhmm,
  /** The same moments as instants, so a client can tell a request that can still be answered. */
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number().int(),
  service: z.object({ name: z.string() }),
  sub_service_id: z.number().int().nullable(),
  sub_service: z.object({ name: z.string() }).nullable(),
  expert_id: z.number().int(),
  expert_name: z.string(),
  notes: z.string().nullable(),
  /** Lira. */
  price: z.number(),
  created_at: z.string(),
  cancellation_reason: z.string().nullable(),
  /**
   * The customer's last reschedule (decision 036): the venue day, start and expert they moved away from,
   * and when; null when the customer never rescheduled it (the owner's own moves are not listed here).
   */
  rescheduled_from: z
    .object({ appointment_date: isoDate, appointment_time: hhmm, expert_name: z.string(), rescheduled_at: z.string() })
    .nullable(),
});
export type OwnerAppointment = z.infer<typeof ownerAppointmentSchema>;

/**
 * `total`: rows matching the filters (for paging). `pending`: requests of the filtered venue (or of all the
 * owner's venues) that still await an answer, i.e. pending and not yet started, whatever the other filters.
 */
export const ownerAppointmentsMetaSchema = z.object({ total: z.number().int(), pending: z.number().int() });
export type OwnerAppointmentsMeta = z.infer<typeof ownerAppointmentsMetaSchema>;

export const ownerAppointmentListResponseSchema = okList(ownerAppointmentSchema, ownerAppointmentsMetaSchema);
export type OwnerAppointmentListResponse = z.infer<typeof ownerAppointmentListResponseSchema>;
