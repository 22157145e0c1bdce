import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CUSTOMER_NOTE_MAX, messages } from '@randevu/contracts';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../../test/build-test-app';
import type { Session } from '../../../test/auth-helpers';
import { ali, gul, seedCustomersVenue, useCustomersSuite } from '../../../test/customers';
import { day } from '../../../test/fixtures';

/** Two cards of one person become one (decision 092): POST …/customers/{customerId}/merge `{ other_id }`. */
const m = messages.ownerCustomers;

const suite = useCustomersSuite();
let t: TestApp, owner: Session, stranger: Session, user: Session, api: typeof suite.api;
beforeAll(() => ({ t, owner, stranger, user, api } = suite));

const merge = (venueId: number, customerId: number | string, body: unknown, session?: Session) =>
  t.app.inject({
    method: 'POST',
    url: `/api/owner/venues/${venueId}/customers/${customerId}/merge`,
    headers: session?.headers,
    payload: body as object,
  });
const cardIds = async (venueId: number) =>
  (await queryRows<{ id: number }>(t.db, sql`select id from customers where venue_id = ${venueId} order by id`)).map((r) =>
    Number(r.id),
  );
const customerOf = async (appointmentId: number) =>
  Number(
    (await queryRows<{ id: number }>(t.db, sql`select customer_id as id from appointments where id = ${appointmentId}`))[0]!.id,
  );

/** Deniz as a guest (+90…) and Deniz typed again at the front desk with another e-mail: two cards of one person. */
const deniz = { customerFirstName: 'Deniz', customerLastName: 'Aydın', customerPhone: '+905325166023', customerEmail: '' };
const denizAgain = {
  customerFirstName: 'Deniz',
  customerLastName: '',
  customerPhone: '+905301234567',
  customerEmail: 'deniz@example.com',
};

describe('POST /api/owner/venues/{id}/customers/{customerId}/merge', () => {
  it('moves appointments, no-shows and the note into the card that stays, deletes the other and records the merge', async () => {
    const { venueId, book } = await seedCustomersVenue(t, owner.user.id);
    const a1 = await book('2026-01-10', '10:00', deniz, 'completed', 399.9);
    const a2 = await book('2026-02-10', '10:00', deniz, 'no_show');
    const b1 = await book('2026-03-10', '10:00', denizAgain, 'completed', 200);
    const b2 = await book('2026-03-11', '10:00', denizAgain, 'no_show');
    const upcoming = await book(day(4), '10:00', denizAgain, 'confirmed');
    const keep = a1.customerId!;
    const other = b1.customerId!;
    expect(keep).not.toBe(other);
    expect((await api.note(venueId, keep, { note: 'Kısa kesim sever.' }, owner)).statusCode).toBe(200);
    expect((await api.note(venueId, other, { note: 'Cuma gelir.' }, owner)).statusCode).toBe(200);

    const res = await merge(venueId, keep, { other_id: other }, owner);
    expect(res.statusCode, res.body).toBe(200);
    const card = res.json().data;
    expect(card).toMatchObject({
      id: keep,
      first_name: 'Deniz',
      last_name: 'Aydın',
      phone: '+905325166023',
      // What the staying card lacked comes from the other; the other's phone stays findable as an other number.
      email: 'deniz@example.com',
      phones: [{ phone: '+905301234567', shared: false }],
      visits: 2,
      total_spent: 599.9,
      no_shows: 2,
      appointments_total: 5,
      note: { text: 'Kısa kesim sever.\n\nCuma gelir.' },
    });
    expect(card.history[0]).toMatchObject({
      field: 'merged',
      old_value: `#${other} · Deniz · +905301234567 · deniz@example.com`,
      new_value: `#${keep} · Deniz Aydın · +905325166023 · deniz@example.com`,
      changed_by: 'Işıl Güzellik Salonu',
    });
    for (const a of [a1, a2, b1, b2, upcoming]) expect(await customerOf(a.id)).toBe(keep);
    expect(await cardIds(venueId)).toEqual([keep]);
    expect((await api.card(venueId, other, owner)).statusCode).toBe(404);
    // The upcoming appointment now carries the card's contact, and its reminders are written again.
    const [row] = await queryRows<{ phone: string; last: string }>(
      t.db,
      sql`select customer_phone as phone, customer_last_name as last from appointments where id = ${upcoming.id}`,
    );
    expect(row).toEqual({ phone: '+905325166023', last: 'Aydın' });
    const kinds = await queryRows<{ kind: string }>(
      t.db,
      sql`select kind from outbox_events where appointment_id = ${upcoming.id}`,
    );
    expect(kinds.map((k) => k.kind)).toContain('time_changed');
  });

  it('refuses to merge a card with itself (400) and changes nothing', async () => {
    const { venueId, book } = await seedCustomersVenue(t, owner.user.id);
    const a = await book('2026-01-10', '10:00', gul);
    const res = await merge(venueId, a.customerId!, { other_id: a.customerId! }, owner);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'CUSTOMER_MERGE_SELF',
      message: 'Bir kart kendisiyle birleştirilemez.',
      errors: { other_id: m.merge.self },
    });
    expect(await cardIds(venueId)).toEqual([a.customerId!]);
  });

  it.each([['x'], [0], [-3], [1.5], [null]])('refuses other_id %s with 400 and its Turkish message', async (otherId) => {
    const { venueId, book } = await seedCustomersVenue(t, owner.user.id);
    const a = await book('2026-01-10', '10:00', gul);
    const res = await merge(venueId, a.customerId!, { other_id: otherId }, owner);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: m.merge.otherInvalid, errors: { other_id: m.merge.otherInvalid } });
  });

  it('refuses a card of another venue, even the owner’s own, or another owner’s (404), and changes nothing', async () => {
    const mine = await seedCustomersVenue(t, owner.user.id);
    const second = await seedCustomersVenue(t, owner.user.id);
    const theirs = await seedCustomersVenue(t, stranger.user.id);
    const a = await mine.book('2026-01-10', '10:00', gul);
    const b = await second.book('2026-01-10', '10:00', gul);
    const c = await theirs.book('2026-01-10', '10:00', ali);
    for (const otherId of [b.customerId!, c.customerId!, 2_000_000_000]) {
      const res = await merge(mine.venueId, a.customerId!, { other_id: otherId }, owner);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ success: false, code: 'CUSTOMER_NOT_FOUND', message: m.merge.otherNotFound });
    }
    // Their card in the path: 404 before the body is read, whatever it holds.
    for (const body of [{ other_id: a.customerId! }, { other_id: 'x' }]) {
      expect((await merge(theirs.venueId, c.customerId!, body, owner)).statusCode).toBe(404);
      expect((await merge(mine.venueId, c.customerId!, body, owner)).statusCode).toBe(404);
    }
    expect(await cardIds(mine.venueId)).toEqual([a.customerId!]);
    expect(await cardIds(second.venueId)).toEqual([b.customerId!]);
    expect(await cardIds(theirs.venueId)).toEqual([c.customerId!]);
    expect(await customerOf(c.id)).toBe(c.customerId!);
  });

  it('refuses (409) when the joined notes would pass the note limit, and merges nothing', async () => {
    const { venueId, book } = await seedCustomersVenue(t, owner.user.id);
    const a = await book('2026-01-10', '10:00', gul);
    const b = await book('2026-01-11', '10:00', ali);
    await api.note(venueId, a.customerId!, { note: 'a'.repeat(CUSTOMER_NOTE_MAX) }, owner);
    await api.note(venueId, b.customerId!, { note: 'b' }, owner);
    const res = await merge(venueId, a.customerId!, { other_id: b.customerId! }, owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(m.merge.notesTooLong.replace('{max}', String(CUSTOMER_NOTE_MAX)));
    expect(await cardIds(venueId)).toEqual([a.customerId!, b.customerId!].sort((x, y) => x - y));
    expect(await customerOf(b.id)).toBe(b.customerId!);
  });

  it('answers 401 without a session and 403 to a user', async () => {
    const { venueId, book } = await seedCustomersVenue(t, owner.user.id);
    const a = await book('2026-01-10', '10:00', gul);
    const b = await book('2026-01-11', '10:00', ali);
    expect((await merge(venueId, a.customerId!, { other_id: b.customerId! })).statusCode).toBe(401);
    expect((await merge(venueId, a.customerId!, { other_id: b.customerId! }, user)).statusCode).toBe(403);
    expect(await cardIds(venueId)).toHaveLength(2);
  });
});
