import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerCustomer } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';
import { queryKeys } from '@/lib/query-keys';

/** POST …/customers/{customerId}/merge: card `otherId` goes into this one and is deleted; answers the card (decision 092). */
export const mergeOwnerCustomers = (venueId: number, customerId: number, otherId: number) =>
  api.post<OwnerCustomer>(`/api/owner/venues/${venueId}/customers/${customerId}/merge`, { other_id: otherId });

/**
 * Puts the answer into the card and drops the merged card's read before the refresh (read again, it is a 404; the
 * dialog stops asking for it once the merge has started); the list, the calendar and the lookup refresh.
 */
export function useMergeOwnerCustomers(venueId: number, customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otherId: number) => mergeOwnerCustomers(venueId, customerId, otherId),
    onSuccess: async (card, otherId) => {
      queryClient.setQueryData(queryKeys.owner.appointments.customer(venueId, customerId), card);
      queryClient.removeQueries({ queryKey: queryKeys.owner.appointments.customer(venueId, otherId), exact: true });
      await invalidateAfter(queryClient, 'customer.merged', { venueId });
    },
  });
}
