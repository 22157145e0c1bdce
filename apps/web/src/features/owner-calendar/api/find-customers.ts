import { useQuery } from '@tanstack/react-query';
import { customerLookupQuerySchema, type CustomerMatch } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The lookup starts once this many digits are typed (after a leading '+90' or '0'). */
export const CUSTOMER_LOOKUP_MIN_DIGITS = 4;

/** The digits to look up in what the owner has typed, or null while there are too few (or anything but digits). */
export function lookupDigits(typed: string): string | null {
  const parsed = customerLookupQuerySchema.safeParse({ phone: typed });
  return parsed.success && parsed.data.phone.length >= CUSTOMER_LOOKUP_MIN_DIGITS ? parsed.data.phone : null;
}

/** The venue's returning customers whose phone holds `digits`, the latest first; idle while `digits` is null. */
export const useCustomerLookup = (venueId: number, digits: string | null) =>
  useQuery({
    queryKey: queryKeys.owner.appointments.customers(venueId, digits ?? ''),
    queryFn: ({ signal }) => api.get<CustomerMatch[]>(`/api/owner/venues/${venueId}/customers`, { phone: digits! }, signal),
    enabled: digits !== null,
    staleTime: 30_000,
  });
