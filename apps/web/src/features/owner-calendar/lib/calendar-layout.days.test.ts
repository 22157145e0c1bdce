import { describe, expect, it } from 'vitest';
import { calendarDay, DAY } from '../../../../test/calendar-fixtures';
import { axisRange, expertDay, shadesFor, toHhmm, venueHours } from './calendar-layout';

const span = (s: { start: number; end: number; label: string }) => `${toHhmm(s.start)}–${toHhmm(s.end)} ${s.label}`;
const SUNDAY = '2030-03-17';

describe('the calendar layout with hours for one date (decision 100)', () => {
  it("draws an expert's own hours and breaks of the date instead of the weekly ones, and widens the axis to them", () => {
    const data = calendarDay({
      expert_days: [{ expert_id: 7, date: DAY, off: false, start: '08:00', end: '14:00', breaks: [['10:00', '10:30']] }],
    });
    const ayse = data.experts[0]!;
    expect(expertDay(ayse, DAY, data)).toEqual({ start: '08:00', end: '14:00', breaks: [['10:00', '10:30']] });
    expect(shadesFor(data, ayse, DAY).map(span)).toEqual([
      '00:00–08:00 Çalışmıyor',
      '14:00–24:00 Çalışmıyor',
      '10:00–10:30 Mola',
    ]);
    expect(axisRange(data, [DAY], [7])).toEqual([8 * 60, 19 * 60]);
    // Another date keeps the weekly hours.
    expect(expertDay(ayse, '2030-03-13', data)).toEqual({ start: '09:00', end: '18:00', breaks: [['12:00', '13:00']] });
  });

  it('shades an expert off that date the whole day, named İzinli', () => {
    const data = calendarDay({ expert_days: [{ expert_id: 8, date: DAY, off: true, start: null, end: null, breaks: [] }] });
    const mehmet = data.experts[1]!;
    expect(expertDay(mehmet, DAY, data)).toBeNull();
    expect(
      shadesFor(data, mehmet, DAY)
        .filter((s) => s.kind === 'off')
        .map(span),
    ).toEqual(['00:00–24:00 İzinli']);
  });

  it("opens a closed Sunday with the venue's hours of that date, and an opened holiday is not shaded as one", () => {
    const data = calendarDay({
      venue_days: [{ venue_id: 4, date: SUNDAY, start: '10:00', end: '16:00' }],
      holidays: [{ date: SUNDAY, name: 'Bayram', half_day: false, open: false }],
    });
    expect(venueHours(data, SUNDAY)).toEqual([10 * 60, 16 * 60]);
    expect(venueHours(calendarDay(), SUNDAY)).toBeNull();
    expect(shadesFor(data, data.experts[0]!, SUNDAY).some((s) => s.kind === 'holiday')).toBe(false);
  });
});
