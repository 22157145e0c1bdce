/**
 * Hours for one venue day (decision 100): an expert's hours, breaks or day off on a date, overriding the weekly
 * template (PUT/DELETE /api/owner/experts/{id}/days/{date}), and a venue opening a date it keeps closed, the weekly
 * day off or a public holiday (PUT/DELETE /api/owner/venues/{id}/days/{date}). Times are venue wall time 'HH:mm'.
 */
import { z } from 'zod';
import { messages } from './messages';
import { calendarDateSchema, idParam, ok } from './common';
import { MAX_BREAKS_PER_DAY } from './availability-rules';

const m = messages.dayHours;

const timeField = z
  .string({ error: m.timeInvalid })
  .max(5, { error: m.timeInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: m.timeInvalid });
const breakField = z.tuple([timeField, timeField], { error: m.breakOutside });

export const dayHoursParamsSchema = z.object({ id: idParam, date: calendarDateSchema(m.dateInvalid) });

/** An expert's day: hours with their breaks (inside, ascending, not overlapping), or off. */
export type ExpertDayHoursValues = { off: true } | { off: false; start: string; end: string; breaks: [string, string][] };

/** The first problem of a day's hours and breaks, as [field, message], or null. */
export function checkDayHours(start: string, end: string, breaks: readonly [string, string][]): [string, string] | null {
  if (!(start < end)) return ['end', m.hoursOrder];
  if (breaks.length > MAX_BREAKS_PER_DAY) return ['breaks', m.breaksTooMany];
  const sorted = [...breaks].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  for (const [s, e] of sorted) if (!(s < e) || s < start || e > end) return ['breaks', m.breakOutside];
  for (let i = 1; i < sorted.length; i++) if (sorted[i]![0] < sorted[i - 1]![1]) return ['breaks', m.breaksOverlap];
  return null;
}

/** PUT /api/owner/experts/{id}/days/{date}: `{ start, end, breaks? }` or `{ off: true }`. */
export const expertDayHoursBodySchema = z
  .object(
    {
      off: z.boolean({ error: m.offOrHours }).optional(),
      start: timeField.optional(),
      end: timeField.optional(),
      breaks: z.array(breakField, { error: m.breakOutside }).max(50, { error: m.breaksTooMany }).optional(),
    },
    { error: m.offOrHours },
  )
  .transform((b, ctx): ExpertDayHoursValues => {
    if (b.off === true) return { off: true };
    if (!b.start || !b.end) {
      ctx.addIssue({ code: 'custom', message: m.offOrHours, path: [b.start ? 'end' : 'start'] });
      return z.NEVER;
    }
    const breaks = b.breaks ?? [];
    const problem = checkDayHours(b.start, b.end, breaks);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem[1], path: [problem[0]] });
      return z.NEVER;
    }
    return { off: false, start: b.start, end: b.end, breaks: [...breaks].sort((x, y) => (x[0] < y[0] ? -1 : 1)) };
  });
export type ExpertDayHoursBody = z.input<typeof expertDayHoursBodySchema>;

/** PUT /api/owner/venues/{id}/days/{date}: the hours the venue keeps that date. */
export const venueDayHoursBodySchema = z
  .object({ start: timeField, end: timeField }, { error: m.offOrHours })
  .refine((b) => b.start < b.end, { error: m.hoursOrder, path: ['end'] });
export type VenueDayHoursBody = z.input<typeof venueDayHoursBodySchema>;

export const expertDayHoursSchema = z.object({
  expert_id: z.number().int(),
  date: z.string(),
  off: z.boolean(),
  /** 'HH:mm'; null when off. */
  start: z.string().nullable(),
  end: z.string().nullable(),
  breaks: z.array(z.tuple([z.string(), z.string()])),
});
export type ExpertDayHours = z.infer<typeof expertDayHoursSchema>;
export const expertDayHoursResponseSchema = ok(expertDayHoursSchema);

export const venueDayHoursSchema = z.object({
  venue_id: z.number().int(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
});
export type VenueDayHours = z.infer<typeof venueDayHoursSchema>;
export const venueDayHoursResponseSchema = ok(venueDayHoursSchema);

/** DELETE of either: the date that follows its weekly hours again. */
export const dayHoursRemovedResponseSchema = ok(z.object({ date: z.string() }));
