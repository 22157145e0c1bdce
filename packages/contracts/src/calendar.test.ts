import { describe, expect, it } from 'vitest';
import { CALENDAR_DATE_MAX, CALENDAR_DATE_MIN, isCalendarDate, isInCalendarWindow } from './calendar';
import { calendarDateSchema } from './common';
import { messages } from './messages';

describe('calendar dates of a request', () => {
  it('exist: no 30 February, and years below 100 are not read as 19xx', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('0001-01-01')).toBe(true);
    expect(isCalendarDate('0099-02-29')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
  });

  it('lie inside 2000-01-01 … 2100-12-31', () => {
    expect([CALENDAR_DATE_MIN, CALENDAR_DATE_MAX].map(isInCalendarWindow)).toEqual([true, true]);
    expect(['1999-12-31', '2101-01-01', '9999-12-31'].map(isInCalendarWindow)).toEqual([false, false, false]);
  });

  it('answer one message: the caller’s for a malformed day, the window’s for a far one', () => {
    const schema = calendarDateSchema('geçersiz');
    const issues = (v: unknown) => schema.safeParse(v).error?.issues.map((i) => i.message);
    expect(issues('2026-02-30')).toEqual(['geçersiz']);
    expect(issues('2026-02-300000')).toEqual(['geçersiz']);
    expect(issues(7)).toEqual(['geçersiz']);
    expect(issues('9999-12-31')).toEqual([messages.common.dateOutOfRange]);
    expect(schema.parse('2100-12-31')).toBe('2100-12-31');
  });
});
