import { describe, expect, it } from 'vitest';
import { turkishHolidayOn, turkishHolidays, turkishHolidaysBetween } from './turkish-holidays';

/** Decision 031: date-holidays' dates, our eves and lengths (Law 2429). Pinned for 2026 and 2027. */
const line = (y: number) => turkishHolidays(y).map((d) => `${d.date}${d.halfDay ? ' ½' : ''} ${d.name}`);

describe('Turkish public holidays', () => {
  it('2026: the fixed days, Ramazan Bayramı 20–22 March and Kurban Bayramı 27–30 May with their eves, 28 October afternoon', () => {
    expect(line(2026)).toEqual([
      '2026-01-01 Yılbaşı',
      '2026-03-19 ½ Ramazan Bayramı Arifesi',
      '2026-03-20 Ramazan Bayramı (1. gün)',
      '2026-03-21 Ramazan Bayramı (2. gün)',
      '2026-03-22 Ramazan Bayramı (3. gün)',
      '2026-04-23 Ulusal Egemenlik ve Çocuk Bayramı',
      '2026-05-01 Emek ve Dayanışma Günü',
      "2026-05-19 Atatürk'ü Anma Gençlik ve Spor Bayramı",
      '2026-05-26 ½ Kurban Bayramı Arifesi',
      '2026-05-27 Kurban Bayramı (1. gün)',
      '2026-05-28 Kurban Bayramı (2. gün)',
      '2026-05-29 Kurban Bayramı (3. gün)',
      '2026-05-30 Kurban Bayramı (4. gün)',
      '2026-07-15 Demokrasi ve Millî Birlik Günü',
      '2026-08-30 Zafer Bayramı',
      '2026-10-28 ½ Cumhuriyet Bayramı Arifesi',
      '2026-10-29 Cumhuriyet Bayramı',
    ]);
  });

  it('2027: Ramazan Bayramı 9–11 March, Kurban Bayramı 16–19 May; 19 May is one whole-day entry with both names', () => {
    expect(line(2027)).toEqual([
      '2027-01-01 Yılbaşı',
      '2027-03-08 ½ Ramazan Bayramı Arifesi',
      '2027-03-09 Ramazan Bayramı (1. gün)',
      '2027-03-10 Ramazan Bayramı (2. gün)',
      '2027-03-11 Ramazan Bayramı (3. gün)',
      '2027-04-23 Ulusal Egemenlik ve Çocuk Bayramı',
      '2027-05-01 Emek ve Dayanışma Günü',
      '2027-05-15 ½ Kurban Bayramı Arifesi',
      '2027-05-16 Kurban Bayramı (1. gün)',
      '2027-05-17 Kurban Bayramı (2. gün)',
      '2027-05-18 Kurban Bayramı (3. gün)',
      "2027-05-19 Kurban Bayramı (4. gün), Atatürk'ü Anma Gençlik ve Spor Bayramı",
      '2027-07-15 Demokrasi ve Millî Birlik Günü',
      '2027-08-30 Zafer Bayramı',
      '2027-10-28 ½ Cumhuriyet Bayramı Arifesi',
      '2027-10-29 Cumhuriyet Bayramı',
    ]);
  });

  it('looks one day up and lists a range across a new year', () => {
    expect(turkishHolidayOn('2026-10-28')).toEqual({ date: '2026-10-28', name: 'Cumhuriyet Bayramı Arifesi', halfDay: true });
    expect(turkishHolidayOn('2026-10-27')).toBeNull();
    expect(turkishHolidaysBetween('2026-12-30', '2027-01-02').map((d) => d.date)).toEqual(['2027-01-01']);
  });

  it('every year from 2026 to 2040 has at least 15 entries, one per date, each eve the day before a bayram', () => {
    for (let y = 2026; y <= 2040; y++) {
      const days = turkishHolidays(y);
      expect(new Set(days.map((d) => d.date)).size).toBe(days.length);
      expect(days.length).toBeGreaterThanOrEqual(15);
      for (const d of days.filter((x) => x.halfDay && x.name.includes('Bayramı Arifesi') && !x.name.startsWith('Cumhuriyet'))) {
        const next = days.find((x) => x.date > d.date);
        expect(next?.name).toMatch(/\(1\. gün\)/);
      }
    }
  });
});
