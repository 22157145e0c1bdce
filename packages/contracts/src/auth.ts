import { z } from 'zod';
import { messages } from './messages';
import { ROLES } from './constants';
import { noNul, PERSON_NAME_PATTERN, TEXT_LIMITS } from './common';

const m = messages.auth;

const trimmed = (required: string, max = 100) =>
  z
    .string({ error: required })
    .max(max * 4, { error: m.fieldTooLong })
    .trim()
    .min(1, { error: required })
    .max(max, { error: m.fieldTooLong })
    .refine(...noNul());

/** An account's first or last name: the pattern every name form uses (decision 057). */
const personName = (required: string, invalid: string) => trimmed(required).regex(PERSON_NAME_PATTERN, { error: invalid });

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

/** An owner's business name (the account's name), as registration takes it. */
export const businessNameField = trimmed(m.businessNameRequired, 150);

/** A new password: the registration's rules (the common-password check is the server's). */
export const newPassword = z
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
    first_name: personName(m.firstNameRequired, m.firstNameInvalid),
    last_name: personName(m.lastNameRequired, m.lastNameInvalid),
    email: emailField,
    phone: registrationPhoneField,
    password: newPassword,
    password_confirmation: confirmation,
  })
  .superRefine(passwordsMatch);
export type RegisterBody = z.input<typeof registerBodySchema>;

export const registerBusinessBodySchema = z
  .object({
    business_name: businessNameField,
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
  /** True once the account proved it reads its e-mail (a code, decision 038); not in the spec's payload. */
  email_verified: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const authResultSchema = z.object({ token: z.string(), user: userSchema, expires_at: z.string() });
export type AuthResult = z.infer<typeof authResultSchema>;

// ---------------------------------------------------------------------------------------------
// Password reset (decision 024): /forgot-password → /approve-code → /new-password.

const r = m.passwordReset;

/** Digits of a reset code. */
export const PASSWORD_RESET_CODE_LENGTH = 6;
/** A code lives this long after it is sent. */
export const PASSWORD_RESET_CODE_TTL_MINUTES = 15;
/** Wrong or right, a code may be tried this many times; then it is dead. */
export const PASSWORD_RESET_MAX_ATTEMPTS = 5;
/** 'Tekrar gönder': at most one code a minute… */
export const PASSWORD_RESET_RESEND_SECONDS = 60;
/** …and at most this many an hour, per address. */
export const PASSWORD_RESET_MAX_PER_HOUR = 5;
/** The token a verified code buys lives this long. */
export const PASSWORD_RESET_TOKEN_TTL_MINUTES = 15;

export const forgotPasswordBodySchema = z.object({ email: emailField });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

export const forgotPasswordResultSchema = z.object({
  message: z.string(),
  /** Seconds before 'Tekrar gönder' may be used again. */
  resend_after_seconds: z.number().int(),
});
export type ForgotPasswordResult = z.infer<typeof forgotPasswordResultSchema>;

export const resetCodeField = z
  .string({ error: r.codeRequired })
  .max(64, { error: r.codeFormat })
  .trim()
  .min(1, { error: r.codeRequired })
  .regex(/^\d{6}$/, { error: r.codeFormat });

export const verifyResetCodeBodySchema = z.object({ email: emailField, code: resetCodeField });
export type VerifyResetCodeBody = z.input<typeof verifyResetCodeBodySchema>;

export const verifyResetCodeResultSchema = z.object({ reset_token: z.string(), expires_at: z.string() });
export type VerifyResetCodeResult = z.infer<typeof verifyResetCodeResultSchema>;

export const resetPasswordBodySchema = z
  .object({
    token: z
      .string({ error: r.tokenInvalid })
      .max(128, { error: r.tokenInvalid })
      .regex(/^[A-Za-z0-9_-]{20,}$/, { error: r.tokenInvalid }),
    password: newPassword,
    password_confirmation: confirmation,
  })
  .superRefine(passwordsMatch);
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;
