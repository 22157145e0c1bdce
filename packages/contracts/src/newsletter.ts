import { z } from 'zod';
import { emailField } from './auth';

/**
 * POST /api/newsletter: the footer's e-mail field (spec section 2 shows no behaviour; decision 009).
 * Subscribing twice is not an error and does not reveal whether the address was already on the list.
 */
export const newsletterBodySchema = z.object({ email: emailField });
export type NewsletterBody = z.input<typeof newsletterBodySchema>;

export const newsletterResultSchema = z.object({ email: z.string() });
export type NewsletterResult = z.infer<typeof newsletterResultSchema>;
