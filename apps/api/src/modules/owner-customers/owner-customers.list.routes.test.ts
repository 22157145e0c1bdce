import { beforeAll, describe, expect, it } from 'vitest';
import { messages, OWNER_CUSTOMERS_PAGE_SIZE } from '@randevu/contracts';
import type { TestApp } from '../../../test/build-test-app';
import type { Session } from '../../../test/auth-helpers';
import { ali, gul, seedCustomersVenue, useCustomersSuite } from '../../../test/customers';
import { day } from '../../../test/fixtures';

/** GET /api/owner/venues/{id}/customers?q=&page= (decision 042): the venue's customers, one row a person. */
const m = messages.ownerCustomers;

const suite = useCustomersSuite();
let t: TestApp, owner: Session, stranger: Session, user: Session, api: typeof suite.api;
beforeAll(() => ({ t, owner, stranger, user, api } = suite));

const names = (res: { json: () => { data: { first_name: string }[] } }) => res.json().data.map((c) => c.first_name);

describe('GET /api/owner/venues/{id}/customers (the list)', () => {
  it('lists everyone who booked, one row per phone, else per e-mail, the latest booker first', async () => {
    const { venueId, book } = await seedCustomersVenue(t, owner.user.id);
    const first = await book('2026-01-10', '10:00', gul);
    await book('2026-03-05', '11:00', { ...gul, customerFirstName: 'Gülay' }, 'no_show');
    await book('2026-02-01', '12:00', ali, 'cancelled');
    // A guest without a phone: their e-mail (any case) is the person.
    const guest = await book('2026-01-20', '09:00', {
      ...ali,
      customerPhone: '',
      customerEmail: 'Ece@Example.com',
      customerFirstName: 'Ece',
    });
    await book('2026-01-25', '09:00', { ...ali, customerPhone: '', customerEmail: 'ece@example.com', customerFirstName: 'Ece' });
    const res = await api.list(venueId, '', owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.meta).toEqual({ total: 3, page: 1, limit: OWNER_CUSTOMERS_PAGE_SIZE });
    expect(body.data).toEqual([
      // The names as last booked; visits are the completed appointments only.
      {
        id: first.customerId,
        first_name: 'Gülay',
        last_name: 'Şahin',
        phone: '+905321234567',
        email: null,
        visits: 1,
        last_visit: '2026-01-10',
      },
      {
        id: expect.any(Number),
        first_name: 'Ali',
        last_name: 'Kaya',
        phone: '+905329876543',
        email: 'ali@example.com',
        visits: 0,
        last_visit: null,
      },
      {
        id: guest.customerId,
        first_name: 'Ece',
        last_name: 'Kaya',
        phone: null,
        email: 'ece@example.com',
        visits: 2,
        last_visit: '2026-01-25',
      },
    ]);
  });

  it.each([
    ['ışıl', 'IŞIL'],
    ['ISIL', 'Işıl'],
    ['isil', 'Işıl'],
    ['İPEK', 'ipek'],
    ['ipek', 'İpek'],
    ['şahin', 'ŞAHİN'],
    ['ozturk', 'Öztürk'],
    ['GÜL ŞAH', 'Gül'],
  ])('finds a name whatever the case of the Turkish letters: %s finds %s', async (q, first) => {
    const { venueId, book } = await seedCustomersVenue(t, owner.user.id);
    const last = first === 'Gül' ? 'Şahin' : first === 'ŞAHİN' ? 'Yılmaz' : 'Demir';
    await book('2026-01-10', '10:00', {
      ...gul,
      customerFirstName: first === 'ŞAHİN' ? 'Can' : first,
      customerLastName: first === 'ŞAHİN' ? 'Şahin' : last,
    });
    await book('2026-01-11', '10:00', { ...ali, customerFirstName: 'Berk', customerLastName: 'Aydın' });
    const res = await api.list(venueId, `?q=${encodeURIComponent(q)}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toHaveLength(1);
    expect(res.json().meta.total).toBe(1);
  });

  it.each([
    ['the trunk 0', '0532 123'],
    ['+90', '+90 532 123 45'],
    ['the bare digits', '4567'],
  ])('finds a customer by phone: %s', async (_name, q) => {
    const { venueId, book } = await seedCustomersVenue(t, owner.user.id);
    await book('2026-01-10', '10:00', gul);
    await book('2026-01-11', '10:00', ali);
    expect(names(await api.list(venueId, `?q=${encodeURIComponent(q)}`, owner))).toEqual(['Gül']);
  });

  it('finds a customer by e-mail and answers an empty page when nothing matches', async () => {
    const { venueId, book } = await seedCustomersVenue(t, owner.user.id);
    await book('2026-01-10', '10:00', gul);
    await book('2026-01-11', '10:00', ali);
    expect(names(await api.list(venueId, '?q=ALI%40EXAMPLE', owner))).toEqual(['Ali']);
    expect((await api.list(venueId, '?q=Zeynep', owner)).json()).toEqual({
      success: true,
      data: [],
      meta: { total: 0, page: 1, limit: OWNER_CUSTOMERS_PAGE_SIZE },
    });
    // Blank is no search.
    expect(names(await api.list(venueId, '?q=%20%20', owner))).toEqual(['Ali', 'Gül']);
  });

  it('pages the customers, and a page past the end still carries the total', async () => {
    const { venueId, book } = await seedCustomersVenue(t, owner.user.id);
    const count = OWNER_CUSTOMERS_PAGE_SIZE + 3;
    for (let i = 0; i < count; i++)
      await book(`2026-02-${String(1 + (i % 28)).padStart(2, '0')}`, `${String(8 + Math.floor(i / 28)).padStart(2, '0')}:00`, {
        ...gul,
        customerFirstName: `Müşteri${i}`,
        customerPhone: `+9053200000${String(i).padStart(2, '0')}`,
      });
    const one = (await api.list(venueId, '', owner)).json();
    const two = (await api.list(venueId, '?page=2', owner)).json();
    expect(one.meta.total).toBe(count);
    expect(one.data).toHaveLength(OWNER_CUSTOMERS_PAGE_SIZE);
    expect(two.data).toHaveLength(3);
    expect(new Set([...one.data, ...two.data].map((c: { id: number }) => c.id)).size).toBe(count);
    expect((await api.list(venueId, '?page=9', owner)).json()).toMatchObject({ data: [], meta: { total: count, page: 9 } });
  });

  it('never lists another venue’s customers, not even the same owner’s other venue', async () => {
    const mine = await seedCustomersVenue(t, owner.user.id);
    const other = await seedCustomersVenue(t, owner.user.id);
    const theirs = await seedCustomersVenue(t, stranger.user.id);
    await mine.book('2026-01-10', '10:00', gul);
    await other.book('2026-01-10', '10:00', ali);
    await theirs.book('2026-01-10', '10:00', { ...ali, customerFirstName: 'Veli' });
    expect(names(await api.list(mine.venueId, '', owner))).toEqual(['Gül']);
  });

  it.each([
    ['a page of 0', '?page=0', { page: m.pageInvalid }],
    ['a page of letters', '?page=abc', { page: m.pageInvalid }],
    ['a huge page', '?page=99999999999', { page: m.pageInvalid }],
    ['a search of 101 characters', `?q=${'a'.repeat(101)}`, { q: 'Arama metni en fazla 100 karakter olabilir.' }],
    ['a NUL', '?q=a%00b', { q: messages.common.invalidCharacters }],
  ])('refuses %s with 400 and the Turkish text', async (_name, query, errors) => {
    const { venueId } = await seedCustomersVenue(t, owner.user.id);
    const res = await api.list(venueId, query, owner);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', errors });
  });

  it.each(["' or 1=1 --", '%', '_', '\\', '<script>alert(1)</script>', '😀 İ', 'a'.repeat(100)])(
    'takes the hostile search %s literally',
    async (q) => {
      const { venueId, book } = await seedCustomersVenue(t, owner.user.id);
      await book('2026-01-10', '10:00', gul);
      const res = await api.list(venueId, `?q=${encodeURIComponent(q)}`, owner);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual([]);
    },
  );

  it('answers from memory until an appointment of the venue changes through the app, then the new list', async () => {
    const { venueId, book } = await seedCustomersVenue(t, owner.user.id);
    const a = await book(day(3), '10:00', gul, 'pending');
    expect(names(await api.list(venueId, '', owner))).toEqual(['Gül']);
    // A row written behind the app's back is not seen while the answer is kept (PostgreSQL without Redis keeps it 1 s).
    await book(day(4), '10:00', ali, 'pending');
    if (t.config.publicCache.ttlMs === Infinity) expect(names(await api.list(venueId, '', owner))).toEqual(['Gül']);
    const decided = await t.app.inject({
      method: 'PUT',
      url: `/api/owner/appointments/${a.id}/status`,
      headers: owner.headers,
      payload: { status: 'confirmed' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const after = await api.list(venueId, '', owner);
    expect(names(after)).toEqual(['Ali', 'Gül']);
    expect(after.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 without a session, 403 to a user and 404 for another owner’s venue, even with a bad query', async () => {
    const { venueId } = await seedCustomersVenue(t, owner.user.id);
    expect((await api.list(venueId, '')).statusCode).toBe(401);
    expect((await api.list(venueId, '', user)).statusCode).toBe(403);
    for (const query of ['', '?q=Gül', '?page=0', `?q=${'a'.repeat(200)}`]) {
      const res = await api.list(venueId, query, stranger);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: messages.venues.notFound });
    }
  });
});
