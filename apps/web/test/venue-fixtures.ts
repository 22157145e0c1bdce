import type { OwnerVenue, PublicExpert, VenueCard, VenueDetail, VenueSubService } from '@randevu/contracts';

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** Working hours open 09:00–18:00 on `days` (lowercase English names), closed otherwise. */
export const hours = (days: string[]) =>
  Object.fromEntries(weekdays.map((d) => [d, days.includes(d) ? ['09:00', '18:00'] : null])) as VenueDetail['working_hours'];

export const everyDay = weekdays;

/** An active sub-service of venue 1 ('Alt {id}', 300 TL, 45 minutes). */
export const sub = (id: number, serviceId: number, over: Partial<VenueSubService> = {}): VenueSubService => ({
  id,
  venue_id: 1,
  service_id: serviceId,
  name: `Alt ${id}`,
  description: null,
  price: 300,
  duration_minutes: 45,
  is_active: true,
  service: { name: 'Saç Kesimi' },
  ...over,
});

/** An active expert of venue 1 who gives service 101 ('Saç Kesimi') on weekdays. */
export const expert = (id: number, over: Partial<PublicExpert> = {}): PublicExpert => ({
  id,
  venue_id: 1,
  name: `Uzman ${id}`,
  specialization: null,
  experience_years: null,
  bio: null,
  specialties: [],
  working_hours: hours(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']),
  photo_url: null,
  is_active: true,
  active_services: [
    {
      id: 101,
      name: 'Saç Kesimi',
      service_name: 'Saç Kesimi',
      custom_price: null,
      custom_duration_minutes: null,
      pivot: { is_active: true },
    },
  ],
  active_sub_services: [],
  ...over,
});

/** One of the owner's venues as `GET /api/owner/my-venues` lists it (active, in Edirne; 'Işıl Güzellik' unless named). */
export const ownerVenue = (id: number, name = 'Işıl Güzellik', over: Partial<OwnerVenue> = {}): OwnerVenue => ({
  id,
  prefix: 'isil',
  name,
  address: 'Sabuni Mah. 1',
  is_active: true,
  is_published: true,
  is_bookable: true,
  is_listed: true,
  city: { id: 22, name: 'Edirne' },
  district: { id: 1, name: 'Merkez' },
  created_at: '2025-01-01T00:00:00Z',
  ...over,
});

/** A venue's card in a listing (Edirne, Güzellik), without image or rating unless `over` gives them. */
export const venueCard = (id: number, name: string, over: Partial<VenueCard> = {}): VenueCard => ({
  id,
  prefix: 'salon',
  name,
  address: 'Merkez',
  city: { id: 22, name: 'Edirne' },
  district: { id: 1, name: 'Merkez' },
  categories: [{ id: 1, name: 'Güzellik' }],
  image_url: null,
  rating_average: null,
  rating_count: 0,
  ...over,
});
