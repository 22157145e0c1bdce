/**
 * Links that open a venue's address in a map app, and the directions to it (decision 080): built from the full
 * address as text (no coordinates are stored), each map's documented search or route URL with the address encoded.
 */
export interface MapLink {
  key: 'google' | 'apple' | 'yandex';
  url: string;
}

/** Google Maps' directions from where the user is to the address (Maps URLs, `api=1`). */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

/** The address searched in Google, Apple and Yandex maps, in that order. */
export function mapLinks(address: string): MapLink[] {
  const q = encodeURIComponent(address);
  return [
    { key: 'google', url: `https://www.google.com/maps/search/?api=1&query=${q}` },
    { key: 'apple', url: `https://maps.apple.com/?q=${q}` },
    { key: 'yandex', url: `https://yandex.com.tr/harita/?text=${q}` },
  ];
}
