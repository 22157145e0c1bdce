/** Experts, their hours, photo and assignments: /api/owner/experts (docs/product-owner.md#experts). */
import { z } from 'zod';
import { messages } from './messages';
import { idParam, ok } from './common';
import { noContactDetails } from './safe-names';
import { DEFAULT_ASSIGNMENT, WEEKDAYS, type Weekday } from './constants';
import { MAX_BREAKS_PER_DAY } from './availability-rules';
import { expertProfileFields } from './venues';
import { ownerOptionalDurationField, ownerOptionalPriceField, ownerSelectIdField } from './sub-services';

const m = messages.experts;
const ar = messages.availabilityRules;

/** Optional text: capped before trimming, '' becomes null; undefined stays undefined (the field was not sent). */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .max(max * 4, { error: message })
    .trim()
    .max(max, { error: message })
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

const expertName = z
  .string({ error: m.nameRequired })
  .max(400, { error: m.nameTooLong })
  .trim()
  .min(1, { error: m.nameRequired })
  .max(100, { error: m.nameTooLong })
  .refine(...noContactDetails(100));

/** Experience is free text (docs/product-owner.md#experts); a number from an older client is taken as its text. */
const experienceYears = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
  optionalText(50, m.experienceTooLong),
);

/** An array of texts or one comma-separated text; each trimmed, empties dropped, ≤ 20 items of ≤ 50. */
export const specialtiesField = z
  .preprocess(
    (v) => (typeof v === 'string' ? v.slice(0, 5000).split(',') : v === null ? [] : v),
    z
      .array(
        z
          .string({ error: m.specialtyTooLong })
          .max(200, { error: m.specialtyTooLong })
          .trim()
          .max(50, { error: m.specialtyTooLong }),
        {
          error: m.specialtiesTooMany,
        },
      )
      .max(100, { error: m.specialtiesTooMany })
      .optional(),
  )
  .transform((list) => (list === undefined ? undefined : list.filter((s) => s.length > 0)))
  .refine((list) => list === undefined || list.length <= 20, { error: m.specialtiesTooMany });

const hhmmField = z
  .string({ error: m.hoursInvalid })
  .max(5, { error: m.hoursInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: m.hoursInvalid });

const hhmmPair = z.tuple([hhmmField, hhmmField], { error: ar.breakInvalid });
/** A break: ['12:00', '13:00'] or { start: '12:00', end: '13:00' }; either way a [start, end] pair. */
const breakField = z.union(
  [hhmmPair, z.object({ start: hhmmField, end: hhmmField }).transform((b): [string, string] => [b.start, b.end])],
  { error: ar.breakInvalid },
);

/** A working day as stored and checked: hours and their breaks, ascending. */
export interface ExpertDay {
  start: string;
  end: string;
  breaks: [string, string][];
}

/** A working day's breaks lie inside its hours, end after they start and do not overlap; the first failure, or null. */
export function checkExpertDay(day: ExpertDay): string | null {
  if (!(day.start < day.end)) return m.hoursInvalid;
  if (day.breaks.length > MAX_BREAKS_PER_DAY) return ar.breaksTooMany;
  const sorted = [...day.breaks].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  for (const [s, e] of sorted) if (!(s < e) || s < day.start || e > day.end) return ar.breakInvalid;
  for (let i = 1; i < sorted.length; i++) if (sorted[i]![0] < sorted[i - 1]![1]) return ar.breaksOverlap;
  return null;
}

/**
 * One working day: the spec's [start, end], or { start, end, breaks? } with zero or more breaks; null (or
 * absent) is a day off. Either way the output is an ExpertDay with its breaks sorted.
 */
const expertDayHours = z
  .union(
    [
      z.tuple([hhmmField, hhmmField]).transform((h): ExpertDay => ({ start: h[0], end: h[1], breaks: [] })),
      z
        .object({
          start: hhmmField,
          end: hhmmField,
          breaks: z.array(breakField, { error: ar.breakInvalid }).max(50, { error: ar.breaksTooMany }).optional(),
        })
        .transform((d): ExpertDay => ({ start: d.start, end: d.end, breaks: d.breaks ?? [] })),
    ],
    { error: m.hoursInvalid },
  )
  .nullish()
  .superRefine((day, ctx) => {
    const problem = day ? checkExpertDay(day) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((day) => (day ? { ...day, breaks: [...day.breaks].sort((a, b) => (a[0] < b[0] ? -1 : 1)) } : day));

/** Body shape of working_hours: monday…sunday → [start, end] or { start, end, breaks }; a disabled day is absent or null. */
export const expertWorkingHoursInputSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, expertDayHours])) as { [K in Weekday]: typeof expertDayHours },
  { error: m.hoursInvalid },
);
export type ExpertWorkingHoursInput = z.input<typeof expertWorkingHoursInputSchema>;

/** A day in an answer: the spec's [start, end] when it has no breaks, { start, end, breaks } when it has. */
export const expertDayResponseSchema = z.union([
  z.tuple([z.string(), z.string()]),
  z.object({ start: z.string(), end: z.string(), breaks: z.array(z.tuple([z.string(), z.string()])) }),
]);
export type ExpertDayResponse = z.infer<typeof expertDayResponseSchema>;

/** Response shape of working_hours: every weekday key present, null on a day off. */
export const expertWorkingHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, expertDayResponseSchema.nullable()])) as {
    [K in Weekday]: z.ZodNullable<typeof expertDayResponseSchema>;
  },
);
export type ExpertWorkingHours = z.infer<typeof expertWorkingHoursSchema>;

/** A day of an answer as an ExpertDay (null on a day off). */
export function readExpertDay(day: ExpertDayResponse | null | undefined): ExpertDay | null {
  if (!day) return null;
  if (Array.isArray(day)) return { start: day[0], end: day[1], breaks: [] };
  return { start: day.start, end: day.end, breaks: day.breaks };
}

/** The answer's shape of a stored day: the spec's tuple unless it has breaks. */
export const writeExpertDay = (day: ExpertDay): ExpertDayResponse =>
  day.breaks.length ? { start: day.start, end: day.end, breaks: day.breaks } : [day.start, day.end];

const expertFields = {
  name: expertName,
  specialization: optionalText(100, m.specializationTooLong),
  experience_years: experienceYears,
  phone: optionalText(20, m.phoneTooLong),
  email: optionalText(254, m.emailTooLong),
  bio: optionalText(2000, m.bioTooLong),
  specialties: specialtiesField,
  /** Absent on create: no working day yet (docs/product-owner.md#experts: every day starts off). */
  working_hours: expertWorkingHoursInputSchema.nullish(),
  is_active: z.boolean().optional(),
};

/** POST /api/owner/experts. */
export const createExpertBodySchema = z.object({ venue_id: ownerSelectIdField(m.venueRequired), ...expertFields });
export type CreateExpertBody = z.input<typeof createExpertBodySchema>;
export type CreateExpertValues = z.output<typeof createExpertBodySchema>;

/**
 * PUT /api/owner/experts/{id}: the same fields minus venue_id. A field left out of the body keeps its
 * value; null or '' clears it (working_hours: null = no working day).
 */
export const updateExpertBodySchema = z.object(expertFields);
export type UpdateExpertBody = z.input<typeof updateExpertBodySchema>;
export type UpdateExpertValues = z.output<typeof updateExpertBodySchema>;

/** GET /api/owner/experts?venue_id= */
export const ownerExpertsQuerySchema = z.object({
  venue_id: z
    .union([z.literal(''), z.coerce.number().int().positive().max(2_147_483_647)])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
});
export type OwnerExpertsQuery = z.input<typeof ownerExpertsQuerySchema>;

/** A catalogue service assigned to the expert (expert_services). */
export const ownerExpertServiceSchema = z.object({
  /** The catalogue service id. */
  id: z.number().int(),
  name: z.string(),
  /** Lira, or null when none was set. */
  custom_price: z.number().nullable(),
  custom_duration_minutes: z.number().int().nullable(),
  description: z.string().nullable(),
  is_active: z.boolean(),
});
export type OwnerExpertService = z.infer<typeof ownerExpertServiceSchema>;

/** A sub-service assigned to the expert (expert_sub_services); custom values null = the sub-service's own apply. */
export const ownerExpertSubServiceSchema = z.object({
  /** The sub-service id. */
  id: z.number().int(),
  service_id: z.number().int(),
  name: z.string(),
  /** Lira: the sub-service's own price. */
  price: z.number(),
  duration_minutes: z.number().int(),
  custom_price: z.number().nullable(),
  custom_duration_minutes: z.number().int().nullable(),
  description: z.string().nullable(),
  is_active: z.boolean(),
});
export type OwnerExpertSubService = z.infer<typeof ownerExpertSubServiceSchema>;

/** An expert as the owner sees it (docs/product-owner.md#experts): every assignment, active or not, of non-deleted items. */
export const ownerExpertSchema = z.object({
  ...expertProfileFields,
  phone: z.string().nullable(),
  email: z.string().nullable(),
  working_hours: expertWorkingHoursSchema,
  active_services: z.array(ownerExpertServiceSchema),
  active_sub_services: z.array(ownerExpertSubServiceSchema),
});
export type OwnerExpert = z.infer<typeof ownerExpertSchema>;

export const ownerExpertResponseSchema = ok(ownerExpertSchema);
export const ownerExpertListResponseSchema = ok(z.array(ownerExpertSchema));

/** An upcoming pending/confirmed appointment that no longer fits the expert's new hours (never cancelled). */
export const appointmentOutsideHoursSchema = z.object({
  id: z.number().int(),
  appointment_date: z.string(),
  appointment_time: z.string(),
  customer_name: z.string(),
});
export type AppointmentOutsideHours = z.infer<typeof appointmentOutsideHoursSchema>;

/** PUT /api/owner/experts/{id} answers with the expert and the appointments the owner should be told about. */
export const updatedExpertSchema = ownerExpertSchema.extend({
  appointments_outside_hours: z.array(appointmentOutsideHoursSchema),
});
export type UpdatedExpert = z.infer<typeof updatedExpertSchema>;
export const updatedExpertResponseSchema = ok(updatedExpertSchema);

/** POST /api/owner/experts/{id}/photo (multipart field `photo`). */
export const expertPhotoSchema = z.object({ id: z.number().int(), photo_url: z.string() });
export type ExpertPhoto = z.infer<typeof expertPhotoSchema>;
export const expertPhotoResponseSchema = ok(expertPhotoSchema);

/** DELETE answers with the id it removed. */
export const expertDeletedSchema = z.object({ id: z.number().int() });
export const expertDeletedResponseSchema = ok(expertDeletedSchema);

const assignmentDescription = optionalText(1000, m.descriptionTooLong);

/** POST /api/owner/experts/{id}/services: custom values default to 150 ₺ and 60 minutes (docs/product.md#constants). */
export const assignExpertServiceBodySchema = z.object({
  service_id: ownerSelectIdField(m.serviceRequired),
  custom_price: ownerOptionalPriceField(m.priceInvalid).transform((v) => v ?? DEFAULT_ASSIGNMENT.custom_price),
  custom_duration_minutes: ownerOptionalDurationField(m.durationInvalid).transform(
    (v) => v ?? DEFAULT_ASSIGNMENT.custom_duration_minutes,
  ),
  description: assignmentDescription,
});
export type AssignExpertServiceBody = z.input<typeof assignExpertServiceBodySchema>;
export type AssignExpertServiceValues = z.output<typeof assignExpertServiceBodySchema>;
export const ownerExpertServiceResponseSchema = ok(ownerExpertServiceSchema);

/** POST /api/owner/experts/{id}/sub-services: omitted custom values stay null (the sub-service's own apply). */
export const assignExpertSubServiceBodySchema = z.object({
  sub_service_id: ownerSelectIdField(m.subServiceRequired),
  custom_price: ownerOptionalPriceField(m.priceInvalid).transform((v) => v ?? null),
  custom_duration_minutes: ownerOptionalDurationField(m.durationInvalid).transform((v) => v ?? null),
  description: assignmentDescription,
  is_active: z.boolean().optional(),
});
export type AssignExpertSubServiceBody = z.input<typeof assignExpertSubServiceBodySchema>;
export type AssignExpertSubServiceValues = z.output<typeof assignExpertSubServiceBodySchema>;
export const ownerExpertSubServiceResponseSchema = ok(ownerExpertSubServiceSchema);

/** DELETE /api/owner/experts/{expertId}/services/{serviceId} */
export const expertServiceParamsSchema = z.object({ expertId: idParam, serviceId: idParam });
/** DELETE /api/owner/experts/{id}/sub-services/{subServiceId} */
export const expertSubServiceParamsSchema = z.object({ id: idParam, subServiceId: idParam });
/** The assignment DELETE answers with the expert and the removed item's id. */
export const expertAssignmentDeletedSchema = z.object({ expert_id: z.number().int(), id: z.number().int() });
export const expertAssignmentDeletedResponseSchema = ok(expertAssignmentDeletedSchema);
