import { describe, expect, it } from 'vitest';
import { fill, formatAppointmentDate, formatLira, formatPriceInput, initials } from './format';

describe('fill', () => {
  it('replaces known placeholders and leaves unknown ones', () => {
    expect(fill('{count} işletme bulundu', { count: 3 })).toBe('3 işletme bulundu');
    expect(fill('Merhaba, {name} {x}', { name: 'Ayşe' })).toBe('Merhaba, Ayşe {x}');
    expect(fill('{a} {b}', { a: 'x' })).toBe('x {b}');
  });
});

describe('formatLira', () => {
  it('is the one price format of contracts: kuruş only when there are any', () => {
    expect(formatLira(350)).toBe('₺350');
    expect(formatLira(1234.5)).toBe('₺1.234,50');
  });
});

describe('formatPriceInput', () => {
  it('writes lira the way an owner types it: a decimal comma and kuruş only when there are any', () => {
    expect(formatPriceInput(350)).toBe('350');
    expect(formatPriceInput(275.5)).toBe('275,50');
    expect(formatPriceInput(0.05)).toBe('0,05');
  });
});

describe('initials', () => {
  it('takes initials with Turkish capitals', () => {
    expect(initials('ışıl güzellik salonu')).toBe('IG');
    expect(initials('ece  İnce')).toBe('Eİ');
  });
});

describe('formatAppointmentDate', () => {
  it('writes day, month, year and weekday in Turkish, in that order', () => {
    expect(formatAppointmentDate('2026-11-24')).toBe('24 Kasım 2026 Salı');
    expect(formatAppointmentDate('2026-11-23')).toBe('23 Kasım 2026 Pazartesi');
    expect(formatAppointmentDate('2027-01-03')).toBe('3 Ocak 2027 Pazar');
  });
});
