import { sql } from 'drizzle-orm';
import type { CustomerChangeField } from '@randevu/contracts';
import { queryRows, type Db } from '../../db/client';

/** A card as an edit or a merge reads it (locked in the caller's transaction). */
export interface CardRow {
  id: number;
  first_name: string;
  last_name: string;
  phone: string | null;
  email: string | null;
}
export interface ExtraPhoneRow {
  phone: string;
  shared: boolean;
}
export interface ChangeRow {
  field: CustomerChangeField;
  old_value: string | null;
  new_value: string | null;
}
export interface HistoryRow extends ChangeRow {
  id: number;
  changed_by: string | null;
  changed_ms: number;
}
/** The contact a card's upcoming appointments carry ('' for none, as the appointments store it). */
export interface Contact {
  first_name: string;
  last_name: string;
  phone: string | null;
  email: string | null;
}

/**
 * The SQL of the front desk's corrections and merges (decision 092). Every statement takes the caller's transaction
 * and names the venue or a card already read under the venue's owner.
 */
export function createCustomerEditsRepository(tx: Db) {
  return {
    /** The venue's cards `ids`, locked in id order (two merges of the same pair wait for each other, never deadlock). */
    async lockCards(venueId: number, ids: number[]): Promise<CardRow[]> {
      return queryRows<CardRow>(
        tx,
        sql`select id, first_name, last_name, phone, email from customers
            where venue_id = ${venueId} and id in ${ids} order by id for update`,
      );
    },

    /**
     * Another card of the venue that holds `phone` as its own: its phone, or one of its unshared other numbers (a
     * shared number may be on any number of cards).
     */
    async phoneHolder(venueId: number, phone: string, exceptId: number): Promise<CardRow | null> {
      const [row] = await queryRows<CardRow>(
        tx,
        sql`select c.id, c.first_name, c.last_name, c.phone, c.email from customers c
            where c.venue_id = ${venueId} and c.id <> ${exceptId}
              and (c.phone = ${phone}
                   or exists (select 1 from customer_phones p where p.customer_id = c.id and p.phone = ${phone} and not p.shared))
            order by c.id limit 1`,
      );
      return row ?? null;
    },

    /** Another card of the venue without a phone that has `email`: such cards are one per e-mail. */
    async emailHolder(venueId: number, email: string, exceptId: number): Promise<CardRow | null> {
      const [row] = await queryRows<CardRow>(
        tx,
        sql`select id, first_name, last_name, phone, email from customers
            where venue_id = ${venueId} and id <> ${exceptId} and phone is null and email = ${email} order by id limit 1`,
      );
      return row ?? null;
    },

    async extraPhones(customerId: number): Promise<ExtraPhoneRow[]> {
      return queryRows<ExtraPhoneRow>(
        tx,
        sql`select phone, shared from customer_phones where customer_id = ${customerId} order by phone`,
      );
    },

    async replaceExtraPhones(customerId: number, phones: ExtraPhoneRow[]): Promise<void> {
      await tx.execute(sql`delete from customer_phones where customer_id = ${customerId}`);
      for (const p of phones)
        await tx.execute(
          sql`insert into customer_phones (customer_id, phone, shared) values (${customerId}, ${p.phone}, ${p.shared})`,
        );
    },

    async updateCard(customerId: number, c: Contact, now: Date): Promise<void> {
      await tx.execute(
        sql`update customers set first_name = ${c.first_name}, last_name = ${c.last_name}, phone = ${c.phone},
                   email = ${c.email}, updated_at = ${now}, edited_at = ${now}
            where id = ${customerId}`,
      );
    },

    /**
     * The card's appointments still to come (pending or confirmed, not started) take its contact; answers the ids of
     * those whose names, phone or e-mail changed, whose reminders are written again.
     */
    async followUpcoming(customerId: number, c: Contact, now: Date): Promise<number[]> {
      const phone = c.phone ?? '';
      const email = c.email ?? '';
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`update appointments set customer_first_name = ${c.first_name}, customer_last_name = ${c.last_name},
                   customer_phone = ${phone}, customer_email = ${email}
            where customer_id = ${customerId} and status in ('pending', 'confirmed') and starts_at > ${now}
              and (customer_first_name, customer_last_name, customer_phone, customer_email)
                  is distinct from (${c.first_name}, ${c.last_name}, ${phone}, ${email})
            returning id`,
      );
      return rows.map((r) => Number(r.id));
    },

    async recordChanges(customerId: number, changes: ChangeRow[], by: number, now: Date): Promise<void> {
      for (const c of changes)
        await tx.execute(
          sql`insert into customer_changes (customer_id, field, old_value, new_value, changed_by, changed_at)
              values (${customerId}, ${c.field}, ${c.old_value}, ${c.new_value}, ${by}, ${now})`,
        );
    },

    /** The card's changes, the latest first, with the name of the account that made each. */
    async history(customerId: number): Promise<HistoryRow[]> {
      return queryRows<HistoryRow>(
        tx,
        sql`select h.id, h.field, h.old_value, h.new_value,
                   nullif(coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.business_name), '') as changed_by,
                   (extract(epoch from h.changed_at) * 1000)::float8 as changed_ms
            from customer_changes h left join users u on u.id = h.changed_by
            where h.customer_id = ${customerId}
            order by h.changed_at desc, h.id desc`,
      );
    },

    /** The notes of the two cards (either may have none). */
    async notes(ids: number[]): Promise<{ customer_id: number; note: string }[]> {
      return queryRows(tx, sql`select customer_id, note from customer_notes where customer_id in ${ids} order by customer_id`);
    },

    /**
     * Moves everything of card `fromId` to card `toId` and deletes `fromId`: its appointments, its history, its other
     * numbers (a number both hold stays once, shared only if both marked it so), then the card itself (its note, read
     * before, goes with it).
     */
    async moveAndDelete(fromId: number, toId: number): Promise<void> {
      await tx.execute(sql`update appointments set customer_id = ${toId} where customer_id = ${fromId}`);
      await tx.execute(sql`update customer_changes set customer_id = ${toId} where customer_id = ${fromId}`);
      await tx.execute(
        sql`insert into customer_phones (customer_id, phone, shared)
            select ${toId}, phone, shared from customer_phones where customer_id = ${fromId}
            on conflict (customer_id, phone) do update set shared = customer_phones.shared and excluded.shared`,
      );
      await tx.execute(sql`delete from customers where id = ${fromId}`);
    },

    async saveNote(customerId: number, venueId: number, note: string, now: Date): Promise<void> {
      await tx.execute(
        sql`insert into customer_notes (customer_id, venue_id, note, updated_at) values (${customerId}, ${venueId}, ${note}, ${now})
            on conflict (customer_id) do update set note = excluded.note, updated_at = excluded.updated_at`,
      );
    },
  };
}
