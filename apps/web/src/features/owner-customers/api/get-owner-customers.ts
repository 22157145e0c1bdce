import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OwnerCustomerSummary, OwnerCustomersList } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface OwnerCustomersPage {
  data: OwnerCustomerSummary[];
  meta: OwnerCustomersList['meta'];
}

/**
 * The list's filters and order as the address holds them (decision 091): `no_show`, `inactive_weeks` and `sort`, each
 * only when set (the server's defaults otherwise).
 */
export type OwnerCustomersFilters = Partial<Record<'no_show' | 'inactive_weeks' | 'sort', string>>;

/** GET /api/owner/venues/{id}/customers?q=&page=&no_show=&inactive_weeks=&sort=: a page of the venue's customers. */
export const getOwnerCustomers = (
  venueId: number,
  q: string,
  page: number,
  filters: OwnerCustomersFilters = {},
  signal?: AbortSignal,
) =>
  api.getPage<OwnerCustomerSummary[], OwnerCustomersPage['meta']>(
    `/api/owner/venues/${venueId}/customers`,
    { ...(q ? { q } : {}), page, ...filters },
    signal,
  );

/** The page shown stays while the next one (another search, filter or page) loads. */
export const useOwnerCustomers = (venueId: number, q: string, page: number, filters: OwnerCustomersFilters = {}) =>
  useQuery({
    queryKey: queryKeys.owner.appointments.customerList(venueId, q, page, filters as Record<string, string>),
    queryFn: ({ signal }) => getOwnerCustomers(venueId, q, page, filters, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: messages.ownerCustomers.page.loadFailed },
  });
