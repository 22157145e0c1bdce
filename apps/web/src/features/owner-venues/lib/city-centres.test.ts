import { describe, expect, it } from 'vitest';
import { haversineKm, nearestCity, CITY_CENTRES } from './city-centres';

describe('nearestCity', () => {
  it.each([
    ['Kadıköy', 40.9903, 29.029, 34],
    ['Edirne centre (Selimiye)', 41.6781, 26.5594, 22],
    ['Ankara Kızılay', 39.9208, 32.8541, 6],
    ['İzmir Konak', 38.4189, 27.1287, 35],
    ['the Black Sea off Trabzon', 41.25, 39.75, 61],
    ['the e2e position near Edirne', 41.68, 26.56, 22],
  ])('puts %s in plate %i', (_, lat, lon, plate) => {
    expect(nearestCity(lat, lon)).toBe(plate);
  });

  it('answers each province for its own centre', () => {
    for (const [plate, [lat, lon]] of Object.entries(CITY_CENTRES)) expect(nearestCity(lat, lon)).toBe(Number(plate));
  });

  it('answers null for a point that is not a number', () => {
    expect(nearestCity(Number.NaN, 29)).toBeNull();
    expect(nearestCity(41, Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('the province table', () => {
  it('has the 81 plate codes, each inside Turkey’s bounding box', () => {
    expect(
      Object.keys(CITY_CENTRES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 81 }, (_, i) => i + 1));
    for (const [lat, lon] of Object.values(CITY_CENTRES)) {
      expect(lat).toBeGreaterThan(35.8);
      expect(lat).toBeLessThan(42.2);
      expect(lon).toBeGreaterThan(25.6);
      expect(lon).toBeLessThan(44.9);
    }
  });

  it('measures İstanbul to Ankara as about 350 km', () => {
    const [iLat, iLon] = CITY_CENTRES[34]!;
    const [aLat, aLon] = CITY_CENTRES[6]!;
    expect(haversineKm(iLat, iLon, aLat, aLon)).toBeGreaterThan(340);
    expect(haversineKm(iLat, iLon, aLat, aLon)).toBeLessThan(360);
  });
});
