import { describe, expect, it } from 'vitest';
import { withBreak } from './venue-breaks';

const day = (breaks: [string, string][], start = '09:00', end = '18:00') => ({ start, end, breaks });

describe('withBreak (decision 078)', () => {
  it('adds the break in order, replacing only the breaks it overlaps (touching ones stay)', () => {
    expect(withBreak(day([]), ['12:30', '13:30'])).toEqual([['12:30', '13:30']]);
    expect(
      withBreak(
        day([
          ['16:00', '16:15'],
          ['12:00', '12:45'],
        ]),
        ['12:30', '13:30'],
      ),
    ).toEqual([
      ['12:30', '13:30'],
      ['16:00', '16:15'],
    ]);
    expect(
      withBreak(
        day([
          ['12:00', '12:30'],
          ['13:30', '14:00'],
        ]),
        ['12:30', '13:30'],
      ),
    ).toEqual([
      ['12:00', '12:30'],
      ['12:30', '13:30'],
      ['13:30', '14:00'],
    ]);
  });

  it('refuses a day whose hours do not hold the break, or one that would have too many breaks', () => {
    expect(withBreak(day([], '14:00', '20:00'), ['12:30', '13:30'])).toBeNull();
    expect(withBreak(day([], '09:00', '13:00'), ['12:30', '13:30'])).toBeNull();
    const ten = Array.from({ length: 10 }, (_, i): [string, string] => [`1${i}:00`.slice(-5), `1${i}:10`.slice(-5)]);
    expect(withBreak(day(ten, '09:00', '23:00'), ['20:00', '20:30'])).toBeNull();
  });
});
