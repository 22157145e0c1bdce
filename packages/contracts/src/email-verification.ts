import { z } from 'zod';
import { messages } from './messages';

const m = messages.emailVerification;

/** The code's digits, lifetime, wrong tries and the wait before another (decision 038; the password reset's numbers). */
export const EMAIL_VERIFICATION_CODE_LENGTH = 6;
export const EMAIL_VERIFICATION_CODE_TTL_MINUTES = 15;
export const EMAIL_VERIFICATION_MAX_ATTEMPTS = 5;
export const EMAIL_VERIFICATION_RESEND_SECONDS = 60;

/** `POST /api/user/email-verification`: the code went to `email`; another may be asked for after the wait. */
export const emailVerificationSentSchema = z.object({
  message: z.string(),
  email: z.string(),
  resend_after_seconds: z.number().int(),
});
export type EmailVerificationSent = z.infer<typeof emailVerificationSentSchema>;

export const emailVerificationCodeField = z
  .string({ error: m.codeRequired })
  .max(64, { error: m.codeFormat })
  .trim()
  .min(1, { error: m.codeRequired })
  .regex(/^\d{6}$/, { error: m.codeFormat });

/** `POST /api/user/email-verification/confirm`. */
export const confirmEmailVerificationBodySchema = z.object({ code: emailVerificationCodeField });
export type ConfirmEmailVerificationBody = z.input<typeof confirmEmailVerificationBodySchema>;

/** The address is verified; `claimed` guest appointments joined the account. */
export const emailVerificationResultSchema = z.object({
  email_verified: z.literal(true),
  claimed: z.number().int().min(0),
});
export type EmailVerificationResult = z.infer<typeof emailVerificationResultSchema>;
