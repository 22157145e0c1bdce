import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { today } from '../../../test/fixtures';
import { turkishHolidays } from '../availability/turkish-holidays';
import { call, useRulesSuite, venueWithExpert } from './rules-test-helpers';

const s = useRulesSuite();

/** Two years ahead: past the end of next year, where the holiday answer used to stop (decision 096). */
const later = () => Number(today().slice(0, 4)) + 2;
const list = (venueId: number, year: number) => call(s.t, 'GET', `/api/owner/venues/${venueId}/holidays?year=${year}`, s.owner);
const closedDays = async (venueId: number, from: string, to: string) =>
  (await s.t.app.inject({ method: 'GET', url: `/api/venues/${venueId}/closed-days?from=${from}&to=${to}` })).json().data as {
    date: string;
    kind: string;
  }[];

describe("a venue's holidays two years ahead follow its answer (decision 096)", () => {
  it('lists them by the answer, the booking sheet reads them so, and one day changes on its own', async () => {
    const { venueId } = await venueWithExpert(s.t, s.owner.user.id);
    const answered = await call(s.t, 'PUT', `/api/owner/venues/${venueId}/holidays`, s.owner, {
      holidays_open: true,
      eves_open: false,
    });
    expect(answered.statusCode).toBe(200);

    const res = await list(venueId, later());
    expect(res.statusCode).toBe(200);
    const expected = turkishHolidays(later()).map((h) => ({ date: h.date, name: h.name, half_day: h.halfDay, open: !h.halfDay }));
    expect(expected.length).toBeGreaterThan(10);
    expect(res.json()).toEqual({ success: true, data: expected });

    const newYear = `${later()}-01-01`;
    const eve = `${later()}-10-28`;
    expect((await closedDays(venueId, newYear, newYear)).filter((d) => d.kind === 'holiday')).toEqual([]);

    const closed = await call(s.t, 'PUT', `/api/owner/venues/${venueId}/holidays/${newYear}`, s.owner, { open: false });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toEqual({ date: newYear, name: 'Yılbaşı', half_day: false, open: false });
    const after = (await list(venueId, later())).json().data as { date: string; open: boolean }[];
    expect(after.find((h) => h.date === newYear)!.open).toBe(false);
    expect(after.find((h) => h.date === eve)!.open).toBe(false);
    expect(after.filter((h) => h.open)).toHaveLength(expected.filter((h) => h.open).length - 1);
    expect(await closedDays(venueId, newYear, newYear)).toEqual([
      { date: newYear, kind: 'holiday', name: 'Yılbaşı', half_day: false },
    ]);
  });

  it('refuses last year with 400 and the Turkish text', async () => {
    const { venueId } = await venueWithExpert(s.t, s.owner.user.id);
    const res = await list(venueId, Number(today().slice(0, 4)) - 1);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.availabilityRules.yearInvalid);
  });
});
