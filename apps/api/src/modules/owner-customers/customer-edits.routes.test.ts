import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../../test/build-test-app';
import type { Session } from '../../../test/auth-helpers';
import { ali, gul, seedCustomersVenue, useCustomersSuite } from '../../../test/customers';
import { day } from '../../../test/fixtures';

/** The front desk corrects a card (decision 092): PUT …/customers/{customerId}. */
const m = messages.ownerCustomers;

const suite = useCustomersSuite();
let t: TestApp, owner: Session, stranger: Session, user: Session, api: typeof suite.api;
beforeAll(() => ({ t, owner, stranger, user, api } = suite));

const edit = (venueId: number, customerId: number | string, body: unknown, session?: Session) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/owner/venues/${venueId}/customers/${customerId}`,
    headers: session?.headers,
    payload: body as object,
  });
const contactOf = async (appointmentId: number) =>
  (
    await queryRows<{ first_name: string; last_name: string; phone: string; email: string }>(
      t.db,
      sql`select customer_first_name as first_name, customer_last_name as last_name, customer_phone as phone,
                 customer_email as email from appointments where id = ${appointmentId}`,
    )
  )[0]!;
const cardRow = async (id: number) =>
  (await queryRows(t.db, sql`select first_name, last_name, phone, email from customers where id = ${id}`))[0];
const changesOf = async (id: number) =>
  Number(
    (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from customer_changes where customer_id = ${id}`))[0]!.n,
  );
const events = async (appointmentId: number) =>
  (
    await queryRows<{ kind: string }>(
      t.db,
      sql`select kind from outbox_events where appointment_id = ${appointmentId} order by id`,
    )
  ).map((r) => r.kind);

const corrected = { first_name: 'Gülşen', last_name: 'Şahin Ak', phone: '0532 999 88 77', email: 'Gulsen@Example.com' };

describe('PUT /api/owner/venues/{id}/customers/{customerId}', () => {
  it('corrects the card, its upcoming appointments follow and the history holds each old and new value', async () => {
    const { venueId, book } = await seedCustomersVenue(t, owner.user.id);
    const past = await book('2026-01-10', '10:00', gul, 'completed');
    const pending = await book(day(5), '10:00', gul, 'pending');
    const confirmed = await book(day(6), '10:00', gul, 'confirmed');
    const cancelled = await book(day(7), '10:00', gul, 'cancelled');
    const id = past.customerId!;
    const eventsBefore = await events(confirmed.id);

    const res = await edit(venueId, id, corrected, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const card = res.json().data;
    expect(card).toMatchObject({
      id,
      first_name: 'Gülşen',
      last_name: 'Şahin Ak',
      phone: '+905329998877',
      email: 'gulsen@example.com',
      visits: 1,
      phones: [],
    });
    expect(
      card.history.map((h: { field: string; old_value: string; new_value: string }) => [h.field, h.old_value, h.new_value]),
    ).toEqual(
      expect.arrayContaining([
        ['first_name', 'Gül', 'Gülşen'],
        ['last_name', 'Şahin', 'Şahin Ak'],
        ['phone', '+905321234567', '+905329998877'],
        ['email', null, 'gulsen@example.com'],
      ]),
    );
    expect(card.history).toHaveLength(4);
    expect(card.history[0]).toMatchObject({ changed_by: 'Işıl Güzellik Salonu' });
    expect(Date.parse(card.history[0].changed_at)).toBeGreaterThan(Date.now() - 60_000);

    const follows = { first_name: 'Gülşen', last_name: 'Şahin Ak', phone: '+905329998877', email: 'gulsen@example.com' };
    expect(await contactOf(pending.id)).toEqual(follows);
    expect(await contactOf(confirmed.id)).toEqual(follows);
    // A visit that happened and a cancelled one keep the contact they were booked with.
    expect(await contactOf(past.id)).toMatchObject({ first_name: 'Gül', phone: '+905321234567' });
    expect(await contactOf(cancelled.id)).toMatchObject({ first_name: 'Gül', phone: '+905321234567' });
    // The upcoming ones' reminders are written again for the new contact; the others get no event.
    expect(await events(confirmed.id)).toEqual([...eventsBefore, 'time_changed']);
    expect(await events(past.id)).toEqual([]);

    // The card reads the same on its GET, and an edit that changes nothing records nothing.
    expect((await api.card(venueId, id, owner)).json().data).toEqual(card);
    expect((await edit(venueId, id, corrected, owner)).statusCode).toBe(200);
    expect(await changesOf(id)).toBe(4);
  });

  it('keeps what the front desk wrote when the person books again under another name', async () => {
    const { venueId, book } = await seedCustomersVenue(t, owner.user.id);
    const a = await book('2026-01-10', '10:00', gul);
    expect((await edit(venueId, a.customerId!, corrected, owner)).statusCode).toBe(200);
    const again = await book(day(3), '10:00', { ...gul, customerFirstName: 'Gul', customerPhone: '+905329998877' }, 'pending');
    expect(again.customerId).toBe(a.customerId);
    expect(await cardRow(a.customerId!)).toMatchObject({
      first_name: 'Gülşen',
      last_name: 'Şahin Ak',
      email: 'gulsen@example.com',
    });
  });

  it('keeps other numbers, shared ones marked, and replaces them only when `phones` is sent', async () => {
    const { venueId, book } = await seedCustomersVenue(t, owner.user.id);
    const mother = await book('2026-01-10', '10:00', gul);
    const daughter = await book('2026-01-11', '10:00', {
      ...ali,
      customerFirstName: 'Ela',
      customerPhone: '+905301112233',
      customerEmail: '',
    });
    const body = {
      first_name: 'Ela',
      last_name: 'Kaya',
      phone: null,
      email: null,
      phones: [{ phone: '0532 123 45 67', shared: true }],
    };
    const res = await edit(venueId, daughter.customerId!, body, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ phone: null, phones: [{ phone: '+905321234567', shared: true }] });
    expect(res.json().data.history.find((h: { field: string }) => h.field === 'phones')).toMatchObject({
      old_value: null,
      new_value: '+905321234567 (ortak)',
    });
    // The front desk's lookup by the mother's number finds her and her daughter.
    const found = await api.list(venueId, '?phone=0532%20123%2045', owner);
    expect(found.statusCode, found.body).toBe(200);
    expect(
      found
        .json()
        .data.map((r: { first_name: string }) => r.first_name)
        .sort(),
    ).toEqual(['Ela', 'Gül']);
    // Without `phones` they stay; the mother's card is untouched.
    const kept = await edit(venueId, daughter.customerId!, { first_name: 'Ela', last_name: 'Kaya' }, owner);
    expect(kept.json().data.phones).toEqual([{ phone: '+905321234567', shared: true }]);
    expect(await cardRow(mother.customerId!)).toMatchObject({ phone: '+905321234567' });
    // An unshared number is one person's own: another card's phone is refused.
    const own = await edit(
      venueId,
      daughter.customerId!,
      { ...body, phones: [{ phone: '+905321234567', shared: false }] },
      owner,
    );
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(m.edit.phoneTaken.replace('{name}', 'Gül Şahin'));
  });

  it('answers 409 with a merge suggestion when the phone is on another card of the venue, and changes nothing', async () => {
    const { venueId, book } = await seedCustomersVenue(t, owner.user.id);
    const a = await book('2026-01-10', '10:00', gul);
    const b = await book(day(3), '10:00', ali, 'confirmed');
    const res = await edit(venueId, b.customerId!, { ...corrected, phone: '+90 532 123 45 67' }, owner);
    expect(res.statusCode).toBe(409);
    const message = m.edit.phoneTaken.replace('{name}', 'Gül Şahin');
    expect(res.json()).toEqual({ success: false, code: 'CUSTOMER_PHONE_TAKEN', message, errors: { phone: message } });
    expect(message).toBe(
      'Bu telefon numarası başka bir müşteri kartında kayıtlı (Gül Şahin). Aynı kişiyse kartları birleştiriniz.',
    );
    expect(await cardRow(b.customerId!)).toMatchObject({ first_name: 'Ali', phone: '+905329876543' });
    expect(await contactOf(b.id)).toMatchObject({ first_name: 'Ali' });
    expect(await changesOf(b.customerId!)).toBe(0);
    expect(a.customerId!).not.toBe(b.customerId!);
  });

  const bad: [string, Record<string, unknown>, string, string][] = [
    ['a phone that is not one', { phone: '0532 12' }, 'phone', messages.appointments.phoneInvalid],
    ['letters for a phone', { phone: 'abc' }, 'phone', messages.appointments.phoneInvalid],
    ['a phone of an unknown dial code', { phone: '+7 912 345 67 89' }, 'phone', messages.appointments.dialCodeInvalid],
    ['an e-mail without a domain', { email: 'gul@' }, 'email', m.edit.emailInvalid],
    ['digits in a name', { first_name: 'G3l' }, 'first_name', m.edit.firstNameInvalid],
    ['a surname too long', { last_name: 'Ş'.repeat(51) }, 'last_name', m.edit.lastNameInvalid],
    ['nothing to call them by', { first_name: '', last_name: ' ', phone: '', email: null }, 'first_name', m.edit.empty],
    [
      'an other number twice',
      { phones: [{ phone: '05301112233' }, { phone: '+905301112233' }] },
      'phones.1.phone',
      m.phones.repeated,
    ],
    ['its own phone as an other number', { phones: [{ phone: '0532 999 88 77' }] }, 'phones.0.phone', m.phones.repeated],
    [
      'six other numbers',
      { phones: Array.from({ length: 6 }, (_, i) => ({ phone: `+90530111223${i}` })) },
      'phones',
      m.phones.tooMany.replace('{max}', '5'),
    ],
  ];
  it.each(bad)('refuses %s with 400 and its Turkish message, changing nothing', async (_, change, field, message) => {
    const { venueId, book } = await seedCustomersVenue(t, owner.user.id);
    const a = await book(day(2), '10:00', gul, 'confirmed');
    const res = await edit(venueId, a.customerId!, { ...corrected, ...change }, owner);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect(await cardRow(a.customerId!)).toMatchObject({ first_name: 'Gül', phone: '+905321234567' });
    expect(await contactOf(a.id)).toMatchObject({ first_name: 'Gül' });
  });

  it('answers 404 for a card of another venue (even the owner’s own) or another owner, with nothing changed', async () => {
    const mine = await seedCustomersVenue(t, owner.user.id);
    const other = await seedCustomersVenue(t, owner.user.id);
    const theirs = await seedCustomersVenue(t, stranger.user.id);
    const b = await other.book(day(2), '10:00', gul, 'confirmed');
    const c = await theirs.book(day(2), '10:00', gul, 'confirmed');
    for (const [venueId, id] of [
      [mine.venueId, b.customerId!],
      [mine.venueId, c.customerId!],
      [theirs.venueId, c.customerId!],
      [mine.venueId, 2_000_000_000],
    ] as const) {
      const res = await edit(venueId, id, corrected, owner);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe(venueId === theirs.venueId ? messages.venues.notFound : m.notFound);
      // Another owner's card (or none) with an invalid body is still 404: the id is checked first, so nothing tells
      // it exists. (The owner's own card of another venue may answer 400 first: it is theirs to know.)
      if (id !== b.customerId) expect((await edit(venueId, id, { phone: 'x' }, owner)).statusCode).toBe(404);
    }
    for (const a of [b, c]) {
      expect(await cardRow(a.customerId!)).toMatchObject({ first_name: 'Gül', phone: '+905321234567', email: null });
      expect(await contactOf(a.id)).toMatchObject({ first_name: 'Gül' });
      expect(await changesOf(a.customerId!)).toBe(0);
    }
  });

  it('answers 401 without a session and 403 to a user, before reading the body', async () => {
    const { venueId, book } = await seedCustomersVenue(t, owner.user.id);
    const a = await book(day(2), '10:00', gul, 'confirmed');
    expect((await edit(venueId, a.customerId!, corrected)).statusCode).toBe(401);
    expect((await edit(venueId, a.customerId!, { phone: 'x' }, user)).statusCode).toBe(403);
    expect(await cardRow(a.customerId!)).toMatchObject({ first_name: 'Gül' });
  });
});
