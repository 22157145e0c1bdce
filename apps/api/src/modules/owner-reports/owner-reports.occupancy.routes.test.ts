import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useOwnerSuite } from '../../../test/owner-suite';
import { createAppointment, createExpert, createVenue } from '../../../test/factories';
import { at } from '../../../test/fixtures';
import { expertDayHours, expertTimeOff, expertWorkingHours, experts, venueClosures, venueDayHours } from '../../db/schema';

/** The experts' occupancy in GET /api/owner/venues/{id}/reports: booked minutes / available minutes. */
const s = useOwnerSuite();

const report = async (venueId: number, from: string, to: string) => {
  const res = await s.t.app.inject({
    method: 'GET',
    url: `/api/owner/venues/${venueId}/reports?from=${from}&to=${to}`,
    headers: s.owner.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    by_expert: { name: string; booked_minutes: number; available_minutes: number; occupancy: number | null }[];
  };
};

describe('GET /api/owner/venues/{id}/reports: occupancy', () => {
  it('takes breaks, time off, closures and closed holidays off the hours, and lists an idle expert at 0', async () => {
    const venueId = (await createVenue(s.t.db, { ownerId: s.owner.user.id })).id;
    const zeynep = await createExpert(s.t.db, { venueId, name: 'Zeynep Ak' });
    const idle = await createExpert(s.t.db, { venueId, name: 'Ayşe Boş' });
    const gone = await createExpert(s.t.db, { venueId, name: 'Silinen Uzman' });
    await s.t.db.update(experts).set({ deletedAt: new Date() }).where(eq(experts.id, gone.id));
    // Zeynep: a 12:00–13:00 break every Monday, a day off on Tuesday 27 October, 3 hours off on Friday 30 October.
    await s.t.db
      .update(expertWorkingHours)
      .set({ breaks: [['12:00', '13:00']] })
      .where(eq(expertWorkingHours.expertId, zeynep.id));
    await s.t.db.insert(expertTimeOff).values([
      { expertId: zeynep.id, startsAt: at('2026-10-27', '00:00'), endsAt: at('2026-10-28', '00:00') },
      { expertId: zeynep.id, startsAt: at('2026-10-30', '09:00'), endsAt: at('2026-10-30', '12:00') },
    ]);
    // The venue is closed on Saturday 31 October.
    await s.t.db.insert(venueClosures).values({ venueId, startDate: '2026-10-31', endDate: '2026-10-31' });
    await createAppointment(s.t.db, { venueId, expertId: zeynep.id, startsAt: at('2026-10-26', '10:00'), durationMinutes: 90 });

    // Monday 26 – Sunday 1 November 2026, 09:00–18:00 Monday to Saturday. Wednesday 28 October is the eve of
    // Cumhuriyet Bayramı (closed from 13:00), Thursday 29 October the holiday (closed).
    const week = await report(venueId, '2026-10-26', '2026-11-01');
    const byName = Object.fromEntries(week.by_expert.map((e) => [e.name, e]));
    // Every day of hers has the 12:00–13:00 break: Mon 480, Tue 0 (day off), Wed 09:00–13:00 less the break = 180,
    // Thu 0 (holiday), Fri 480 − 180 (time off 09:00–12:00) = 300, Sat 0 (closure).
    expect(byName['Zeynep Ak']).toMatchObject({ booked_minutes: 90, available_minutes: 480 + 180 + 300, occupancy: 0.0938 });
    // Ayşe: Mon 540, Tue 540, Wed 240, Fri 540.
    expect(byName['Ayşe Boş']).toMatchObject({ booked_minutes: 0, available_minutes: 1860, occupancy: 0 });
    expect(byName['Silinen Uzman']).toBeUndefined();

    // The owner opens the holiday (through the API, which drops the cached report): Thursday counts again.
    const open = await s.t.app.inject({
      method: 'PUT',
      url: `/api/owner/venues/${venueId}/holidays/2026-10-29`,
      headers: s.owner.headers,
      payload: { open: true },
    });
    expect(open.statusCode, open.body).toBe(200);
    await createAppointment(s.t.db, { venueId, expertId: idle.id, startsAt: at('2026-10-29', '10:00'), durationMinutes: 60 });
    const opened = Object.fromEntries((await report(venueId, '2026-10-26', '2026-11-01')).by_expert.map((e) => [e.name, e]));
    expect(opened['Ayşe Boş']).toMatchObject({ booked_minutes: 60, available_minutes: 2400, occupancy: 0.025 });
  });

  it('gives null occupancy to an expert without hours in the period', async () => {
    const venueId = (await createVenue(s.t.db, { ownerId: s.owner.user.id })).id;
    const e = await createExpert(s.t.db, { venueId, name: 'Pazar Uzmanı', hours: { sunday: ['10:00', '12:00'] } });
    await createAppointment(s.t.db, { venueId, expertId: e.id, startsAt: at('2026-03-01', '10:00'), durationMinutes: 30 });
    // The venue never opens on Sunday, so the booking (made by the front desk) has no available minutes under it.
    const r = await report(venueId, '2026-03-01', '2026-03-01');
    expect(r.by_expert).toEqual([expect.objectContaining({ booked_minutes: 30, available_minutes: 0, occupancy: null })]);
  });

  it('counts a date’s own hours as the slot function does: a day off, shorter hours with a break, an opened Sunday', async () => {
    const venueId = (await createVenue(s.t.db, { ownerId: s.owner.user.id })).id;
    const elif = await createExpert(s.t.db, { venueId, name: 'Elif Gün' });
    await createExpert(s.t.db, { venueId, name: 'Deniz Hafta' });
    // Decision 100, in the week of Monday 2 November 2026 (no holiday): Elif off on Tuesday, 10:00–14:00 with a
    // 12:00–12:30 break on Wednesday; the venue opens Sunday 10:00–16:00 and Elif works it 10:00–15:00.
    await s.t.db.insert(expertDayHours).values([
      { expertId: elif.id, date: '2026-11-03', isOff: true },
      { expertId: elif.id, date: '2026-11-04', startsAt: '10:00', endsAt: '14:00', breaks: [['12:00', '12:30']] },
      { expertId: elif.id, date: '2026-11-08', startsAt: '10:00', endsAt: '15:00' },
    ]);
    await s.t.db.insert(venueDayHours).values({ venueId, date: '2026-11-08', opensAt: '10:00', closesAt: '16:00' });
    const byName = Object.fromEntries((await report(venueId, '2026-11-02', '2026-11-08')).by_expert.map((e) => [e.name, e]));
    // Elif: Mon 540, Tue 0, Wed 240 − 30 = 210, Thu–Sat 3 × 540, Sun 300.
    expect(byName['Elif Gün']).toMatchObject({ available_minutes: 540 + 210 + 3 * 540 + 300 });
    // Deniz keeps the weekly hours: six days of 540, and no Sunday hours of his own on the opened day.
    expect(byName['Deniz Hafta']).toMatchObject({ available_minutes: 6 * 540 });
  });
});
