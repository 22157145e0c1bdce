import { z } from 'zod';
import { messages } from './messages';
import { businessNameField, newPassword } from './auth';

const m = messages.account;
const a = messages.auth;

/**
 * The account page (decision 083): `/api/account/...`, for an owner and a user alike. Password checks are the
 * registration's (length here, the common-password list on the server).
 */
const currentPassword = z
  .string({ error: m.password.currentRequired })
  .min(1, { error: m.password.currentRequired })
  .max(1024, { error: m.password.currentWrong });

export const changePasswordBodySchema = z
  .object({
    current_password: currentPassword,
    password: newPassword,
    password_confirmation: z.string({ error: a.passwordRequired }).min(1, { error: a.passwordRequired }),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.password_confirmation)
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: a.passwordMismatch });
    else if (v.password === v.current_password)
      ctx.addIssue({ code: 'custom', path: ['password'], message: m.password.sameAsCurrent });
  });
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const updateBusinessNameBodySchema = z.object({ business_name: businessNameField });
export type UpdateBusinessNameBody = z.input<typeof updateBusinessNameBodySchema>;

export const deleteAccountBodySchema = z.object({ password: currentPassword });
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

/** One signed-in session of the account: no token, no full address (the last part of an IP is hidden). */
export const accountSessionSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** When a request last came with it (kept to the nearest few minutes); null: not since it was created. */
  last_used_at: z.string().nullable(),
  expires_at: z.string(),
  /** The browser's own description (User-Agent), cut to 300 characters; null when none was sent. */
  user_agent: z.string().nullable(),
  /** The address it signed in from, its last part hidden ("85.105.12.x"). */
  ip_hint: z.string().nullable(),
  /** True for the session making this request. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsSchema = z.array(accountSessionSchema);

export const revokedCountSchema = z.object({ revoked: z.number().int() });
