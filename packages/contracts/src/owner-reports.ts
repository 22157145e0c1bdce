/**
 * The owner's reports of a venue: GET /api/owner/venues/{id}/reports?from=&to=. A day is a venue calendar
 * day (Europe/Istanbul); an appointment belongs to the day and hour its start shows on the venue's clock. Amounts are
 * lira, as every payload carries them.
 */
import { z } from 'zod';
import { messages } from './messages';
import { calendarDateSchema } from './common';
import { addDays } from './calendar';

const m = messages.ownerReports;

/** The longest period one report covers (a leap year). */
export const OWNER_REPORTS_MAX_DAYS = 366;

export const ownerReportsQuerySchema = z
  .object({ from: calendarDateSchema(m.rangeInvalid), to: calendarDateSchema(m.rangeInvalid) })
  .refine((q) => q.to >= q.from, { error: m.rangeInvalid, path: ['to'] })
  .refine((q) => q.to <= addDays(q.from, OWNER_REPORTS_MAX_DAYS - 1), {
    error: m.rangeTooLong.replace('{days}', String(OWNER_REPORTS_MAX_DAYS)),
    path: ['to'],
  });
export type OwnerReportsQuery = z.input<typeof ownerReportsQuerySchema>;

const count = z.number().int();
const lira = z.number();
/** A share between 0 and 1 (four decimals), null when there is nothing to divide by. */
const rate = z.number().nullable();

/**
 * The period's appointments by status. `booked` = pending + confirmed + completed + no_show: the appointments that
 * hold (or held) an expert's time; the series, the hours grid, experts and sub-services count those.
 */
export const reportTotalsSchema = z.object({
  appointments: count,
  booked: count,
  completed: count,
  upcoming: count,
  cancelled_by_customer: count,
  /** The owner's cancellations, rejected requests included. */
  cancelled_by_owner: count,
  expired: count,
  no_show: count,
  /** The prices of the completed appointments. */
  revenue: lira,
  average_per_visit: lira.nullable(),
  /** (cancelled by the customer + by the owner) / appointments. */
  cancellation_rate: rate,
  /** no_show / (completed + no_show): of the visits that were due, how many did not come. */
  no_show_rate: rate,
});
export type ReportTotals = z.infer<typeof reportTotalsSchema>;

export const reportDaySchema = z.object({ date: z.string(), booked: count, completed: count, revenue: lira });
/** Weekday 1 (Monday) … 7, hour 0–23 of the venue's clock; only cells with appointments. */
export const reportHourSchema = z.object({ weekday: count, hour: count, booked: count });
export const reportExpertSchema = z.object({
  expert_id: count,
  name: z.string(),
  booked: count,
  completed: count,
  no_show: count,
  revenue: lira,
  booked_minutes: count,
  /**
   * The minutes the expert could be booked in the period: weekly hours inside the venue's, less breaks, time off,
   * closures and the public holidays the venue has not opened (the slot function's rules).
   */
  available_minutes: count,
  /** booked_minutes / available_minutes (four decimals; above 1 when the front desk booked outside the hours); null without hours. */
  occupancy: rate,
});
export const reportSubServiceSchema = z.object({
  sub_service_id: count.nullable(),
  name: z.string(),
  booked: count,
  completed: count,
  revenue: lira,
});
/**
 * The people (one per phone, else e-mail) with a booked appointment in the period: `new` when their first booked
 * appointment at this venue is in the period, `returning` when they had one before it.
 */
export const reportCustomersSchema = z.object({ total: count, new: count, returning: count });

export const ownerReportSchema = z.object({
  venue_id: count,
  from: z.string(),
  to: z.string(),
  totals: reportTotalsSchema,
  by_day: z.array(reportDaySchema),
  busiest_hours: z.array(reportHourSchema),
  by_expert: z.array(reportExpertSchema),
  by_sub_service: z.array(reportSubServiceSchema),
  customers: reportCustomersSchema,
});
export type OwnerReport = z.infer<typeof ownerReportSchema>;
export const ownerReportResponseSchema = z.object({ success: z.literal(true), data: ownerReportSchema });
