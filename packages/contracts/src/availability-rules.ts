/**
 * Availability rules: expert time off, venue closures, public holidays, the venue's booking rules and the
 * public list of closed days. Time off is given in the venue's local wall time ('YYYY-MM-DDTHH:mm', Europe/Istanbul),
 * unlike the UTC instants of an appointment; closures and holidays are whole venue days ('YYYY-MM-DD').
 */
import { z } from 'zod';
import { messages } from './messages';
import { calendarDateSchema, idParam, noNul, ok } from './common';
import { isCalendarDate } from './calendar';
import { WEEKDAYS } from './constants';

const m = messages.availabilityRules;

/** Bounds of the booking rules (the database checks the same). */
export const BOOKING_RULE_LIMITS = {
  minNoticeMinutes: { min: 0, max: 10_080, default: 60 },
  horizonDays: { min: 1, max: 365, default: 90 },
  cancellationNoticeHours: { min: 0, max: 168, default: 2 },
  pendingExpiryHours: { min: 1, max: 168, default: 24 },
  bufferMinutes: { min: 0, max: 120, default: 0 },
  /** Decision 091: null (off) by default. */
  noShowRequestThreshold: { min: 1, max: 10 },
} as const;
export const SLOT_INTERVALS = [5, 10, 15, 20, 30, 45, 60, 90, 120] as const;
/** Breaks per working day, time-off records per expert and closures per venue that can be stored. */
export const MAX_BREAKS_PER_DAY = 10;
export const MAX_RULE_RECORDS = 200;
/** Time off and closures reach at most this many days past today (venue time). */
export const RULE_RECORD_HORIZON_DAYS = 366;

/** 'YYYY-MM-DDTHH:mm' in venue wall time, a day that exists. */
export const localDateTimeField = z
  .string({ error: m.dateTimeInvalid })
  .max(16, { error: m.dateTimeInvalid, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, { error: m.dateTimeInvalid, abort: true })
  .refine((v) => isCalendarDate(v.slice(0, 10)), { error: m.dateTimeInvalid });

const reasonField = z
  .string({ error: m.reasonTooLong })
  .max(800, { error: m.reasonTooLong })
  .trim()
  .max(200, { error: m.reasonTooLong })
  .refine(...noNul())
  .nullish()
  .transform((v) => v || null);

/** `force: true` keeps the appointments already booked inside the new record (409 lists them otherwise). */
const forceField = z.boolean({ error: m.openInvalid }).optional().default(false);

/** An appointment in the way of a new rule, as the 409 answer lists it (`conflicts`). */
export const ruleConflictSchema = z.object({
  id: z.number().int(),
  expert_id: z.number().int(),
  expert_name: z.string(),
  customer_name: z.string(),
  status: z.enum(['pending', 'confirmed']),
  /** Venue wall time 'YYYY-MM-DDTHH:mm'. */
  starts_at: z.string(),
  ends_at: z.string(),
});
export type RuleConflict = z.infer<typeof ruleConflictSchema>;
/** A 409 lists at most this many of the appointments in the way; its message counts them all. */
export const RULE_CONFLICTS_LISTED_MAX = 100;
export const ruleConflictResponseSchema = z.object({
  success: z.literal(false),
  code: z.literal('RULE_CONFLICT'),
  message: z.string(),
  conflicts: z.array(ruleConflictSchema),
});
export type RuleConflictResponse = z.infer<typeof ruleConflictResponseSchema>;

// ---- Expert time off: /api/owner/experts/{id}/time-off ----
export const expertTimeOffParamsSchema = z.object({ id: idParam });
export const expertTimeOffItemParamsSchema = z.object({ id: idParam, timeOffId: idParam });

export const createTimeOffBodySchema = z
  .object({ starts_at: localDateTimeField, ends_at: localDateTimeField, reason: reasonField, force: forceField })
  .refine((b) => b.ends_at > b.starts_at, { error: m.timeOffOrder, path: ['ends_at'] });
export type CreateTimeOffBody = z.input<typeof createTimeOffBodySchema>;
export type CreateTimeOffValues = z.output<typeof createTimeOffBodySchema>;

export const timeOffSchema = z.object({
  id: z.number().int(),
  expert_id: z.number().int(),
  /** Venue wall time 'YYYY-MM-DDTHH:mm'. */
  starts_at: z.string(),
  ends_at: z.string(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type TimeOff = z.infer<typeof timeOffSchema>;
export const timeOffListResponseSchema = ok(z.array(timeOffSchema));
export const timeOffResponseSchema = ok(timeOffSchema);

// ---- Venue closures: /api/owner/venues/{id}/closures ----
export const venueClosureParamsSchema = z.object({ id: idParam });
export const venueClosureItemParamsSchema = z.object({ id: idParam, closureId: idParam });

export const createClosureBodySchema = z
  .object({
    start_date: calendarDateSchema(m.dateInvalid),
    end_date: calendarDateSchema(m.dateInvalid),
    reason: reasonField,
    force: forceField,
  })
  .refine((b) => b.end_date >= b.start_date, { error: m.closureOrder, path: ['end_date'] });
export type CreateClosureBody = z.input<typeof createClosureBodySchema>;
export type CreateClosureValues = z.output<typeof createClosureBodySchema>;

export const closureSchema = z.object({
  id: z.number().int(),
  venue_id: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type Closure = z.infer<typeof closureSchema>;
export const closureListResponseSchema = ok(z.array(closureSchema));
export const closureResponseSchema = ok(closureSchema);

/** DELETE of a time-off record or a closure answers with the id it removed. */
export const ruleRecordDeletedResponseSchema = ok(z.object({ id: z.number().int() }));

// ---- Public holidays: /api/owner/venues/{id}/holidays ----
export const venueHolidaysParamsSchema = z.object({ id: idParam });
export const venueHolidaysQuerySchema = z.object({
  year: z.coerce
    .number({ error: m.yearInvalid })
    .int({ error: m.yearInvalid })
    .min(2000, { error: m.yearInvalid })
    .max(2100, { error: m.yearInvalid }),
});
export const venueHolidayParamsSchema = z.object({ id: idParam, date: calendarDateSchema(m.dateInvalid) });
export const updateHolidayBodySchema = z.object({ open: z.boolean({ error: m.openInvalid }), force: forceField });
export type UpdateHolidayBody = z.input<typeof updateHolidayBodySchema>;

/**
 * PUT /api/owner/venues/{id}/holidays: the holiday question, asked once (decision 075). Every holiday from today to the
 * end of next year takes the answer: whole days `holidays_open`, eves (arife, 28 October afternoon) `eves_open`.
 */
export const answerHolidaysBodySchema = z.object({
  holidays_open: z.boolean({ error: m.openInvalid }),
  eves_open: z.boolean({ error: m.openInvalid }),
  force: forceField,
});
export type AnswerHolidaysBody = z.input<typeof answerHolidaysBodySchema>;

export const venueHolidaySchema = z.object({
  date: z.string(),
  name: z.string(),
  /** An eve (arife, 28 October): closed from 13:00 only. */
  half_day: z.boolean(),
  /** The owner opened it; a holiday is closed by default. */
  open: z.boolean(),
});
export type VenueHoliday = z.infer<typeof venueHolidaySchema>;
export const venueHolidayListResponseSchema = ok(z.array(venueHolidaySchema));
export const venueHolidayResponseSchema = ok(venueHolidaySchema);

// ---- Booking rules: /api/owner/venues/{id}/booking-rules ----
const L = BOOKING_RULE_LIMITS;
const intIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

export const bookingRulesSchema = z.object({
  min_notice_minutes: z.number().int(),
  horizon_days: z.number().int(),
  cancellation_notice_hours: z.number().int(),
  slot_interval_minutes: z.number().int(),
  /** Decision 036: customer bookings are confirmed at once. */
  auto_confirm: z.boolean(),
  /** Decision 036: a request not decided within this many hours (never later than 2 hours before its start) expires. */
  pending_expiry_hours: z.number().int(),
  /**
   * Decision 091: after this many no-shows in the last 90 days, the person's online bookings are requests even where
   * bookings are confirmed at once; null: off.
   */
  no_show_request_threshold: z.number().int().nullable(),
});
export type BookingRules = z.infer<typeof bookingRulesSchema>;
export const bookingRulesResponseSchema = ok(bookingRulesSchema);

/** PUT takes any subset; the fields left out keep their values. */
export const updateBookingRulesBodySchema = z
  .object({
    min_notice_minutes: intIn(L.minNoticeMinutes.min, L.minNoticeMinutes.max, m.minNoticeInvalid).optional(),
    horizon_days: intIn(L.horizonDays.min, L.horizonDays.max, m.horizonInvalid).optional(),
    cancellation_notice_hours: intIn(
      L.cancellationNoticeHours.min,
      L.cancellationNoticeHours.max,
      m.cancellationNoticeInvalid,
    ).optional(),
    slot_interval_minutes: z
      .number({ error: m.slotIntervalInvalid })
      .refine((v) => (SLOT_INTERVALS as readonly number[]).includes(v), { error: m.slotIntervalInvalid })
      .optional(),
    auto_confirm: z.boolean({ error: m.autoConfirmInvalid }).optional(),
    pending_expiry_hours: intIn(L.pendingExpiryHours.min, L.pendingExpiryHours.max, m.pendingExpiryInvalid).optional(),
    no_show_request_threshold: intIn(L.noShowRequestThreshold.min, L.noShowRequestThreshold.max, m.noShowThresholdInvalid)
      .nullable()
      .optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: m.noRuleGiven });
export type UpdateBookingRulesBody = z.input<typeof updateBookingRulesBodySchema>;

/** Buffer after a sub-service (`buffer_minutes`), on its create and update calls. */
export const bufferMinutesField = intIn(L.bufferMinutes.min, L.bufferMinutes.max, m.bufferInvalid);

// ---- Public: GET /api/venues/{id}/closed-days?from=&to= (the booking sheet's date strip) ----
export const CLOSED_DAYS_MAX_SPAN = 62;
export const closedDaysQuerySchema = z
  .object({
    from: calendarDateSchema(messages.appointments.dateInvalid),
    to: calendarDateSchema(messages.appointments.dateInvalid),
  })
  .refine((q) => q.to >= q.from, { error: messages.appointments.dateInvalid, path: ['to'] });
export type ClosedDaysQuery = z.input<typeof closedDaysQuerySchema>;

export const closedDaySchema = z.object({
  date: z.string(),
  /** weekly: the venue's weekly day off; closure: an owner's closure; holiday: a public holiday the venue keeps closed. */
  kind: z.enum(['weekly', 'closure', 'holiday']),
  /** The holiday's name (holidays only). */
  name: z.string().nullable(),
  /** A holiday eve: open until 13:00. */
  half_day: z.boolean(),
});
export type ClosedDay = z.infer<typeof closedDaySchema>;
export const closedDaysResponseSchema = ok(z.array(closedDaySchema));

// ---- PUT /api/owner/venues/{id}/breaks (decision 078) ----
const breakTimeField = z
  .string({ error: m.breakInvalid })
  .max(5, { error: m.breakInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: m.breakInvalid });

/**
 * One break ('Öğle arası') for chosen experts of the venue on chosen weekdays, in one submit and one transaction: on
 * each of those days the expert works it replaces the breaks it overlaps; a day off, or hours it does not fit in, is
 * skipped and counted.
 */
export const applyVenueBreakBodySchema = z
  .object({
    start: breakTimeField,
    end: breakTimeField,
    expert_ids: z
      .array(z.number({ error: m.breakExpertsRequired }).int().positive(), { error: m.breakExpertsRequired })
      .min(1, { error: m.breakExpertsRequired })
      .max(100, { error: m.breakExpertsRequired }),
    weekdays: z
      .array(z.enum(WEEKDAYS, { error: m.breakWeekdaysRequired }), { error: m.breakWeekdaysRequired })
      .min(1, { error: m.breakWeekdaysRequired })
      .max(7, { error: m.breakWeekdaysRequired }),
  })
  .refine((b) => b.start < b.end, { error: m.breakInvalid, path: ['end'] });
export type ApplyVenueBreakBody = z.infer<typeof applyVenueBreakBodySchema>;

export const venueBreakAppliedSchema = z.object({
  /** Working days that now have the break. */
  days_updated: z.number().int(),
  /** Chosen days left as they were: the expert does not work then, or the break does not fit in their hours. */
  days_skipped: z.number().int(),
});
export type VenueBreakApplied = z.infer<typeof venueBreakAppliedSchema>;
export const venueBreakAppliedResponseSchema = ok(venueBreakAppliedSchema);
