import { z } from 'zod';
import { messages } from './messages';
import { calendarDateSchema, ok } from './common';

const m = messages.appointments;

const queryId = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(2_147_483_647, { error: message });

/** GET /experts/{id}/available-times?date=YYYY-MM-DD&service_id=&sub_service_id= (docs/product-public.md#available-times). */
export const availableTimesQuerySchema = z.object({
  date: calendarDateSchema(m.dateInvalid),
  service_id: queryId(m.serviceRequired),
  sub_service_id: z
    .union([z.literal(''), queryId(m.subServiceInvalid)])
    .optional()
    .transform((v) => (v === '' || v === undefined ? undefined : v)),
});
export type AvailableTimesQuery = z.input<typeof availableTimesQuerySchema>;

/** Start times in venue wall time, 24-hour 'HH:mm', ascending. */
export const availableTimesSchema = z.array(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/));
export const availableTimesResponseSchema = ok(availableTimesSchema);
export type AvailableTimes = z.infer<typeof availableTimesSchema>;
