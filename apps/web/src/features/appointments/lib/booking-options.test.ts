import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { resolveDurationMinutes, resolvePrice, type VenueDetail } from '@randevu/contracts';
import { expert, hours, sub } from '../../../../test/venue-fixtures';
import { bookableExperts, firstWorkingDay, priceAndDuration, subServicesFor } from './booking-options';

const venue = (over: Partial<VenueDetail>) =>
  ({ working_hours: hours(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']), ...over }) as VenueDetail;

describe('booking options', () => {
  it('lists active experts who actively offer the service, in venue order', () => {
    const v = venue({
      experts: [
        expert(1),
        expert(2, { is_active: false }),
        expert(3, { active_services: [] }),
        expert(4, { active_services: [{ ...expert(0).active_services[0]!, pivot: { is_active: false } }] }),
        expert(5),
      ],
    });
    expect(bookableExperts(v, 101).map((e) => e.id)).toEqual([1, 5]);
  });

  it('offers the active sub-services of the service, narrowed to those the expert performs', () => {
    const v = venue({ sub_services: [sub(1, 101), sub(2, 101, { is_active: false }), sub(3, 102), sub(4, 101)] });
    expect(subServicesFor(v, 101, undefined).map((s) => s.id)).toEqual([1, 4]);
    const e = expert(1, {
      active_sub_services: [
        {
          id: 4,
          name: 'Alt 4',
          price: 300,
          duration_minutes: 45,
          custom_price: 250,
          custom_duration_minutes: 30,
          description: null,
        },
      ],
    });
    expect(subServicesFor(v, 101, e).map((s) => s.id)).toEqual([4]);
    expect(subServicesFor(v, 101, expert(2)).map((s) => s.id)).toEqual([1, 4]);
    expect(priceAndDuration(sub(4, 101), e)).toEqual({ price: 250, durationMinutes: 30 });
    expect(priceAndDuration(sub(1, 101), e)).toEqual({ price: 300, durationMinutes: 45 });
  });

  it('starts on the first day both the venue and the expert work', () => {
    const v = venue({});
    expect(firstWorkingDay(v, expert(1), '2025-03-15')).toBe('2025-03-17'); // Saturday → Monday (the expert is off at weekends)
    expect(firstWorkingDay(v, undefined, '2025-03-15')).toBe('2025-03-15');
    expect(firstWorkingDay(v, expert(1), '2025-03-12')).toBe('2025-03-12');
  });
});

describe('price and duration agree with the server', () => {
  // The server resolves from kuruş rows (availability.service → contracts/pricing); the sheet from the public payload in lira.
  const kurus = fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null });
  const minutes = fc.option(fc.integer({ min: -5, max: 600 }), { nil: null });
  it('shows what the server will charge and book, including zero and missing custom values', () => {
    fc.assert(
      fc.property(
        kurus,
        fc.integer({ min: 0, max: 1_000_000 }),
        minutes,
        fc.integer({ min: 1, max: 600 }),
        (customK, subK, customMin, subMin) => {
          const e = expert(1, {
            active_sub_services: [
              {
                id: 7,
                name: 'Alt 7',
                price: subK / 100,
                duration_minutes: subMin,
                custom_price: customK === null ? null : customK / 100,
                custom_duration_minutes: customMin,
                description: null,
              },
            ],
          });
          const web = priceAndDuration(sub(7, 101, { price: subK / 100, duration_minutes: subMin }), e);
          const serverKurus = resolvePrice({ expertSubService: customK, subService: subK, serviceDefault: 0 });
          const serverMinutes = resolveDurationMinutes({ expertSubServiceMinutes: customMin, subServiceMinutes: subMin });
          expect(Math.round(web.price * 100)).toBe(serverKurus);
          expect(web.durationMinutes).toBe(serverMinutes);
        },
      ),
    );
  });
});
