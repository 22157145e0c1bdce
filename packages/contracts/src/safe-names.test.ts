import { describe, expect, it } from 'vitest';
import { containsContactDetails } from './safe-names';
import { createVenueBodySchema, updateVenueBodySchema } from './owner-venues';
import { createSubServiceBodySchema, updateSubServiceBodySchema } from './sub-services';
import { createExpertBodySchema, updateExpertBodySchema } from './experts';
import { messages } from './messages';

const refused = [
  'Kuaför https://kuafor.example',
  'hxxp://evil',
  'www.kuafor',
  'Bize yazın WWW. kuafor',
  'kuafor.com',
  'Salon bit.ly/abc',
  'KUAFOR.COM.TR indirim',
  'Ayşe Kuaför ayse.kim',
  'kuaför.xn--p1ai',
  'ｋｕａｆｏｒ．ｃｏｍ',
  'info@kuafor',
  'Ayşe@Moda',
  '05321234567',
  '0532 123 45 67',
  '+90 (532) 123-45-67',
  '444 1 234',
  '０５３２１２３４５６７',
];

const accepted = [
  'Dr. Ayşe',
  'St. Kuaför',
  'Saç & Sakal 2.0',
  'Güzellik Ltd. Şti.',
  'Moda A.Ş.',
  'Ayşe @ Moda',
  'Kuaför 1985',
  'Salon 2000 - 2024',
  'No. 5 Berber',
  'Cilt Bakımı (60 dk.)',
  'Manikür + Pedikür',
];

describe('containsContactDetails', () => {
  it.each(refused)('refuses %j', (name) => expect(containsContactDetails(name)).toBe(true));
  it.each(accepted)('keeps %j as a name', (name) => expect(containsContactDetails(name)).toBe(false));

  it('takes linear time on hostile input (200 000 characters in well under a second)', () => {
    const inputs = [
      'a.'.repeat(100_000),
      '1 '.repeat(100_000),
      '123456 x'.repeat(25_000),
      'a'.repeat(200_000),
      '@'.repeat(200_000),
      'a-'.repeat(100_000) + '.',
    ];
    const started = performance.now();
    for (const input of inputs) containsContactDetails(input);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('owner name schemas refuse contact details with the Turkish message', () => {
  const message = messages.common.nameNoContactDetails;
  const venue = {
    name: 'Moda Kuaför',
    city_id: 1,
    district_id: 1,
    neighborhood_id: 1,
    address: 'Moda Cad. 1',
    phone: '2161234567',
  };
  const subService = { venue_id: 1, service_id: 101, name: 'Kesim', price: 100, duration_minutes: 30 };
  const expert = { venue_id: 1, name: 'Ayşe Yılmaz' };
  const cases = [
    ['venue create', createVenueBodySchema, venue],
    ['venue update', updateVenueBodySchema, venue],
    ['sub-service create', createSubServiceBodySchema, subService],
    ['sub-service update', updateSubServiceBodySchema, subService],
    ['expert create', createExpertBodySchema, expert],
    ['expert update', updateExpertBodySchema, expert],
  ] as const;

  it.each(cases)('%s', (_label, schema, body) => {
    expect(schema.safeParse(body).success).toBe(true);
    for (const name of ['Kampanya: kuafor.com', 'Ara 0532 123 45 67', 'https://x.y', 'yaz@bana']) {
      const result = schema.safeParse({ ...body, name });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual(['name', message]);
    }
  });

  it('a venue name is capped before the check', () => {
    const result = createVenueBodySchema.safeParse({ ...venue, name: 'a.'.repeat(5_000) });
    expect(result.error?.issues[0]?.message).toBe(messages.ownerVenues.tooLong);
  });
});
