import { allowedActionsSchema } from './appointment-actions';
import { z } from 'zod';
import { appointmentReviewFields } from './reviews';
import { messages } from './messages';
import { APPOINTMENT_STATUSES } from './constants';
import { calendarDateSchema, hhmm, isoDate, noNul } from './common';
import { TIME_PATTERN } from './appointments';

const m = messages.myAppointments;

export const CANCELLATION_REASON_MAX = 500;

/** GET /api/user/appointments?status=…: one of the six statuses, or absent (an empty value counts as absent). */
export const listMyAppointmentsQuerySchema = z.object({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(APPOINTMENT_STATUSES, { error: m.statusInvalid }).optional()),
});
export type ListMyAppointmentsQuery = z.infer<typeof listMyAppointmentsQuerySchema>;

/** POST /api/user/appointments/{id}/cancel: the reason is optional (docs/product-public.md#user-area); blank means none. */
export const cancelMyAppointmentBodySchema = z
  .object({
    cancellation_reason: z
      .string({ error: m.reasonTooLong })
      .max(CANCELLATION_REASON_MAX * 4, { error: m.reasonTooLong })
      .trim()
      .max(CANCELLATION_REASON_MAX, { error: m.reasonTooLong })
      .refine(...noNul())
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .nullish()
  .transform((v) => ({ cancellation_reason: v?.cancellation_reason ?? null }));
export type CancelMyAppointmentBody = z.input<typeof cancelMyAppointmentBodySchema>;

/**
 * POST /api/user/appointments/{id}/reschedule (decision 036): a new day and start, and another expert of the
 * venue if given (the same expert otherwise). The service and sub-service stay; every customer booking rule applies.
 */
/** The body's fields; the web's reschedule form validates with it (react-hook-form wants an object schema). */
export const rescheduleMyAppointmentFieldsSchema = z.object({
  appointment_date: calendarDateSchema(messages.appointments.dateInvalid),
  appointment_time: z
    .string({ error: messages.appointments.timeInvalid })
    .max(5, { error: messages.appointments.timeInvalid })
    .regex(TIME_PATTERN, { error: messages.appointments.timeInvalid }),
  expert_id: z
    .number({ error: m.rescheduleExpertInvalid })
    .int({ error: m.rescheduleExpertInvalid })
    .positive({ error: m.rescheduleExpertInvalid })
    .max(2_147_483_647, { error: m.rescheduleExpertInvalid })
    .nullish()
    .transform((v) => v ?? null),
});
export const rescheduleMyAppointmentBodySchema = z.preprocess(
  // A missing body is answered like a missing date, with the message that says what to send.
  (v) => v ?? {},
  rescheduleMyAppointmentFieldsSchema,
);
export interface RescheduleMyAppointmentBody {
  appointment_date: string;
  appointment_time: string;
  expert_id?: number | null;
}
export type RescheduleMyAppointmentValues = z.output<typeof rescheduleMyAppointmentBodySchema>;

/** The appointment as read by a user (docs/product-public.md#user-area), plus a few fields the user area shows. */
export const myAppointmentSchema = z.object({
  id: z.number().int(),
  /** Venue wall time (Europe/Istanbul). */
  appointment_date: isoDate,
  appointment_time: hhmm,
  /** The same moments as instants, so a client anywhere can tell past from current. */
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  /** What the customer may do now (decision 059), computed by the server's state machine; the web only shows it. */
  allowed_actions: allowedActionsSchema,
  venue_id: z.number().int(),
  venue: z.object({
    id: z.number().int(),
    prefix: z.string(),
    name: z.string(),
    address: z.string(),
    /** Street, mahalle, ilçe/il: what a map or the directions link is given (decision 080). */
    full_address: z.string(),
    /** The venue's phone, as the owner typed it. */
    phone: z.string(),
    profile_image_url: z.string().nullable(),
    gallery_image_urls: z.array(z.string()),
  }),
  service: z.object({ name: z.string(), duration_minutes: z.number().int() }),
  sub_service: z.object({ name: z.string() }).nullable(),
  duration_minutes: z.number().int(),
  /** The expert, service and sub-service chosen (a reschedule's booking sheet opens on them). */
  expert_id: z.number().int(),
  service_id: z.number().int(),
  sub_service_id: z.number().int().nullable(),
  expert_name: z.string(),
  notes: z.string().nullable(),
  /** Lira. */
  price: z.number(),
  cancellation_reason: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
  ...appointmentReviewFields,
});
export type MyAppointment = z.infer<typeof myAppointmentSchema>;
