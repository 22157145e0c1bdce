import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerEditValues, OwnerCustomer } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';
import { queryKeys } from '@/lib/query-keys';

/** PUT …/customers/{customerId}: the card's names, phone, e-mail and other numbers; answers the card (decision 092). */
export const updateOwnerCustomer = (venueId: number, customerId: number, body: CustomerEditValues) =>
  api.put<OwnerCustomer>(`/api/owner/venues/${venueId}/customers/${customerId}`, body);

/** Puts the answer into the card, then refreshes what shows the names: the calendar, the list, the lookup. */
export function useUpdateOwnerCustomer(venueId: number, customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerEditValues) => updateOwnerCustomer(venueId, customerId, body),
    onSuccess: async (card) => {
      queryClient.setQueryData(queryKeys.owner.appointments.customer(venueId, customerId), card);
      await invalidateAfter(queryClient, 'customer.updated', { venueId });
    },
  });
}
