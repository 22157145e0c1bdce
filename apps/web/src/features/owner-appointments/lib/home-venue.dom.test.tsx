import { beforeEach, describe, expect, it } from 'vitest';
import { homeVenueId, rememberVenue } from './home-venue';

const venues = [{ id: 3 }, { id: 7 }, { id: 9 }];

describe('the owner’s home venue', () => {
  beforeEach(() => localStorage.clear());

  it('is the first venue until one is opened, then the one opened last', () => {
    expect(homeVenueId(venues)).toBe(3);
    rememberVenue(9);
    expect(homeVenueId(venues)).toBe(9);
    rememberVenue(7);
    expect(homeVenueId(venues)).toBe(7);
  });

  it('falls back to the first when the remembered venue is no longer the owner’s; none without venues', () => {
    rememberVenue(42);
    expect(homeVenueId(venues)).toBe(3);
    localStorage.setItem('owner.lastVenueId', 'abc');
    expect(homeVenueId(venues)).toBe(3);
    expect(homeVenueId([])).toBeNull();
  });
});
