/**
 * The owner's home is a venue's calendar (decision 071): the venue opened last on this device, kept in local storage
 * when a venue's page opens, else the first of the owner's venues.
 */
const KEY = 'owner.lastVenueId';

export function rememberVenue(venueId: number) {
  try {
    localStorage.setItem(KEY, String(venueId));
  } catch {
    // Storage refused (private mode, quota): the home falls back to the first venue.
  }
}

function lastVenueId(): number | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw && /^\d+$/.test(raw) ? Number(raw) : null;
  } catch {
    return null;
  }
}

/** The venue whose calendar is home: the last one opened if it is still the owner's, else the first; none without venues. */
export function homeVenueId(venues: readonly { id: number }[]): number | null {
  const last = lastVenueId();
  return venues.find((v) => v.id === last)?.id ?? venues[0]?.id ?? null;
}
