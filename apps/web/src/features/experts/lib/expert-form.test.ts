import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPERT_HOURS, messages, type OwnerExpert, type OwnerSubService } from '@randevu/contracts';
import { expertFormDefaults, expertFormSchema, planAssignments, toExpertBody } from './expert-form';

const m = messages.experts;

const sub = (id: number, serviceId: number, price: number, minutes: number): OwnerSubService => ({
  id,
  venue_id: 1,
  service_id: serviceId,
  name: `Alt ${id}`,
  description: null,
  price,
  duration_minutes: minutes,
  buffer_minutes: 0,
  is_active: true,
  service: { id: serviceId, name: `Hizmet ${serviceId}`, category_id: 1 },
});

const subs = [sub(11, 101, 350, 45), sub(12, 101, 275.5, 30), sub(21, 102, 500, 60)];

const expert: OwnerExpert = {
  id: 7,
  venue_id: 1,
  name: 'Zeynep Kaya',
  specialization: 'Saç Tasarımcısı',
  experience_years: '8',
  phone: '05321234567',
  email: 'zeynep@example.com',
  bio: null,
  specialties: ['Kesim', 'Boya'],
  working_hours: {
    monday: ['10:00', '19:00'],
    tuesday: null,
    wednesday: null,
    thursday: null,
    friday: null,
    saturday: ['09:00', '15:00'],
    sunday: null,
  },
  photo_url: null,
  is_active: true,
  active_services: [
    { id: 101, name: 'Hizmet 101', custom_price: 150, custom_duration_minutes: 60, description: null, is_active: true },
  ],
  active_sub_services: [
    {
      id: 11,
      service_id: 101,
      name: 'Alt 11',
      price: 350,
      duration_minutes: 45,
      custom_price: 400,
      custom_duration_minutes: null,
      description: null,
      is_active: true,
    },
  ],
};

const parse = (values: unknown) => expertFormSchema.safeParse(values);

describe('expertFormDefaults', () => {
  it('starts a new expert with every day off at the spec defaults and no sub-service chosen', () => {
    const values = expertFormDefaults(null, subs);
    expect(values.hours).toEqual(
      Object.fromEntries(Object.entries(DEFAULT_EXPERT_HOURS).map(([day, hours]) => [day, { ...hours, breaks: [] }])),
    );
    expect(Object.values(values.hours).every((d) => !d.enabled)).toBe(true);
    expect(values.hours.monday).toMatchObject({ start: '09:00', end: '18:00' });
    expect(values.hours.sunday).toMatchObject({ start: '09:00', end: '16:00' });
    expect(values.sub_services['12']).toEqual({
      selected: false,
      custom_price: '275,50',
      custom_duration_minutes: '30',
      description: '',
    });
    expect(values.is_active).toBe(true);
  });

  it("fills an expert's own values: their days, services and custom prices, falling back to the sub-service's", () => {
    const values = expertFormDefaults(expert, subs);
    expect(values.specialties).toBe('Kesim, Boya');
    expect(values.hours.monday).toEqual({ enabled: true, start: '10:00', end: '19:00', breaks: [] });
    expect(values.hours.tuesday).toEqual({ enabled: false, start: '09:00', end: '18:00', breaks: [] });
    expect(values.service_ids).toEqual([101]);
    expect(values.sub_services['11']).toEqual({
      selected: true,
      custom_price: '400',
      custom_duration_minutes: '45',
      description: '',
    });
    expect(values.sub_services['21']?.selected).toBe(false);
  });
});

describe('expertFormSchema', () => {
  it("requires the name with the spec's text and trims specialties, dropping empty ones", () => {
    const blank = parse({ ...expertFormDefaults(null, subs), name: '   ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues.find((i) => i.path[0] === 'name')?.message).toBe(m.nameRequired);

    const ok = parse({ ...expertFormDefaults(null, subs), name: ' Ali ', specialties: ' Fön , ,Kesim ,' });
    expect(ok.success).toBe(true);
    expect(ok.data).toMatchObject({ name: 'Ali', specialties: ['Fön', 'Kesim'] });
  });

  it('refuses an enabled day that ends before it starts, and ignores the times of a day off', () => {
    const values = expertFormDefaults(null, subs);
    values.hours.monday = { enabled: true, start: '18:00', end: '09:00', breaks: [] };
    values.hours.tuesday = { enabled: false, start: '18:00', end: '09:00', breaks: [] };
    const result = parse({ ...values, name: 'Ali' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['hours.monday.end', m.hoursInvalid]]);
  });

  it("checks a chosen sub-service's price and minutes with the spec's texts, and leaves unchosen rows alone", () => {
    const values = expertFormDefaults(null, subs);
    values.sub_services['11'] = { selected: true, custom_price: '0', custom_duration_minutes: '12,5', description: '' };
    values.sub_services['12'] = { selected: false, custom_price: 'abc', custom_duration_minutes: '', description: '' };
    values.sub_services['21'] = { selected: true, custom_price: '', custom_duration_minutes: '-5', description: '' };
    const issues = parse({ ...values, name: 'Ali' }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['sub_services.11.custom_price', m.priceInvalid],
      ['sub_services.11.custom_duration_minutes', m.durationInvalid],
      ['sub_services.21.custom_price', m.priceInvalid],
      ['sub_services.21.custom_duration_minutes', m.durationInvalid],
    ]);
  });
});

describe('toExpertBody', () => {
  it('sends enabled days as [start, end], the others as null, and blank texts as null', () => {
    const values = expertFormDefaults(null, subs);
    values.hours.wednesday = { enabled: true, start: '09:00', end: '18:00', breaks: [] };
    const parsed = expertFormSchema.parse({ ...values, name: 'Ali', phone: '  ' });
    const body = toExpertBody(parsed);
    expect(body.working_hours).toEqual({
      monday: null,
      tuesday: null,
      wednesday: ['09:00', '18:00'],
      thursday: null,
      friday: null,
      saturday: null,
      sunday: null,
    });
    expect(body).toMatchObject({ name: 'Ali', phone: null, email: null, specialties: [], is_active: true });
    expect(body).not.toHaveProperty('service_ids');
    expect(body).not.toHaveProperty('sub_services');
  });
});

describe('planAssignments', () => {
  it('assigns everything chosen for a new expert, with Turkish decimal prices read as lira', () => {
    const values = expertFormDefaults(null, subs);
    values.service_ids = [101];
    values.sub_services['12'] = {
      selected: true,
      custom_price: '275,50',
      custom_duration_minutes: '40',
      description: ' Uzun saç ',
    };
    const plan = planAssignments(null, expertFormSchema.parse({ ...values, name: 'Ali' }));
    expect(plan).toEqual({
      servicesToAssign: [101],
      servicesToRemove: [],
      subServicesToAssign: [
        { sub_service_id: 12, custom_price: 275.5, custom_duration_minutes: 40, description: 'Uzun saç', is_active: true },
      ],
      subServicesToReplace: [],
      subServicesToRemove: [],
    });
  });

  it('adds, removes and replaces only what changed for an existing expert', () => {
    const values = expertFormDefaults(expert, subs);
    values.service_ids = [102];
    values.sub_services['11'] = { ...values.sub_services['11']!, custom_price: '420' };
    values.sub_services['21'] = { ...values.sub_services['21']!, selected: true };
    const plan = planAssignments(expert, expertFormSchema.parse(values));
    expect(plan.servicesToAssign).toEqual([102]);
    expect(plan.servicesToRemove).toEqual([101]);
    expect(plan.subServicesToReplace).toEqual([
      { sub_service_id: 11, custom_price: 420, custom_duration_minutes: 45, description: null, is_active: true },
    ]);
    expect(plan.subServicesToAssign.map((s) => s.sub_service_id)).toEqual([21]);
    expect(plan.subServicesToRemove).toEqual([]);
  });

  it('plans nothing when the form is saved unchanged, and a removal when a sub-service is unticked', () => {
    const unchanged = planAssignments(expert, expertFormSchema.parse(expertFormDefaults(expert, subs)));
    expect(unchanged).toEqual({
      servicesToAssign: [],
      servicesToRemove: [],
      subServicesToAssign: [],
      subServicesToReplace: [],
      subServicesToRemove: [],
    });
    const values = expertFormDefaults(expert, subs);
    values.sub_services['11'] = { ...values.sub_services['11']!, selected: false };
    expect(planAssignments(expert, expertFormSchema.parse(values)).subServicesToRemove).toEqual([11]);
  });
});
