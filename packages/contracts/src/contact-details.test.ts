import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { textHasContactDetails } from './contact-details';
import { reviewBodySchema, reviewReplyBodySchema } from './reviews';
import { createVenueBodySchema } from './owner-venues';
import { messages } from './messages';

/** What the outside review found passing the old review filter, and a few of its neighbours. */
const refused = [
  'Çok kötü, bit.ly/kotusalon bakın',
  'Gerçek yorumlar: t.me/kotusalon',
  'Yazın: wa.me/905321234567',
  'Daha ucuzu kotusalon.xyz adresinde',
  'Bizim ürünler guzellik.shop üzerinde',
  'ｋｏｔｕｓａｌｏｎ．ｃｏｍ',
  'hxxps://kotusalon.example/indirim',
  'hxxp://kotu',
  'hxxps:kotu',
  'Ara beni 0532/123/45/67',
  '0532 123 45 67',
  '+90 (532) 123-45-67',
  '5321234567',
  '０５３２１２３４５６７',
  'instagram: @kotusalon',
  'ig: kotusalon',
  'Bize @kotusalon hesabından ulaşın',
  'mail: ayse@example.com',
  'kotusalon[.]com',
  'kotusalon (nokta) com',
  'kotu\u200bsalon.com',
  'KOTUSALON.COM',
  'Salon.Shop',
  'www.kotusalon',
  'https://kotusalon.com',
  'xn--kotu-9ua.xn--p1ai',
];

/** Ordinary Turkish review sentences that must stay publishable. */
const accepted = [
  "Saat 14.30'da geldim, 2 saat sürdü.",
  'Fiyat 350 TL, gayet makul.',
  '5/5 veriyorum, 10/10 tavsiye ederim!',
  "12.06.2024 14:30'daki randevuma tam zamanında alındım.",
  'Ayşe Hanım çok ilgiliydi. Kesinlikle tekrar geleceğim.',
  'Dr. Ayşe ve St. Kuaför ekibi harika.',
  'Fön + boya 1.250 TL tuttu, 3 kişiydik.',
  'Çok memnun kaldım.Harika bir deneyimdi.',
  "Instagram'da gördüm, gerçekten güzelmiş.",
  'Ayşe @ Moda şubesi de güzel.',
  '2. kez geliyorum, 1 numara!',
  'Randevu 45 dk sürdü; 20 dakika bekledim.',
];

describe('textHasContactDetails (decision 053)', () => {
  it.each(refused)('refuses %j', (text) => expect(textHasContactDetails(text)).toBe(true));
  it.each(accepted)('accepts %j', (text) => expect(textHasContactDetails(text)).toBe(false));

  it('reads an address with its door number and one postcode as an address, a phone in it as a phone', () => {
    expect(textHasContactDetails('Bağdat Cd. No:123/45 34728 Kadıköy/İstanbul', { postcode: true })).toBe(false);
    expect(textHasContactDetails('Moda Cad. No: 12/3 D: 5, 34710 Kadıköy', { postcode: true })).toBe(false);
    expect(textHasContactDetails('Moda Cad. No: 12, ara 0532 123 45 67', { postcode: true })).toBe(true);
  });

  it('property: a phone number of 10 or 11 digits is found whatever the separators between its digits', () => {
    const separator = fc.constantFrom('', ' ', '-', '.', '/', '(', ')', ' / ', '\u00a0');
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 11 }),
        fc.array(separator, { minLength: 11, maxLength: 11 }),
        (digits, seps) => {
          const text = `Bana ulaşın ${digits.map((d, i) => `${d}${seps[i]}`).join('')} teşekkürler`;
          expect(textHasContactDetails(text)).toBe(true);
        },
      ),
    );
  });

  it('property: a sentence of Turkish words, numbers under ten digits and scores passes', () => {
    const word = fc.constantFrom('çok', 'güzel', 'saç', 'kesimi', 'harika', 'ilgili', 'ekip', 'İstanbul', 'TL', 'dk', 'saat');
    const number = fc.oneof(fc.integer({ min: 0, max: 9999 }).map(String), fc.constantFrom('5/5', '14.30', '1.250', '%20'));
    fc.assert(
      fc.property(fc.array(fc.tuple(word, number), { minLength: 1, maxLength: 8 }), (parts) => {
        expect(textHasContactDetails(`${parts.flat().join(' ')}.`)).toBe(false);
      }),
    );
  });

  it('is the rule of review comments, replies, a venue address and description, with their own Turkish texts', () => {
    const comment = reviewBodySchema.safeParse({ rating: 1, comment: 'bit.ly/kotusalon' });
    expect(comment.error?.issues[0]?.message).toBe('Yorumda bağlantı, e-posta adresi veya telefon numarası paylaşılamaz.');
    const reply = reviewReplyBodySchema.safeParse({ reply: 'Bize yazın: t.me/salon' });
    expect(reply.error?.issues[0]?.message).toBe('Yanıtta bağlantı, e-posta adresi veya telefon numarası paylaşılamaz.');
    const venue = {
      name: 'Kuaför',
      city_id: 1,
      district_id: 1,
      neighborhood_id: 1,
      phone: '02161234567',
      address: 'Moda Cad. No: 1 instagram: @kotusalon',
      description: 'Randevu için 0532/123/45/67',
    };
    const issues = createVenueBodySchema.safeParse(venue).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['description', 'Açıklamada bağlantı, e-posta adresi, kullanıcı adı veya telefon numarası paylaşılamaz.'],
      ['address', 'Adreste bağlantı, e-posta adresi, kullanıcı adı veya telefon numarası paylaşılamaz.'],
    ]);
    expect(messages.ownerVenues.addressHasContact).toBe(issues?.[1]?.[1]);
    expect(reviewBodySchema.safeParse({ rating: 5, comment: "Saat 14.30'da geldim, 2 saat sürdü" }).success).toBe(true);
  });
});
