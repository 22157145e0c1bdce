import { describe, expect, it } from 'vitest';
import { FALLBACK_DURATION_MINUTES } from './constants';
import { resolveDurationMinutes, resolvePrice } from './pricing';

describe('resolveDurationMinutes', () => {
  it('prefers the expert’s sub-service duration, then the sub-service’s, the expert’s service, the catalogue, then 60', () => {
    expect(
      resolveDurationMinutes({
        expertSubServiceMinutes: 20,
        subServiceMinutes: 45,
        expertServiceMinutes: 50,
        serviceMinutes: 30,
      }),
    ).toBe(20);
    expect(
      resolveDurationMinutes({
        expertSubServiceMinutes: null,
        subServiceMinutes: 45,
        expertServiceMinutes: 50,
        serviceMinutes: 30,
      }),
    ).toBe(45);
    expect(resolveDurationMinutes({ expertServiceMinutes: 50, serviceMinutes: 30 })).toBe(50);
    expect(resolveDurationMinutes({ expertServiceMinutes: null, serviceMinutes: 30 })).toBe(30);
    expect(resolveDurationMinutes({})).toBe(FALLBACK_DURATION_MINUTES);
  });
});

describe('resolvePrice', () => {
  it('prefers the expert’s sub-service price, then the sub-service’s, the expert’s service price, then the catalogue', () => {
    expect(resolvePrice({ expertSubService: 100, subService: 200, expertService: 300, serviceDefault: 400 })).toBe(100);
    expect(resolvePrice({ expertSubService: null, subService: 200, expertService: 300, serviceDefault: 400 })).toBe(200);
    expect(resolvePrice({ expertService: 300, serviceDefault: 400 })).toBe(300);
    expect(resolvePrice({ serviceDefault: 400 })).toBe(400);
  });
});
