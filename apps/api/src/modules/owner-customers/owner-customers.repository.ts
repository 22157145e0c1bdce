import { sql, type SQL } from 'drizzle-orm';
import { NO_SHOW_TAG_MIN, type OwnerCustomersNoShowFilter, type OwnerCustomersSort } from '@randevu/contracts';
import { queryRows, type Db } from '../../db/client';
import { foldTurkishSql, personOf } from '../../db/person';

/** The person's names, phone and e-mail as last booked, and their visits: what the list and the card share. */
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
  /** foldTurkish(q): a part of the name as last booked, or of the e-mail. */
  folded: string;
  /** The digits of q when it reads as a phone (3 or more): a part of the phone. */
  digits: string | null;
  /** Decision 091: people with a no-show (`any`) or with the no-show tag (`tag`). */
  noShow: OwnerCustomersNoShowFilter | null;
  /** Decision 091: people whose latest visit started before this instant. */
  lastVisitBefore: Date | null;
  sort: OwnerCustomersSort;
  /** The no-show tag's window start (12 months before now). */
  since: Date;
  limit: number;
  offset: number;
}

/**
 * The aggregates of one person over their appointments `a` at the venue: cheap ones only (one hash aggregate, no
 * sorting), so 50,000 appointments group in one pass. `last_id` is their latest booking (the highest id): the names,
 * phone and e-mail "as last booked" are read from that row by its key.
 */
const groupColumns = (since: Date) => sql`
  min(a.id)::int as id, max(a.id) as last_id, max(a.id) filter (where a.customer_email <> '') as email_id,
  count(*) filter (where a.status = 'completed')::int as visits,
  (extract(epoch from max(a.starts_at) filter (where a.status = 'completed')) * 1000)::float8 as last_visit_ms,
  coalesce(sum(a.price_kurus) filter (where a.status = 'completed'), 0)::float8 as spent_kurus,
  count(*) filter (where a.status = 'no_show')::int as no_shows,
  count(*) filter (where a.status = 'no_show' and a.starts_at >= ${since.toISOString()})::int as no_shows_12m`;

/** The list's orders (decision 091): the largest first, ties by the first appointment's id. */
const ORDERS: Record<OwnerCustomersSort, SQL> = {
  recent: sql`latest desc, id desc`,
  last_visit: sql`last_visit_ms desc nulls last, id desc`,
  total_spent: sql`spent_kurus desc, id desc`,
  visits: sql`visits desc, id desc`,
};

/** The list's search and filters over `people p`, as one WHERE clause (empty when none applies). */
function listWhere(f: ListFilter): SQL {
  const name = foldTurkishSql(sql`p.first_name || ' ' || p.last_name`);
  const conditions: SQL[] = [];
  if (f.folded)
    conditions.push(sql`(position(${f.folded} in ${name}) > 0 or position(${f.folded} in p.last_email) > 0
      ${f.digits ? sql`or position(${f.digits} in coalesce(p.phone, '')) > 0` : sql``})`);
  if (f.noShow === 'any') conditions.push(sql`p.no_shows > 0`);
  if (f.noShow === 'tag') conditions.push(sql`p.no_shows_12m >= ${NO_SHOW_TAG_MIN}`);
  if (f.lastVisitBefore) conditions.push(sql`p.last_visit_ms < ${f.lastVisitBefore.getTime()}`);
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}
/** The latest booking's names and phone for `g.last_id` (OFFSET 0: one primary-key probe per person, not a join of all rows). */
const lastBooked = (g: string) => sql`cross join lateral (
    select l.customer_first_name as first_name, l.customer_last_name as last_name,
           nullif(l.customer_phone, '') as phone, lower(l.customer_email) as last_email
    from appointments l where l.id = ${sql.raw(g)}.last_id offset 0) l`;
/** The latest e-mail given, for `x.email_id`. */
const lastEmail = (x: string) => sql`left join lateral (
    select e.customer_email as email from appointments e where e.id = ${sql.raw(x)}.email_id offset 0) e on true`;

/**
 * The venue's customers (decision 042), read from its appointments: nothing is stored per customer but the
 * owner's note. Every statement names the venue; the person is `personOf` (db/person.ts), the reports' definition.
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

    /** One page of the venue's people, the one who booked last first, and how many match. */
    async list(venueId: number, f: ListFilter): Promise<{ total: number; rows: PersonRow[] }> {
      const match = listWhere(f);
      const order = ORDERS[f.sort];
      const rows = await queryRows<PersonRow & { total: number }>(
        db,
        sql`
          with groups as (
            select ${groupColumns(f.since)}, max(a.starts_at) as latest
            from appointments a
            where a.venue_id = ${venueId}
            group by ${personOf('a')}
          ), people as materialized (
            select g.*, l.* from groups g ${lastBooked('g')}
          ), x as (
            select p.*, count(*) over ()::int as total from people p ${match}
            order by ${order}
            limit ${f.limit} offset ${f.offset}
          )
          select x.id, x.first_name, x.last_name, x.phone, e.email, x.visits, x.last_visit_ms, x.spent_kurus, x.no_shows,
                 x.no_shows_12m, x.total
          from x ${lastEmail('x')}
          order by ${order}`,
      );
      if (rows.length || f.offset === 0) return { total: rows[0]?.total ?? 0, rows };
      // A page past the end still carries the total.
      const [count] = await queryRows<{ total: number }>(
        db,
        sql`with groups as (select ${groupColumns(f.since)} from appointments a where a.venue_id = ${venueId} group by ${personOf('a')})
            select count(*)::int as total from (select g.*, l.* from groups g ${lastBooked('g')}) p ${match}`,
      );
      return { total: count?.total ?? 0, rows };
    },

    /** The person of appointment `appointmentId` if it is one of venue `venueId` of owner `ownerId`, else null. */
    async personOfAppointment(ownerId: number, venueId: number, appointmentId: number): Promise<string | null> {
      const [row] = await queryRows<{ person: string }>(
        db,
        sql`select ${personOf('a')} as person from appointments a join venues v on v.id = a.venue_id
            where a.id = ${appointmentId} and a.venue_id = ${venueId} and v.owner_id = ${ownerId}`,
      );
      return row?.person ?? null;
    },

    async card(venueId: number, person: string, now: Date, since: Date): Promise<CardRow | null> {
      const [row] = await queryRows<CardRow>(
        db,
        sql`
          with x as (
            select ${groupColumns(since)},
                   count(*) filter (where a.status in ('pending', 'confirmed') and a.starts_at > ${now})::int as upcoming,
                   count(*) filter (where a.status = 'cancelled')::int as cancellations,
                   count(*)::int as appointments_total,
                   (extract(epoch from min(a.starts_at) filter (
                      where a.status in ('pending', 'confirmed') and a.starts_at > ${now})) * 1000)::float8 as next_visit_ms
            from appointments a
            where a.venue_id = ${venueId} and ${personOf('a')} = ${person}
          )
          select x.*, l.first_name, l.last_name, l.phone, e.email
          from x ${lastBooked('x')} ${lastEmail('x')}`,
      );
      return row ?? null;
    },

    async appointments(venueId: number, person: string, limit: number): Promise<CustomerAppointmentRow[]> {
      return queryRows<CustomerAppointmentRow>(
        db,
        sql`
          select a.id, (extract(epoch from a.starts_at) * 1000)::float8 as starts_ms, a.status,
                 coalesce(a.sub_service_name, a.service_name) as service_name, a.expert_name, a.price_kurus
          from appointments a
          where a.venue_id = ${venueId} and ${personOf('a')} = ${person}
          order by a.starts_at desc, a.id desc
          limit ${limit}`,
      );
    },

    async note(venueId: number, person: string): Promise<{ note: string; updated_ms: number } | null> {
      const [row] = await queryRows<{ note: string; updated_ms: number }>(
        db,
        sql`select note, (extract(epoch from updated_at) * 1000)::float8 as updated_ms
            from customer_notes where venue_id = ${venueId} and person = ${person}`,
      );
      return row ?? null;
    },

    async saveNote(venueId: number, person: string, note: string, now: Date): Promise<void> {
      await queryRows(
        db,
        sql`insert into customer_notes (venue_id, person, note, updated_at) values (${venueId}, ${person}, ${note}, ${now})
            on conflict (venue_id, person) do update set note = excluded.note, updated_at = excluded.updated_at`,
      );
    },

    async deleteNote(venueId: number, person: string): Promise<void> {
      await queryRows(db, sql`delete from customer_notes where venue_id = ${venueId} and person = ${person}`);
    },
  };
}
