import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerNote, CustomerNoteBody, OwnerCustomer } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT …/customers/{customerId}/note: writes the private note; a blank one deletes it (the answer is then null). */
export const saveCustomerNote = (venueId: number, customerId: number, body: CustomerNoteBody) =>
  api.put<CustomerNote | null>(`/api/owner/venues/${venueId}/customers/${customerId}/note`, body);

/** Puts the stored note into the card; nothing else shows it. */
export function useSaveCustomerNote(venueId: number, customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerNoteBody) => saveCustomerNote(venueId, customerId, body),
    onSuccess: (note) =>
      queryClient.setQueryData<OwnerCustomer>(queryKeys.owner.appointments.customer(venueId, customerId), (card) =>
        card ? { ...card, note } : card,
      ),
  });
}
