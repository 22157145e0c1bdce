import { allowedActionsSchema } from './appointment-actions';
/**
 * The owner's calendar and front desk: GET /api/owner/venues/{id}/calendar, owner-entered bookings
 * (POST /api/owner/venues/{id}/appointments) and moves (PUT /api/owner/appointments/{id}). Dates and times are venue
 * wall time (Europe/Istanbul): 'YYYY-MM-DD', 'HH:mm', and 'YYYY-MM-DDTHH:mm' for a moment.
 */
import { z } from 'zod';
import { messages } from './messages';
import { APPOINTMENT_STATUSES } from './constants';
import { calendarDateSchema, idParam, noNul, ok, PERSON_NAME_PATTERN } from './common';
import { APPOINTMENT_NAME_MAX_LENGTH, APPOINTMENT_NOTES_MAX_LENGTH, isAppointmentEmail, TIME_PATTERN } from './appointments';
import { normalizePhone, phoneSearchDigits } from './phone';
import { expertWorkingHoursSchema } from './experts';
import { ownerWorkingHoursSchema } from './owner-venues';
import { expertDayHoursSchema, venueDayHoursSchema } from './day-hours';
import { closureSchema, timeOffSchema, venueHolidaySchema } from './availability-rules';
import { addDays } from './calendar';
import { noShowFields } from './no-shows';

const m = messages.ownerCalendar;

/** The longest range one calendar request may cover. */
export const OWNER_CALENDAR_MAX_DAYS = 31;

const id = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message }).max(2_147_483_647, { error: message });
const timeField = z
  .string({ error: m.timeInvalid })
  .max(5, { error: m.timeInvalid })
  .regex(TIME_PATTERN, { error: m.timeInvalid });
/** Optional (decision 090): '' or null is none; a booking without any name is shown as "Kapıdan müşteri". */
const nameField = (message: string) =>
  z
    .string({ error: message })
    .max(APPOINTMENT_NAME_MAX_LENGTH * 4, { error: message })
    .trim()
    .max(APPOINTMENT_NAME_MAX_LENGTH, { error: message })
    .refine((v) => v === '' || PERSON_NAME_PATTERN.test(v), { error: message })
    .nullish()
    .transform((v) => v ?? '');
/** Any spelling the normaliser accepts ('0532 123 45 67', '+90 532…', '532-123-45-67') → E.164 (decision 087). */
const phoneField = z
  .string({ error: m.phoneInvalid })
  .max(40, { error: m.phoneInvalid })
  .nullish()
  .transform((v, ctx) => {
    // Optional (decision 090): '' or null is none.
    const raw = v ?? '';
    if (raw.trim() === '') return null;
    const parsed = normalizePhone(raw);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: m.phoneInvalid });
      return z.NEVER;
    }
    return parsed.e164;
  });
/** Optional: '' or null is none. */
const emailField = z
  .string({ error: m.emailInvalid })
  .max(254, { error: m.emailInvalid })
  .trim()
  .refine((v) => v === '' || isAppointmentEmail(v), { error: m.emailInvalid })
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null));
const notesField = z
  .string({ error: m.notesTooLong })
  .max(APPOINTMENT_NOTES_MAX_LENGTH * 4, { error: m.notesTooLong })
  .trim()
  .max(APPOINTMENT_NOTES_MAX_LENGTH, { error: m.notesTooLong })
  .refine(...noNul())
  .nullish()
  .transform((v) => v || null);
/** The owner confirmed a warning: the start may lie outside hours, in a break, time off, a closure or a holiday. */
const outsideHoursField = z.boolean({ error: m.outsideHoursInvalid }).optional().default(false);
/**
 * The owner confirmed the buffer warning (decision 098): the start may fall in an expert's buffer before or after
 * another appointment; an overlap with the appointment itself is still refused.
 */
const overrideBufferField = z.boolean({ error: m.overrideBufferInvalid }).optional().default(false);

/**
 * POST /api/owner/venues/{id}/appointments: a walk-in or phone booking, confirmed at once. Decision 090: every customer
 * field is optional (a contactless walk-in); `starts_now` ("Şu an koltukta") starts it at this minute and needs no date or
 * time; `notify_customer` ("Müşteriye SMS gönder") decides whether the customer is messaged about it, by default yes
 * unless it starts now.
 */
export const ownerBookingBodySchema = z
  .object({
    expert_id: id(m.expertRequired),
    service_id: id(m.serviceRequired),
    sub_service_id: id(m.subServiceInvalid).nullish(),
    appointment_date: calendarDateSchema(m.dateInvalid).optional(),
    appointment_time: timeField.optional(),
    first_name: nameField(m.firstNameInvalid),
    last_name: nameField(m.lastNameInvalid),
    phone: phoneField,
    email: emailField,
    notes: notesField,
    outside_hours: outsideHoursField,
    override_buffer: overrideBufferField,
    starts_now: z.boolean({ error: m.startsNowInvalid }).optional().default(false),
    notify_customer: z.boolean({ error: m.notifyCustomerInvalid }).optional(),
    /**
     * The venue's card the booking is for (decision 093), as the lookup found it: a daughter booked under her mother's
     * shared number stays on her own card. Without it the card is chosen by the phone, else the e-mail (decision 086).
     */
    customer_id: id(m.customerCardInvalid).nullish(),
  })
  .superRefine((b, ctx) => {
    if (b.starts_now) return;
    if (!b.appointment_date) ctx.addIssue({ code: 'custom', message: m.dateInvalid, path: ['appointment_date'] });
    if (!b.appointment_time) ctx.addIssue({ code: 'custom', message: m.timeInvalid, path: ['appointment_time'] });
  });
/** How a customer is named on the calendar and the cards: the names given, else "Kapıdan müşteri" (decision 090). */
export function customerDisplayName(c: { first_name: string; last_name: string }): string {
  return `${c.first_name} ${c.last_name}`.trim() || m.walkInName;
}

/** Whether the front desk has any way to reach the customer (decision 090): without one nothing is sent. */
export const hasCustomerContact = (c: { phone: string | null; email: string | null }): boolean => !!(c.phone || c.email);

export type OwnerBookingBody = z.input<typeof ownerBookingBodySchema>;
export type OwnerBookingValues = z.output<typeof ownerBookingBodySchema>;

/** PUT /api/owner/appointments/{id}: another time, expert or sub-service; the old time is held until the new one is. */
export const moveAppointmentBodySchema = z.object({
  expert_id: id(m.expertRequired),
  appointment_date: calendarDateSchema(m.dateInvalid),
  appointment_time: timeField,
  sub_service_id: id(m.subServiceInvalid).nullish(),
  outside_hours: outsideHoursField,
  override_buffer: overrideBufferField,
});
export type MoveAppointmentBody = z.input<typeof moveAppointmentBodySchema>;
export type MoveAppointmentValues = z.output<typeof moveAppointmentBodySchema>;

// ---- GET /api/owner/venues/{id}/calendar?from=&to= ----
export const ownerCalendarParamsSchema = z.object({ id: idParam });
export const ownerCalendarQuerySchema = z
  .object({ from: calendarDateSchema(m.rangeInvalid), to: calendarDateSchema(m.rangeInvalid) })
  .refine((q) => q.to >= q.from, { error: m.rangeInvalid, path: ['to'] })
  .refine((q) => q.to <= addDays(q.from, OWNER_CALENDAR_MAX_DAYS - 1), {
    error: m.rangeTooLong.replace('{days}', String(OWNER_CALENDAR_MAX_DAYS)),
    path: ['to'],
  });
export type OwnerCalendarQuery = z.input<typeof ownerCalendarQuerySchema>;

/** An appointment block: pending, confirmed, completed and no-show ones (cancelled and expired are not drawn). */
export const calendarAppointmentSchema = z.object({
  id: z.number().int(),
  expert_id: z.number().int(),
  status: z.enum(APPOINTMENT_STATUSES),
  appointment_date: z.string(),
  appointment_time: z.string(),
  /** Instants (ISO, UTC), as on every appointment payload. */
  starts_at: z.string(),
  ends_at: z.string(),
  /** The same moments as venue wall time 'YYYY-MM-DDTHH:mm': where the grid draws the block. */
  starts_at_local: z.string(),
  ends_at_local: z.string(),
  /** What the owner may do now (decision 059), computed by the server's state machine; the web only shows it. */
  allowed_actions: allowedActionsSchema,
  duration_minutes: z.number().int(),
  /**
   * The venue's card of the person (decision 086): `id` is the card's, as in /api/owner/venues/{id}/customers/{customerId}.
   * A contactless walk-in (decision 090) has no phone and no e-mail; no name is '' (shown as "Kapıdan müşteri").
   */
  customer: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    ...noShowFields,
  }),
  is_guest: z.boolean(),
  /** Who made it: the customer online, or the owner at the front desk. */
  booked_by: z.enum(['customer', 'owner']),
  service_id: z.number().int(),
  service_name: z.string(),
  sub_service_id: z.number().int().nullable(),
  sub_service_name: z.string().nullable(),
  notes: z.string().nullable(),
  /** Lira. */
  price: z.number(),
  venue_id: z.number().int(),
  venue_name: z.string(),
  /**
   * The customer's history at this venue before this appointment (decision 077): its ordinal among their visits
   * (completed visits before it, plus one: 1 is a first visit) and how many times they did not come before it.
   */
  visit_number: z.number().int(),
  prior_no_shows: z.number().int(),
});
export type CalendarAppointment = z.infer<typeof calendarAppointmentSchema>;

export const calendarExpertSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  photo_url: z.string().nullable(),
  is_active: z.boolean(),
  working_hours: expertWorkingHoursSchema,
});
export type CalendarExpert = z.infer<typeof calendarExpertSchema>;

export const ownerCalendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The venue's live experts (inactive ones too, so their appointments have a column), by name. */
  experts: z.array(calendarExpertSchema),
  venue_hours: ownerWorkingHoursSchema,
  appointments: z.array(calendarAppointmentSchema),
  time_off: z.array(timeOffSchema),
  closures: z.array(closureSchema),
  /** Holidays inside the range, with the venue's choice. */
  holidays: z.array(venueHolidaySchema),
  /** Experts' hours for single dates inside the range (decision 100), overriding their weekly hours. */
  expert_days: z.array(expertDayHoursSchema),
  /** Dates inside the range the venue opened with their own hours (decision 100). */
  venue_days: z.array(venueDayHoursSchema),
});
export type OwnerCalendar = z.infer<typeof ownerCalendarSchema>;
export const ownerCalendarResponseSchema = ok(ownerCalendarSchema);

// ---- GET /api/owner/venues/{id}/customers?phone= ----
/** At most this many returning customers answer one lookup. */
export const CUSTOMER_LOOKUP_LIMIT = 8;
/**
 * The digits the owner has typed so far ('0532', '+90 532 12', '(0532) 123'), matched against E.164 storage
 * (decision 087, `phoneSearchDigits`): separators, a trunk '0' and Turkey's '+90' are dropped, then 3 to 15 digits
 * remain ('532', '53212', '532123'). Letters and pattern characters are refused.
 */
export const customerLookupQuerySchema = z.object({
  phone: z
    .string({ error: m.lookupPhoneInvalid })
    .max(40, { error: m.lookupPhoneInvalid })
    .transform((v, ctx) => {
      const digits = phoneSearchDigits(v);
      if (!/^\+?[\d\s\-./()]+$/.test(v.trim()) || !/^\d{3,15}$/.test(digits)) {
        ctx.addIssue({ code: 'custom', message: m.lookupPhoneInvalid });
        return z.NEVER;
      }
      return digits;
    }),
});
export type CustomerLookupQuery = z.input<typeof customerLookupQuerySchema>;

/** A returning customer of the venue: their card's id, names, phone and e-mail. */
export const customerMatchSchema = z.object({
  /** The card (decision 086): sent back as the front-desk booking's `customer_id`. */
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  /** Visits that happened (completed appointments; decision 091). */
  visits: z.number().int(),
  /** Pending or confirmed appointments still to start. */
  upcoming: z.number().int(),
  /** Venue day of the latest completed appointment, 'YYYY-MM-DD'; null before the first visit. */
  last_visit: z.string().nullable(),
  ...noShowFields,
});
export type CustomerMatch = z.infer<typeof customerMatchSchema>;
export const customerLookupResponseSchema = ok(z.array(customerMatchSchema));
