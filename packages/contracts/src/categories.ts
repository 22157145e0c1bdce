import { z } from 'zod';

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

/** A catalogue service of a category (spec: Service: id, name, description, duration_minutes). */
export const serviceSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  duration_minutes: z.number().int(),
  price: z.number(),
});
export type Service = z.infer<typeof serviceSchema>;
