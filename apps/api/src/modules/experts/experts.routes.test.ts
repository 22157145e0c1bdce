import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import type { TestApp } from '../../../test/build-test-app';
import type { Session } from '../../../test/auth-helpers';
import { createAppointment, createExpert } from '../../../test/factories';
import { experts, expertWorkingHours } from '../../db/schema';
import { addDays } from '../../lib/time';
import { at, nextWeekday } from '../../../test/fixtures';
import { EXPERT_TEXTS, offWeek, useExpertsSuite } from './experts.test-suite';

const m = messages.experts;

const { s, call, expertBody, expertRow } = useExpertsSuite();
let t: TestApp, owner: Session, user: Session, venueId: number, strangerVenueId: number;
beforeAll(() => ({ t, owner, user, venueId, strangerVenueId } = s));

/** POST and PUT /api/owner/experts: creating and updating an expert (reads, deletion, photo and assignments have files of their own). */
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

  it('does not check the phone or e-mail format', async () => {
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
