import { z } from 'zod';

export const citySchema = z.object({ id: z.number().int(), name: z.string() });
export const districtSchema = z.object({ id: z.number().int(), city_id: z.number().int(), name: z.string() });
export const neighborhoodSchema = z.object({ id: z.number().int(), district_id: z.number().int(), name: z.string() });
export type City = z.infer<typeof citySchema>;
export type District = z.infer<typeof districtSchema>;
export type Neighborhood = z.infer<typeof neighborhoodSchema>;
