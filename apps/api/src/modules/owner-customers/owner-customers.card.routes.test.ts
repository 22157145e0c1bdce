import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_NOTE_MAX, messages } from '@randevu/contracts';
import type { TestApp } from '../../../test/build-test-app';
import type { Session } from '../../../test/auth-helpers';
import { ali, gul, seedCustomersVenue, useCustomersSuite } from '../../../test/customers';
import { day } from '../../../test/fixtures';

/** The customer's card and the owner's private note (decision 042). */
const m = messages.ownerCustomers;

const suite = useCustomersSuite();
let t: TestApp, owner: Session, stranger: Session, user: Session, api: typeof suite.api;
beforeAll(() => ({ t, owner, stranger, user, api } = suite));

const notFound = { success: false, code: 'CUSTOMER_NOT_FOUND', message: m.notFound };

describe('GET /api/owner/venues/{id}/customers/{customerId}', () => {
  it('answers the figures over appointments of every status, the next visit and the latest appointments first', async () => {
    const { venueId, book } = await seedCustomersVenue(t, owner.user.id);
    const first = await book('2026-01-10', '10:00', gul, 'completed', 400);
    await book('2026-02-10', '14:30', gul, 'completed', 550.5);
    await book('2026-03-01', '10:00', gul, 'no_show', 300);
    await book('2026-03-02', '10:00', gul, 'cancelled', 300);
    await book('2026-03-03', '10:00', { ...gul, cancelledBy: 'user' }, 'cancelled', 300);
    await book('2026-03-04', '10:00', gul, 'expired', 300);
    await book(day(20), '16:00', { ...gul, customerFirstName: 'Gülay' }, 'pending', 300);
    const next = await book(day(10), '11:30', gul, 'confirmed', 300);
    // Another person, and the same phone at another venue: neither counts.
    await book('2026-02-11', '10:00', ali, 'completed', 999);
    await (await seedCustomersVenue(t, owner.user.id)).book('2026-02-12', '10:00', gul, 'completed', 999);

    const res = await api.card(venueId, first.customerId!, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const card = res.json().data;
    expect(card).toMatchObject({
      id: first.customerId,
      first_name: 'Gül', // as last booked: the booking made last (`next`), not the latest start (Gülay's)
      last_name: 'Şahin',
      phone: '+905321234567',
      email: null,
      visits: 2,
      total_spent: 950.5,
      last_visit: '2026-02-10',
      next_visit: { date: day(10), time: '11:30' },
      no_shows: 1,
      cancellations: 2,
      appointments_total: 8,
      note: null,
    });
    expect(card.appointments.map((a: { status: string }) => a.status)).toEqual([
      'pending',
      'confirmed',
      'expired',
      'cancelled',
      'cancelled',
      'no_show',
      'completed',
      'completed',
    ]);
    expect(card.appointments[1]).toEqual({
      id: next.id,
      date: day(10),
      time: '11:30',
      status: 'confirmed',
      service_name: 'Saç Kesimi',
      expert_name: 'Elif Kaya',
      price: 300,
    });
    // Every appointment of the person went to the same card.
    expect((await api.card(venueId, next.customerId!, owner)).json().data.id).toBe(first.customerId);
  });

  it('has no next visit when nothing is pending or confirmed ahead', async () => {
    const { venueId, book } = await seedCustomersVenue(t, owner.user.id);
    const a = await book(day(-3), '10:00', gul, 'confirmed');
    await book(day(5), '10:00', gul, 'cancelled');
    expect((await api.card(venueId, a.customerId!, owner)).json().data).toMatchObject({
      next_visit: null,
      visits: 0,
      last_visit: null,
    });
  });

  it('answers 404 for an id of another venue, even the same owner’s, and for an id that does not exist', async () => {
    const mine = await seedCustomersVenue(t, owner.user.id);
    const other = await seedCustomersVenue(t, owner.user.id);
    const theirs = await seedCustomersVenue(t, stranger.user.id);
    const a = await mine.book('2026-01-10', '10:00', gul);
    const b = await other.book('2026-01-10', '10:00', gul);
    const c = await theirs.book('2026-01-10', '10:00', gul);
    expect((await api.card(mine.venueId, a.customerId!, owner)).statusCode).toBe(200);
    for (const id of [b.customerId!, c.customerId!, 2_000_000_000]) {
      const res = await api.card(mine.venueId, id, owner);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual(notFound);
      expect((await api.note(mine.venueId, id, { note: 'x' }, owner)).json()).toEqual(notFound);
    }
    // Their venue with their customer, and their venue with my customer.
    expect((await api.card(theirs.venueId, c.customerId!, owner)).statusCode).toBe(404);
    expect((await api.card(theirs.venueId, a.customerId!, owner)).statusCode).toBe(404);
    expect((await api.note(theirs.venueId, c.customerId!, { note: 'x' }, owner)).statusCode).toBe(404);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('refuses the customer id %s with 400', async (id) => {
    const { venueId } = await seedCustomersVenue(t, owner.user.id);
    expect((await api.card(venueId, id, owner)).statusCode).toBe(400);
  });

  it('answers 401 without a session and 403 to a user', async () => {
    const { venueId, book } = await seedCustomersVenue(t, owner.user.id);
    const a = await book('2026-01-10', '10:00', gul);
    expect((await api.card(venueId, a.customerId!)).statusCode).toBe(401);
    expect((await api.card(venueId, a.customerId!, user)).statusCode).toBe(403);
    expect((await api.note(venueId, a.customerId!, { note: 'x' })).statusCode).toBe(401);
    expect((await api.note(venueId, a.customerId!, { note: 'x' }, user)).statusCode).toBe(403);
  });
});

describe('PUT /api/owner/venues/{id}/customers/{customerId}/note', () => {
  it('writes, replaces and deletes the note, one per person, only on this venue', async () => {
    const { venueId, book } = await seedCustomersVenue(t, owner.user.id);
    const other = await seedCustomersVenue(t, owner.user.id);
    const a = await book('2026-01-10', '10:00', gul);
    const later = await book('2026-02-10', '10:00', gul);
    const elsewhere = await other.book('2026-01-10', '10:00', gul);

    const saved = await api.note(venueId, a.customerId!, { note: '  Kısa kesim sever.\nCuma gelir.  ' }, owner);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ text: 'Kısa kesim sever.\nCuma gelir.', updated_at: expect.any(String) });
    // The same person through another appointment id reads the same note; the other venue has none.
    expect((await api.card(venueId, later.customerId!, owner)).json().data.note.text).toBe('Kısa kesim sever.\nCuma gelir.');
    expect((await api.card(other.venueId, elsewhere.customerId!, owner)).json().data.note).toBeNull();

    await api.note(venueId, later.customerId!, { note: 'Sakal da yaptırır.' }, owner);
    expect((await api.card(venueId, a.customerId!, owner)).json().data.note.text).toBe('Sakal da yaptırır.');

    for (const blank of ['', '   \n ']) {
      await api.note(venueId, a.customerId!, { note: 'geçici' }, owner);
      const deleted = await api.note(venueId, a.customerId!, { note: blank }, owner);
      expect(deleted.json()).toEqual({ success: true, data: null });
      expect((await api.card(venueId, a.customerId!, owner)).json().data.note).toBeNull();
    }
  });

  it('takes a note of exactly the cap and refuses one character more with the Turkish text', async () => {
    const { venueId, book } = await seedCustomersVenue(t, owner.user.id);
    const a = await book('2026-01-10', '10:00', gul);
    const full = 'ğ'.repeat(CUSTOMER_NOTE_MAX);
    expect((await api.note(venueId, a.customerId!, { note: full }, owner)).json().data.text).toBe(full);
    const res = await api.note(venueId, a.customerId!, { note: `${full}x` }, owner);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: { note: 'Not en fazla 2000 karakter olabilir.' } });
    expect((await api.card(venueId, a.customerId!, owner)).json().data.note.text).toBe(full);
  });

  it.each([
    ['no note', {}, m.noteInvalid],
    ['a number', { note: 5 }, m.noteInvalid],
    ['null', { note: null }, m.noteInvalid],
    ['a NUL', { note: 'a\u0000b' }, messages.common.invalidCharacters],
    ['a huge note', { note: 'x'.repeat(100_000) }, 'Not en fazla 2000 karakter olabilir.'],
  ])('refuses %s with 400 and the Turkish text', async (_name, body, message) => {
    const { venueId, book } = await seedCustomersVenue(t, owner.user.id);
    const a = await book('2026-01-10', '10:00', gul);
    const res = await api.note(venueId, a.customerId!, body, owner);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { note: message } });
  });

  it.each(["'); drop table customer_notes; --", '<img src=x onerror=alert(1)>', '😀‮İı', '%_\\'])(
    'stores the hostile note %s as text',
    async (note) => {
      const { venueId, book } = await seedCustomersVenue(t, owner.user.id);
      const a = await book('2026-01-10', '10:00', gul);
      expect((await api.note(venueId, a.customerId!, { note }, owner)).statusCode).toBe(200);
      expect((await api.card(venueId, a.customerId!, owner)).json().data.note.text).toBe(note);
    },
  );

  it('answers 404 to another owner before the body is read, whatever the body', async () => {
    const { venueId, book } = await seedCustomersVenue(t, owner.user.id);
    const a = await book('2026-01-10', '10:00', gul);
    for (const body of [{ note: 'x' }, { note: 'x'.repeat(5000) }, {}]) {
      const res = await api.note(venueId, a.customerId!, body, stranger);
      expect(res.statusCode, res.body).toBe(404);
    }
    expect((await api.card(venueId, a.customerId!, owner)).json().data.note).toBeNull();
  });
});
