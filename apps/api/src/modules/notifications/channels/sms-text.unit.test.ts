import { describe, expect, it } from 'vitest';
import { fitOneSegment, smsSegments, toE164, toSmsText } from './sms-text';

describe('SMS text', () => {
  it('transliterates only the Turkish letters GSM-7 lacks and keeps Ç, Ö, Ü, ö, ü', () => {
    expect(toSmsText('Işıl Güzellik, Çarşamba, İğne, şöyle, çok')).toBe('Isil Güzellik, Çarsamba, Igne, söyle, cok');
    expect(smsSegments(toSmsText('Randevunuz onaylandı: Ağustos Şubat')).encoding).toBe('gsm7');
  });

  it('counts segments: 160 GSM-7 characters in one, then 153 a segment; UCS-2 70 / 67', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsSegments('a'.repeat(161)).segments).toBe(2);
    expect(smsSegments('€'.repeat(80))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsSegments('ş'.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
    expect(smsSegments('ş'.repeat(71)).segments).toBe(2);
  });

  it('shortens a long venue name so the message stays one segment', () => {
    const text = fitOneSegment(
      (venue) => `Randevunuz onaylandı: ${venue}, 25 Kasım 2026 Çarşamba 14:30. https://randevu.com.tr/x`,
      'Ş'.repeat(150),
    );
    expect(smsSegments(text)).toMatchObject({ encoding: 'gsm7', segments: 1 });
    expect(text.startsWith('Randevunuz onaylandi: SSS')).toBe(true);
  });

  it('normalises Turkish numbers to E.164', () => {
    expect(toE164('0532 123 45 67')).toBe('+905321234567');
    expect(toE164('5321234567')).toBe('+905321234567');
    expect(toE164('905321234567')).toBe('+905321234567');
    expect(toE164('+90 (532) 123-45-67')).toBe('+905321234567');
    expect(toE164('0049 30 1234567')).toBe('+49301234567');
    expect(toE164('12345')).toBeNull();
    expect(toE164('2125550000')).toBeNull();
  });
});
