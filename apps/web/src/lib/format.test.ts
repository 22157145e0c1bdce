import { describe, expect, it } from 'vitest';
import { fill, formatAppointmentDate, formatLira, formatLiraCompact, formatPriceInput, initials } from './format';

describe('fill', () => {
  it('replaces known placeholders and leaves unknown ones', () => {
    expect(fill('{count} işletme bulundu', { count: 3 })).toBe('3 işletme bulundu');
    expect(fill('Merhaba, {name} {x}', { name: 'Ayşe' })).toBe('Merhaba, Ayşe {x}');
    expect(fill('{a} {b}', { a: 'x' })).toBe('x {b}');
  });
});

describe('formatLira', () => {
  it('formats a price to pay as Turkish lira with kuruş', () => {
    expect(formatLira(350)).toBe('₺350,00');
    expect(formatLira(1234.5)).toBe('₺1.234,50');
    expect(formatLira(450.5).replace(/\s/g, ' ')).toBe('₺450,50');
    expect(formatLira(1250).replace(/\s/g, ' ')).toBe('₺1.250,00');
  });
});

describe('formatLiraCompact', () => {
  it('formats lira in Turkish, with kuruş only when there are any', () => {
    expect(formatLiraCompact(350)).toBe('₺350');
    expect(formatLiraCompact(1200)).toBe('₺1.200');
    expect(formatLiraCompact(350.5)).toBe('₺350,50');
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
