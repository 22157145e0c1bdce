import { queryOptions, useQuery } from '@tanstack/react-query';
import { messages } from '@randevu/contracts/messages';
import type { OwnerSubService } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getMySubServices = (venueId: number, signal?: AbortSignal) =>
  api.get<OwnerSubService[]>('/api/my-sub-services', { venue_id: venueId }, signal);

export const mySubServicesQueryOptions = (venueId: number) =>
  queryOptions({
    queryKey: queryKeys.owner.subServices.venue(venueId),
    queryFn: ({ signal }) => getMySubServices(venueId, signal),
    meta: { errorMessage: messages.subServices.loadFailed },
  });

/** The venue's sub-services, active and passive; idle while `venueId` is null. */
export const useMySubServices = (venueId: number | null) =>
  useQuery({ ...mySubServicesQueryOptions(venueId ?? 0), enabled: venueId !== null });
