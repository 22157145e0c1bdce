import { beforeAll, describe, expect, it } from 'vitest';
import { venueDetailSchema } from '@randevu/contracts';
import { useTestApp, type TestApp } from '../../../test/build-test-app';
import {
  EDIRNE,
  SAC_BOYAMA,
  SAC_KESIMI,
  createAppointment,
  createExpert,
  createFaq,
  createImage,
  createOwner,
  createSubService,
  createVenue,
} from '../../../test/factories';
import { expertServices } from '../../db/schema';

const app = useTestApp();
let t: TestApp;
beforeAll(() => ({ t } = app));

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** GET /venues/:id: a fully arranged venue as the public sees it. */
describe('GET /venues/:id', () => {
  let fixture: Awaited<ReturnType<typeof arrangeFullVenue>>;
  beforeAll(async () => {
    fixture = await arrangeFullVenue();
  });

  async function arrangeFullVenue() {
    const owner = await createOwner(t.db, { email: 'gizli.sahip@example.com', businessName: 'Gizli Holding' });
    const venue = await createVenue(t.db, {
      ownerId: owner.id,
      name: 'Işıl Güzellik Salonu',
      categoryIds: [1, 2],
      hours: {
        monday: ['09:00', '18:00'],
        tuesday: ['09:00', '18:00'],
        wednesday: ['09:00', '18:00'],
        thursday: ['09:00', '18:00'],
        friday: ['09:00', '19:30'],
        saturday: ['08:30', '16:00'],
      },
    });
    const oldProfile = await createImage(t.db, { venueId: venue.id, imageType: 'profile', path: 'venues/old.jpg' });
    const profile = await createImage(t.db, { venueId: venue.id, imageType: 'profile', path: 'venues/profile.jpg' });
    const gallery2 = await createImage(t.db, {
      venueId: venue.id,
      imageType: 'gallery',
      path: 'https://cdn.example.com/g2.jpg',
      sortOrder: 2,
    });
    const gallery1 = await createImage(t.db, { venueId: venue.id, imageType: 'gallery', path: '/demo/g1.svg', sortOrder: 1 });
    const kadin = await createSubService(t.db, {
      venueId: venue.id,
      name: 'Kadın Saç Kesimi',
      priceKurus: 45000,
      durationMinutes: 60,
    });
    const kisa = await createSubService(t.db, {
      venueId: venue.id,
      name: 'Kısa Saç Kesimi',
      priceKurus: 35050,
      durationMinutes: 45,
      description: 'Omuz üstü',
    });
    const hidden = await createSubService(t.db, { venueId: venue.id, name: 'Eski Kesim', priceKurus: 10000, isActive: false });
    const elif = await createExpert(t.db, {
      venueId: venue.id,
      name: 'Elif Kaya',
      phone: '5559998877',
      email: 'elif.gizli@example.com',
      bio: 'Renk uzmanı.',
      photoPath: 'experts/elif.jpg',
      hours: { monday: ['10:00', '17:00'], saturday: ['09:00', '14:00'] },
      serviceIds: [SAC_KESIMI, SAC_BOYAMA],
      subServiceIds: [kadin.id, kisa.id, hidden.id],
      subServiceOverrides: { [kisa.id]: { customPriceKurus: 30000, customDurationMinutes: 40, isActive: false } },
    });
    // An inactive assignment of a service the venue otherwise does not offer: it must not surface.
    await t.db.insert(expertServices).values({ expertId: elif.id, serviceId: 103, isActive: false });
    const retired = await createExpert(t.db, { venueId: venue.id, name: 'Emekli Usta', isActive: false });
    const faq = await createFaq(t.db, { venueId: venue.id, question: 'Otopark var mı?', answer: 'Evet, ücretsiz.' });
    await createFaq(t.db, { venueId: venue.id, question: 'Gizli soru?', answer: 'Gizli cevap.', isActive: false });
    await createAppointment(t.db, {
      venueId: venue.id,
      expertId: elif.id,
      startsAt: new Date('2030-01-07T08:00:00Z'),
      customerEmail: 'musteri.gizli@example.com',
      customerFirstName: 'Gizlimusteri',
    });
    return { owner, venue, profile, oldProfile, gallery1, gallery2, kadin, kisa, hidden, elif, retired, faq };
  }

  it('answers the public venue with geography, hours, images, active services, experts and FAQs, under /api and the spec path', async () => {
    const { venue, profile, gallery1, gallery2, kadin, kisa, elif, faq } = fixture;
    for (const url of [`/venues/${venue.id}`, `/api/venues/${venue.id}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.success).toBe(true);
      expect(() => venueDetailSchema.strict().parse(body.data)).not.toThrow();
      const d = body.data;
      expect(d).toMatchObject({
        id: venue.id,
        prefix: venue.prefix,
        name: 'Işıl Güzellik Salonu',
        description: 'Edirne merkezde kadın ve erkek kuaförü.',
        address: 'Saraçlar Caddesi No: 12',
        phone: '2842120000',
        email: 'info@isil.example',
        opening_time: '08:30',
        closing_time: '19:30',
        working_days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
        working_hours: {
          monday: ['09:00', '18:00'],
          friday: ['09:00', '19:30'],
          saturday: ['08:30', '16:00'],
          sunday: null,
        },
        slot_interval_minutes: 30,
        city_id: EDIRNE.cityId,
        district_id: EDIRNE.districtId,
        neighborhood_id: EDIRNE.neighborhoodId,
        city: { id: 22, name: 'Edirne' },
        district: { id: EDIRNE.districtId, name: 'Merkez' },
        neighborhood: { id: EDIRNE.neighborhoodId, name: expect.any(String) },
        category_ids: [1, 2],
        categories: [
          { id: 1, name: 'Güzellik' },
          { id: 2, name: expect.any(String) },
        ],
        category: { id: 1, name: 'Güzellik' },
        is_active: true,
        profile_image_url: '/uploads/venues/profile.jpg',
        profile_image: { id: profile.id, image_url: '/uploads/venues/profile.jpg' },
        gallery_image_urls: ['/demo/g1.svg', 'https://cdn.example.com/g2.jpg'],
        gallery_images: [
          { id: gallery1.id, image_url: '/demo/g1.svg' },
          { id: gallery2.id, image_url: 'https://cdn.example.com/g2.jpg' },
        ],
      });
      expect(d.services).toEqual([
        { id: SAC_KESIMI, name: 'Saç Kesimi', description: expect.any(String), duration_minutes: 45, price: 350.5 },
        { id: SAC_BOYAMA, name: 'Saç Boyama', description: expect.any(String), duration_minutes: 120, price: 1200 },
      ]);
      expect(d.sub_services).toEqual([
        {
          id: kisa.id,
          venue_id: venue.id,
          service_id: SAC_KESIMI,
          name: 'Kısa Saç Kesimi',
          description: 'Omuz üstü',
          price: 350.5,
          duration_minutes: 45,
          is_active: true,
          service: { name: 'Saç Kesimi' },
        },
        {
          id: kadin.id,
          venue_id: venue.id,
          service_id: SAC_KESIMI,
          name: 'Kadın Saç Kesimi',
          description: null,
          price: 450,
          duration_minutes: 60,
          is_active: true,
          service: { name: 'Saç Kesimi' },
        },
      ]);
      expect(d.experts).toEqual([
        {
          id: elif.id,
          venue_id: venue.id,
          name: 'Elif Kaya',
          specialization: 'Saç Tasarımı',
          experience_years: '8',
          bio: 'Renk uzmanı.',
          specialties: ['Kesim', 'Boya'],
          working_hours: {
            monday: ['10:00', '17:00'],
            tuesday: null,
            wednesday: null,
            thursday: null,
            friday: null,
            saturday: ['09:00', '14:00'],
            sunday: null,
          },
          photo_url: '/uploads/experts/elif.jpg',
          is_active: true,
          active_services: [
            {
              id: SAC_KESIMI,
              name: 'Saç Kesimi',
              service_name: 'Saç Kesimi',
              custom_price: null,
              custom_duration_minutes: null,
              pivot: { is_active: true },
            },
            {
              id: SAC_BOYAMA,
              name: 'Saç Boyama',
              service_name: 'Saç Boyama',
              custom_price: null,
              custom_duration_minutes: null,
              pivot: { is_active: true },
            },
          ],
          active_sub_services: [
            {
              id: kadin.id,
              name: 'Kadın Saç Kesimi',
              price: 450,
              duration_minutes: 60,
              custom_price: null,
              custom_duration_minutes: null,
              description: null,
            },
          ],
        },
      ]);
      expect(d.faqs).toEqual([{ id: faq.id, question: 'Otopark var mı?', answer: 'Evet, ücretsiz.', is_active: true }]);
    }
  });

  it('never leaks owner data, expert contact details, inactive items or appointments', async () => {
    const res = await get(`/venues/${fixture.venue.id}`);
    const text = res.body;
    for (const secret of [
      'gizli.sahip@example.com',
      'Gizli Holding',
      'owner',
      '5559998877',
      'elif.gizli@example.com',
      'Eski Kesim',
      'Emekli Usta',
      'Gizli soru?',
      'Gizlimusteri',
      'musteri.gizli@example.com',
      'appointment',
      'venues/old.jpg',
      'Fön ve Şekillendirme',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
