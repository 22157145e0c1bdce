import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import type { Session } from '../../../test/auth-helpers';
import { createAppointment, createExpert, createSubService, createVenue, SAC_BOYAMA, SAC_KESIMI } from '../../../test/factories';
import { experts, expertServices, expertSubServices, expertWorkingHours } from '../../db/schema';
import { addDays } from '../../lib/time';
import { at, guestBooking, nextWeekday, seedOwnerAndStranger } from '../../../test/fixtures';
import { injectAs } from '../../../test/requests';

const m = messages.experts;
const EV_TEMIZLIGI = 201; // catalogue service of category 2 (Temizlik)

let t: TestApp;
let owner: Session;
let user: Session;
let venueId: number;
let strangerVenueId: number;

beforeAll(async () => {
  t = await buildTestApp({ limits: { appointmentPerIp: 10_000, appointmentPerPhone: 10_000 } });
  ({ owner, user, venueId, strangerVenueId } = await seedOwnerAndStranger(t));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session: Session | null, payload?: unknown) =>
  injectAs(t.app, method, url, session, payload);

/** The texts an expert is created with and answered with as they are. */
const EXPERT_TEXTS = {
  name: 'Zeynep Ak',
  specialization: 'Renk Uzmanı',
  experience_years: '5 yıl',
  phone: '0532 111 22 33',
  email: 'zeynep@example.com',
  bio: 'Balayaj ve ombre konusunda deneyimli.',
};
const expertBody = (over: Record<string, unknown> = {}) => ({
  venue_id: venueId,
  ...EXPERT_TEXTS,
  specialties: 'Balayaj, Ombre, ,  Kesim ',
  working_hours: { monday: ['09:00', '18:00'], tuesday: ['10:00', '14:00'], sunday: null },
  ...over,
});
const expertRow = async (id: number) => (await t.db.select().from(experts).where(eq(experts.id, id)))[0]!;
const offWeek = { monday: null, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null, sunday: null };

function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = `----randevu${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const uploadPhoto = (
  expertId: number,
  session: Session | null,
  part = multipart('photo', 'a.png', 'image/png', Buffer.alloc(0)),
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/owner/experts/${expertId}/photo`,
    payload: part.payload,
    headers: { ...part.headers, ...(session?.headers ?? {}) },
  });
const storedFile = (url: string) => path.join(t.config.uploadDir, url.replace(/^\/uploads\//, ''));

describe('POST /api/owner/experts', () => {
  it('creates an expert with trimmed texts, split specialties and weekly hours, and answers 201 with its id', async () => {
    const res = await call('POST', '/api/owner/experts', owner, expertBody({ name: '  Zeynep Ak  ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      venue_id: venueId,
      ...EXPERT_TEXTS,
      specialties: ['Balayaj', 'Ombre', 'Kesim'],
      working_hours: { ...offWeek, monday: ['09:00', '18:00'], tuesday: ['10:00', '14:00'] },
      photo_url: null,
      is_active: true,
      active_services: [],
      active_sub_services: [],
    });
  });

  it('starts with no working day when hours are left out, and takes specialties as an array and years as a number', async () => {
    const res = await call('POST', '/api/owner/experts', owner, {
      venue_id: venueId,
      name: 'Can',
      specialties: [' Sakal ', ''],
      experience_years: 7,
      is_active: false,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'Can',
      specialization: null,
      experience_years: '7',
      phone: null,
      specialties: ['Sakal'],
      working_hours: offWeek,
      is_active: false,
    });
  });

  it.each([
    ['no name', { name: '   ' }, 'name', m.nameRequired],
    ['a name over 100 characters', { name: 'a'.repeat(101) }, 'name', m.nameTooLong],
    ['a specialization over 100 characters', { specialization: 'a'.repeat(101) }, 'specialization', m.specializationTooLong],
    ['experience over 50 characters', { experience_years: 'a'.repeat(51) }, 'experience_years', m.experienceTooLong],
    ['a phone over 20 characters', { phone: '1'.repeat(21) }, 'phone', m.phoneTooLong],
    ['an e-mail over 254 characters', { email: `${'a'.repeat(250)}@x.com` }, 'email', m.emailTooLong],
    ['a bio over 2000 characters', { bio: 'a'.repeat(2001) }, 'bio', m.bioTooLong],
    ['a specialty over 50 characters', { specialties: ['a'.repeat(51)] }, 'specialties.0', m.specialtyTooLong],
    [
      'more than 20 specialties',
      { specialties: Array.from({ length: 21 }, (_, i) => `U${i}`).join(',') },
      'specialties',
      m.specialtiesTooMany,
    ],
    ['an end before the start', { working_hours: { tuesday: ['14:00', '10:00'] } }, 'working_hours.tuesday', m.hoursInvalid],
    ['a time that is not HH:mm', { working_hours: { tuesday: ['9', '25:00'] } }, 'working_hours.tuesday', m.hoursInvalid],
    ['no venue', { venue_id: '' }, 'venue_id', m.venueRequired],
  ])('refuses %s with 400 and the Turkish message', async (_title, over, field, message) => {
    const res = await call('POST', '/api/owner/experts', owner, expertBody(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
  });

  it('does not check the phone or e-mail format (spec section 5)', async () => {
    const res = await call('POST', '/api/owner/experts', owner, expertBody({ phone: 'dahili 12', email: 'yok' }));
    expect(res.statusCode).toBe(201);
  });

  it("answers 404 for another owner's venue and creates nothing", async () => {
    const res = await call(
      'POST',
      '/api/owner/experts',
      owner,
      expertBody({ venue_id: strangerVenueId, name: 'Sızma Denemesi' }),
    );
    expect(res.statusCode).toBe(404);
    expect(await t.db.select().from(experts).where(eq(experts.name, 'Sızma Denemesi'))).toEqual([]);
  });

  it('answers 401 without a session before validating, and 403 to a user', async () => {
    const anonymous = await call('POST', '/api/owner/experts', null, { name: '' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(messages.common.unauthorized);
    expect((await call('POST', '/api/owner/experts', user, expertBody())).statusCode).toBe(403);
  });
});

describe('GET /api/owner/experts and GET /api/owner/experts/{id}', () => {
  it('lists the live experts of the owner with hours and every assignment, filtered by venue when asked', async () => {
    const venue2 = (await createVenue(t.db, { ownerId: owner.user.id, name: 'Liste Salonu' })).id;
    const sub = await createSubService(t.db, { venueId: venue2, name: 'Liste Kesimi', priceKurus: 40000, durationMinutes: 45 });
    const deletedSub = await createSubService(t.db, { venueId: venue2, deletedAt: new Date(), isActive: false });
    const expert = await createExpert(t.db, {
      venueId: venue2,
      hours: { friday: ['09:00', '17:30'] },
      subServiceIds: [sub.id, deletedSub.id],
      subServiceOverrides: { [sub.id]: { customPriceKurus: 27550, customDurationMinutes: 50 } },
    });
    await createExpert(t.db, { venueId: venue2, name: 'Silinmiş Uzman', deletedAt: new Date(), isActive: false });
    await createExpert(t.db, { venueId: strangerVenueId, name: 'Yabancı Uzman' });

    const res = await call('GET', `/api/owner/experts?venue_id=${venue2}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: expert.id,
        venue_id: venue2,
        name: 'Elif Kaya',
        specialization: 'Saç Tasarımı',
        experience_years: '8',
        phone: null,
        email: null,
        bio: null,
        specialties: ['Kesim', 'Boya'],
        working_hours: { ...offWeek, friday: ['09:00', '17:30'] },
        photo_url: null,
        is_active: true,
        active_services: [
          {
            id: SAC_KESIMI,
            name: 'Saç Kesimi',
            custom_price: null,
            custom_duration_minutes: null,
            description: null,
            is_active: true,
          },
        ],
        active_sub_services: [
          {
            id: sub.id,
            service_id: SAC_KESIMI,
            name: 'Liste Kesimi',
            price: 400,
            duration_minutes: 45,
            custom_price: 275.5,
            custom_duration_minutes: 50,
            description: null,
            is_active: true,
          },
        ],
      },
    ]);

    const all = (await call('GET', '/api/owner/experts', owner)).json().data as { name: string; venue_id: number }[];
    expect(all.some((e) => e.venue_id === venueId)).toBe(true);
    expect(all.map((e) => e.name)).not.toContain('Yabancı Uzman');
    expect(all.map((e) => e.name)).not.toContain('Silinmiş Uzman');
  });

  it('reads the list in the same number of statements for one expert or eight', async () => {
    const venueA = (await createVenue(t.db, { ownerId: owner.user.id, name: 'Tek Uzmanlı' })).id;
    const venueB = (await createVenue(t.db, { ownerId: owner.user.id, name: 'Sekiz Uzmanlı' })).id;
    const subB = await createSubService(t.db, { venueId: venueB });
    await createExpert(t.db, { venueId: venueA });
    for (let i = 0; i < 8; i++) await createExpert(t.db, { venueId: venueB, name: `Uzman ${i}`, subServiceIds: [subB.id] });
    const count = async (venue: number) => {
      const spy = vi.spyOn(t.db, 'execute');
      const sel = vi.spyOn(t.db, 'select');
      const res = await call('GET', `/api/owner/experts?venue_id=${venue}`, owner);
      const n = spy.mock.calls.length + sel.mock.calls.length;
      spy.mockRestore();
      sel.mockRestore();
      return { n, experts: res.json().data.length as number };
    };
    const one = await count(venueA);
    const eight = await count(venueB);
    expect(one.experts).toBe(1);
    expect(eight.experts).toBe(8);
    expect(eight.n).toBe(one.n);
    expect(eight.n).toBeLessThanOrEqual(2);
  });

  it("answers one expert, and 404 for another owner's, a deleted or an unknown one", async () => {
    const mine = await createExpert(t.db, { venueId });
    expect((await call('GET', `/api/owner/experts/${mine.id}`, owner)).json().data).toMatchObject({
      id: mine.id,
      name: 'Elif Kaya',
    });
    const theirs = await createExpert(t.db, { venueId: strangerVenueId });
    const deleted = await createExpert(t.db, { venueId, deletedAt: new Date() });
    for (const id of [theirs.id, deleted.id, 999_999]) {
      const res = await call('GET', `/api/owner/experts/${id}`, owner);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(m.notFound);
    }
  });

  it('answers 401 and 403 on both reads', async () => {
    for (const url of ['/api/owner/experts', '/api/owner/experts/1']) {
      expect((await call('GET', url, null)).statusCode).toBe(401);
      expect((await call('GET', url, user)).statusCode).toBe(403);
    }
  });
});

describe('PUT /api/owner/experts/{id}', () => {
  it('updates the given fields, replaces the week and keeps what the body leaves out', async () => {
    const expert = await createExpert(t.db, { venueId, phone: '5551112233', hours: { monday: ['09:00', '18:00'] } });
    const res = await call('PUT', `/api/owner/experts/${expert.id}`, owner, {
      name: 'Elif Kaya Demir',
      bio: '',
      specialties: 'Fön',
      working_hours: { wednesday: ['12:00', '20:00'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: expert.id,
      name: 'Elif Kaya Demir',
      phone: '5551112233',
      specialization: 'Saç Tasarımı',
      bio: null,
      specialties: ['Fön'],
      working_hours: { ...offWeek, wednesday: ['12:00', '20:00'] },
      is_active: true,
      appointments_outside_hours: [],
    });
    const hours = await t.db.select().from(expertWorkingHours).where(eq(expertWorkingHours.expertId, expert.id));
    expect(hours).toEqual([{ expertId: expert.id, weekday: 3, startsAt: '12:00:00', endsAt: '20:00:00', breaks: [] }]);
  });

  it('cancels nothing when hours shrink, and lists the upcoming appointments that no longer fit', async () => {
    const expert = await createExpert(t.db, { venueId, hours: { monday: ['09:00', '18:00'], tuesday: ['09:00', '18:00'] } });
    const monday = nextWeekday(1);
    const tuesday = addDays(monday, 1);
    const inside = await createAppointment(t.db, { venueId, expertId: expert.id, startsAt: at(monday, '10:00') });
    const overEnd = await createAppointment(t.db, {
      venueId,
      expertId: expert.id,
      startsAt: at(monday, '11:30'),
      customerFirstName: 'Ali',
      customerLastName: 'Veli',
      status: 'confirmed',
    });
    const offDay = await createAppointment(t.db, {
      venueId,
      expertId: expert.id,
      startsAt: at(tuesday, '10:00'),
      customerFirstName: 'Ece',
    });
    await createAppointment(t.db, {
      venueId,
      expertId: expert.id,
      startsAt: at(tuesday, '15:00'),
      status: 'cancelled',
      cancelledAt: new Date(),
    });

    const res = await call('PUT', `/api/owner/experts/${expert.id}`, owner, {
      name: 'Elif Kaya',
      working_hours: { monday: ['09:00', '12:00'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.appointments_outside_hours).toEqual([
      { id: overEnd.id, appointment_date: monday, appointment_time: '11:30', customer_name: 'Ali Veli' },
      { id: offDay.id, appointment_date: tuesday, appointment_time: '10:00', customer_name: 'Ece Demir' },
    ]);
    expect(res.json().data.appointments_outside_hours.map((a: { id: number }) => a.id)).not.toContain(inside.id);
  });

  it.each([
    ['no name', { name: '' }, 'name', m.nameRequired],
    [
      'an end before the start',
      { name: 'A', working_hours: { friday: ['18:00', '09:00'] } },
      'working_hours.friday',
      m.hoursInvalid,
    ],
    ['a bio over 2000 characters', { name: 'A', bio: 'x'.repeat(2001) }, 'bio', m.bioTooLong],
  ])('refuses %s with 400 and the Turkish message', async (_title, payload, field, message) => {
    const expert = await createExpert(t.db, { venueId });
    const res = await call('PUT', `/api/owner/experts/${expert.id}`, owner, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: { [field]: message } });
  });

  it("answers 404 for another owner's expert and leaves it unchanged", async () => {
    const theirs = await createExpert(t.db, { venueId: strangerVenueId, name: 'Onların Uzmanı' });
    const res = await call('PUT', `/api/owner/experts/${theirs.id}`, owner, { name: 'Ele Geçirildi', working_hours: null });
    expect(res.statusCode).toBe(404);
    expect((await expertRow(theirs.id)).name).toBe('Onların Uzmanı');
    expect(await t.db.select().from(expertWorkingHours).where(eq(expertWorkingHours.expertId, theirs.id))).not.toEqual([]);
  });

  it('answers 401 without a session before validating, and 403 to a user', async () => {
    expect((await call('PUT', '/api/owner/experts/1', null, { name: '' })).statusCode).toBe(401);
    expect((await call('PUT', '/api/owner/experts/1', user, { name: 'A' })).statusCode).toBe(403);
  });
});

describe('DELETE /api/owner/experts/{id}', () => {
  it('refuses while upcoming pending or confirmed appointments exist, saying how many', async () => {
    const expert = await createExpert(t.db, { venueId });
    const date = nextWeekday(2);
    await createAppointment(t.db, { venueId, expertId: expert.id, startsAt: at(date, '10:00') });
    await createAppointment(t.db, { venueId, expertId: expert.id, startsAt: at(date, '11:00'), status: 'confirmed' });
    await createAppointment(t.db, { venueId, expertId: expert.id, startsAt: at(date, '12:00'), status: 'confirmed' });
    await createAppointment(t.db, {
      venueId,
      expertId: expert.id,
      startsAt: at(addDays(date, -14), '12:00'),
      status: 'completed',
    });
    const res = await call('DELETE', `/api/owner/experts/${expert.id}`, owner);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'EXPERT_HAS_APPOINTMENTS',
      message: m.hasUpcomingAppointments.replace('{count}', '3'),
    });
    expect(await expertRow(expert.id)).toMatchObject({ deletedAt: null, isActive: true });
  });

  it('soft-deletes: hidden from the owner, the public venue and the slot call; booking it is refused', async () => {
    const sub = await createSubService(t.db, { venueId });
    const expert = await createExpert(t.db, { venueId, name: 'Ayrılan Uzman', subServiceIds: [sub.id] });
    await createAppointment(t.db, {
      venueId,
      expertId: expert.id,
      startsAt: at(addDays(nextWeekday(1), -14), '10:00'),
      status: 'completed',
    });
    const res = await call('DELETE', `/api/owner/experts/${expert.id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { id: expert.id } });
    expect(await expertRow(expert.id)).toMatchObject({ isActive: false, deletedAt: expect.any(Date) });
    expect(await t.db.select().from(expertSubServices).where(eq(expertSubServices.expertId, expert.id))).toEqual([]);

    expect((await call('GET', `/api/owner/experts/${expert.id}`, owner)).statusCode).toBe(404);
    const venue = (await call('GET', `/venues/${venueId}`, null)).json().data;
    expect(venue.experts.map((e: { id: number }) => e.id)).not.toContain(expert.id);
    const date = nextWeekday(1);
    const slots = await call(
      'GET',
      `/experts/${expert.id}/available-times?date=${date}&service_id=${SAC_KESIMI}&sub_service_id=${sub.id}`,
      null,
    );
    expect(slots.statusCode).toBe(404);
    const booking = await call(
      'POST',
      '/appointments/public',
      null,
      guestBooking({ expertId: expert.id, venueId, subId: sub.id, date, time: '10:00' }),
    );
    expect(booking.statusCode).toBeGreaterThanOrEqual(400);
    expect(booking.statusCode).toBeLessThan(500);
    expect(booking.json().message).toBe(messages.appointments.expertNotFound);
  });

  it("answers 404 for another owner's expert and leaves it in place", async () => {
    const theirs = await createExpert(t.db, { venueId: strangerVenueId });
    expect((await call('DELETE', `/api/owner/experts/${theirs.id}`, owner)).statusCode).toBe(404);
    expect(await expertRow(theirs.id)).toMatchObject({ deletedAt: null });
  });

  it('answers 401 and 403', async () => {
    expect((await call('DELETE', '/api/owner/experts/1', null)).statusCode).toBe(401);
    expect((await call('DELETE', '/api/owner/experts/1', user)).statusCode).toBe(403);
  });
});

describe('POST /api/owner/experts/{id}/photo', () => {
  const png = () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();

  it('stores a re-encoded WebP under /uploads/experts/{id}/ and removes the previous files on a second upload', async () => {
    const expert = await createExpert(t.db, { venueId });
    const first = await uploadPhoto(expert.id, owner, multipart('photo', 'yuz.png', 'image/png', await png()));
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json().data.photo_url as string;
    expect(first.json().data).toEqual({
      id: expert.id,
      photo_url: expect.stringMatching(new RegExp(`^/uploads/experts/${expert.id}/[0-9a-f]+-sm\\.webp$`)),
    });
    expect(fs.existsSync(storedFile(firstUrl))).toBe(true);
    expect(fs.existsSync(storedFile(firstUrl.replace('-sm.webp', '-lg.webp')))).toBe(true);
    expect((await sharp(fs.readFileSync(storedFile(firstUrl))).metadata()).format).toBe('webp');
    expect((await call('GET', `/api/owner/experts/${expert.id}`, owner)).json().data.photo_url).toBe(firstUrl);

    const second = await uploadPhoto(expert.id, owner, multipart('photo', 'yeni.png', 'image/png', await png()));
    expect(second.statusCode).toBe(200);
    const secondUrl = second.json().data.photo_url as string;
    expect(secondUrl).not.toBe(firstUrl);
    expect(fs.existsSync(storedFile(secondUrl))).toBe(true);
    expect(fs.existsSync(storedFile(firstUrl))).toBe(false);
    expect(fs.existsSync(storedFile(firstUrl.replace('-sm.webp', '-lg.webp')))).toBe(false);
    expect((await expertRow(expert.id)).photoPath).toBe(secondUrl.replace('/uploads/', ''));
  });

  it('refuses a text file with 415 whatever its declared type, and keeps the old photo', async () => {
    const expert = await createExpert(t.db, { venueId, photoPath: 'experts/keep-sm.webp' });
    const res = await uploadPhoto(expert.id, owner, multipart('photo', 'not.png', 'image/png', Buffer.from('merhaba dünya')));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(messages.venueImages.unsupportedType);
    expect((await expertRow(expert.id)).photoPath).toBe('experts/keep-sm.webp');
  });

  it('answers 400 when the form has no photo part, and 415 for a JSON body', async () => {
    const expert = await createExpert(t.db, { venueId });
    const noPhoto = await uploadPhoto(expert.id, owner, multipart('image', 'a.png', 'image/png', await png()));
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().message).toBe(m.photoRequired);
    const json = await call('POST', `/api/owner/experts/${expert.id}/photo`, owner, { photo: 'x' });
    expect(json.statusCode).toBe(415);
  });

  it("answers 404 for another owner's expert and stores nothing", async () => {
    const theirs = await createExpert(t.db, { venueId: strangerVenueId });
    const res = await uploadPhoto(theirs.id, owner, multipart('photo', 'a.png', 'image/png', await png()));
    expect(res.statusCode).toBe(404);
    expect((await expertRow(theirs.id)).photoPath).toBeNull();
    expect(fs.existsSync(path.join(t.config.uploadDir, 'experts', String(theirs.id)))).toBe(false);
  });

  it('answers 401 and 403 before reading the upload', async () => {
    expect((await uploadPhoto(1, null)).statusCode).toBe(401);
    expect((await uploadPhoto(1, user)).statusCode).toBe(403);
  });
});

describe('POST and DELETE /api/owner/experts/{id}/services', () => {
  it('assigns a catalogue service with the default 150 ₺ and 60 minutes, and answers 201', async () => {
    const expert = await createExpert(t.db, { venueId, serviceIds: [] });
    const res = await call('POST', `/api/owner/experts/${expert.id}/services`, owner, { service_id: SAC_BOYAMA });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: SAC_BOYAMA,
      name: 'Saç Boyama',
      custom_price: 150,
      custom_duration_minutes: 60,
      description: null,
      is_active: true,
    });
    const [row] = await t.db.select().from(expertServices).where(eq(expertServices.expertId, expert.id));
    expect(row).toMatchObject({ serviceId: SAC_BOYAMA, customPriceKurus: 15000, customDurationMinutes: 60 });
  });

  it('keeps given custom values and answers 409 when the service is already assigned', async () => {
    const expert = await createExpert(t.db, { venueId, serviceIds: [] });
    const first = await call('POST', `/api/owner/experts/${expert.id}/services`, owner, {
      service_id: SAC_KESIMI,
      custom_price: '320,75',
      custom_duration_minutes: 40,
      description: 'Uzun saç',
    });
    expect(first.json().data).toMatchObject({ custom_price: 320.75, custom_duration_minutes: 40, description: 'Uzun saç' });
    const again = await call('POST', `/api/owner/experts/${expert.id}/services`, owner, { service_id: SAC_KESIMI });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_ASSIGNED', message: m.serviceAlreadyAssigned });
  });

  it.each([
    ['no service', { service_id: '' }, 'service_id', m.serviceRequired],
    ['a zero price', { service_id: SAC_KESIMI, custom_price: 0 }, 'custom_price', m.priceInvalid],
    [
      'a fractional duration',
      { service_id: SAC_KESIMI, custom_duration_minutes: 2.5 },
      'custom_duration_minutes',
      m.durationInvalid,
    ],
    [
      'a duration over 600',
      { service_id: SAC_KESIMI, custom_duration_minutes: 601 },
      'custom_duration_minutes',
      m.durationInvalid,
    ],
  ])('refuses %s with 400 and the Turkish message', async (_title, payload, field, message) => {
    const expert = await createExpert(t.db, { venueId, serviceIds: [] });
    const res = await call('POST', `/api/owner/experts/${expert.id}/services`, owner, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: { [field]: message } });
  });

  it("refuses a service outside the venue's categories with 400 and an unknown one with 404", async () => {
    const expert = await createExpert(t.db, { venueId, serviceIds: [] });
    const outside = await call('POST', `/api/owner/experts/${expert.id}/services`, owner, { service_id: EV_TEMIZLIGI });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(m.serviceNotInVenue);
    const unknown = await call('POST', `/api/owner/experts/${expert.id}/services`, owner, { service_id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(m.serviceNotFound);
  });

  it('removes a service together with the expert’s sub-services under it, and answers 404 when it was not assigned', async () => {
    const sub = await createSubService(t.db, { venueId });
    const expert = await createExpert(t.db, { venueId, serviceIds: [SAC_KESIMI, SAC_BOYAMA], subServiceIds: [sub.id] });
    const res = await call('DELETE', `/api/owner/experts/${expert.id}/services/${SAC_KESIMI}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { expert_id: expert.id, id: SAC_KESIMI } });
    const left = await call('GET', `/api/owner/experts/${expert.id}`, owner);
    expect(left.json().data.active_services.map((s: { id: number }) => s.id)).toEqual([SAC_BOYAMA]);
    expect(left.json().data.active_sub_services).toEqual([]);
    const again = await call('DELETE', `/api/owner/experts/${expert.id}/services/${SAC_KESIMI}`, owner);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(m.assignmentNotFound);
  });

  it("answers 404 for another owner's expert on both calls and changes nothing", async () => {
    const theirs = await createExpert(t.db, { venueId: strangerVenueId });
    expect((await call('POST', `/api/owner/experts/${theirs.id}/services`, owner, { service_id: SAC_BOYAMA })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/owner/experts/${theirs.id}/services/${SAC_KESIMI}`, owner)).statusCode).toBe(404);
    const rows = await t.db.select().from(expertServices).where(eq(expertServices.expertId, theirs.id));
    expect(rows.map((r) => r.serviceId)).toEqual([SAC_KESIMI]);
  });

  it('answers 401 before validating and 403 to a user on both calls', async () => {
    expect((await call('POST', '/api/owner/experts/1/services', null, { service_id: 'x' })).statusCode).toBe(401);
    expect((await call('POST', '/api/owner/experts/1/services', user, { service_id: SAC_KESIMI })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/owner/experts/1/services/${SAC_KESIMI}`, null)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/owner/experts/1/services/${SAC_KESIMI}`, user)).statusCode).toBe(403);
  });
});

describe('POST and DELETE /api/owner/experts/{id}/sub-services', () => {
  it('assigns a sub-service with custom values, adds its parent service, and makes it bookable at once', async () => {
    const sub = await createSubService(t.db, { venueId, serviceId: SAC_BOYAMA, priceKurus: 90000, durationMinutes: 90 });
    const expert = await createExpert(t.db, { venueId, serviceIds: [], hours: { monday: ['09:00', '18:00'] } });
    const res = await call('POST', `/api/owner/experts/${expert.id}/sub-services`, owner, {
      sub_service_id: sub.id,
      custom_price: 275.5,
      custom_duration_minutes: '45',
      description: 'Kısa saç',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: sub.id,
      service_id: SAC_BOYAMA,
      name: sub.name,
      price: 900,
      duration_minutes: 90,
      custom_price: 275.5,
      custom_duration_minutes: 45,
      description: 'Kısa saç',
      is_active: true,
    });
    const parent = await t.db
      .select()
      .from(expertServices)
      .where(and(eq(expertServices.expertId, expert.id), eq(expertServices.serviceId, SAC_BOYAMA)));
    expect(parent).toEqual([
      {
        expertId: expert.id,
        serviceId: SAC_BOYAMA,
        customPriceKurus: null,
        customDurationMinutes: null,
        description: null,
        isActive: true,
      },
    ]);
    const slots = await call(
      'GET',
      `/experts/${expert.id}/available-times?date=${nextWeekday(1)}&service_id=${SAC_BOYAMA}&sub_service_id=${sub.id}`,
      null,
    );
    expect(slots.json().data).toContain('17:00');
    expect(slots.json().data).not.toContain('17:30');
  });

  it('turns an inactive parent service assignment back on, so the sub-service is bookable', async () => {
    const sub = await createSubService(t.db, { venueId });
    const expert = await createExpert(t.db, { venueId });
    await t.db.update(expertServices).set({ isActive: false }).where(eq(expertServices.expertId, expert.id));
    const res = await call('POST', `/api/owner/experts/${expert.id}/sub-services`, owner, { sub_service_id: sub.id });
    expect(res.statusCode).toBe(201);
    const slots = await call(
      'GET',
      `/experts/${expert.id}/available-times?date=${nextWeekday(1)}&service_id=${SAC_KESIMI}&sub_service_id=${sub.id}`,
      null,
    );
    expect(slots.json().data).toContain('09:00');
  });

  it("leaves the custom values null when left out, so the sub-service's own apply", async () => {
    const sub = await createSubService(t.db, { venueId });
    const expert = await createExpert(t.db, { venueId });
    const res = await call('POST', `/api/owner/experts/${expert.id}/sub-services`, owner, {
      sub_service_id: String(sub.id),
      custom_price: '',
      custom_duration_minutes: null,
      is_active: false,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      custom_price: null,
      custom_duration_minutes: null,
      description: null,
      is_active: false,
    });
  });

  it('answers 409 when the sub-service is already assigned', async () => {
    const sub = await createSubService(t.db, { venueId });
    const expert = await createExpert(t.db, { venueId, subServiceIds: [sub.id] });
    const res = await call('POST', `/api/owner/experts/${expert.id}/sub-services`, owner, { sub_service_id: sub.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ALREADY_ASSIGNED', message: m.subServiceAlreadyAssigned });
  });

  it.each([
    ['no sub-service', { sub_service_id: '' }, 'sub_service_id', m.subServiceRequired],
    ['a zero price', { custom_price: 0 }, 'custom_price', m.priceInvalid],
    ['a negative price', { custom_price: -1 }, 'custom_price', m.priceInvalid],
    ['a price that is not a number', { custom_price: 'on beş' }, 'custom_price', m.priceInvalid],
    ['a zero duration', { custom_duration_minutes: 0 }, 'custom_duration_minutes', m.durationInvalid],
    ['a fractional duration', { custom_duration_minutes: 30.5 }, 'custom_duration_minutes', m.durationInvalid],
    ['a description over 1000 characters', { description: 'x'.repeat(1001) }, 'description', m.descriptionTooLong],
  ])('refuses %s with 400 and the Turkish message', async (_title, over, field, message) => {
    const sub = await createSubService(t.db, { venueId });
    const expert = await createExpert(t.db, { venueId });
    const res = await call('POST', `/api/owner/experts/${expert.id}/sub-services`, owner, { sub_service_id: sub.id, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: { [field]: message } });
  });

  it('answers 404 for a sub-service of another venue or a deleted one', async () => {
    const expert = await createExpert(t.db, { venueId });
    const foreign = await createSubService(t.db, { venueId: strangerVenueId });
    const deleted = await createSubService(t.db, { venueId, deletedAt: new Date(), isActive: false });
    for (const id of [foreign.id, deleted.id]) {
      const res = await call('POST', `/api/owner/experts/${expert.id}/sub-services`, owner, { sub_service_id: id });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(m.subServiceNotFound);
    }
    expect(await t.db.select().from(expertSubServices).where(eq(expertSubServices.expertId, expert.id))).toEqual([]);
  });

  it('unassigns a sub-service, answers 404 when it was not assigned, and keeps the parent service', async () => {
    const sub = await createSubService(t.db, { venueId });
    const expert = await createExpert(t.db, { venueId, subServiceIds: [sub.id] });
    const res = await call('DELETE', `/api/owner/experts/${expert.id}/sub-services/${sub.id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { expert_id: expert.id, id: sub.id } });
    const after = (await call('GET', `/api/owner/experts/${expert.id}`, owner)).json().data;
    expect(after.active_sub_services).toEqual([]);
    expect(after.active_services.map((s: { id: number }) => s.id)).toEqual([SAC_KESIMI]);
    const again = await call('DELETE', `/api/owner/experts/${expert.id}/sub-services/${sub.id}`, owner);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(m.assignmentNotFound);
  });

  it("answers 404 for another owner's expert on both calls and changes nothing", async () => {
    const theirSub = await createSubService(t.db, { venueId: strangerVenueId });
    const theirs = await createExpert(t.db, { venueId: strangerVenueId, subServiceIds: [theirSub.id] });
    const other = await createSubService(t.db, { venueId: strangerVenueId });
    expect(
      (await call('POST', `/api/owner/experts/${theirs.id}/sub-services`, owner, { sub_service_id: other.id })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/owner/experts/${theirs.id}/sub-services/${theirSub.id}`, owner)).statusCode).toBe(404);
    const rows = await t.db.select().from(expertSubServices).where(eq(expertSubServices.expertId, theirs.id));
    expect(rows.map((r) => r.subServiceId)).toEqual([theirSub.id]);
  });

  it('answers 401 before validating and 403 to a user on both calls', async () => {
    expect((await call('POST', '/api/owner/experts/1/sub-services', null, { custom_price: -1 })).statusCode).toBe(401);
    expect((await call('POST', '/api/owner/experts/1/sub-services', user, { sub_service_id: 1 })).statusCode).toBe(403);
    expect((await call('DELETE', '/api/owner/experts/1/sub-services/1', null)).statusCode).toBe(401);
    expect((await call('DELETE', '/api/owner/experts/1/sub-services/1', user)).statusCode).toBe(403);
  });
});
