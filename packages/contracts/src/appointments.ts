import { z } from 'zod';
import { messages } from './messages';
import { hasNul, ok, PERSON_NAME_PATTERN } from './common';
import { isCalendarDate, isInCalendarWindow } from './calendar';
import { APPOINTMENT_STATUSES, APPOINTMENT_PHONE_DIGITS, DEFAULT_DIAL_CODE, DIAL_CODES, type DialCode } from './constants';
import { normalizePhone } from './phone';

const m = messages.appointments;

/** The guest booking payload (docs/product-public.md#booking). */
export interface GuestAppointmentPayload {
  first_name: string;
  last_name: string;
  email: string;
  /** Dial code plus 10 digits, e.g. '+905321234567'. */
  phone: string;
  expert_id: number;
  venue_id: number;
  service_id: number;
  sub_service_id: number | null;
  appointment_date: string;
  appointment_time: string;
  notes: string;
}

/** The spec's signed-in booking payload: the same minus the contact details. */
export type UserAppointmentPayload = Omit<GuestAppointmentPayload, 'first_name' | 'last_name' | 'email' | 'phone'>;

export const createdAppointmentSchema = z.object({
  id: z.number().int(),
  status: z.enum(APPOINTMENT_STATUSES),
  venue_id: z.number().int(),
  expert_id: z.number().int(),
  service_id: z.number().int(),
  sub_service_id: z.number().int().nullable(),
  appointment_date: z.string(),
  appointment_time: z.string(),
  duration_minutes: z.number().int(),
  /** Lira, copied at booking time. */
  price: z.number(),
  service_name: z.string(),
  sub_service_name: z.string().nullable(),
  expert_name: z.string(),
  notes: z.string().nullable(),
});
export type CreatedAppointment = z.infer<typeof createdAppointmentSchema>;
export const createdAppointmentResponseSchema = ok(createdAppointmentSchema);
/**
 * The guest's booking answer (decision 072): the booking plus its manage token, the same one the confirmation message
 * carries, so the confirmation page (`/randevu/{token}/onay`) reads the booking back after a reload.
 */
export const guestCreatedAppointmentSchema = createdAppointmentSchema.extend({ manage_token: z.string() });
export type GuestCreatedAppointment = z.infer<typeof guestCreatedAppointmentSchema>;
export const guestCreatedAppointmentResponseSchema = ok(guestCreatedAppointmentSchema);

// ---------------------------------------------------------------------------------------------
// Ordered validation (docs/product-public.md#booking-validation), shared by the server and the booking sheet.
// ---------------------------------------------------------------------------------------------

export const APPOINTMENT_NOTES_MAX_LENGTH = 500;
export const APPOINTMENT_NAME_MAX_LENGTH = 50;
/** Whitespace or a control character (NUL included): never part of an e-mail address. */
const hasForbiddenEmailChar = (value: string) => {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return /\s/.test(value);
};

/**
 * 'contains @ and a dot' made precise: something@something.something, no spaces. Written
 * without a backtracking pattern (the old /^[^\s@]+@[^\s@]+\.[^\s@]+$/ took seconds on
 * 'a@' + '.'.repeat(40000) + ' ') and only after the length cap.
 */
export function isAppointmentEmail(value: string): boolean {
  if (value.length > 254 || hasForbiddenEmailChar(value)) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  const domain = value.slice(at + 1);
  // A dot with at least one character on each side.
  return domain.length >= 3 && domain.slice(1, -1).includes('.');
}
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const MAX_ID = 2_147_483_647;

export type AppointmentMode = 'guest' | 'user';

export interface AppointmentValidationContext {
  mode: AppointmentMode;
  /**
   * Whether the venue offers active sub-services for the chosen service. A sub-service is then
   * required (docs/product-public.md#booking-validation, step 3). Unknown (undefined) counts as true.
   */
  subServicesExist?: boolean;
  /**
   * How a guest's phone is read (decision 087): 'sheet' (default) is the spec's rule for the public sheet, a dial
   * code plus exactly 10 digits; 'server' accepts every spelling the normaliser accepts ('+90 0532 …', '90532…').
   * Both answer E.164.
   */
  phoneRule?: 'sheet' | 'server';
}

/** A booking that passed the ordered validation: the payload's ids and times, normalised. */
export interface ValidAppointment extends Omit<UserAppointmentPayload, 'notes'> {
  /** Null for a signed-in booking (the account's details are used). */
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  /** Normalised: E.164 ('+905321234567'). */
  phone: string | null;
  /** Trimmed; null when blank (the sheet sends a single space for "no notes"). */
  notes: string | null;
}

export type AppointmentValidation =
  { success: true; data: ValidAppointment } | { success: false; message: string; errors: Record<string, string> };

export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || v === 0;

/** A positive integer id from a number or a digit string; null when it is not one. */
export function parsePositiveId(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 && n <= MAX_ID ? n : null;
}

export type PhoneParse =
  | { kind: 'empty' }
  | { kind: 'badDialCode' }
  | { kind: 'badNumber' }
  | { kind: 'ok'; dialCode: DialCode; number: string; value: string };

/** A guest's phone read by the normaliser (decision 087), in the sheet's terms. */
export function parseServerPhone(raw: unknown): PhoneParse {
  const result = normalizePhone(raw);
  if (!result.ok) return { kind: result.kind };
  return { kind: 'ok', dialCode: result.dialCode, number: result.national, value: result.e164 };
}

/**
 * Splits '+90 532 123 45 67' into dial code and local number. Spaces are ignored; a number
 * without a '+' prefix gets the default dial code. No dial code is a prefix of another, so
 * the split is unambiguous.
 */
export function parseAppointmentPhone(raw: unknown): PhoneParse {
  if (typeof raw !== 'string' && typeof raw !== 'number') return { kind: 'empty' };
  const compact = String(raw).replace(/\s+/g, '');
  if (compact === '') return { kind: 'empty' };
  let dialCode: DialCode = DEFAULT_DIAL_CODE;
  let local = compact;
  if (compact.startsWith('+')) {
    const code = DIAL_CODES.find((c) => compact.startsWith(c));
    if (!code) return { kind: 'badDialCode' };
    dialCode = code;
    local = compact.slice(code.length);
    if (local === '') return { kind: 'empty' };
  }
  if (!new RegExp(`^\\d{${APPOINTMENT_PHONE_DIGITS}}$`).test(local)) return { kind: 'badNumber' };
  return { kind: 'ok', dialCode, number: local, value: `${dialCode}${local}` };
}

const cleanName = (v: unknown) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : '');

/**
 * Checks a booking payload in the spec's order and returns either the normalised booking or
 * the first failing message plus every failing field's message:
 *   1. (guest) first name, last name, e-mail and phone present      → fillAll
 *   2. expert and time present                                      → expertAndTime
 *   3. a sub-service when the service has any                       → subServiceRequired
 *   4. (guest) phone: a known dial code and exactly 10 digits       → dialCodeInvalid / phoneInvalid
 *   5. (guest) e-mail has an @ and a dot                            → emailInvalid
 *   6. first name, last name (guest), expert and sub-service valid  → firstNameInvalid … subServiceInvalid
 *   then venue, service, date, time format and notes length.
 */
export function validateAppointment(input: unknown, ctx: AppointmentValidationContext): AppointmentValidation {
  const body = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const guest = ctx.mode === 'guest';
  const failures: [field: string, message: string][] = [];
  const fail = (field: string, message: string) => failures.push([field, message]);

  // 1. Contact details present.
  const phone = guest ? (ctx.phoneRule === 'server' ? parseServerPhone : parseAppointmentPhone)(body.phone) : null;
  if (guest) {
    if (isBlank(body.first_name) || typeof body.first_name !== 'string') fail('first_name', m.fillAll);
    if (isBlank(body.last_name) || typeof body.last_name !== 'string') fail('last_name', m.fillAll);
    if (isBlank(body.email) || typeof body.email !== 'string') fail('email', m.fillAll);
    if (phone!.kind === 'empty') fail('phone', m.fillAll);
  }

  // 2. Expert and time chosen.
  if (isBlank(body.expert_id)) fail('expert_id', m.expertAndTime);
  if (isBlank(body.appointment_time)) fail('appointment_time', m.expertAndTime);

  // 3. A sub-service when the service has any.
  if (ctx.subServicesExist !== false && isBlank(body.sub_service_id)) fail('sub_service_id', m.subServiceRequired);

  // 4. Phone. 5. E-mail.
  if (guest) {
    if (phone!.kind === 'badDialCode') fail('phone', m.dialCodeInvalid);
    if (phone!.kind === 'badNumber') fail('phone', m.phoneInvalid);
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (email !== '' && !isAppointmentEmail(email)) fail('email', m.emailInvalid);
  }

  // 6. Further checks of names, expert and sub-service.
  const firstName = cleanName(body.first_name);
  const lastName = cleanName(body.last_name);
  if (guest) {
    if (firstName !== '' && (firstName.length > APPOINTMENT_NAME_MAX_LENGTH || !PERSON_NAME_PATTERN.test(firstName)))
      fail('first_name', m.firstNameInvalid);
    if (lastName !== '' && (lastName.length > APPOINTMENT_NAME_MAX_LENGTH || !PERSON_NAME_PATTERN.test(lastName)))
      fail('last_name', m.lastNameInvalid);
  }
  const expertId = parsePositiveId(body.expert_id);
  if (!isBlank(body.expert_id) && expertId === null) fail('expert_id', m.expertRequired);
  const subServiceId = parsePositiveId(body.sub_service_id);
  if (!isBlank(body.sub_service_id) && subServiceId === null) fail('sub_service_id', m.subServiceInvalid);

  // Then the fields the sheet fills in by itself.
  const venueId = parsePositiveId(body.venue_id);
  if (venueId === null) fail('venue_id', m.venueRequired);
  const serviceId = parsePositiveId(body.service_id);
  if (serviceId === null) fail('service_id', m.serviceRequired);
  const date = typeof body.appointment_date === 'string' ? body.appointment_date.trim() : '';
  if (!isCalendarDate(date)) fail('appointment_date', m.dateInvalid);
  else if (!isInCalendarWindow(date)) fail('appointment_date', messages.common.dateOutOfRange);
  const time = typeof body.appointment_time === 'string' ? body.appointment_time.trim() : '';
  if (!isBlank(body.appointment_time) && !TIME_PATTERN.test(time)) fail('appointment_time', m.timeInvalid);
  const notesRaw = body.notes;
  const notes = typeof notesRaw === 'string' ? notesRaw.trim() : notesRaw == null ? '' : null;
  if (notes === null || notes.length > APPOINTMENT_NOTES_MAX_LENGTH) fail('notes', m.notesTooLong);
  else if (hasNul(notes)) fail('notes', messages.common.invalidCharacters);

  if (failures.length) {
    const errors: Record<string, string> = {};
    for (const [field, message] of failures) errors[field] ??= message;
    return { success: false, message: failures[0]![1], errors };
  }
  return {
    success: true,
    data: {
      first_name: guest ? firstName : null,
      last_name: guest ? lastName : null,
      email: guest ? (body.email as string).trim().toLowerCase() : null,
      phone: guest && phone!.kind === 'ok' ? phone!.value : null,
      expert_id: expertId!,
      venue_id: venueId!,
      service_id: serviceId!,
      sub_service_id: subServiceId,
      appointment_date: date,
      appointment_time: time,
      notes: notes ? notes : null,
    },
  };
}

export const validateGuestAppointment = (input: unknown, subServicesExist?: boolean) =>
  validateAppointment(input, { mode: 'guest', subServicesExist });
export const validateUserAppointment = (input: unknown, subServicesExist?: boolean) =>
  validateAppointment(input, { mode: 'user', subServicesExist });
