/**
 * The front desk corrects a customer card (decision 092): PUT /api/owner/venues/{id}/customers/{customerId} with the
 * card's names, phone, e-mail and (optionally) its other numbers; POST …/customers/{customerId}/merge `{ other_id }`
 * joins two cards of one person (the card in the path stays). Both answer the card (`ownerCustomerSchema`), which
 * carries `phones` and `history` from here.
 */
import { z } from 'zod';
import { APPOINTMENT_NAME_MAX_LENGTH, isAppointmentEmail } from './appointments';
import { PERSON_NAME_PATTERN } from './common';
import { messages } from './messages';
import { normalizePhone } from './phone';

const m = messages.ownerCustomers;

/** The other numbers a card may hold besides its own phone. */
export const CUSTOMER_EXTRA_PHONES_MAX = 5;
/** What a history entry names: a field of the card, its other numbers, or a card merged into it. */
export const CUSTOMER_CHANGE_FIELDS = ['first_name', 'last_name', 'phone', 'email', 'phones', 'merged'] as const;
export type CustomerChangeField = (typeof CUSTOMER_CHANGE_FIELDS)[number];

/** A name as the front desk types it; '' or null is none (a walk-in may have no name). */
const nameField = (message: string) =>
  z
    .string({ error: message })
    .max(APPOINTMENT_NAME_MAX_LENGTH * 4, { error: message })
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .refine((v) => v === '' || (v.length <= APPOINTMENT_NAME_MAX_LENGTH && PERSON_NAME_PATTERN.test(v)), { error: message })
    .nullish()
    .transform((v) => v ?? '');

/** A number in any spelling the phone normaliser takes (decision 087) → E.164; else the normaliser's message. */
const toE164 = (v: string, ctx: z.RefinementCtx) => {
  const phone = normalizePhone(v);
  if (phone.ok) return phone.e164;
  ctx.addIssue({ code: 'custom', message: phone.message });
  return z.NEVER;
};
const phoneText = z.string({ error: messages.appointments.phoneInvalid }).max(40, { error: messages.appointments.phoneInvalid });
const requiredPhone = phoneText.transform(toE164);
/** '' or null: the card has no phone. */
const phoneField = phoneText
  .transform((v, ctx) => (v.trim() === '' ? null : toE164(v, ctx)))
  .nullish()
  .transform((v) => v ?? null);

const emailField = z
  .string({ error: m.edit.emailInvalid })
  .max(254, { error: m.edit.emailInvalid })
  .trim()
  .refine((v) => v === '' || isAppointmentEmail(v), { error: m.edit.emailInvalid })
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null));

/** One of the card's other numbers; `shared`: it is someone else's too (the mother's number on her daughter's card). */
export const customerPhoneSchema = z.object({ phone: z.string(), shared: z.boolean() });
export type CustomerPhone = z.infer<typeof customerPhoneSchema>;

const extraPhoneSchema = z.object({
  phone: requiredPhone,
  shared: z.boolean({ error: m.phones.sharedInvalid }).optional().default(false),
});

/**
 * PUT …/customers/{customerId}: the card's names, phone and e-mail as they are to be (each may be empty, but not all
 * four); `phones`, when sent, replaces the card's other numbers (absent: they stay).
 */
export const customerEditBodySchema = z
  .object({
    first_name: nameField(m.edit.firstNameInvalid),
    last_name: nameField(m.edit.lastNameInvalid),
    phone: phoneField,
    email: emailField,
    phones: z
      .array(extraPhoneSchema, { error: m.phones.tooMany.replace('{max}', String(CUSTOMER_EXTRA_PHONES_MAX)) })
      .max(CUSTOMER_EXTRA_PHONES_MAX, { error: m.phones.tooMany.replace('{max}', String(CUSTOMER_EXTRA_PHONES_MAX)) })
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.first_name && !body.last_name && !body.phone && !body.email)
      ctx.addIssue({ code: 'custom', message: m.edit.empty, path: ['first_name'] });
    const seen = new Set(body.phone ? [body.phone] : []);
    body.phones?.forEach((p, i) => {
      if (seen.has(p.phone)) ctx.addIssue({ code: 'custom', message: m.phones.repeated, path: ['phones', i, 'phone'] });
      seen.add(p.phone);
    });
  });
export type CustomerEditBody = z.input<typeof customerEditBodySchema>;
export type CustomerEditValues = z.output<typeof customerEditBodySchema>;

/** POST …/customers/{customerId}/merge: the card that goes into the path's card. */
export const customerMergeBodySchema = z.object({
  other_id: z
    .number({ error: m.merge.otherInvalid })
    .int({ error: m.merge.otherInvalid })
    .positive({ error: m.merge.otherInvalid })
    .max(2_147_483_647, { error: m.merge.otherInvalid }),
});
export type CustomerMergeBody = z.input<typeof customerMergeBodySchema>;

/**
 * One change of the card: the field, its value before and after (null: it was or became empty; `phones` lists the
 * numbers, `merged` names the card that went into this one), who made it (the owner's name, null once the account is
 * gone) and when.
 */
export const customerChangeSchema = z.object({
  id: z.number().int(),
  field: z.enum(CUSTOMER_CHANGE_FIELDS),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  changed_by: z.string().nullable(),
  changed_at: z.string(),
});
export type CustomerChange = z.infer<typeof customerChangeSchema>;
