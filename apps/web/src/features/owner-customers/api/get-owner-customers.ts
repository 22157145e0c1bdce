import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OwnerCustomerSummary, OwnerCustomersList } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface OwnerCustomersPage {
  data: OwnerCustomerSummary[];
  meta: OwnerCustomersList['meta'];
}

/** GET /api/owner/venues/{id}/customers?q=&page=: a page of the venue's customers, the latest booker first. */
export const getOwnerCustomers = (venueId: number, q: string, page: number, signal?: AbortSignal) =>
  api.getPage<OwnerCustomerSummary[], OwnerCustomersPage['meta']>(
    `/api/owner/venues/${venueId}/customers`,
    q ? { q, page } : { page },
    signal,
  );

/** The page shown stays while the next one (another search, another page) loads. */
export const useOwnerCustomers = (venueId: number, q: string, page: number) =>
  useQuery({
    queryKey: queryKeys.owner.appointments.customerList(venueId, q, page),
    queryFn: ({ signal }) => getOwnerCustomers(venueId, q, page, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: messages.ownerCustomers.page.loadFailed },
  });
