/**
 * SMS text rules. The GSM 03.38 default alphabet has Ç, Ö, Ü, ö, ü but not ç, ş, ğ, ı, İ, Ş, Ğ:
 * one of those would switch the whole message to UCS-2 (70 characters a segment instead of
 * 160). We transliterate just those seven letters (ş→s, ğ→g, ı→i, İ→I, ç→c…), which Turkish
 * readers are used to in SMS, so a message stays one 160-character segment (docs/decisions/023).
 */
const TRANSLIT: Record<string, string> = {
  ç: 'c',
  ş: 's',
  ğ: 'g',
  ı: 'i',
  İ: 'I',
  Ş: 'S',
  Ğ: 'G',
  â: 'a',
  î: 'i',
  û: 'u',
  Â: 'A',
};

// GSM 03.38 default alphabet (basic table) and the characters of its extension table (two septets each).
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM7_EXTENDED = new Set('^{}\\[~]|€\f');

export function toSmsText(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const t = TRANSLIT[ch] ?? ch;
    if (GSM7_BASIC.has(t) || GSM7_EXTENDED.has(t)) out += t;
    else if (t === '’' || t === '‘') out += "'";
    else if (t === '“' || t === '”') out += '"';
    else if (t === '–' || t === '—') out += '-';
    else if (t === '₺') out += 'TL';
    else out += t; // stays: the message is sent as UCS-2
  }
  return out;
}

export function isGsm7(text: string): boolean {
  for (const ch of text) if (!GSM7_BASIC.has(ch) && !GSM7_EXTENDED.has(ch)) return false;
  return true;
}

/** Segments the text takes: GSM-7 160 (153 when split), UCS-2 70 (67 when split). */
export function smsSegments(text: string): { encoding: 'gsm7' | 'ucs2'; units: number; segments: number } {
  if (isGsm7(text)) {
    let units = 0;
    for (const ch of text) units += GSM7_EXTENDED.has(ch) ? 2 : 1;
    return { encoding: 'gsm7', units, segments: units <= 160 ? 1 : Math.ceil(units / 153) };
  }
  let units = 0;
  for (const ch of text) units += ch.length; // UTF-16 code units
  return { encoding: 'ucs2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

/**
 * A Turkish phone number in E.164: '0532 123 45 67', '5321234567', '90532…', '+90 532…' →
 * '+905321234567'. Numbers already in another country's E.164 are kept. Null when it cannot be
 * a phone number.
 */
export function toE164(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10 && digits.startsWith('5')) return `+90${digits}`;
  if (digits.length === 11 && digits.startsWith('05')) return `+9${digits}`;
  if (digits.length === 12 && digits.startsWith('90')) return `+${digits}`;
  if (digits.startsWith('00') && digits.length >= 10 && digits.length <= 17) return `+${digits.slice(2)}`;
  return null;
}

/**
 * Renders an SMS within one GSM-7 segment: if the text is too long, the venue name (the only
 * part of unbounded length) is shortened with a trailing '.'.
 */
export function fitOneSegment(render: (venue: string) => string, venue: string): string {
  const full = toSmsText(render(venue));
  const { segments, units, encoding } = smsSegments(full);
  if (segments === 1 || encoding !== 'gsm7') return full;
  const keep = Math.max(3, toSmsText(venue).length - (units - 160) - 1);
  return toSmsText(render(`${venue.slice(0, keep)}.`));
}
