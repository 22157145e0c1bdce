import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, ownerCalendarSchema } from '@randevu/contracts';
import type { TestApp } from '../../../test/build-test-app';
import { openOwnerSuite } from '../../../test/owner-suite';
import type { Session } from '../../../test/auth-helpers';
import { createAppointment, createClosure, createExpert, createTimeOff, createVenue } from '../../../test/factories';
import { at, seedBookableVenue } from '../../../test/fixtures';
import { countQueries } from '../../../test/count-queries';
import { expertWorkingHours, venueHolidayOpenings } from '../../db/schema';

/**
 * GET /api/owner/venues/{id}/calendar. The clock stands at Monday 1 March 2027, 09:00 in İstanbul; the
 * week asked for, Saturday 6 to Friday 12 March, holds Ramazan Bayramı: its eve on Monday 8 March (a half day) and
 * the bayram 9–11 March.
 */
const NOW = new Date('2027-03-01T06:00:00Z');
const FROM = '2027-03-06';
const TO = '2027-03-12';
const m = messages.ownerCalendar;

let t: TestApp, owner: Session, stranger: Session, user: Session;
beforeAll(async () => ({ t, owner, stranger, user } = await openOwnerSuite(() => NOW)));
afterAll(() => t.close());

const url = (venueId: number, query = `from=${FROM}&to=${TO}`) => `/api/owner/venues/${venueId}/calendar?${query}`;
const get = (venueId: number, session?: Session, query?: string) =>
  t.app.inject({ method: 'GET', url: url(venueId, query), headers: session?.headers });

/** A venue of the owner with two live experts (one passive, with a photo), a deleted one, and a sub-service. */
async function seedVenue() {
  const { venueId, subId } = await seedBookableVenue(t.db, { ownerId: owner.user.id });
  const zeynep = await createExpert(t.db, { venueId, name: 'Zeynep Ak', subServiceIds: [subId] });
  const cem = await createExpert(t.db, {
    venueId,
    name: 'Cem Öz',
    isActive: false,
    photoPath: 'experts/cem-sm.webp',
    hours: { saturday: ['10:00', '16:00'] },
  });
  await createExpert(t.db, { venueId, name: 'Ayşe Silindi', deletedAt: new Date('2027-02-01T00:00:00Z') });
  await t.db
    .update(expertWorkingHours)
    .set({ breaks: [['12:00', '13:00']] })
    .where(eq(expertWorkingHours.expertId, zeynep.id));
  return { venueId, subId, zeynep, cem };
}

describe('GET /api/owner/venues/{id}/calendar', () => {
  it("answers the week's experts, hours, appointments, time off, closures and holidays in one request", async () => {
    const { venueId, subId, zeynep, cem } = await seedVenue();
    const base = { venueId, expertId: zeynep.id };
    const pending = await createAppointment(t.db, { ...base, startsAt: at('2027-03-06', '10:00'), userId: user.user.id });
    const confirmed = await createAppointment(t.db, {
      ...base,
      status: 'confirmed',
      startsAt: at('2027-03-12', '10:00'),
      durationMinutes: 60,
      bookedBy: 'owner',
      customerFirstName: 'Gül',
      customerLastName: 'Şahin',
      customerPhone: '+905329998877',
      customerEmail: '',
      subServiceId: subId,
      subServiceName: 'Kadın Saç Kesimi',
      notes: 'Telefonla aradı',
      priceKurus: 55050,
    });
    const completed = await createAppointment(t.db, { ...base, status: 'completed', startsAt: at('2027-03-06', '11:00') });
    const noShow = await createAppointment(t.db, {
      venueId,
      expertId: cem.id,
      status: 'no_show',
      startsAt: at('2027-03-06', '14:00'),
    });
    // Not drawn: cancelled, expired, before and after the week, another venue's.
    await createAppointment(t.db, {
      ...base,
      status: 'cancelled',
      cancelledAt: NOW,
      cancelledBy: 'owner',
      startsAt: at('2027-03-06', '15:00'),
    });
    await createAppointment(t.db, { ...base, status: 'expired', startsAt: at('2027-03-06', '16:00') });
    await createAppointment(t.db, { ...base, status: 'confirmed', startsAt: at('2027-03-05', '17:00') });
    await createAppointment(t.db, { ...base, status: 'confirmed', startsAt: at('2027-03-13', '09:00') });
    const elsewhere = await createVenue(t.db, { ownerId: owner.user.id, name: 'Başka Şube' });
    const elsewhereExpert = await createExpert(t.db, { venueId: elsewhere.id, name: 'Başka Uzman' });
    await createAppointment(t.db, { venueId: elsewhere.id, expertId: elsewhereExpert.id, startsAt: at('2027-03-06', '10:00') });

    const spanning = await createTimeOff(t.db, {
      expertId: zeynep.id,
      startsAt: at('2027-03-04', '09:00'),
      endsAt: at('2027-03-06', '12:00'),
      reason: 'Yıllık izin',
    });
    const meeting = await createTimeOff(t.db, {
      expertId: cem.id,
      startsAt: at('2027-03-12', '13:00'),
      endsAt: at('2027-03-12', '15:00'),
      reason: null,
    });
    await createTimeOff(t.db, { expertId: zeynep.id, startsAt: at('2027-03-20', '09:00'), endsAt: at('2027-03-20', '18:00') });
    const closure = await createClosure(t.db, { venueId, startDate: '2027-03-12', endDate: '2027-03-15', reason: 'Tadilat' });
    await createClosure(t.db, { venueId, startDate: '2027-03-01', endDate: '2027-03-05', reason: null });
    await t.db.insert(venueHolidayOpenings).values({ venueId, date: '2027-03-09' });

    const res = await get(venueId, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data;
    expect(ownerCalendarSchema.parse(data)).toEqual(data);
    const day = (start: string, end: string, breaks: [string, string][] = []) => ({ start, end, breaks });
    const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
    expect(data).toEqual({
      from: FROM,
      to: TO,
      // By name (Turkish order); the deleted expert is gone.
      experts: [
        {
          id: cem.id,
          name: 'Cem Öz',
          photo_url: expect.stringContaining('experts/cem-sm.webp'),
          is_active: false,
          working_hours: {
            monday: null,
            tuesday: null,
            wednesday: null,
            thursday: null,
            friday: null,
            saturday: ['10:00', '16:00'],
            sunday: null,
          },
        },
        {
          id: zeynep.id,
          name: 'Zeynep Ak',
          photo_url: null,
          is_active: true,
          working_hours: {
            ...Object.fromEntries(weekdays.map((d) => [d, day('09:00', '18:00', [['12:00', '13:00']])])),
            sunday: null,
          },
        },
      ],
      venue_hours: Object.fromEntries(weekdays.map((d) => [d, ['09:00', '18:00']])),
      appointments: [pending, completed, noShow, confirmed].map((a) => expect.objectContaining({ id: a.id })),
      time_off: [
        {
          id: spanning.id,
          expert_id: zeynep.id,
          starts_at: '2027-03-04T09:00',
          ends_at: '2027-03-06T12:00',
          reason: 'Yıllık izin',
          created_at: spanning.createdAt.toISOString(),
        },
        {
          id: meeting.id,
          expert_id: cem.id,
          starts_at: '2027-03-12T13:00',
          ends_at: '2027-03-12T15:00',
          reason: null,
          created_at: meeting.createdAt.toISOString(),
        },
      ],
      closures: [
        {
          id: closure.id,
          venue_id: venueId,
          start_date: '2027-03-12',
          end_date: '2027-03-15',
          reason: 'Tadilat',
          created_at: closure.createdAt.toISOString(),
        },
      ],
      holidays: [
        { date: '2027-03-08', name: 'Ramazan Bayramı Arifesi', half_day: true, open: false },
        { date: '2027-03-09', name: 'Ramazan Bayramı (1. gün)', half_day: false, open: true },
        { date: '2027-03-10', name: 'Ramazan Bayramı (2. gün)', half_day: false, open: false },
        { date: '2027-03-11', name: 'Ramazan Bayramı (3. gün)', half_day: false, open: false },
      ],
      expert_days: [],
      venue_days: [],
    });
    const byId = new Map(data.appointments.map((a: { id: number }) => [a.id, a]));
    expect(data.appointments.map((a: { status: string }) => a.status)).toEqual(['pending', 'completed', 'no_show', 'confirmed']);
    expect(byId.get(confirmed.id)).toEqual({
      id: confirmed.id,
      expert_id: zeynep.id,
      status: 'confirmed',
      appointment_date: '2027-03-12',
      appointment_time: '10:00',
      // Instants, as on every appointment payload; the grid's wall time beside them (decision 059).
      starts_at: '2027-03-12T07:00:00.000Z',
      ends_at: '2027-03-12T08:00:00.000Z',
      starts_at_local: '2027-03-12T10:00',
      ends_at_local: '2027-03-12T11:00',
      allowed_actions: ['cancel', 'move'],
      duration_minutes: 60,
      customer: {
        id: confirmed.customerId,
        first_name: 'Gül',
        last_name: 'Şahin',
        phone: '+905329998877',
        email: null,
        no_shows_12m: 0,
        no_show_tag: false,
      },
      is_guest: true,
      booked_by: 'owner',
      service_id: 101,
      service_name: 'Saç Kesimi',
      sub_service_id: subId,
      sub_service_name: 'Kadın Saç Kesimi',
      notes: 'Telefonla aradı',
      price: 550.5,
      venue_id: venueId,
      venue_name: expect.any(String),
      visit_number: 1,
      prior_no_shows: 0,
    });
    expect(byId.get(pending.id)).toMatchObject({
      appointment_time: '10:00',
      ends_at_local: '2027-03-06T10:45',
      customer: {
        id: pending.customerId,
        first_name: 'Mehmet',
        last_name: 'Demir',
        phone: '+905321112233',
        email: 'mehmet@example.com',
      },
      is_guest: false,
      booked_by: 'customer',
      sub_service_id: null,
      price: 400,
    });
  });

  it('answers in a fixed number of statements, however many appointments and experts there are', async () => {
    const small = await seedVenue();
    await createAppointment(t.db, { venueId: small.venueId, expertId: small.zeynep.id, startsAt: at('2027-03-06', '10:00') });
    const large = await seedVenue();
    for (let i = 0; i < 5; i++) {
      const expert = await createExpert(t.db, { venueId: large.venueId, name: `Uzman ${i}` });
      for (const hhmm of ['09:00', '10:00', '11:00'])
        await createAppointment(t.db, { venueId: large.venueId, expertId: expert.id, startsAt: at('2027-03-09', hhmm) });
      await createTimeOff(t.db, { expertId: expert.id, startsAt: at('2027-03-10', '09:00'), endsAt: at('2027-03-10', '12:00') });
    }
    const statements = async (venueId: number) => {
      let res!: Awaited<ReturnType<typeof get>>;
      const n = await countQueries(t.db, async () => void (res = await get(venueId, owner)));
      expect(res.statusCode, res.body).toBe(200);
      return { n, appointments: res.json().data.appointments.length as number };
    };
    const one = await statements(small.venueId);
    const many = await statements(large.venueId);
    expect(many.appointments).toBe(15);
    // The session, the ownership check before validation, then seven statements side by side: 9.
    expect(many.n).toBe(one.n);
    expect(one.n).toBe(9);
  });

  it.each([
    ['to before from', 'from=2027-03-12&to=2027-03-06', 'to', m.rangeInvalid],
    ['a date that does not exist', 'from=2027-02-30&to=2027-03-06', 'from', m.rangeInvalid],
    ['from missing', 'to=2027-03-06', 'from', m.rangeInvalid],
    ['not a date', 'from=dün&to=2027-03-06', 'from', m.rangeInvalid],
    ['32 days', 'from=2027-03-01&to=2027-04-01', 'to', 'Takvim en fazla 31 günlük aralık için gösterilebilir.'],
  ])('refuses %s with 400 and the Turkish text', async (_name, query, field, message) => {
    const { venueId } = await seedVenue();
    const res = await get(venueId, owner, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message, errors: { [field]: message } });
  });

  it('answers 31 days, and a single day', async () => {
    const { venueId } = await seedVenue();
    expect((await get(venueId, owner, 'from=2027-03-01&to=2027-03-31')).statusCode).toBe(200);
    const one = await get(venueId, owner, 'from=2027-03-09&to=2027-03-09');
    expect(one.json().data.holidays).toEqual([
      { date: '2027-03-09', name: 'Ramazan Bayramı (1. gün)', half_day: false, open: false },
    ]);
  });

  it('answers 401 without a session, 403 to a user account and 404 for another owner’s venue, even with a bad range', async () => {
    const { venueId } = await seedVenue();
    expect((await get(venueId)).statusCode).toBe(401);
    expect((await get(venueId, user)).statusCode).toBe(403);
    for (const query of [undefined, 'from=2027-03-12&to=2027-03-01', 'from=2027-01-01&to=2027-12-31', '']) {
      const res = await get(venueId, stranger, query);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: messages.venues.notFound });
    }
    expect((await get(2_000_000_000, owner)).statusCode).toBe(404);
  });
});
