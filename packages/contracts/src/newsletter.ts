import { z } from 'zod';
import { emailField } from './auth';

/**
 * POST /api/newsletter: the footer's e-mail field (decision 009; docs/product-public.md#contact-and-newsletter).
 * Subscribing twice is not an error and does not reveal whether the address was already on the list.
 */
export const newsletterBodySchema = z.object({ email: emailField });
export type NewsletterBody = z.input<typeof newsletterBodySchema>;

export const newsletterResultSchema = z.object({ email: z.string() });
export type NewsletterResult = z.infer<typeof newsletterResultSchema>;
