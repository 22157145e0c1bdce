/** Sub-services: /api/my-sub-services and /api/sub-services (docs/product-owner.md#sub-services). */
import { z } from 'zod';
import { messages } from './messages';
import { ok } from './common';
import { noContactDetails } from './safe-names';
import { subServiceFields } from './venues';
import { bufferMinutesField } from './availability-rules';
import { MAX_PRICE_LIRA, MAX_SERVICE_DURATION_MINUTES } from './constants';

const m = messages.subServices;

/** '' and null mean "not filled in"; strings from form inputs become numbers ('275,50' too). */
const blankToUndefined = (v: unknown) => {
  if (v === '' || v === null) return undefined;
  if (typeof v === 'string') {
    const t = v.trim().slice(0, 32);
    return t === '' ? undefined : Number(t.replace(',', '.'));
  }
  return v;
};

const hasAtMostTwoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

const priceNumber = (requiredMessage: string, invalidMessage: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) })
    .positive({ error: invalidMessage })
    .max(MAX_PRICE_LIRA, { error: invalidMessage })
    .refine(hasAtMostTwoDecimals, { error: invalidMessage });

const minutesNumber = (requiredMessage: string, invalidMessage: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) })
    .int({ error: invalidMessage })
    .positive({ error: invalidMessage })
    .max(MAX_SERVICE_DURATION_MINUTES, { error: invalidMessage });

/**
 * A lira amount above 0 with at most two decimals. A missing value answers `requiredMessage`,
 * anything else that is not a valid price answers `invalidMessage`.
 */
export const ownerPriceField = (requiredMessage: string, invalidMessage: string) =>
  z.preprocess(blankToUndefined, priceNumber(requiredMessage, invalidMessage));

/** The same amount, optional: empty ('', null, absent) gives undefined. */
export const ownerOptionalPriceField = (invalidMessage: string) =>
  z.preprocess(blankToUndefined, priceNumber(invalidMessage, invalidMessage).optional());

/** Whole minutes above 0 and at most MAX_SERVICE_DURATION_MINUTES. */
export const ownerDurationField = (requiredMessage: string, invalidMessage: string) =>
  z.preprocess(blankToUndefined, minutesNumber(requiredMessage, invalidMessage));

/** The same minutes, optional: empty ('', null, absent) gives undefined. */
export const ownerOptionalDurationField = (invalidMessage: string) =>
  z.preprocess(blankToUndefined, minutesNumber(invalidMessage, invalidMessage).optional());

/** A required id from a select (string or number); empty means not chosen. */
export const ownerSelectIdField = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z.number({ error: message }).int({ error: message }).positive({ error: message }).max(2_147_483_647, { error: message }),
  );

const subServiceName = z
  .string({ error: m.fieldsRequired })
  .max(500, { error: m.nameTooLong })
  .trim()
  .min(1, { error: m.fieldsRequired })
  .max(100, { error: m.nameTooLong })
  .refine(...noContactDetails(100));

/** Optional text: trimmed, '' becomes null; undefined stays undefined (the field was not sent). */
const optionalDescription = z
  .string()
  .max(1000, { error: m.descriptionTooLong })
  .trim()
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

/** What both the create and the edit form send about the sub-service itself. */
const editableFields = {
  name: subServiceName,
  description: optionalDescription,
  price: ownerPriceField(m.fieldsRequired, m.priceInvalid),
  duration_minutes: ownerDurationField(m.fieldsRequired, m.durationInvalid),
  /** Minutes the expert stays blocked after the service; absent: 0 on create, unchanged on update. */
  buffer_minutes: bufferMinutesField.optional(),
  is_active: z.boolean().optional(),
};

/** POST /api/sub-services (the create form: category is a client-side filter only). */
export const createSubServiceBodySchema = z.object({
  venue_id: ownerSelectIdField(m.venueRequired),
  service_id: ownerSelectIdField(m.serviceRequired),
  ...editableFields,
});
export type CreateSubServiceBody = z.input<typeof createSubServiceBodySchema>;
export type CreateSubServiceValues = z.output<typeof createSubServiceBodySchema>;

/** PUT /api/sub-services/{id}: the parent service and venue cannot change; an absent is_active keeps its value. */
export const updateSubServiceBodySchema = z.object(editableFields);
export type UpdateSubServiceBody = z.input<typeof updateSubServiceBodySchema>;
export type UpdateSubServiceValues = z.output<typeof updateSubServiceBodySchema>;

/** GET /api/my-sub-services?venue_id= */
export const mySubServicesQuerySchema = z.object({
  venue_id: z
    .union([z.literal(''), z.coerce.number().int().positive().max(2_147_483_647)])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
});
export type MySubServicesQuery = z.input<typeof mySubServicesQuerySchema>;

/** A sub-service as its owner sees it (docs/product-owner.md#sub-services, plus the parent's id and category). */
export const ownerSubServiceSchema = z.object({
  ...subServiceFields,
  buffer_minutes: z.number().int(),
  service: z.object({ id: z.number().int(), name: z.string(), category_id: z.number().int() }),
});
export type OwnerSubService = z.infer<typeof ownerSubServiceSchema>;

export const ownerSubServiceResponseSchema = ok(ownerSubServiceSchema);
export const ownerSubServiceListResponseSchema = ok(z.array(ownerSubServiceSchema));

/** DELETE answers with the id it removed. */
export const subServiceDeletedSchema = z.object({ id: z.number().int() });
export const subServiceDeletedResponseSchema = ok(subServiceDeletedSchema);
export type SubServiceDeleted = z.infer<typeof subServiceDeletedSchema>;
