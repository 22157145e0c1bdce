import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import type { TestApp } from '../../../test/build-test-app';
import { openOwnerSuite } from '../../../test/owner-suite';
import type { Session } from '../../../test/auth-helpers';
import type { Status } from '../../../test/customers';
import { createAppointment, createExpert } from '../../../test/factories';
import { at, day, seedBookableVenue } from '../../../test/fixtures';

/** GET /api/owner/venues/{id}/customers?phone=: a returning customer found by phone as the owner types. */
const m = messages.ownerCalendar;

let t: TestApp, owner: Session, stranger: Session, user: Session;
beforeAll(async () => ({ t, owner, stranger, user } = await openOwnerSuite()));
afterAll(() => t.close());

const get = (venueId: number, phone: string | undefined, session?: Session) =>
  t.app.inject({
    method: 'GET',
    url: `/api/owner/venues/${venueId}/customers${phone === undefined ? '' : `?phone=${encodeURIComponent(phone)}`}`,
    headers: session?.headers,
  });

/** A venue of `ownerId` with one expert. */
async function seedVenue(ownerId = owner.user.id) {
  const { venueId } = await seedBookableVenue(t.db, { ownerId });
  const expert = await createExpert(t.db, { venueId, name: 'Zeynep Ak' });
  const book = (date: string, time: string, customer: Record<string, unknown>, status: Status = 'completed') =>
    createAppointment(t.db, {
      venueId,
      expertId: expert.id,
      status,
      startsAt: at(date, time),
      ...(status === 'cancelled' ? { cancelledAt: new Date(), cancelledBy: 'owner' as const } : {}),
      ...customer,
    });
  return { venueId, book };
}
const gul = { customerFirstName: 'Gül', customerLastName: 'Şahin', customerPhone: '+905321234567', customerEmail: '' };
const ali = {
  customerFirstName: 'Ali',
  customerLastName: 'Kaya',
  customerPhone: '+905329876543',
  customerEmail: 'ali@example.com',
};

describe('GET /api/owner/venues/{id}/customers', () => {
  it('answers the venue’s people whose phone holds the digits, one row each, the latest first, with their figures', async () => {
    const { venueId, book } = await seedVenue();
    const gulCard = (await book(day(-400), '10:00', { ...gul, customerEmail: 'gul@example.com' }, 'no_show')).customerId;
    await book(day(-200), '10:00', { ...gul, customerEmail: 'gul@example.com' });
    await book(day(-100), '11:00', gul, 'no_show');
    await book(day(-20), '11:00', { ...gul, customerFirstName: 'Gülay' }, 'no_show');
    const aliCard = (await book(day(-10), '12:00', ali)).customerId;
    await book(day(-9), '12:00', { ...ali, customerPhone: '+905551112233' });
    await book(day(5), '12:00', ali, 'confirmed');
    await book(day(6), '12:00', ali, 'pending');
    await book(day(7), '12:00', ali, 'cancelled');
    const res = await get(venueId, '532', owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      success: true,
      data: [
        // Ali's latest appointment is ahead: he comes first. Upcoming bookings are not visits (decision 091).
        {
          id: aliCard,
          first_name: 'Ali',
          last_name: 'Kaya',
          phone: '+905329876543',
          email: 'ali@example.com',
          visits: 1,
          upcoming: 2,
          last_visit: day(-10),
          no_shows_12m: 0,
          no_show_tag: false,
        },
        // One row for the person whatever the names, as last booked; the latest e-mail given; the last completed
        // visit, not the later no-shows; the no-show of 400 days ago is outside the 12 months.
        {
          id: gulCard,
          first_name: 'Gülay',
          last_name: 'Şahin',
          phone: '+905321234567',
          email: 'gul@example.com',
          visits: 1,
          upcoming: 0,
          last_visit: day(-200),
          no_shows_12m: 2,
          no_show_tag: true,
        },
      ],
    });
    const partial = await get(venueId, '1234', owner);
    expect(partial.json().data.map((c: { first_name: string }) => c.first_name)).toEqual(['Gülay']);
    expect((await get(venueId, '777', owner)).json()).toEqual({ success: true, data: [] });
  });

  it('tags nobody for one no-show, and has no last visit before the first completed one', async () => {
    const { venueId, book } = await seedVenue();
    await book(day(-30), '10:00', gul, 'no_show');
    expect((await get(venueId, '532', owner)).json().data).toEqual([
      expect.objectContaining({ visits: 0, upcoming: 0, last_visit: null, no_shows_12m: 1, no_show_tag: false }),
    ]);
  });

  it.each([
    ['the trunk 0', '0532 123'],
    ['+90 and spaces', '+90 532 123 45'],
    ['the bare digits', '5321234567'],
    ['dashes and brackets', '(0532) 123-45'],
    ['the international prefix 00', '0090 532 12'],
  ])('finds the customer when the owner types %s', async (_name, phone) => {
    const { venueId, book } = await seedVenue();
    const { customerId } = await book('2026-01-10', '10:00', gul);
    const res = await get(venueId, phone, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: customerId,
        first_name: 'Gül',
        last_name: 'Şahin',
        phone: '+905321234567',
        email: null,
        visits: 1,
        upcoming: 0,
        last_visit: '2026-01-10',
        no_shows_12m: 0,
        no_show_tag: false,
      },
    ]);
  });

  it('never answers another venue’s customers, not even the same owner’s other venue', async () => {
    const mine = await seedVenue();
    const theirs = await seedVenue(stranger.user.id);
    const other = await seedVenue();
    await mine.book('2026-01-10', '10:00', gul);
    await theirs.book('2026-01-11', '10:00', { ...ali, customerPhone: '+905321234000' });
    await other.book('2026-01-12', '10:00', { ...ali, customerFirstName: 'Veli', customerPhone: '+905321234001' });
    const res = await get(mine.venueId, '532123', owner);
    expect(res.json().data.map((c: { first_name: string }) => c.first_name)).toEqual(['Gül']);
  });

  it('answers at most 8 customers, the most recent first', async () => {
    const { venueId, book } = await seedVenue();
    for (let i = 0; i < 10; i++)
      await book(`2026-01-${String(10 + i)}`, '10:00', {
        ...gul,
        customerFirstName: `Müşteri${i}`,
        customerPhone: `+90532000000${i}`,
      });
    const res = await get(venueId, '5320000', owner);
    expect(res.json().data.map((c: { first_name: string }) => c.first_name)).toEqual(
      [9, 8, 7, 6, 5, 4, 3, 2].map((i) => `Müşteri${i}`),
    );
  });

  it('refuses pattern characters: only digits are searched', async () => {
    const { venueId, book } = await seedVenue();
    await book('2026-01-10', '10:00', gul);
    for (const phone of ['%%%', '5_2', '53%'])
      expect((await get(venueId, phone, owner)).json().message).toBe(m.lookupPhoneInvalid);
  });

  it.each([
    ['empty', ''],
    ['two digits', '53'],
    ['two digits after the trunk 0', '053'],
    ['two digits after 00', '0053'],
    ['16 digits', '5321234567890123'],
    ['letters', '532abc'],
    ['a plus inside the digits', '532+123'],
  ])('refuses a phone %s with 400 and the Turkish text', async (_name, phone) => {
    const { venueId } = await seedVenue();
    const res = await get(venueId, phone, owner);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Müşteri aramak için telefon numarasının 3 ile 15 arası rakamını giriniz.',
      errors: { phone: m.lookupPhoneInvalid },
    });
  });

  it('answers 401 without a session, 403 to a user account and 404 for another owner’s venue, even with a bad phone', async () => {
    const { venueId, book } = await seedVenue();
    await book('2026-01-10', '10:00', gul);
    expect((await get(venueId, '532')).statusCode).toBe(401);
    expect((await get(venueId, '532', user)).statusCode).toBe(403);
    for (const phone of ['532', '5']) {
      const res = await get(venueId, phone, stranger);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: messages.venues.notFound });
    }
    expect((await get(2_000_000_000, '532', owner)).statusCode).toBe(404);
  });
});
