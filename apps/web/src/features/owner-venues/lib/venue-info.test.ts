import { describe, expect, it } from 'vitest';
import { messages, updateVenueBodySchema, type OwnerVenueDetail } from '@randevu/contracts';
import { toUpdateVenueBody, venueInfoFormSchema, venueInfoFormValues } from './venue-info';

const venue: OwnerVenueDetail = {
  id: 7,
  prefix: '0b6a3c8e-1111-4222-8333-444455556666',
  name: 'Işıltı Kuaför',
  description: null,
  address: 'Bağdat Cad. No 1',
  phone: '02161234567',
  email: null,
  is_active: true,
  is_published: true,
  is_bookable: true,
  is_listed: true,
  city_id: 34,
  district_id: 3423,
  neighborhood_id: 3423001,
  city: { id: 34, name: 'İstanbul' },
  district: { id: 3423, name: 'Kadıköy' },
  neighborhood: { id: 3423001, name: 'Moda' },
  category_ids: [1],
  working_hours: { monday: ['10:00', '19:00'], saturday: ['09:00', '14:00'] },
  opening_time: '09:00',
  closing_time: '19:00',
  working_days: ['monday', 'saturday'],
  created_at: '2026-11-23T10:00:00.000Z',
};

describe('venue info form', () => {
  it('prefills from the saved venue and sends the same week back as a valid PUT body', () => {
    const values = venueInfoFormValues(venue);
    expect(values.hours.monday).toEqual({ open: true, start: '10:00', end: '19:00' });
    expect(values.hours.sunday).toEqual({ open: false, start: '09:00', end: '18:00' });
    const body = toUpdateVenueBody(venueInfoFormSchema.parse(values));
    expect(body).toMatchObject({
      name: 'Işıltı Kuaför',
      description: '',
      email: '',
      category_ids: [1],
      working_hours: { monday: ['10:00', '19:00'], tuesday: null, saturday: ['09:00', '14:00'], sunday: null },
      opening_time: '09:00',
      closing_time: '19:00',
      working_days: ['monday', 'saturday'],
    });
    expect(updateVenueBodySchema.safeParse(body).success).toBe(true);
  });

  it('refuses a week with no open day and a day that closes before it opens', () => {
    const values = venueInfoFormValues(venue);
    values.hours.monday = { open: true, start: '18:00', end: '09:00' };
    const reversed = venueInfoFormSchema.safeParse(values);
    expect(reversed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['hours.monday.end', messages.ownerVenues.hoursInvalid],
    ]);
    const closed = venueInfoFormValues({ ...venue, working_hours: {} });
    expect(venueInfoFormSchema.safeParse(closed).error?.issues[0]?.message).toBe(messages.ownerVenues.noOpenDay);
  });
});
