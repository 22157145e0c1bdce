/** Venue FAQs: /api/owner/venues/{venueId}/faqs (docs/product-owner.md#faqs; limits in decision 014). */
import { z } from 'zod';
import { messages } from './messages';
import { idParam } from './common';

const m = messages.venueFaqs;

export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 2000;
export const FAQS_PER_VENUE_MAX = 50;

const text = (max: number, tooLong: string) =>
  z.string({ error: m.fieldsRequired }).trim().min(1, { error: m.fieldsRequired }).max(max, { error: tooLong });

const isActive = z.boolean({ error: m.activeInvalid });

/** The owner's FAQ form: every field present (the web form's schema). */
export const venueFaqFieldsSchema = z.object({
  question: text(FAQ_QUESTION_MAX, m.questionTooLong),
  answer: text(FAQ_ANSWER_MAX, m.answerTooLong),
  is_active: isActive,
});
export type VenueFaqFields = z.input<typeof venueFaqFieldsSchema>;

/** POST: `is_active` defaults to true (docs/product-owner.md#faqs). */
export const createVenueFaqBodySchema = venueFaqFieldsSchema.extend({ is_active: isActive.optional().default(true) });
export type CreateVenueFaqBody = z.input<typeof createVenueFaqBodySchema>;

/** PUT: an absent `is_active` keeps the current visibility. */
export const updateVenueFaqBodySchema = venueFaqFieldsSchema.extend({ is_active: isActive.optional() });
export type UpdateVenueFaqBody = z.input<typeof updateVenueFaqBodySchema>;

/** PUT .../faqs/order: exactly the venue's FAQ ids, first to last. */
export const orderVenueFaqsBodySchema = z.object({
  faq_ids: z
    .array(z.number({ error: m.orderInvalid }).int({ error: m.orderInvalid }).positive({ error: m.orderInvalid }), {
      error: m.orderInvalid,
    })
    .max(FAQS_PER_VENUE_MAX, { error: m.orderInvalid }),
});
export type OrderVenueFaqsBody = z.input<typeof orderVenueFaqsBodySchema>;

export const venueFaqParamsSchema = z.object({ venueId: idParam });
export const venueFaqItemParamsSchema = z.object({ venueId: idParam, faqId: idParam });

export const venueFaqSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  is_active: z.boolean(),
  position: z.number().int(),
});
export type VenueFaq = z.infer<typeof venueFaqSchema>;

export const deletedVenueFaqSchema = z.object({ id: z.number().int() });
