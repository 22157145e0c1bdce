/**
 * SMS text rules (decision 079). Turkish letters are kept: ç ş ğ ı İ Ş Ğ are in the Turkish National Language Single
 * Shift Table of 3GPP TS 23.038, so a message with them stays GSM-7 (each costs an escape, 2 septets, and the
 * National Language Identifier in the header lowers a segment to 155 septets, 149 when split) instead of UCS-2
 * (70 characters a segment, 67 when split). Ç Ö Ü ö ü are in the default alphabet. Only the circumflex vowels, in
 * neither table, are folded (â→a, î→i, û→u: optional in today's Turkish spelling).
 */
const FOLD: Record<string, string> = { â: 'a', î: 'i', û: 'u', Â: 'A', Î: 'I', Û: 'U' };

// GSM 03.38 default alphabet (basic table) and the characters of its extension table (two septets each).
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM7_EXTENDED = new Set('^{}\\[~]|€\f');
/** The Turkish single shift table's letters beyond the default extension table (3GPP TS 23.038 §A.2.1). */
const TURKISH_SHIFT = new Set('ğĞıİşŞç');

export type SmsEncoding = 'gsm7' | 'gsm7-tr' | 'ucs2';

/**
 * Units in one segment and in each part of a split message: GSM-7 160/153; with the Turkish shift table the 3-octet
 * National Language Identifier costs 5 septets more (155/149); UCS-2 70/67 characters.
 */
export const SEGMENT_CAPACITY: Record<SmsEncoding, { single: number; part: number }> = {
  gsm7: { single: 160, part: 153 },
  'gsm7-tr': { single: 155, part: 149 },
  ucs2: { single: 70, part: 67 },
};

/** NOTE: BTK requires the operator to append its code (' B038', 5 characters) to every bulk SMS; it counts. */
export const OPERATOR_SUFFIX_UNITS = 5;

export function toSmsText(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const t = FOLD[ch] ?? ch;
    if (t === '’' || t === '‘') out += "'";
    else if (t === '“' || t === '”') out += '"';
    else if (t === '–' || t === '—') out += '-';
    else if (t === '₺') out += 'TL';
    else out += t; // anything outside the tables stays: the message is sent as UCS-2
  }
  return out;
}

export function smsEncoding(text: string): SmsEncoding {
  let turkish = false;
  for (const ch of text) {
    if (GSM7_BASIC.has(ch) || GSM7_EXTENDED.has(ch)) continue;
    if (!TURKISH_SHIFT.has(ch)) return 'ucs2';
    turkish = true;
  }
  return turkish ? 'gsm7-tr' : 'gsm7';
}

export function isGsm7(text: string): boolean {
  return smsEncoding(text) !== 'ucs2';
}

/**
 * The segments the text takes once the operator's code is appended, its encoding, and its units (septets for GSM-7:
 * an extension or Turkish shift character is 2; UTF-16 code units for UCS-2), the code not included.
 */
export function smsSegments(text: string): { encoding: SmsEncoding; units: number; segments: number } {
  const encoding = smsEncoding(text);
  let units = 0;
  for (const ch of text) {
    if (encoding === 'ucs2') units += ch.length;
    else units += GSM7_EXTENDED.has(ch) || TURKISH_SHIFT.has(ch) ? 2 : 1;
  }
  const { single, part } = SEGMENT_CAPACITY[encoding];
  const total = units + OPERATOR_SUFFIX_UNITS;
  return { encoding, units, segments: total <= single ? 1 : Math.ceil(total / part) };
}

/**
 * A Turkish phone number in E.164: '0532 123 45 67', '5321234567', '90532…', '+90 532…' →
 * '+905321234567'. Numbers already in another country's E.164 are kept. Null when it cannot be
 * a phone number that takes an SMS: a Turkish landline ('+902125550000', as accounts store it since decision 087)
 * is not one.
 */
export function toE164(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    if (digits.startsWith('90')) return /^905\d{9}$/.test(digits) ? `+${digits}` : null;
    return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  }
  if (digits.length === 10 && digits.startsWith('5')) return `+90${digits}`;
  if (digits.length === 11 && digits.startsWith('05')) return `+9${digits}`;
  if (digits.length === 12 && digits.startsWith('90')) return `+${digits}`;
  if (digits.startsWith('00') && digits.length >= 10 && digits.length <= 17) return `+${digits.slice(2)}`;
  return null;
}

/** A phone as people read it: '02165551234' → '0216 555 12 34' (a number of another shape is kept as it is). */
export function formatPhoneForSms(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national =
    digits.length === 10 ? `0${digits}` : digits.length === 12 && digits.startsWith('90') ? `0${digits.slice(2)}` : digits;
  if (national.length !== 11 || !national.startsWith('0')) return phone.trim();
  return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7, 9)} ${national.slice(9)}`;
}

/**
 * The name as its first words, as many as `fits` accepts, never cut inside a word (nor ending on a separator);
 * at least the first word.
 */
export function shortenAtWord(name: string, fits: (candidate: string) => boolean): string {
  const words = name.trim().split(/\s+/);
  for (let n = words.length; n > 1; n--) {
    const candidate = words
      .slice(0, n)
      .join(' ')
      .replace(/[\s,;:&+\-–—/.]+$/u, '');
    if (candidate && fits(candidate)) return candidate;
  }
  return words[0] ?? '';
}

/**
 * Renders an SMS within `maxSegments` segments: when it is longer, the venue name (the only part of unbounded
 * length) keeps only its first whole words.
 */
export function fitSegments(render: (venue: string) => string, venue: string, maxSegments = 1): string {
  const text = (v: string) => toSmsText(render(v));
  const fits = (v: string) => smsSegments(text(v)).segments <= maxSegments;
  if (fits(venue)) return text(venue);
  return text(shortenAtWord(venue, fits));
}
