import { describe, expect, it } from 'vitest';
import { parseVenueSegment } from '@randevu/contracts';
import { formatPhone, summariseHours } from './format';

const closed = { monday: null, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null, sunday: null };

describe('venue page formatting', () => {
  it('groups consecutive days with the same hours and skips closed days', () => {
    expect(
      summariseHours({
        ...closed,
        monday: ['09:00', '19:00'],
        tuesday: ['09:00', '19:00'],
        wednesday: ['09:00', '19:00'],
        friday: ['09:00', '19:00'],
        saturday: ['10:00', '17:00'],
      }),
    ).toEqual([
      { days: 'Pazartesi - Çarşamba', hours: '09:00 - 19:00' },
      { days: 'Cuma', hours: '09:00 - 19:00' },
      { days: 'Cumartesi', hours: '10:00 - 17:00' },
    ]);
    expect(summariseHours(closed)).toEqual([]);
  });

  it('writes Turkish phone numbers in groups and leaves others alone', () => {
    expect(formatPhone('2163381020')).toBe('0216 338 10 20');
    expect(formatPhone('05321234567')).toBe('0532 123 45 67');
    expect(formatPhone('+1 555 0100')).toBe('+1 555 0100');
  });
});

describe('parseVenueSegment', () => {
  it.each([
    ['3f4a2896-5318-4094-9ca4-3795296fc616-5', 5],
    ['herhangi-bir-onek-42', 42],
    ['3f4a2896-5318-4094-9ca4-3795296fc616-abc', null],
    ['42', null],
    ['-42', null],
    ['x-042', null],
    ['x-1e3', null],
    ['x-99999999999', null],
    [undefined, null],
  ])('reads %j as %j', (segment, id) => {
    expect(parseVenueSegment(segment)).toBe(id);
  });
});
