import { z } from 'zod';
import { messages } from './messages';
import { ROLES } from './constants';
import { noNul, TEXT_LIMITS } from './common';

const m = messages.auth;

const trimmed = (required: string, max = 100) =>
  z
    .string({ error: required })
    .max(max * 4, { error: m.fieldTooLong })
    .trim()
    .min(1, { error: required })
    .max(max, { error: m.fieldTooLong })
    .refine(...noNul());

export const emailField = z
  .string({ error: m.emailRequired })
  .max(TEXT_LIMITS.email * 4, { error: m.emailInvalid })
  .trim()
  .min(1, { error: m.emailRequired })
  .max(TEXT_LIMITS.email, { error: m.emailInvalid })
  .refine(...noNul(m.emailInvalid))
  .pipe(z.email({ error: m.emailInvalid }))
  .transform((v) => v.toLowerCase());

export const registrationPhoneField = z
  .string({ error: m.phoneRequired })
  .max(TEXT_LIMITS.short, { error: m.phoneDigits })
  .trim()
  .min(1, { error: m.phoneRequired })
  .regex(/^\d{1,11}$/, { error: m.phoneDigits });

const newPassword = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired })
  .min(8, { error: m.passwordTooShort })
  .max(128, { error: m.passwordTooLong });

const confirmation = z.string({ error: m.passwordRequired }).min(1, { error: m.passwordRequired });

const passwordsMatch = <T extends { password: string; password_confirmation: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.password !== v.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: m.passwordMismatch });
  }
};

export const loginBodySchema = z.object({
  email: z
    .string({ error: m.emailRequired })
    .max(TEXT_LIMITS.email * 4, { error: m.loginInvalid })
    .trim()
    .min(1, { error: m.emailRequired })
    .max(TEXT_LIMITS.email, { error: m.loginInvalid })
    .refine(...noNul(m.loginInvalid))
    .transform((v) => v.toLowerCase()),
  password: z.string({ error: m.passwordRequired }).min(1, { error: m.passwordRequired }).max(1024),
  remember: z.boolean().optional(),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const registerBodySchema = z
  .object({
    first_name: trimmed(m.firstNameRequired),
    last_name: trimmed(m.lastNameRequired),
    email: emailField,
    phone: registrationPhoneField,
    password: newPassword,
    password_confirmation: confirmation,
  })
  .superRefine(passwordsMatch);
export type RegisterBody = z.input<typeof registerBodySchema>;

export const registerBusinessBodySchema = z
  .object({
    business_name: trimmed(m.businessNameRequired, 150),
    email: emailField,
    phone: registrationPhoneField,
    password: newPassword,
    password_confirmation: confirmation,
  })
  .superRefine(passwordsMatch);
export type RegisterBusinessBody = z.input<typeof registerBusinessBodySchema>;

export const userSchema = z.object({
  id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  name: z.string(),
  business_name: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
});
export type User = z.infer<typeof userSchema>;

export const authResultSchema = z.object({ token: z.string(), user: userSchema, expires_at: z.string() });
export type AuthResult = z.infer<typeof authResultSchema>;
