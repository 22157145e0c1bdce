import { z } from 'zod';
import { messages } from './messages';

/** `{ success: true, data }`: the envelope of every successful answer (spec section 7). */
export const ok = <T extends z.ZodTypeAny>(data: T) => z.object({ success: z.literal(true), data });

export const errorResponseSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A positive integer id taken from a path segment. */
export const idParam = z.coerce
  .number({ error: messages.locations.invalidId })
  .int({ error: messages.locations.invalidId })
  .positive({ error: messages.locations.invalidId })
  .max(2_147_483_647, { error: messages.locations.invalidId });

export const idParamsSchema = z.object({ id: idParam });

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
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
