import { describe, expect, it } from 'vitest';
import { assignExpertServiceBodySchema, assignExpertSubServiceBodySchema, createExpertBodySchema } from './experts';
import { createSubServiceBodySchema } from './sub-services';
import { DEFAULT_ASSIGNMENT, DEFAULT_EXPERT_HOURS, WEEKDAYS } from './constants';
import { kurusToLira, liraToKurus } from './common';
import { messages } from './messages';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('liraToKurus', () => {
  it('turns lira with up to two decimals into exact kuruş, and back', () => {
    for (const [lira, kurus] of [
      [275.5, 27550],
      [0.29, 29],
      [19.99, 1999],
      [150, 15000],
    ] as const) {
      expect(liraToKurus(lira)).toBe(kurus);
      expect(kurusToLira(kurus)).toBe(lira);
    }
  });
});

describe('owner form schemas', () => {
  it('take form strings: a decimal comma, minutes as text, a select value as text', () => {
    const r = createSubServiceBodySchema.parse({
      venue_id: '3',
      service_id: '101',
      name: ' Kesim ',
      price: '275,50',
      duration_minutes: '45',
    });
    expect(r).toMatchObject({ venue_id: 3, service_id: 101, name: 'Kesim', price: 275.5, duration_minutes: 45 });
  });

  it('tell a missing price from an invalid one', () => {
    const base = { venue_id: 1, service_id: 101, name: 'A', duration_minutes: 30 };
    expect(firstMessage(createSubServiceBodySchema.safeParse({ ...base, price: '' }))).toBe(messages.subServices.fieldsRequired);
    expect(firstMessage(createSubServiceBodySchema.safeParse({ ...base, price: '1,234' }))).toBe(
      messages.subServices.priceInvalid,
    );
  });

  it('split comma-separated specialties, trim them and drop the empty ones', () => {
    const r = createExpertBodySchema.parse({ venue_id: 1, name: 'A', specialties: ' Kesim,, Boya ,' });
    expect(r.specialties).toEqual(['Kesim', 'Boya']);
  });

  it('default a service assignment to 150 ₺ and 60 minutes, and leave a sub-service assignment null', () => {
    expect(assignExpertServiceBodySchema.parse({ service_id: 101 })).toMatchObject(DEFAULT_ASSIGNMENT);
    expect(assignExpertSubServiceBodySchema.parse({ sub_service_id: 5, custom_price: '' })).toMatchObject({
      custom_price: null,
      custom_duration_minutes: null,
    });
  });

  it('start every expert day disabled, 09:00-18:00 on weekdays and 09:00-16:00 at weekends', () => {
    expect(WEEKDAYS.every((d) => !DEFAULT_EXPERT_HOURS[d].enabled)).toBe(true);
    expect(DEFAULT_EXPERT_HOURS.friday).toEqual({ enabled: false, start: '09:00', end: '18:00' });
    expect(DEFAULT_EXPERT_HOURS.sunday).toEqual({ enabled: false, start: '09:00', end: '16:00' });
  });
});
