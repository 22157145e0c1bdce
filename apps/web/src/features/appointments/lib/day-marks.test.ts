import { describe, expect, it } from 'vitest';
import { messages, type VenueDetail } from '@randevu/contracts';
import { dayMarks } from './day-marks';

const ar = messages.availabilityRules;
const weekdaysOnly = {
  monday: ['09:00', '18:00'],
  tuesday: ['09:00', '18:00'],
  wednesday: ['09:00', '18:00'],
  thursday: ['09:00', '18:00'],
  friday: ['09:00', '18:00'],
  saturday: null,
  sunday: null,
} as VenueDetail['working_hours'];

describe('dayMarks', () => {
  it('marks holidays, closures, weekly days off and half days, with the text an empty day shows', () => {
    const marks = dayMarks(
      [
        { date: '2026-05-01', kind: 'holiday', name: 'Emek ve Dayanışma Günü', half_day: false },
        { date: '2026-05-04', kind: 'closure', name: null, half_day: false },
        { date: '2026-05-03', kind: 'weekly', name: null, half_day: false },
        { date: '2026-05-26', kind: 'holiday', name: 'Kurban Bayramı Arifesi', half_day: true },
      ],
      weekdaysOnly,
    );
    expect(Object.fromEntries(marks)).toEqual({
      '2026-05-01': {
        kind: 'holiday',
        label: ar.dayHoliday,
        unavailable: true,
        name: 'Emek ve Dayanışma Günü',
        empty: 'Emek ve Dayanışma Günü: işletme bu gün resmî tatil nedeniyle kapalı.',
      },
      '2026-05-04': { kind: 'closed', label: ar.dayClosed, unavailable: true, name: null, empty: ar.emptyClosed },
      '2026-05-03': { kind: 'closed', label: ar.dayClosed, unavailable: true, name: null, empty: ar.emptyClosed },
      '2026-05-26': { kind: 'half', label: ar.dayHalf, unavailable: false, name: 'Kurban Bayramı Arifesi', empty: null },
    });
  });

  it("closes a half day that falls on the venue's weekly day off", () => {
    const marks = dayMarks([{ date: '2026-10-28', kind: 'holiday', name: 'Cumhuriyet Bayramı Arifesi', half_day: true }], {
      ...weekdaysOnly,
      wednesday: null,
    });
    expect(marks.get('2026-10-28')).toMatchObject({ kind: 'closed', label: ar.dayClosed, unavailable: true });
  });
});
