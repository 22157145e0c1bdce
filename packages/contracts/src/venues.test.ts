import { describe, expect, it } from 'vitest';
import { DEFAULT_VENUE_HOURS } from './constants';
import { venueOpeningSpan } from './venues';

describe('venueOpeningSpan', () => {
  it('spans the earliest opening and the latest closing over the open days', () => {
    expect(venueOpeningSpan({ monday: ['10:00', '17:00'], tuesday: null, friday: ['08:30', '20:00'] })).toEqual({
      opening_time: '08:30',
      closing_time: '20:00',
      working_days: ['monday', 'friday'],
    });
  });

  it('falls back to the spec’s defaults when no day is open', () => {
    expect(venueOpeningSpan({ monday: null })).toEqual({
      opening_time: DEFAULT_VENUE_HOURS.opening,
      closing_time: DEFAULT_VENUE_HOURS.closing,
      working_days: [],
    });
  });
});
