import { describe, expect, it } from 'vitest';
import { venueClockParts } from '@randevu/contracts';
import { toVenueWallTime } from './time';

/** The exact conversion, by the formatter (the path toVenueWallTime takes when the offset changes within an hour). */
function byFormatter(instant: Date) {
  const p = venueClockParts(instant);
  return { date: `${p.year}-${p.month}-${p.day}`, minutes: Number(p.hour) * 60 + Number(p.minute) };
}

describe('toVenueWallTime', () => {
  it('agrees with the formatter minute by minute across the zone’s offset changes and ordinary days', () => {
    // 2011-03-27 and 2011-10-30: summer time began and ended; 2016-09-07: permanent +03:00; 2030: ordinary days.
    for (const start of ['2011-03-26T22:00:00Z', '2011-10-29T22:00:00Z', '2016-09-06T18:00:00Z', '2030-01-06T20:00:00Z']) {
      const from = Date.parse(start);
      for (let ms = from; ms < from + 8 * 3_600_000; ms += 60_000 + 7_777) {
        expect(toVenueWallTime(new Date(ms)), new Date(ms).toISOString()).toEqual(byFormatter(new Date(ms)));
      }
    }
  });

  it('answers the venue day and minutes of an instant', () => {
    expect(toVenueWallTime(new Date('2027-03-08T21:30:00Z'))).toEqual({ date: '2027-03-09', minutes: 30 });
    expect(toVenueWallTime(new Date('2027-03-01T06:00:59.999Z'))).toEqual({ date: '2027-03-01', minutes: 9 * 60 });
  });
});
