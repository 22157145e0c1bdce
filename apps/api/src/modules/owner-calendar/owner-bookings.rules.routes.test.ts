import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner } from '../../../test/auth-helpers';
import { createExpert, createSubService, createVenue, SAC_KESIMI } from '../../../test/factories';
import { BOOKING_LIMITS, nextWeekday, today, frontDeskBooking } from '../../../test/fixtures';
import { injectAs } from '../../../test/requests';
import { addDays, isoWeekday } from '../../lib/time';
import { turkishHolidaysBetween } from '../availability/turkish-holidays';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ limits: BOOKING_LIMITS });
});
afterAll(() => t.close());

async function frontDesk() {
  const session = await registerOwner(t.app);
  const venue = await createVenue(t.db, { ownerId: session.user.id });
  const sub = await createSubService(t.db, { venueId: venue.id, durationMinutes: 45 });
  const expert = await createExpert(t.db, { venueId: venue.id, subServiceIds: [sub.id] });
  const book = (date: string, time: string, extra: Record<string, unknown> = {}) =>
    injectAs(
      t.app,
      'POST',
      `/api/owner/venues/${venue.id}/appointments`,
      session,
      frontDeskBooking({ expertId: expert.id, subId: sub.id, date, time }, extra),
    );
  return { venue, sub, expert, book };
}

describe('POST /api/owner/venues/{id}/appointments: holidays and the online times', () => {
  it('warns on a closed public holiday by its name, and books it with outside_hours: true', async () => {
    const d = await frontDesk();
    // The next whole-day holiday on a working weekday (Mon–Sat), however far: the horizon does not bind the owner.
    const holiday = turkishHolidaysBetween(addDays(today(), 1), addDays(today(), 400)).find(
      (h) => !h.halfDay && isoWeekday(h.date) !== 7,
    )!;
    const warned = await d.book(holiday.date, '10:00');
    expect(warned.statusCode).toBe(409);
    expect(warned.json()).toMatchObject({
      code: 'OUTSIDE_HOURS',
      message: messages.ownerCalendar.warning.holiday.replace('{name}', holiday.name),
    });
    expect((await d.book(holiday.date, '10:00', { outside_hours: true })).statusCode).toBe(201);
  });

  it('asks for a sub-service when the service has some, and books nothing', async () => {
    const d = await frontDesk();
    const date = nextWeekday(4);
    for (const sub_service_id of [undefined, null]) {
      const res = await d.book(date, '10:00', { sub_service_id });
      expect(res.statusCode).toBe(400);
      const message = messages.ownerCalendar.subServiceRequired;
      expect(res.json()).toMatchObject({ code: 'SUB_SERVICE_REQUIRED', message, errors: { sub_service_id: message } });
    }
  });

  it('takes the time out of the online times at once', async () => {
    const d = await frontDesk();
    const date = nextWeekday(4);
    const times = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/experts/${d.expert.id}/available-times?date=${date}&service_id=${SAC_KESIMI}&sub_service_id=${d.sub.id}`,
        })
      ).json().data as string[];
    expect(await times()).toContain('11:00');
    expect((await d.book(date, '11:00')).statusCode).toBe(201);
    expect(await times()).not.toContain('11:00');
  });
});
