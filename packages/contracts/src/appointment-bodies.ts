import { z } from 'zod';
import { messages } from './messages';
import { hasNul, TEXT_LIMITS } from './common';
import {
  APPOINTMENT_NAME_MAX_LENGTH,
  APPOINTMENT_NOTES_MAX_LENGTH,
  DATE_PATTERN,
  isBlank,
  MAX_ID,
  parsePositiveId,
  TIME_PATTERN,
  validateAppointment,
  type AppointmentMode,
  type AppointmentValidation,
  type ValidAppointment,
} from './appointments';

const m = messages.appointments;

// ---------------------------------------------------------------------------------------------
// Route bodies: the documented types, checked by `validateAppointment` in the spec's order.
// ---------------------------------------------------------------------------------------------

/**
 * A body field as the spec documents it (OpenAPI shows this type). A string is capped (and free of
 * NUL) first, before the documented type's own checks, so that no pattern ever sees more than `max`
 * characters; a field failing there is the answer (the ordered check does not run). A value of another type is not rejected at the field: it is handed on as it came
 * (the `catch`), so that the ordered check reports it at its place in the spec's order, with the
 * spec's message, exactly as the booking sheet does.
 */
const field = <T extends z.ZodType>(documented: T, max: number, message: string, nulMessage = message) =>
  z.preprocess(
    (v, ctx) => {
      if (typeof v === 'string' && v.length > max) ctx.addIssue({ code: 'custom', message });
      else if (typeof v === 'string' && hasNul(v)) ctx.addIssue({ code: 'custom', message: nulMessage });
      return v;
    },
    documented
      .nullish()
      // `ctx` is undefined when the OpenAPI generator probes the fallback: no default is documented.
      .catch((ctx) => ctx?.value as z.output<T>),
  );

const idField = (message: string) =>
  field(
    z
      .union([z.number().int().positive().max(MAX_ID), z.string().regex(/^\d+$/)])
      .meta({ description: 'A positive integer id (a digit string is accepted too).' }),
    TEXT_LIMITS.id,
    message,
  );

const appointmentFields = {
  expert_id: idField(m.expertRequired),
  venue_id: idField(m.venueRequired),
  service_id: idField(m.serviceRequired),
  sub_service_id: idField(m.subServiceInvalid),
  appointment_date: field(
    z
      .string()
      .regex(DATE_PATTERN)
      .meta({ description: 'Calendar date in the venue’s time zone, YYYY-MM-DD.', example: '2025-03-10' }),
    TEXT_LIMITS.short,
    m.dateInvalid,
  ),
  appointment_time: field(
    z.string().regex(TIME_PATTERN).meta({ description: 'Start time in the venue’s time zone, HH:mm.', example: '10:00' }),
    TEXT_LIMITS.short,
    m.timeInvalid,
  ),
  notes: field(
    z.string().max(APPOINTMENT_NOTES_MAX_LENGTH).meta({ description: 'Optional; the sheet sends a single space for none.' }),
    TEXT_LIMITS.notes,
    m.notesTooLong,
    messages.common.invalidCharacters,
  ),
};

const contactFields = {
  first_name: field(z.string().max(APPOINTMENT_NAME_MAX_LENGTH), TEXT_LIMITS.name, m.firstNameInvalid),
  last_name: field(z.string().max(APPOINTMENT_NAME_MAX_LENGTH), TEXT_LIMITS.name, m.lastNameInvalid),
  email: field(z.string().max(254).meta({ format: 'email' }), TEXT_LIMITS.email, m.emailInvalid),
  phone: field(
    z.string().meta({
      description: 'Dial code and 10 digits; spaces are ignored, no dial code means +90.',
      example: '+90 532 123 45 67',
    }),
    TEXT_LIMITS.phone,
    m.phoneInvalid,
  ),
};

export type AppointmentValidationFailure = Extract<AppointmentValidation, { success: false }>;

/**
 * What a booking body alone decides. Whether a sub-service is required (docs/product-public.md#booking-validation, step 3)
 * depends on the venue's catalogue, so a body that names no sub-service for a well-formed venue and
 * service leaves that one question to the server: it reads the catalogue once and takes
 * `withSubServices` or `withoutSubServices`. Every other body is decided here, before any database
 * read: a failing one never reaches the handler.
 */
export type AppointmentRequest =
  | { kind: 'checked'; booking: ValidAppointment }
  | {
      kind: 'needsCatalogue';
      venue_id: number;
      service_id: number;
      withSubServices: AppointmentValidationFailure;
      withoutSubServices: AppointmentValidation;
    };

/** The booking of `request` once the catalogue has answered whether the service has sub-services. */
export function resolveAppointmentRequest(
  request: Extract<AppointmentRequest, { kind: 'needsCatalogue' }>,
  subServicesExist: boolean,
): AppointmentValidation {
  return subServicesExist ? request.withSubServices : request.withoutSubServices;
}

function appointmentBodySchema<S extends z.core.$ZodLooseShape>(mode: AppointmentMode, shape: S) {
  return z.looseObject(shape).transform((body, ctx): AppointmentRequest => {
    const venueId = parsePositiveId(body.venue_id);
    const serviceId = parsePositiveId(body.service_id);
    const withSubServices = validateAppointment(body, { mode, subServicesExist: true, phoneRule: 'server' });
    if (isBlank(body.sub_service_id) && venueId !== null && serviceId !== null && !withSubServices.success) {
      const withoutSubServices = validateAppointment(body, { mode, subServicesExist: false, phoneRule: 'server' });
      return { kind: 'needsCatalogue', venue_id: venueId, service_id: serviceId, withSubServices, withoutSubServices };
    }
    if (withSubServices.success) return { kind: 'checked', booking: withSubServices.data };
    // One issue per failing field, in the order each first failed: the error handler answers the
    // first one's message and every field's first message, as `validateAppointment` reports them.
    for (const [key, message] of Object.entries(withSubServices.errors)) ctx.addIssue({ code: 'custom', path: [key], message });
    return z.NEVER;
  });
}

/** POST /appointments/public: the guest booking payload (docs/product-public.md#booking). */
export const guestAppointmentBodySchema = appointmentBodySchema('guest', { ...contactFields, ...appointmentFields });
/** POST /api/user/appointments: the same minus the contact details, which come from the account. */
export const userAppointmentBodySchema = appointmentBodySchema('user', appointmentFields);
