import { z } from 'zod';
import { messages } from './messages';
import { normalizePhone } from './phone';
import { BUSINESS_TYPES } from './constants';
import { emailField } from './auth';
import { noNul, TEXT_LIMITS } from './common';

const m = messages.contact;

const name = (required: string) =>
  z
    .string({ error: required })
    .max(TEXT_LIMITS.name * 4, { error: messages.auth.fieldTooLong })
    .trim()
    .min(1, { error: required })
    .max(TEXT_LIMITS.name, { error: messages.auth.fieldTooLong })
    .refine(...noNul());

/** POST /api/contact: the /iletisim form (docs/product-public.md#contact-and-newsletter). */
export const contactBodySchema = z.object({
  first_name: name(messages.auth.firstNameRequired),
  last_name: name(messages.auth.lastNameRequired),
  email: emailField,
  /**
   * Optional (absent, null or ''). A number the normaliser accepts is kept in E.164 (decision 087); else, spaces
   * ignored, digits only (7 to 15), kept as given.
   */
  phone: z
    .string()
    .max(TEXT_LIMITS.short, { error: m.phoneInvalid })
    .nullish()
    .transform((v) => {
      const phone = normalizePhone(v);
      return phone.ok ? phone.e164 : (v ?? '').replace(/\s+/g, '');
    })
    .pipe(
      z.union([
        z.literal(''),
        z.string().refine((v) => normalizePhone(v).ok || /^\d{7,15}$/.test(v), { error: m.phoneInvalid }),
      ]),
    )
    .transform((v) => (v === '' ? null : v)),
  business_type: z.enum(BUSINESS_TYPES, { error: m.businessTypeInvalid }),
  message: z
    .string({ error: m.messageRequired })
    .max(8000, { error: m.messageTooLong })
    .trim()
    .min(1, { error: m.messageRequired })
    .max(2000, { error: m.messageTooLong })
    .refine(...noNul()),
  consent: z.literal(true, { error: m.consentRequired }),
});
export type ContactBody = z.input<typeof contactBodySchema>;
/** The body after validation (trimmed, e-mail lower-cased, phone digits or null); also a valid request body. */
export type ContactMessage = z.output<typeof contactBodySchema>;

export const contactResultSchema = z.object({ id: z.number().int() });
export type ContactResult = z.infer<typeof contactResultSchema>;
