import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, type Session } from '../../../test/auth-helpers';
import { createExpert, createSubService, createVenue, SAC_KESIMI } from '../../../test/factories';

// Names go out in e-mails and SMS to contacts a guest typed: none may carry a way to reach someone (#6).
let t: TestApp;
let owner: Session;
let venueId: number;
let subServiceId: number;
let expertId: number;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerOwner(t.app);
  venueId = (await createVenue(t.db, { ownerId: owner.user.id, name: 'Moda Kuaför' })).id;
  subServiceId = (await createSubService(t.db, { venueId })).id;
  expertId = (await createExpert(t.db, { venueId })).id;
});
afterAll(() => t.close());

const venueBody = (name: string) => ({
  name,
  category_ids: [1],
  city_id: 34,
  district_id: 3423,
  neighborhood_id: 3423001,
  address: 'Moda Caddesi No: 5',
  phone: '2163450000',
});
const subServiceBody = (name: string) => ({ venue_id: venueId, service_id: SAC_KESIMI, name, price: 100, duration_minutes: 30 });
const requests = (name: string) =>
  [
    ['POST', '/api/owner/venues', venueBody(name)],
    ['PUT', `/api/owner/venues/${venueId}`, venueBody(name)],
    ['POST', '/api/sub-services', subServiceBody(name)],
    ['PUT', `/api/sub-services/${subServiceId}`, subServiceBody(name)],
    ['POST', '/api/owner/experts', { venue_id: venueId, name }],
    ['PUT', `/api/owner/experts/${expertId}`, { name }],
  ] as const;

describe('venue, sub-service and expert names refuse contact details on create and update', () => {
  it.each(['Kampanya için kuafor.com', 'https://bit.ly/x', 'Bilgi: ayse@kuafor', 'Ara 0532 123 45 67'])(
    '%j answers 400 with the Turkish message',
    async (name) => {
      for (const [method, url, payload] of requests(name)) {
        const res = await t.app.inject({ method, url, headers: owner.headers, payload });
        expect([method, url, res.statusCode]).toEqual([method, url, 400]);
        expect(res.json()).toMatchObject({
          success: false,
          errors: { name: messages.common.nameNoContactDetails },
        });
      }
    },
  );

  it('names like "Dr. Ayşe" or "Saç & Sakal 2.0" are still taken', async () => {
    // Each request its own name: a sub-service's name is unique per venue and service.
    for (const [i, [method, url]] of requests('').entries()) {
      const payload = requests(`Dr. Ayşe Saç & Sakal 2.0 ${'ABCDEF'[i]}`)[i]![2];
      const res = await t.app.inject({ method, url, headers: owner.headers, payload });
      expect([method, url, res.statusCode]).toEqual([method, url, method === 'POST' ? 201 : 200]);
    }
  });
});
