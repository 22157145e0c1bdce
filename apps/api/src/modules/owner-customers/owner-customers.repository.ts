import { sql, type SQL } from 'drizzle-orm';
import { NO_SHOW_TAG_MIN, type OwnerCustomersNoShowFilter, type OwnerCustomersSort } from '@randevu/contracts';
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
  spent_kurus: number;
  no_shows: number;
  no_shows_12m: number;
}
export interface CardRow extends PersonRow {
  upcoming: number;
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
  /** Decision 091: cards with a no-show (`any`) or with the no-show tag (`tag`). */
  noShow: OwnerCustomersNoShowFilter | null;
  /** Decision 091: cards whose latest visit started before this instant. */
  lastVisitBefore: Date | null;
  sort: OwnerCustomersSort;
  /** The no-show tag's window start (12 months before now). */
  since: Date;
  limit: number;
  offset: number;
}

/**
 * The aggregates of a card's appointments `a` (one hash aggregate per venue, no sorting), with the spending and the
 * no-shows (all, and since `since`: decision 091).
 */
const groupColumns = (since: Date) => sql`
  a.customer_id, count(*) filter (where a.status = 'completed')::int as visits,
  (extract(epoch from max(a.starts_at) filter (where a.status = 'completed')) * 1000)::float8 as last_visit_ms,
  max(a.starts_at) as latest,
  coalesce(sum(a.price_kurus) filter (where a.status = 'completed'), 0)::float8 as spent_kurus,
  count(*) filter (where a.status = 'no_show')::int as no_shows,
  count(*) filter (where a.status = 'no_show' and a.starts_at >= ${since.toISOString()})::int as no_shows_12m`;

/** The list's orders (decision 091) over `customers c left join groups g`: the largest first, ties by the card's id. */
const ORDERS: Record<OwnerCustomersSort, SQL> = {
  recent: sql`coalesce(g.latest, c.created_at) desc, c.id desc`,
  last_visit: sql`g.last_visit_ms desc nulls last, c.id desc`,
  total_spent: sql`coalesce(g.spent_kurus, 0) desc, c.id desc`,
  visits: sql`coalesce(g.visits, 0) desc, c.id desc`,
};

/** The list's search and filters (decision 091) over `customers c left join groups g`, each as `and …`. */
function listMatch(f: ListFilter): SQL {
  const name = foldTurkishSql(sql`c.first_name || ' ' || c.last_name`);
  const conditions: SQL[] = [];
  if (f.folded)
    conditions.push(sql`and (position(${f.folded} in ${name}) > 0 or position(${f.folded} in coalesce(c.email, '')) > 0
      ${f.digits ? sql`or position(${f.digits} in coalesce(c.phone, '')) > 0` : sql``})`);
  if (f.noShow === 'any') conditions.push(sql`and g.no_shows > 0`);
  if (f.noShow === 'tag') conditions.push(sql`and g.no_shows_12m >= ${NO_SHOW_TAG_MIN}`);
  if (f.lastVisitBefore) conditions.push(sql`and g.last_visit_ms < ${f.lastVisitBefore.getTime()}`);
  return sql.join(conditions, sql` `);
}

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
      const match = listMatch(f);
      const groups = sql`groups as (
        select ${groupColumns(f.since)} from appointments a where a.venue_id = ${venueId} group by a.customer_id
      )`;
      const rows = await queryRows<PersonRow & { total: number }>(
        db,
        sql`
          with ${groups}
          select c.id, c.first_name, c.last_name, c.phone, c.email, coalesce(g.visits, 0)::int as visits,
                 g.last_visit_ms, coalesce(g.spent_kurus, 0)::float8 as spent_kurus, coalesce(g.no_shows, 0)::int as no_shows,
                 coalesce(g.no_shows_12m, 0)::int as no_shows_12m, count(*) over ()::int as total
          from customers c left join groups g on g.customer_id = c.id
          where c.venue_id = ${venueId} ${match}
          order by ${ORDERS[f.sort]}
          limit ${f.limit} offset ${f.offset}`,
      );
      if (rows.length || f.offset === 0) return { total: rows[0]?.total ?? 0, rows };
      // A page past the end still carries the total.
      const [count] = await queryRows<{ total: number }>(
        db,
        sql`with ${groups}
            select count(*)::int as total from customers c left join groups g on g.customer_id = c.id
            where c.venue_id = ${venueId} ${match}`,
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

    async card(venueId: number, customerId: number, now: Date, since: Date): Promise<CardRow | null> {
      const [row] = await queryRows<CardRow>(
        db,
        sql`
          with x as (
            select count(*) filter (where a.status = 'completed')::int as visits,
                   (extract(epoch from max(a.starts_at) filter (where a.status = 'completed')) * 1000)::float8
                     as last_visit_ms,
                   coalesce(sum(a.price_kurus) filter (where a.status = 'completed'), 0)::float8 as spent_kurus,
                   count(*) filter (where a.status = 'no_show')::int as no_shows,
                   count(*) filter (where a.status = 'no_show' and a.starts_at >= ${since.toISOString()})::int
                     as no_shows_12m,
                   count(*) filter (where a.status in ('pending', 'confirmed') and a.starts_at > ${now})::int as upcoming,
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
