/**
 * The venue's customers (decision 042): GET /api/owner/venues/{id}/customers?q=&page=, the card
 * GET …/customers/{customerId} and the owner's private note PUT …/customers/{customerId}/note. The list's filters
 * and orders, and the no-show figures, are decision 091's. A customer is a person:
 * their phone, else their e-mail in lower case; `id` is the id of the person's first appointment at the venue.
 * Amounts are lira, as every payload carries them.
 */
import { z } from 'zod';
import { APPOINTMENT_STATUSES } from './constants';
import { messages } from './messages';
import { customerLookupQuerySchema, customerMatchSchema } from './owner-calendar';
import { hasNul, idParam, ok, okList } from './common';
import { noShowFields } from './no-shows';
import { customerChangeSchema, customerPhoneSchema } from './customer-edits';

const m = messages.ownerCustomers;

/** The list's page size. */
export const OWNER_CUSTOMERS_PAGE_SIZE = 20;
/** The longest search text (a full name or a phone). */
export const OWNER_CUSTOMERS_SEARCH_MAX = 100;
/** The longest private note. */
export const CUSTOMER_NOTE_MAX = 2000;
/** The card lists the person's latest appointments, at most this many. */
export const CUSTOMER_CARD_APPOINTMENTS = 50;
/** The list's filters and orders (decision 091). */
export const OWNER_CUSTOMERS_NO_SHOW_FILTERS = ['any', 'tag'] as const;
export type OwnerCustomersNoShowFilter = (typeof OWNER_CUSTOMERS_NO_SHOW_FILTERS)[number];
export const OWNER_CUSTOMERS_SORTS = ['recent', 'last_visit', 'total_spent', 'visits'] as const;
export type OwnerCustomersSort = (typeof OWNER_CUSTOMERS_SORTS)[number];
/** "No visit for N weeks": N is 1 to this (10 years). */
export const OWNER_CUSTOMERS_INACTIVE_WEEKS_MAX = 520;
const inactiveWeeksInvalid = m.inactiveWeeksInvalid.replace('{max}', String(OWNER_CUSTOMERS_INACTIVE_WEEKS_MAX));

/**
 * `phone=` is the calendar's lookup by the digits typed (its answer unchanged); otherwise `q` (a name or
 * phone, any part of it) and `page` list the customers.
 */
export const ownerCustomersQuerySchema = z.object({
  phone: customerLookupQuerySchema.shape.phone.optional(),
  q: z
    .string({ error: m.searchInvalid.replace('{max}', String(OWNER_CUSTOMERS_SEARCH_MAX)) })
    .max(OWNER_CUSTOMERS_SEARCH_MAX, { error: m.searchInvalid.replace('{max}', String(OWNER_CUSTOMERS_SEARCH_MAX)) })
    .refine((v) => !hasNul(v), { error: messages.common.invalidCharacters })
    .transform((v) => v.trim())
    .optional(),
  page: z.coerce
    .number({ error: m.pageInvalid })
    .int({ error: m.pageInvalid })
    .min(1, { error: m.pageInvalid })
    .max(100_000, { error: m.pageInvalid })
    .optional()
    .default(1),
  /** `any`: at least one no-show ever; `tag`: the no-show tag (decision 091). */
  no_show: z.enum(OWNER_CUSTOMERS_NO_SHOW_FILTERS, { error: m.noShowFilterInvalid }).optional(),
  /** Customers whose last visit (completed) is more than this many weeks ago. */
  inactive_weeks: z.coerce
    .number({ error: inactiveWeeksInvalid })
    .int({ error: inactiveWeeksInvalid })
    .min(1, { error: inactiveWeeksInvalid })
    .max(OWNER_CUSTOMERS_INACTIVE_WEEKS_MAX, { error: inactiveWeeksInvalid })
    .optional(),
  /** `recent` (the default): who booked last first; the others the largest first. */
  sort: z.enum(OWNER_CUSTOMERS_SORTS, { error: m.sortInvalid }).optional().default('recent'),
});
export type OwnerCustomersQuery = z.input<typeof ownerCustomersQuerySchema>;

export const ownerCustomerParamsSchema = z.object({ id: idParam, customerId: idParam });

/** One row of the list: the names, phone and e-mail of the person's latest appointment. */
export const ownerCustomerSummarySchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Completed appointments. */
  visits: z.number().int(),
  /** The day (venue clock) of the latest completed appointment. */
  last_visit: z.string().nullable(),
  /** The prices of the completed appointments (lira). */
  total_spent: z.number(),
  no_shows: z.number().int(),
  ...noShowFields,
});
export type OwnerCustomerSummary = z.infer<typeof ownerCustomerSummarySchema>;

export const ownerCustomersMetaSchema = z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int() });
export const ownerCustomersListResponseSchema = okList(ownerCustomerSummarySchema, ownerCustomersMetaSchema);
export type OwnerCustomersList = z.infer<typeof ownerCustomersListResponseSchema>;
/** The answer of GET …/customers: the lookup's matches for `phone=`, else a page of the list. */
export const ownerCustomersResponseSchema = z.union([ownerCustomersListResponseSchema, ok(z.array(customerMatchSchema))]);

export const customerAppointmentSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  service_name: z.string(),
  expert_name: z.string(),
  price: z.number(),
});
export type CustomerAppointment = z.infer<typeof customerAppointmentSchema>;

export const customerNoteSchema = z.object({ text: z.string(), updated_at: z.string() });
export type CustomerNote = z.infer<typeof customerNoteSchema>;

/** The card: the figures, the latest appointments and the owner's private note. */
export const ownerCustomerSchema = ownerCustomerSummarySchema.extend({
  /** The earliest pending or confirmed appointment still to start. */
  next_visit: z.object({ date: z.string(), time: z.string() }).nullable(),
  /** Pending or confirmed appointments still to start (not visits; decision 091). */
  upcoming: z.number().int(),
  /** Cancelled by either side. */
  cancellations: z.number().int(),
  appointments_total: z.number().int(),
  appointments: z.array(customerAppointmentSchema),
  note: customerNoteSchema.nullable(),
  /** The card's other numbers (decision 092). */
  phones: z.array(customerPhoneSchema),
  /** Its corrections and merges, the latest first (decision 092). */
  history: z.array(customerChangeSchema),
});
export type OwnerCustomer = z.infer<typeof ownerCustomerSchema>;
export const ownerCustomerResponseSchema = ok(ownerCustomerSchema);

/** PUT …/note: an empty or blank note deletes it. */
export const customerNoteBodySchema = z.object({
  note: z
    .string({ error: m.noteInvalid })
    .max(CUSTOMER_NOTE_MAX, { error: m.noteTooLong.replace('{max}', String(CUSTOMER_NOTE_MAX)) })
    .refine((v) => !hasNul(v), { error: messages.common.invalidCharacters })
    .transform((v) => v.trim()),
});
export type CustomerNoteBody = z.input<typeof customerNoteBodySchema>;
export const customerNoteResponseSchema = ok(customerNoteSchema.nullable());
