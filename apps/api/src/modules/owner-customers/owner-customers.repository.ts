import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { foldTurkishSql } from '../../db/person';

/** The card's names, phone and e-mail, and their visits: what the list and the card share. */
export interface PersonRow {
  id: number;
  first_name: string;
  last_name: string;
  phone: string | null;
  email: string | null;
  visits: number;
  /** Epoch ms of the latest completed appointment's start. */
  last_visit_ms: number | null;
}
export interface CardRow extends PersonRow {
  spent_kurus: number;
  no_shows: number;
  cancellations: number;
  appointments_total: number;
  next_visit_ms: number | null;
}
export interface CustomerAppointmentRow {
  id: number;
  starts_ms: number;
  status: string;
  service_name: string;
  expert_name: string;
  price_kurus: number;
}
export interface ListFilter {
  /** foldTurkish(q): a part of the card's name, or of its e-mail. */
  folded: string;
  /** The digits of q when it reads as a phone (3 or more): a part of the phone. */
  digits: string | null;
  limit: number;
  offset: number;
}

/** The aggregates of a card's appointments `a` (one hash aggregate per venue, no sorting). */
const GROUP_COLUMNS = sql`
  a.customer_id, count(*) filter (where a.status = 'completed')::int as visits,
  (extract(epoch from max(a.starts_at) filter (where a.status = 'completed')) * 1000)::float8 as last_visit_ms,
  max(a.starts_at) as latest`;

/**
 * The venue's customer cards (decisions 042, 086) and their appointments. Every statement names the venue: a card
 * of another venue is never read.
 */
export function createOwnerCustomersRepository(db: Db) {
  return {
    async expertIds(venueId: number): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(db, sql`select id from experts where venue_id = ${venueId}`);
      return rows.map((r) => Number(r.id));
    },

    async ownsVenue(ownerId: number, venueId: number): Promise<boolean> {
      return (await queryRows(db, sql`select 1 from venues where id = ${venueId} and owner_id = ${ownerId}`)).length > 0;
    },

    /** One page of the venue's cards, the one who booked last (or was added last) first, and how many match. */
    async list(venueId: number, f: ListFilter): Promise<{ total: number; rows: PersonRow[] }> {
      const name = foldTurkishSql(sql`c.first_name || ' ' || c.last_name`);
      const match = f.folded
        ? sql`and (position(${f.folded} in ${name}) > 0 or position(${f.folded} in coalesce(c.email, '')) > 0
                ${f.digits ? sql`or position(${f.digits} in coalesce(c.phone, '')) > 0` : sql``})`
        : sql``;
      const rows = await queryRows<PersonRow & { total: number }>(
        db,
        sql`
          with groups as (
            select ${GROUP_COLUMNS} from appointments a where a.venue_id = ${venueId} group by a.customer_id
          )
          select c.id, c.first_name, c.last_name, c.phone, c.email, coalesce(g.visits, 0)::int as visits,
                 g.last_visit_ms, count(*) over ()::int as total
          from customers c left join groups g on g.customer_id = c.id
          where c.venue_id = ${venueId} ${match}
          order by coalesce(g.latest, c.created_at) desc, c.id desc
          limit ${f.limit} offset ${f.offset}`,
      );
      if (rows.length || f.offset === 0) return { total: rows[0]?.total ?? 0, rows };
      // A page past the end still carries the total.
      const [count] = await queryRows<{ total: number }>(
        db,
        sql`select count(*)::int as total from customers c where c.venue_id = ${venueId} ${match}`,
      );
      return { total: count?.total ?? 0, rows };
    },

    /** Whether card `customerId` is one of venue `venueId` of owner `ownerId`. */
    async ownsCustomer(ownerId: number, venueId: number, customerId: number): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`select 1 from customers c join venues v on v.id = c.venue_id
            where c.id = ${customerId} and c.venue_id = ${venueId} and v.owner_id = ${ownerId}`,
      );
      return rows.length > 0;
    },

    async card(venueId: number, customerId: number, now: Date): Promise<CardRow | null> {
      const [row] = await queryRows<CardRow>(
        db,
        sql`
          with x as (
            select count(*) filter (where a.status = 'completed')::int as visits,
                   (extract(epoch from max(a.starts_at) filter (where a.status = 'completed')) * 1000)::float8
                     as last_visit_ms,
                   coalesce(sum(a.price_kurus) filter (where a.status = 'completed'), 0)::float8 as spent_kurus,
                   count(*) filter (where a.status = 'no_show')::int as no_shows,
                   count(*) filter (where a.status = 'cancelled')::int as cancellations,
                   count(*)::int as appointments_total,
                   (extract(epoch from min(a.starts_at) filter (
                      where a.status in ('pending', 'confirmed') and a.starts_at > ${now})) * 1000)::float8 as next_visit_ms
            from appointments a
            where a.venue_id = ${venueId} and a.customer_id = ${customerId}
          )
          select c.id, c.first_name, c.last_name, c.phone, c.email, x.*
          from customers c cross join x
          where c.id = ${customerId} and c.venue_id = ${venueId}`,
      );
      return row ?? null;
    },

    async appointments(venueId: number, customerId: number, limit: number): Promise<CustomerAppointmentRow[]> {
      return queryRows<CustomerAppointmentRow>(
        db,
        sql`
          select a.id, (extract(epoch from a.starts_at) * 1000)::float8 as starts_ms, a.status,
                 coalesce(a.sub_service_name, a.service_name) as service_name, a.expert_name, a.price_kurus
          from appointments a
          where a.venue_id = ${venueId} and a.customer_id = ${customerId}
          order by a.starts_at desc, a.id desc
          limit ${limit}`,
      );
    },

    async note(venueId: number, customerId: number): Promise<{ note: string; updated_ms: number } | null> {
      const [row] = await queryRows<{ note: string; updated_ms: number }>(
        db,
        sql`select note, (extract(epoch from updated_at) * 1000)::float8 as updated_ms
            from customer_notes where venue_id = ${venueId} and customer_id = ${customerId}`,
      );
      return row ?? null;
    },

    async saveNote(venueId: number, customerId: number, note: string, now: Date): Promise<void> {
      await queryRows(
        db,
        sql`insert into customer_notes (customer_id, venue_id, note, updated_at)
            values (${customerId}, ${venueId}, ${note}, ${now})
            on conflict (customer_id) do update set note = excluded.note, updated_at = excluded.updated_at`,
      );
    },

    async deleteNote(venueId: number, customerId: number): Promise<void> {
      await queryRows(db, sql`delete from customer_notes where venue_id = ${venueId} and customer_id = ${customerId}`);
    },
  };
}
