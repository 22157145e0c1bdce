import { useQuery } from '@tanstack/react-query';
import type { OwnerCustomer } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/owner/venues/{id}/customers/{customerId}: the card, its figures, appointments and the private note. */
export const getOwnerCustomer = (venueId: number, customerId: number, signal?: AbortSignal) =>
  api.get<OwnerCustomer>(`/api/owner/venues/${venueId}/customers/${customerId}`, undefined, signal);

/** `enabled`: false until there is a card to read (the merge dialog's other card, once picked). */
export const useOwnerCustomer = (venueId: number, customerId: number, enabled = true) =>
  useQuery({
    enabled,
    queryKey: queryKeys.owner.appointments.customer(venueId, customerId),
    queryFn: ({ signal }) => getOwnerCustomer(venueId, customerId, signal),
    meta: { errorMessage: messages.ownerCustomers.card.loadFailed },
  });
