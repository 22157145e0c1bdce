import {
  CUSTOMER_NOTE_MAX,
  customerDisplayName,
  messages,
  type CustomerChange,
  type CustomerEditValues,
  type CustomerPhone,
} from '@randevu/contracts';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { ModuleDeps } from '../module-deps';
import {
  createCustomerEditsRepository,
  type CardRow,
  type ChangeRow,
  type Contact,
  type ExtraPhoneRow,
} from './customer-edits.repository';

const m = messages.ownerCustomers;

/** A card as the history and the 409s name it: "Deniz Kaya", else its phone or e-mail, else "Kapıdan müşteri" (decision 090). */
const nameOf = (c: CardRow) => `${c.first_name} ${c.last_name}`.trim() || c.phone || c.email || customerDisplayName(c);
/** A merged card in the history: its id, names and contacts, as they were. */
const describe = (c: CardRow) =>
  [`#${c.id}`, `${c.first_name} ${c.last_name}`.trim(), c.phone, c.email].filter(Boolean).join(' · ');
const phonesText = (phones: ExtraPhoneRow[]) =>
  phones.length ? phones.map((p) => (p.shared ? `${p.phone} (${m.phones.sharedBadge})` : p.phone)).join(', ') : null;
const samePhones = (a: ExtraPhoneRow[], b: ExtraPhoneRow[]) => phonesText(sorted(a)) === phonesText(sorted(b));
const sorted = (p: ExtraPhoneRow[]) => [...p].sort((x, y) => x.phone.localeCompare(y.phone));

/** The field changes between a card and what it becomes, in the card's order. */
function changesOf(before: CardRow, after: Contact): ChangeRow[] {
  const fields = ['first_name', 'last_name', 'phone', 'email'] as const;
  return fields
    .filter((f) => (before[f] || null) !== (after[f] || null))
    .map((f) => ({ field: f, old_value: before[f] || null, new_value: after[f] || null }));
}

/**
 * The front desk's corrections and merges of a venue's customer cards (decision 092). The venue is the owner's (the
 * ownership hook answered 404 otherwise) and the card is looked up under it, so another venue's card is 404 even for
 * the same owner. Each write is one transaction: the card, its other numbers, its upcoming appointments (their
 * reminders written again through an appointment event) and its history commit together.
 */
export function createCustomerEditsService({ db, now, cache, notifier }: Pick<ModuleDeps, 'db' | 'now' | 'cache' | 'notifier'>) {
  /** A number another card holds as its own: 409, naming that card, suggesting a merge. */
  async function assertPhoneFree(
    repo: ReturnType<typeof createCustomerEditsRepository>,
    venueId: number,
    id: number,
    phone: string,
  ) {
    const holder = await repo.phoneHolder(venueId, phone, id);
    if (holder)
      throw conflict(m.edit.phoneTaken.replace('{name}', nameOf(holder)), 'CUSTOMER_PHONE_TAKEN', {
        phone: m.edit.phoneTaken.replace('{name}', nameOf(holder)),
      });
  }

  return {
    /** Writes the card as `body` says; answers nothing (the route reads the card again). */
    async update(ownerId: number, venueId: number, customerId: number, body: CustomerEditValues): Promise<void> {
      const at = now();
      const touched = await db.transaction(async (tx) => {
        const repo = createCustomerEditsRepository(tx);
        const [card] = await repo.lockCards(venueId, [customerId]);
        if (!card) throw notFound(m.notFound, 'CUSTOMER_NOT_FOUND');
        const after: Contact = { first_name: body.first_name, last_name: body.last_name, phone: body.phone, email: body.email };
        if (after.phone && after.phone !== card.phone) await assertPhoneFree(repo, venueId, customerId, after.phone);
        for (const p of body.phones ?? []) if (!p.shared) await assertPhoneFree(repo, venueId, customerId, p.phone);
        if (!after.phone && after.email) {
          const holder = await repo.emailHolder(venueId, after.email, customerId);
          if (holder)
            throw conflict(m.edit.emailTaken.replace('{name}', nameOf(holder)), 'CUSTOMER_EMAIL_TAKEN', {
              email: m.edit.emailTaken.replace('{name}', nameOf(holder)),
            });
        }
        const changes = changesOf(card, after);
        if (body.phones) {
          const before = await repo.extraPhones(customerId);
          if (!samePhones(before, body.phones)) {
            changes.push({ field: 'phones', old_value: phonesText(sorted(before)), new_value: phonesText(sorted(body.phones)) });
            await repo.replaceExtraPhones(customerId, body.phones);
          }
        }
        if (!changes.length) return [];
        await repo.updateCard(customerId, after, at);
        await repo.recordChanges(customerId, changes, ownerId, at);
        const upcoming = await repo.followUpcoming(customerId, after, at);
        // The reminders already written carry the old contact: the event writes them again for the appointment as it
        // is now (notifications.service `time_changed`: withdrawn, then scheduled again when confirmed).
        for (const id of upcoming) await notifier.appointmentEvent(tx, id, 'time_changed');
        return upcoming;
      });
      cache.invalidateVenue(venueId);
      if (touched.length) notifier.kick();
    },

    /**
     * Joins card `otherId` into card `customerId` (the one that stays): appointments (no-shows among them), history and
     * other numbers move, the notes are joined, the names and contacts the staying card lacks are taken from the other,
     * a second phone becomes one of its other numbers; the other card is deleted and the merge recorded.
     */
    async merge(ownerId: number, venueId: number, customerId: number, otherId: number): Promise<void> {
      if (otherId === customerId) throw badRequest(m.merge.self, { other_id: m.merge.self }, 'CUSTOMER_MERGE_SELF');
      const at = now();
      const touched = await db.transaction(async (tx) => {
        const repo = createCustomerEditsRepository(tx);
        const cards = await repo.lockCards(venueId, [customerId, otherId]);
        const keep = cards.find((c) => c.id === customerId);
        if (!keep) throw notFound(m.notFound, 'CUSTOMER_NOT_FOUND');
        const other = cards.find((c) => c.id === otherId);
        if (!other) throw notFound(m.merge.otherNotFound, 'CUSTOMER_NOT_FOUND');

        const notes = await repo.notes([customerId, otherId]);
        const note = [customerId, otherId]
          .map((id) => notes.find((n) => Number(n.customer_id) === id)?.note)
          .filter(Boolean)
          .join('\n\n');
        if (note.length > CUSTOMER_NOTE_MAX)
          throw conflict(m.merge.notesTooLong.replace('{max}', String(CUSTOMER_NOTE_MAX)), 'CUSTOMER_NOTES_TOO_LONG');

        const after: Contact = {
          first_name: keep.first_name || other.first_name,
          last_name: keep.last_name || other.last_name,
          phone: keep.phone ?? other.phone,
          email: keep.email ?? other.email,
        };
        await repo.moveAndDelete(otherId, customerId);
        // The other card's own number stays findable on the card that stays (the lookup, the next booking's card).
        if (other.phone && other.phone !== after.phone) {
          const extras = (await repo.extraPhones(customerId)).filter((p) => p.phone !== other.phone);
          await repo.replaceExtraPhones(customerId, [...extras, { phone: other.phone, shared: false }]);
        }
        if (after.phone) {
          const extras = await repo.extraPhones(customerId);
          if (extras.some((p) => p.phone === after.phone))
            await repo.replaceExtraPhones(
              customerId,
              extras.filter((p) => p.phone !== after.phone),
            );
        }
        await repo.updateCard(customerId, after, at);
        if (note) await repo.saveNote(customerId, venueId, note, at);
        await repo.recordChanges(
          customerId,
          [{ field: 'merged', old_value: describe(other), new_value: describe({ ...after, id: customerId }) }],
          ownerId,
          at,
        );
        const upcoming = await repo.followUpcoming(customerId, after, at);
        for (const id of upcoming) await notifier.appointmentEvent(tx, id, 'time_changed');
        return upcoming;
      });
      cache.invalidateVenue(venueId);
      if (touched.length) notifier.kick();
    },

    /** The card's other numbers and history, for the card's answer. */
    async extras(customerId: number): Promise<{ phones: CustomerPhone[]; history: CustomerChange[] }> {
      const repo = createCustomerEditsRepository(db);
      const [phones, history] = await Promise.all([repo.extraPhones(customerId), repo.history(customerId)]);
      return {
        phones: phones.map((p) => ({ phone: p.phone, shared: Boolean(p.shared) })),
        history: history.map((h) => ({
          id: Number(h.id),
          field: h.field,
          old_value: h.old_value,
          new_value: h.new_value,
          changed_by: h.changed_by,
          changed_at: new Date(Number(h.changed_ms)).toISOString(),
        })),
      };
    },
  };
}
