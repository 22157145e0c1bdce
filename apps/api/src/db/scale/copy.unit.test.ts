import { describe, expect, it } from 'vitest';
import { copyLines, copyValue, escapeCopy } from './copy';

describe('the COPY text format of the scale loader', () => {
  it('escapes the backslash and the characters that end a field or a row', () => {
    expect(escapeCopy('a\\b\tc\nd\re')).toBe('a\\\\b\\tc\\nd\\re');
    expect(escapeCopy('Çiğdem Kaya: "İyi"')).toBe('Çiğdem Kaya: "İyi"');
  });

  it('writes null, booleans, numbers, text arrays and JSON columns as PostgreSQL reads them', () => {
    expect(copyValue('cancelled_at', null)).toBe('\\N');
    expect(copyValue('auto_confirm', true)).toBe('t');
    expect(copyValue('auto_confirm', false)).toBe('f');
    expect(copyValue('price_kurus', 12_500)).toBe('12500');
    expect(copyValue('specialties', ['Saç kesimi', 'Fön "özel"', 'a\\b'])).toBe(
      '{"Saç kesimi","Fön \\\\"özel\\\\"","a\\\\\\\\b"}',
    );
    expect(copyValue('breaks', [['13:00', '14:00']])).toBe('[["13:00","14:00"]]');
    expect(copyValue('name', 'tab\there')).toBe('tab\\there');
  });

  it('writes one line per row, its columns in the given order, in pieces', () => {
    const rows = Array.from({ length: 2_001 }, (_, i) => ({ id: i, note: i === 0 ? null : `n${i}` }));
    const pieces = [...copyLines(['note', 'id'], rows)];
    expect(pieces).toHaveLength(2);
    const lines = pieces.join('').split('\n');
    expect(lines).toHaveLength(2_002);
    expect(lines[0]).toBe('\\N\t0');
    expect(lines[2_000]).toBe('n2000\t2000');
    expect(lines[2_001]).toBe('');
  });
});
