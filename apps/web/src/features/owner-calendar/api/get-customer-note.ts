import { useQuery } from '@tanstack/react-query';
import type { OwnerCustomer } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The owner's private note on an appointment's customer: their card (GET /api/owner/venues/{id}/customers/{customerId},
 * the appointment's `customer.id`, decision 086), read when the dialog opens. The calendar's cached answer does not
 * carry it, so a note saved on the card is never shown stale (decision 077). Silent on failure: the dialog works without.
 */
export const useCustomerNote = (venueId: number, customerId: number) =>
  useQuery({
    queryKey: queryKeys.owner.appointments.customer(venueId, customerId),
    queryFn: ({ signal }) => api.get<OwnerCustomer>(`/api/owner/venues/${venueId}/customers/${customerId}`, undefined, signal),
    select: (card) => card.note?.text ?? null,
  });
