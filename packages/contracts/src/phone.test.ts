import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPhone, normalizePhone, phoneHref, phoneSearchDigits, phoneToE164 } from './phone';
import { messages } from './messages';

const m = messages.appointments;

/** One way people write the ten national digits of a Turkish mobile: prefix, grouping, separator, brackets. */
const turkishSpelling = (national: string) =>
  fc
    .record({
      prefix: fc.constantFrom('', '0', '90', '+90', '+90 ', '0090 '),
      groups: fc.constantFrom<number[]>([3, 3, 2, 2], [3, 3, 4], [3, 7], [10], [4, 2, 2, 2]),
      separator: fc.constantFrom(' ', '-', '.', '', '  ', ' - '),
      brackets: fc.boolean(),
      padding: fc.constantFrom('', ' ', '\u00a0'),
    })
    .map(({ prefix, groups, separator, brackets, padding }) => {
      const parts: string[] = [];
      let at = 0;
      for (const size of groups) {
        parts.push(national.slice(at, at + size));
        at += size;
      }
      // Brackets go around the area code with its trunk zero, as in '(0532) 123 45 67'.
      if (brackets) parts[0] = prefix === '0' ? `(0${parts[0]})` : `(${parts[0]})`;
      const head = brackets && prefix === '0' ? '' : prefix;
      return `${padding}${head}${parts.join(separator)}${padding}`;
    });

describe('normalizePhone', () => {
  it.each([
    '0532 123 45 67',
    '532-123-45-67',
    '(0532) 123 45 67',
    '+90 532 123 45 67',
    '905321234567',
    '0090 532 123 45 67',
    '5321234567',
    '+90 (532) 123-45-67',
  ])('stores %s as +905321234567', (spelling) => {
    expect(normalizePhone(spelling)).toEqual({ ok: true, e164: '+905321234567', dialCode: '+90', national: '5321234567' });
  });

  it('gives every accepted spelling of a Turkish mobile number the same E.164 string', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^5\d{9}$/).chain((national) => fc.tuple(fc.constant(national), turkishSpelling(national))),
        ([national, spelling]) => {
          const result = normalizePhone(spelling);
          expect(result).toMatchObject({ ok: true, e164: `+90${national}` });
          expect(normalizePhone(spelling, '+90')).toEqual(result);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses what is not a phone number with the spec’s Turkish message', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.stringMatching(/^5\d{0,8}$/),
          fc.stringMatching(/^5\d{10,14}$/),
          fc.stringMatching(/^(0[1-9]|1\d)\d{8}$/),
          fc.stringMatching(/^0532 ?[a-zçğışöü]{1,7}$/),
          fc.stringMatching(/^\+90 ?5\d{10,12}$/),
        ),
        (spelling) => {
          const result = normalizePhone(spelling);
          expect(result).toEqual({ ok: false, kind: 'badNumber', message: 'Lütfen geçerli bir telefon numarası giriniz' });
        },
      ),
      { numRuns: 300 },
    );
    expect(m.phoneInvalid).toBe('Lütfen geçerli bir telefon numarası giriniz');
  });

  it('refuses a dial code outside the spec’s list with its own message', () => {
    expect(normalizePhone('+44 7911 123456')).toEqual({ ok: false, kind: 'badDialCode', message: m.dialCodeInvalid });
    expect(normalizePhone('5321234567', '+44')).toEqual({ ok: false, kind: 'badDialCode', message: m.dialCodeInvalid });
    expect(m.dialCodeInvalid).toBe('Lütfen geçerli bir ülke kodu seçiniz');
  });

  it('reads a number without a dial code in the country of the chosen one', () => {
    expect(phoneToE164('01511 2345678', '+49')).toBe('+4915112345678');
    expect(phoneToE164('(415) 555-2671', '+1')).toBe('+14155552671');
    expect(phoneToE164('06 12 34 56 78', '+33')).toBe('+33612345678');
    expect(phoneToE164('312 345 6789', '+39')).toBe('+393123456789');
    expect(phoneToE164('612 34 56 78', '+34')).toBe('+34612345678');
    // A number with its own dial code keeps it, whatever the field says.
    expect(phoneToE164('+49 1511 2345678', '+90')).toBe('+4915112345678');
  });

  it('accepts a Turkish landline and tells blank from invalid', () => {
    expect(phoneToE164('0212 123 45 67')).toBe('+902121234567');
    expect(normalizePhone('   ')).toMatchObject({ ok: false, kind: 'empty' });
    expect(normalizePhone(null)).toMatchObject({ ok: false, kind: 'empty' });
    expect(normalizePhone('5'.repeat(41))).toMatchObject({ ok: false, kind: 'badNumber' });
  });
});

describe('formatPhone', () => {
  it.each([
    ['+905321234567', '0532 123 45 67'],
    ['5551112233', '0555 111 22 33'],
    ['05551112233', '0555 111 22 33'],
    ['905551112233', '0555 111 22 33'],
    ['0090 555 111 22 33', '0555 111 22 33'],
    ['0 (212) 555 00 00', '0212 555 00 00'],
    ['+4915112345678', '+49 1511 2345678'],
    ['+14155552671', '+1 415 555 2671'],
  ])('shows %s as %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });

  it('shows a string that is no phone number as it was given', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone(' 0555 11 ')).toBe('0555 11');
  });

  it('shows every spelling of a Turkish mobile number in one shape', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^5\d{9}$/).chain((national) => fc.tuple(fc.constant(national), turkishSpelling(national))),
        ([national, spelling]) => {
          expect(formatPhone(spelling)).toBe(
            `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6, 8)} ${national.slice(8)}`,
          );
        },
      ),
    );
  });
});

describe('phoneHref and phoneSearchDigits', () => {
  it('links a number by its E.164 form', () => {
    expect(phoneHref('0532 123 45 67')).toBe('tel:+905321234567');
    expect(phoneHref('+4915112345678')).toBe('tel:+4915112345678');
    expect(phoneHref('12345')).toBe('tel:12345');
  });

  it('turns a typed search into digits that occur in the E.164 form', () => {
    expect(phoneSearchDigits('0532 12')).toBe('53212');
    expect(phoneSearchDigits('+90 532')).toBe('90532');
    expect(phoneSearchDigits('0090 532')).toBe('90532');
    expect('+905321234567'.includes(phoneSearchDigits('(0532) 123'))).toBe(true);
  });
});
