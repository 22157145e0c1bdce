import {
  CUSTOMER_CARD_APPOINTMENTS,
  customerLookupQuerySchema,
  foldTurkish,
  kurusToLira,
  messages,
  OWNER_CUSTOMERS_PAGE_SIZE,
  type CustomerNote,
  type OwnerCustomer,
  type OwnerCustomerSummary,
} from '@randevu/contracts';
import { notFound } from '../../lib/errors';
import { formatHHmm, toVenueWallTime } from '../../lib/time';
import type { ModuleDeps } from '../module-deps';
import { createOwnerCustomersRepository, type PersonRow } from './owner-customers.repository';

const m = messages.ownerCustomers;

const day = (ms: number | null) => (ms === null ? null : toVenueWallTime(new Date(Number(ms))).date);
const toSummary = (r: PersonRow): OwnerCustomerSummary => ({
  id: Number(r.id),
  first_name: r.first_name,
  last_name: r.last_name,
  phone: r.phone || null,
  email: r.email || null,
  visits: Number(r.visits),
  last_visit: day(r.last_visit_ms),
});

/** The digits of a search that reads as a phone ('0532 12', '+90 532'), as the calendar's lookup reads them. */
function phoneDigits(q: string): string | null {
  const parsed = customerLookupQuerySchema.shape.phone.safeParse(q);
  return parsed.success ? parsed.data : null;
}

/**
 * The venue's customers, their cards and the owner's private notes (decisions 042, 086). A customer's id is their
 * card's: a card of another venue, even the same owner's, is 404. Notes are read and written only here.
 */
export function createOwnerCustomersListService({ db, now }: Pick<ModuleDeps, 'db' | 'now'>) {
  const repo = createOwnerCustomersRepository(db);

  async function cardOf(ownerId: number, venueId: number, customerId: number): Promise<number> {
    if (!(await repo.ownsCustomer(ownerId, venueId, customerId))) throw notFound(m.notFound, 'CUSTOMER_NOT_FOUND');
    return customerId;
  }

  const toNote = (row: { note: string; updated_ms: number } | null): CustomerNote | null =>
    row ? { text: row.note, updated_at: new Date(Number(row.updated_ms)).toISOString() } : null;

  return {
    /** Every expert of the venue (deleted ones too): what a kept list is tagged with besides the venue. */
    expertIds: (venueId: number) => repo.expertIds(venueId),

    async list(ownerId: number, venueId: number, q: { q?: string; page: number }) {
      if (!(await repo.ownsVenue(ownerId, venueId))) throw notFound(messages.venues.notFound);
      const limit = OWNER_CUSTOMERS_PAGE_SIZE;
      const text = q.q ?? '';
      const { total, rows } = await repo.list(venueId, {
        folded: text ? foldTurkish(text) || text.toLowerCase() : '',
        digits: text ? phoneDigits(text) : null,
        limit,
        offset: (q.page - 1) * limit,
      });
      return { data: rows.map(toSummary), meta: { total, page: q.page, limit } };
    },

    async card(ownerId: number, venueId: number, customerId: number): Promise<OwnerCustomer> {
      const card = await cardOf(ownerId, venueId, customerId);
      const [row, appointments, note] = await Promise.all([
        repo.card(venueId, card, now()),
        repo.appointments(venueId, card, CUSTOMER_CARD_APPOINTMENTS),
        repo.note(venueId, card),
      ]);
      if (!row) throw notFound(m.notFound, 'CUSTOMER_NOT_FOUND');
      const next = row.next_visit_ms === null ? null : toVenueWallTime(new Date(Number(row.next_visit_ms)));
      return {
        ...toSummary(row),
        total_spent: kurusToLira(Number(row.spent_kurus)),
        next_visit: next ? { date: next.date, time: formatHHmm(next.minutes) } : null,
        no_shows: Number(row.no_shows),
        cancellations: Number(row.cancellations),
        appointments_total: Number(row.appointments_total),
        appointments: appointments.map((a) => {
          const at = toVenueWallTime(new Date(Number(a.starts_ms)));
          return {
            id: Number(a.id),
            date: at.date,
            time: formatHHmm(at.minutes),
            status: a.status as OwnerCustomer['appointments'][number]['status'],
            service_name: a.service_name,
            expert_name: a.expert_name,
            price: kurusToLira(Number(a.price_kurus)),
          };
        }),
        note: toNote(note),
      };
    },

    /** Writes the note, or deletes it when blank; answers what is stored now. */
    async saveNote(ownerId: number, venueId: number, customerId: number, text: string): Promise<CustomerNote | null> {
      const card = await cardOf(ownerId, venueId, customerId);
      if (!text) {
        await repo.deleteNote(venueId, card);
        return null;
      }
      await repo.saveNote(venueId, card, text, now());
      return toNote(await repo.note(venueId, card));
    },
  };
}
