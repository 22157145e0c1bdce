/** What a venue's address is made of: the street address and the names of its neighbourhood, district and city. */
export interface AddressParts {
  address: string;
  neighborhood?: { name: string } | null;
  district?: { name: string } | null;
  city?: { name: string } | null;
}

const folded = (s: string) => s.toLocaleLowerCase('tr-TR').replace(/\s+/g, ' ').trim();

/**
 * The full address a customer can find the venue by: 'Moda Caddesi No: 112, Caferağa Mahallesi, Kadıköy/İstanbul'.
 * A part the street address already names (an owner who typed the district into it) is not repeated.
 */
export function fullAddress(parts: AddressParts): string {
  const street = parts.address.trim();
  const has = (name: string | undefined) => !name || folded(street).includes(folded(name));
  const neighborhood = parts.neighborhood?.name.trim();
  const district = parts.district?.name.trim();
  const city = parts.city?.name.trim();
  const area = [has(district) ? '' : district, has(city) ? '' : city].filter(Boolean).join('/');
  return [street, has(neighborhood) ? '' : neighborhood, area].filter(Boolean).join(', ');
}
