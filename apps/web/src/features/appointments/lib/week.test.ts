import { afterEach, describe, expect, it } from 'vitest';
import { BOOKING_HORIZON_DAYS } from '@randevu/contracts';
import { addDays, canGoToWeek, formatLongDate, isoWeekday, mondayOf, venueToday, weekStrip } from './week';

describe('week strip', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('reads today in İstanbul whatever the browser zone', () => {
    const instant = new Date('2025-03-09T22:30:00Z'); // Monday 01:30 in İstanbul, still Sunday in UTC and Los Angeles
    for (const tz of ['UTC', 'America/Los_Angeles', 'Pacific/Auckland']) {
      process.env.TZ = tz;
      expect(venueToday(instant)).toBe('2025-03-10');
    }
  });

  it('runs Monday to Sunday with Turkish names and disables past days', () => {
    const days = weekStrip('2025-03-10', '2025-03-12');
    expect(days.map((d) => d.short)).toEqual(['Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt', 'Paz']);
    expect(days.map((d) => d.dayOfMonth)).toEqual(['10', '11', '12', '13', '14', '15', '16']);
    expect(days.map((d) => d.disabled)).toEqual([true, true, false, false, false, false, false]);
    expect(days[2]!.isToday).toBe(true);
    expect(days[0]!.long).toBe('10 Mart Pazartesi');
  });

  it('disables days beyond the booking horizon', () => {
    const today = '2025-03-12';
    const last = addDays(today, BOOKING_HORIZON_DAYS);
    const days = weekStrip(mondayOf(last), today);
    expect(days.find((d) => d.date === last)!.disabled).toBe(false);
    expect(days.filter((d) => d.date > last).every((d) => d.disabled)).toBe(true);
  });

  it('steps a week at a time but never before the current week or past the horizon', () => {
    const today = '2025-03-12';
    expect(mondayOf(today)).toBe('2025-03-10');
    expect(mondayOf('2025-03-16')).toBe('2025-03-10');
    expect(canGoToWeek('2025-03-10', today)).toBe(true);
    expect(canGoToWeek('2025-03-03', today)).toBe(false);
    expect(canGoToWeek(mondayOf(addDays(today, BOOKING_HORIZON_DAYS)), today)).toBe(true);
    expect(canGoToWeek(addDays(mondayOf(addDays(today, BOOKING_HORIZON_DAYS)), 7), today)).toBe(false);
  });

  it('does date arithmetic on calendar days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-03-30', 1)).toBe('2025-03-31');
    expect(isoWeekday('2025-03-16')).toBe(7);
    expect(formatLongDate('2025-03-16')).toContain('Pazar');
  });
});
