import { describe, expect, it } from 'vitest';
import { createVenueBodySchema, messages } from '@randevu/contracts';
import { defaultHours, toCreateVenueBody, venueSetupFormSchema } from './venue-setup';

const filled = {
  name: ' Işıltı Kuaför ',
  description: '',
  category_ids: [1, 2],
  city_id: '34',
  district_id: '5',
  neighborhood_id: '9',
  address: 'Bağdat Cad. No 1',
  phone: '02161234567',
  email: '',
  hours: defaultHours(),
};

describe('venue setup form', () => {
  it('sends the default week as Monday to Saturday 09:00-18:00 with Sunday closed', () => {
    const body = toCreateVenueBody(venueSetupFormSchema.parse(filled));
    expect(body.working_hours).toMatchObject({ monday: ['09:00', '18:00'], saturday: ['09:00', '18:00'], sunday: null });
    expect(body).toMatchObject({ opening_time: '09:00', closing_time: '18:00', city_id: 34, name: 'Işıltı Kuaför' });
    expect(body.working_days).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']);
    expect(createVenueBodySchema.safeParse(body).success).toBe(true);
  });

  it('takes the earliest opening and the latest closing across open days only', () => {
    const hours = defaultHours();
    hours.monday = { open: true, start: '08:30', end: '17:00' };
    hours.friday = { open: true, start: '10:00', end: '21:00' };
    hours.sunday = { open: false, start: '06:00', end: '23:00' };
    const body = toCreateVenueBody(venueSetupFormSchema.parse({ ...filled, hours }));
    expect(body).toMatchObject({ opening_time: '08:30', closing_time: '21:00' });
    expect(body.working_days).not.toContain('sunday');
  });

  it('rejects an open day that closes before it opens, and a week with no open day', () => {
    const hours = defaultHours();
    hours.tuesday = { open: true, start: '18:00', end: '09:00' };
    const bad = venueSetupFormSchema.safeParse({ ...filled, hours });
    expect(bad.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['hours', 'tuesday', 'end'], message: messages.ownerVenues.hoursInvalid }),
    );

    const closed = Object.fromEntries(Object.entries(defaultHours()).map(([d, h]) => [d, { ...h, open: false }]));
    const none = venueSetupFormSchema.safeParse({ ...filled, hours: closed });
    expect(none.error?.issues).toContainEqual(expect.objectContaining({ message: messages.ownerVenues.noOpenDay }));
  });

  it('requires city, district, neighbourhood, address and phone with their Turkish messages', () => {
    const result = venueSetupFormSchema.safeParse({
      ...filled,
      name: '',
      city_id: '',
      district_id: '',
      neighborhood_id: '',
      address: ' ',
      phone: '',
    });
    const texts = result.error?.issues.map((i) => i.message);
    expect(texts).toEqual(
      expect.arrayContaining([
        messages.ownerVenues.nameRequired,
        messages.ownerVenues.cityRequired,
        messages.ownerVenues.districtRequired,
        messages.ownerVenues.neighborhoodRequired,
        messages.ownerVenues.addressRequired,
        messages.ownerVenues.phoneRequired,
      ]),
    );
  });
});
