import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { appointmentsMessages } from './messages/appointments';
import { DEFAULT_DIAL_CODE, DIAL_CODES, type DialCode } from './constants';

/**
 * One phone format (decision 087): every phone that identifies a person is stored in E.164 ('+905321234567'),
 * whatever spelling it came in. The library (libphonenumber-js, `min` metadata) decides what a valid number is;
 * this file only decides which spellings reach it and which dial codes the product serves (the spec's list).
 */

/** The region whose national spelling a number without a dial code is read in, per dial code of the spec's list. */
const REGION_OF_DIAL_CODE: Readonly<Record<DialCode, CountryCode>> = {
  '+90': 'TR',
  '+1': 'US',
  '+49': 'DE',
  '+33': 'FR',
  '+39': 'IT',
  '+34': 'ES',
};

/** Longer than any phone number however spaced; the library never sees such a string. */
const PHONE_INPUT_MAX_LENGTH = 40;
/** Digits plus what people write between them: spaces, dashes, dots, slashes and brackets; one leading '+'. */
const PHONE_SPELLING = /^\+?[\d\s\-./()]+$/;

export type PhoneFailureKind = 'empty' | 'badDialCode' | 'badNumber';

export type NormalizedPhone =
  | {
      ok: true;
      /** '+905321234567'. */
      e164: string;
      dialCode: DialCode;
      /** The national significant number, without the trunk zero: '5321234567'. */
      national: string;
    }
  | { ok: false; kind: PhoneFailureKind; message: string };

const failure = (kind: PhoneFailureKind): NormalizedPhone => ({
  ok: false,
  kind,
  message: kind === 'badDialCode' ? appointmentsMessages.dialCodeInvalid : appointmentsMessages.phoneInvalid,
});

const isDialCode = (value: string): value is DialCode => (DIAL_CODES as readonly string[]).includes(value);

/**
 * A phone as people write it → E.164, or why not. Accepts '0532 123 45 67', '532-123-45-67', '(0532) 123 45 67',
 * '+90 532 123 45 67', '90532…', '0090 532…'. `dialCode` is the booking sheet's dial-code field: a number written
 * without one is read in that country's national spelling (default '+90'); a number that carries its own '+' or
 * '00' keeps it. A dial code outside the spec's list is `badDialCode`; anything the library does not hold valid
 * for its country is `badNumber`. Each failure carries the spec's Turkish message.
 */
export function normalizePhone(input: unknown, dialCode?: string): NormalizedPhone {
  if (typeof input !== 'string' && typeof input !== 'number') return failure('empty');
  const written = String(input)
    .replace(/\u00a0/g, ' ')
    .trim();
  if (written === '') return failure('empty');
  const chosen = dialCode?.replace(/\s+/g, '') || DEFAULT_DIAL_CODE;
  if (!isDialCode(chosen)) return failure('badDialCode');
  if (written.length > PHONE_INPUT_MAX_LENGTH || !PHONE_SPELLING.test(written)) return failure('badNumber');
  const digits = written.replace(/\D/g, '');
  if (digits === '') return failure('badNumber');

  let parsed;
  if (written.startsWith('+') || digits.startsWith('00')) {
    const international = `+${written.startsWith('+') ? digits : digits.slice(2)}`;
    // No dial code of the list is a prefix of another, so at most one matches.
    if (!DIAL_CODES.some((code) => international.startsWith(code))) return failure('badDialCode');
    parsed = parsePhoneNumberFromString(international);
  } else {
    parsed = parsePhoneNumberFromString(digits, REGION_OF_DIAL_CODE[chosen]);
  }
  if (!parsed || !parsed.isValid()) return failure('badNumber');
  const own = `+${parsed.countryCallingCode}`;
  if (!isDialCode(own)) return failure('badDialCode');
  return { ok: true, e164: parsed.number, dialCode: own, national: parsed.nationalNumber };
}

/** The E.164 form of a phone, or null when the normaliser refuses it. */
export function phoneToE164(input: unknown, dialCode?: string): string | null {
  const result = normalizePhone(input, dialCode);
  return result.ok ? result.e164 : null;
}

/**
 * How a phone is shown to a person (decision 084): a Turkish number as '0532 123 45 67' (landlines too:
 * '0212 123 45 67'), a foreign one in international format ('+49 1511 2345678'). A stored string the normaliser
 * refuses is shown in the Turkish shape when it has ten national digits, else as it was given.
 */
export function formatPhone(phone: string): string {
  const result = normalizePhone(phone);
  if (result.ok && result.dialCode !== '+90') {
    return parsePhoneNumberFromString(result.e164)?.formatInternational() ?? result.e164;
  }
  const national = result.ok ? result.national : looseTurkishNational(phone);
  if (!national || national.length !== 10) return phone.trim();
  return `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6, 8)} ${national.slice(8)}`;
}

/** The `tel:` link of a phone: its E.164 form, else the digits it was given (and a leading +). */
export function phoneHref(phone: string): string {
  const e164 = phoneToE164(phone);
  if (e164) return `tel:${e164}`;
  const national = looseTurkishNational(phone);
  if (national) return `tel:+90${national}`;
  const plus = phone.trim().startsWith('+') ? '+' : '';
  return `tel:${plus}${phone.replace(/\D/g, '')}`;
}

/**
 * The digits a phone search matches against E.164 storage: '0532 12' → '53212', '+90 532' → '90532',
 * '0090 532' → '90532'. A trunk zero is dropped, since stored numbers never carry one.
 */
export function phoneSearchDigits(query: string): string {
  const digits = query.replace(/\D/g, '');
  if (digits.startsWith('00')) return digits.slice(2);
  return digits.replace(/^0+/, '');
}

/** Ten national digits of a Turkish-looking number the library refuses (stored before decision 087), or null. */
function looseTurkishNational(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  let national: string;
  if (trimmed.startsWith('+') || trimmed.startsWith('00')) {
    const international = trimmed.startsWith('00') ? digits.slice(2) : digits;
    if (!international.startsWith('90')) return null;
    national = international.slice(2);
  } else if (digits.length === 11 && digits.startsWith('0')) national = digits.slice(1);
  else if (digits.length === 12 && digits.startsWith('90')) national = digits.slice(2);
  else national = digits;
  return /^[2-5]\d{9}$/.test(national) ? national : null;
}

/**
 * What an account keeps of the registration's phone (the spec's "digits only, max 11"; decision 087): its E.164
 * form when it is a valid number, else the digits as given, which identify no one (a booking copies no phone then).
 */
export function accountPhone(digits: string): string {
  return phoneToE164(digits) ?? digits;
}
