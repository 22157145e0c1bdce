import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VenueFaq } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getVenueFaqs = (venueId: number, signal?: AbortSignal) =>
  api.get<VenueFaq[]>(`/api/owner/venues/${venueId}/faqs`, undefined, signal);

export const venueFaqsQueryOptions = (venueId: number) =>
  queryOptions({ queryKey: queryKeys.owner.venueFaqs(venueId), queryFn: ({ signal }) => getVenueFaqs(venueId, signal) });

export const useVenueFaqs = (venueId: number) => useQuery(venueFaqsQueryOptions(venueId));
