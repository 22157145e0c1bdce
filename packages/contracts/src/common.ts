import { z } from 'zod';
import { messages } from './messages';
import { isCalendarDate, isInCalendarWindow } from './calendar';

/** `{ success: true, data }`: the envelope of every successful answer (docs/product.md#calls-and-answers). */
export const ok = <T extends z.ZodTypeAny>(data: T) => z.object({ success: z.literal(true), data });

/** `{ success: true, data: [...], meta }`: a list answer with its paging facts beside the array. */
export const okList = <T extends z.ZodTypeAny, M extends z.ZodTypeAny>(item: T, meta: M) =>
  z.object({ success: z.literal(true), data: z.array(item), meta });

export const errorResponseSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * PostgreSQL text cannot hold U+0000: a NUL that reached the database failed there with a 500.
 * Every free text is checked for it after its length cap, so the check itself is bounded.
 */
export const hasNul = (value: string): boolean => value.includes('\u0000');

/** A refinement for any string schema: no NUL (the Turkish message is the common one unless given). */
export const noNul = (message: string = messages.common.invalidCharacters) =>
  [(value: string) => !hasNul(value), { error: message }] as const;

/** Length caps every text field respects at the schema level, before any pattern runs. */
/**
 * A person's name as every form takes it (a guest's, the front desk's customer, an account's): letters and marks,
 * then letters, marks, apostrophes, dots, spaces and hyphens. No digits, no '=', '+', '@' or ',' (a name reaches the
 * owner's CSV and spreadsheets).
 */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}'’. -]*$/u;

export const TEXT_LIMITS = { name: 100, email: 254, phone: 20, notes: 1000, id: 20, short: 40 } as const;

/** A positive integer id taken from a path segment. */
export const idParam = z.coerce
  .number({ error: messages.locations.invalidId })
  .int({ error: messages.locations.invalidId })
  .positive({ error: messages.locations.invalidId })
  .max(2_147_483_647, { error: messages.locations.invalidId });

export const idParamsSchema = z.object({ id: idParam });

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * A request's 'YYYY-MM-DD' (query or body): a day that exists, answered with `invalid` otherwise, inside
 * 2000-01-01 … 2100-12-31 ('9999-12-31' broke date arithmetic), answered with `dateOutOfRange`.
 */
export const calendarDateSchema = (invalid: string) =>
  z
    .string({ error: invalid })
    .max(10, { error: invalid, abort: true })
    .refine(isCalendarDate, { error: invalid, abort: true })
    .refine(isInCalendarWindow, { error: messages.common.dateOutOfRange });
export const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** Turkish case folding for search: 'Işıl' and 'ISIL' both become 'isil'. */
export function foldTurkish(value: string): string {
  return value
    .toLocaleLowerCase('tr-TR')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/ş/g, 's')
    .replace(/ç/g, 'c')
    .replace(/ğ/g, 'g')
    .replace(/ö/g, 'o')
    .replace(/ü/g, 'u')
    .trim();
}

/** Kuruş (integer) to lira (number with at most two decimals) and back. */
export const kurusToLira = (kurus: number): number => Math.round(kurus) / 100;
/** Lira (at most two decimals) to integer kuruş; rounding absorbs binary noise such as 275.5 * 100. */
export const liraToKurus = (lira: number): number => Math.round(lira * 100);
