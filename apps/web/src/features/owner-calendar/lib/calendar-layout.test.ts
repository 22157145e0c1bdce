import { describe, expect, it } from 'vitest';
import { block, calendarDay, calendarExpert, DAY } from '../../../../test/calendar-fixtures';
import { venueNow } from './venue-now';
import { axisRange, freeSlots, shadesFor, shownExperts, toHhmm, toMinutes, weekOf } from './calendar-layout';

const span = (s: { start: number; end: number; label: string }) => `${toHhmm(s.start)}–${toHhmm(s.end)} ${s.label}`;

describe('the calendar layout', () => {
  it('the axis runs over the venue hours of the shown days, widened to whole hours around any shown appointment', () => {
    expect(axisRange(calendarDay(), [DAY], [7, 8])).toEqual([9 * 60, 19 * 60]);
    const late = calendarDay({
      appointments: [block(1, { starts_at_local: `${DAY}T20:15`, ends_at_local: `${DAY}T20:45`, appointment_time: '20:15' })],
    });
    expect(axisRange(late, [DAY], [7])).toEqual([9 * 60, 21 * 60]);
    // Another expert's late booking does not stretch a column it is not in.
    expect(axisRange(late, [DAY], [8])).toEqual([9 * 60, 19 * 60]);
    // Sunday: the venue is closed and nothing is booked.
    expect(axisRange(calendarDay(), ['2030-03-17'], [7])).toEqual([9 * 60, 18 * 60]);
  });

  it('time off over several days is clipped to each day; a half-day holiday closes from 13:00', () => {
    const data = calendarDay({
      time_off: [{ id: 1, expert_id: 7, starts_at: `${DAY}T15:00`, ends_at: '2030-03-14T11:00', reason: null, created_at: '' }],
      holidays: [{ date: '2030-03-13', name: 'Arife', half_day: true, open: false }],
    });
    const ayse = data.experts[0]!;
    expect(
      shadesFor(data, ayse, DAY)
        .filter((s) => s.kind === 'timeOff')
        .map(span),
    ).toEqual(['15:00–24:00 Kapalı']);
    expect(
      shadesFor(data, ayse, '2030-03-13')
        .filter((s) => s.kind !== 'off' && s.kind !== 'break')
        .map(span),
    ).toEqual(['13:00–24:00 Resmî tatil: Arife', '00:00–24:00 Kapalı']);
    expect(
      shadesFor(data, ayse, '2030-03-14')
        .filter((s) => s.kind === 'timeOff')
        .map(span),
    ).toEqual(['00:00–11:00 Kapalı']);
  });

  it('an opened holiday is not shaded; an expert off that weekday is shaded all day', () => {
    const data = calendarDay({ holidays: [{ date: DAY, name: 'Bayram', half_day: false, open: true }] });
    expect(shadesFor(data, data.experts[0]!, DAY).some((s) => s.kind === 'holiday')).toBe(false);
    expect(shadesFor(data, calendarExpert(5, 'X'), '2030-03-16').map(span)).toEqual(['00:00–24:00 Çalışmıyor']);
  });

  it('an inactive expert gets a column only on a day they have an appointment', () => {
    const data = calendarDay();
    expect(shownExperts(data, [DAY]).map((e) => e.id)).toEqual([7, 8]);
    data.appointments.push(block(50, { expert_id: 9 }));
    expect(shownExperts(data, [DAY]).map((e) => e.id)).toEqual([7, 8, 9]);
  });

  it('free half hours skip the appointments; the week starts on Monday; now is read in Istanbul', () => {
    const taken = [block(1, { starts_at_local: `${DAY}T10:00`, duration_minutes: 45 })];
    expect(freeSlots([9 * 60, 12 * 60], taken).map(toHhmm)).toEqual(['09:00', '09:30', '11:00', '11:30']);
    expect(weekOf('2030-03-17')).toEqual([
      '2030-03-11',
      '2030-03-12',
      '2030-03-13',
      '2030-03-14',
      '2030-03-15',
      '2030-03-16',
      '2030-03-17',
    ]);
    expect(weekOf('2030-03-11')[0]).toBe('2030-03-11');
    expect(venueNow(Date.parse('2030-03-12T22:30:00Z'))).toBe('2030-03-13T01:30');
    expect(toMinutes('13:45')).toBe(825);
  });
});
