import { describe, expect, it } from 'vitest';
import { fitSegments, formatPhoneForSms, shortenAtWord, smsEncoding, smsSegments, toE164, toSmsText } from './sms-text';

describe('SMS text', () => {
  it('keeps the Turkish letters and folds only the circumflex vowels and typographic marks', () => {
    expect(toSmsText('Işıl Güzellik, Çarşamba, İğne, şöyle, çok')).toBe('Işıl Güzellik, Çarşamba, İğne, şöyle, çok');
    expect(toSmsText('Hâlâ “kâr” – ₺5')).toBe('Hala "kar" - TL5');
  });

  it('tells GSM-7, GSM-7 with the Turkish shift table and UCS-2 apart', () => {
    expect(smsEncoding('Randevunuz onaylandi: Ögle Ürün')).toBe('gsm7');
    expect(smsEncoding('Randevunuz onaylandı')).toBe('gsm7-tr');
    expect(smsEncoding('Randevunuz 🙂')).toBe('ucs2');
  });

  it('counts segments with the operator code (5): GSM-7 160/153, Turkish shift 155/149 with ş as 2 septets, UCS-2 70/67', () => {
    expect(smsSegments('a'.repeat(155))).toEqual({ encoding: 'gsm7', units: 155, segments: 1 });
    expect(smsSegments('a'.repeat(156)).segments).toBe(2);
    expect(smsSegments('€'.repeat(70))).toEqual({ encoding: 'gsm7', units: 140, segments: 1 });
    expect(smsSegments('ş'.repeat(75))).toEqual({ encoding: 'gsm7-tr', units: 150, segments: 1 });
    expect(smsSegments('ş'.repeat(76)).segments).toBe(2);
    expect(smsSegments('ş'.repeat(146)).segments).toBe(2); // 292 + 5 ≤ 2 × 149
    expect(smsSegments('🙂'.repeat(32))).toEqual({ encoding: 'ucs2', units: 64, segments: 1 });
    expect(smsSegments('🙂'.repeat(33)).segments).toBe(2);
  });

  it('shortens a long venue name at a word, never inside one', () => {
    const render = (venue: string) => `Randevunuz onaylandı: ${venue}, 25 Kasım 2026 Çarşamba 14:30. https://randevu.com.tr/x`;
    const text = fitSegments(render, 'Işıl Güzellik ve Bakım Merkezi Şişli Nişantaşı Teşvikiye Şubesi Çok Uzun Ad', 1);
    expect(smsSegments(text).segments).toBe(1);
    expect(text).toMatch(/^Randevunuz onaylandı: Işıl Güzellik( \S+)*, 25 Kasım/);
    expect(shortenAtWord('Moda Saç & Bakım', (c) => c.length <= 11)).toBe('Moda Saç');
    expect(shortenAtWord('Supercalifragilistic', () => false)).toBe('Supercalifragilistic');
  });

  it('writes a phone as people read it', () => {
    expect(formatPhoneForSms('2163381020')).toBe('0216 338 10 20');
    expect(formatPhoneForSms('05321234567')).toBe('0532 123 45 67');
    expect(formatPhoneForSms('+905321234567')).toBe('0532 123 45 67');
    expect(formatPhoneForSms('123')).toBe('123');
  });

  it('normalises Turkish numbers to E.164', () => {
    expect(toE164('0532 123 45 67')).toBe('+905321234567');
    expect(toE164('5321234567')).toBe('+905321234567');
    expect(toE164('905321234567')).toBe('+905321234567');
    expect(toE164('+90 (532) 123-45-67')).toBe('+905321234567');
    expect(toE164('0049 30 1234567')).toBe('+49301234567');
    expect(toE164('12345')).toBeNull();
    expect(toE164('2125550000')).toBeNull();
    // An account's landline, stored in E.164 (decision 087), takes no SMS either.
    expect(toE164('+902125550000')).toBeNull();
    expect(toE164('+90 532 123 45 67')).toBe('+905321234567');
  });
});
