import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDateText, formatTimeText, maskDateText, maskTimeText, parseDateText, parseTimeText } from './date-time-text';

const pad = (n: number) => String(n).padStart(2, '0');
/** Every day of 2000–2100 as 'YYYY-MM-DD'. */
const anyDay = fc
  .date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2100, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const anyTime = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${pad(h)}:${pad(m)}`);

describe('the date text (decision 094)', () => {
  it('shows a day as gg.aa.yyyy', () => {
    expect(formatDateText('2026-12-10')).toBe('10.12.2026');
    expect(formatDateText('')).toBe('');
  });

  it('reads every day of 2000–2100 back from the text it shows', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        expect(parseDateText(formatDateText(day))).toEqual({ ok: true, value: day });
      }),
    );
  });

  it('reads every day back from its digits typed on a numeric keyboard', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        const typed = maskDateText(formatDateText(day).replaceAll('.', ''));
        expect(typed).toBe(formatDateText(day));
        expect(parseDateText(typed)).toEqual({ ok: true, value: day });
      }),
    );
  });

  it('understands one-digit days and months, slashes, dashes and a pasted ISO day', () => {
    expect(parseDateText('1.2.2026')).toEqual({ ok: true, value: '2026-02-01' });
    expect(parseDateText('10/12/2026')).toEqual({ ok: true, value: '2026-12-10' });
    expect(parseDateText(' 10-12-2026 ')).toEqual({ ok: true, value: '2026-12-10' });
    expect(parseDateText('2026-12-10')).toEqual({ ok: true, value: '2026-12-10' });
  });

  it('says why a text is not a day', () => {
    expect(parseDateText('10.12.26')).toEqual({ ok: false, problem: 'format' });
    expect(parseDateText('12/10/2026 PM')).toEqual({ ok: false, problem: 'format' });
    expect(parseDateText('31.02.2026')).toEqual({ ok: false, problem: 'notADay' });
    expect(parseDateText('29.02.2027')).toEqual({ ok: false, problem: 'notADay' });
    expect(parseDateText('29.02.2028')).toEqual({ ok: true, value: '2028-02-29' });
    expect(parseDateText('31.12.1999')).toEqual({ ok: false, problem: 'outOfRange' });
    expect(parseDateText('01.01.2101')).toEqual({ ok: false, problem: 'outOfRange' });
  });

  it('keeps the native field’s min and max, both included', () => {
    const bounds = { min: '2026-12-07', max: '2026-12-31' };
    expect(parseDateText('07.12.2026', bounds)).toEqual({ ok: true, value: '2026-12-07' });
    expect(parseDateText('06.12.2026', bounds)).toEqual({ ok: false, problem: 'beforeMin' });
    expect(parseDateText('01.01.2027', bounds)).toEqual({ ok: false, problem: 'afterMax' });
  });

  it('puts the dots in while digits are typed and keeps what was typed with dots', () => {
    expect(['1', '10', '101', '1012', '10122', '10122026', '101220261'].map(maskDateText)).toEqual([
      '1',
      '10',
      '10.1',
      '10.12',
      '10.12.2',
      '10.12.2026',
      '10.12.2026',
    ]);
    expect(maskDateText('10.')).toBe('10.');
    expect(maskDateText('1.2.2026')).toBe('1.2.2026');
    expect(maskDateText('10.122')).toBe('10.12.2');
    expect(maskDateText('1a0/12')).toBe('10.12');
  });
});

describe('the time text (decision 094)', () => {
  it('reads every HH:mm back from the text it shows and from its four digits', () => {
    fc.assert(
      fc.property(anyTime, (time) => {
        expect(parseTimeText(formatTimeText(time))).toEqual({ ok: true, value: time });
        expect(parseTimeText(maskTimeText(time.replace(':', '')))).toEqual({ ok: true, value: time });
      }),
    );
  });

  it('understands a dot, three digits and a bare hour, always as 24-hour time', () => {
    expect(parseTimeText('14.30')).toEqual({ ok: true, value: '14:30' });
    expect(parseTimeText('930')).toEqual({ ok: true, value: '09:30' });
    expect(parseTimeText('9')).toEqual({ ok: true, value: '09:00' });
    expect(parseTimeText('9:05')).toEqual({ ok: true, value: '09:05' });
  });

  it('refuses 12-hour times and times that are not on the clock', () => {
    for (const typed of ['2:30 PM', '24:00', '12:60', '12:3', 'öğlen', '']) {
      expect(parseTimeText(typed)).toEqual({ ok: false, problem: 'format' });
    }
  });

  it('keeps the native field’s step: 300 seconds allows every fifth minute only', () => {
    expect(parseTimeText('14:35', 300)).toEqual({ ok: true, value: '14:35' });
    expect(parseTimeText('14:37', 300)).toEqual({ ok: false, problem: 'step' });
    expect(parseTimeText('14:37')).toEqual({ ok: true, value: '14:37' });
  });

  it('puts the colon in once four digits are typed', () => {
    expect(['1', '14', '143', '1430', '14.3'].map(maskTimeText)).toEqual(['1', '14', '143', '14:30', '14:3']);
  });
});
