import { queryOptions, useQuery } from '@tanstack/react-query';
import { messages } from '@randevu/contracts/messages';
import type { OwnerSubService } from '@randevu/contracts';
import { api } from '@/lib/api-client';

export const getMySubServices = (venueId: number, signal?: AbortSignal) =>
  api.get<OwnerSubService[]>('/api/my-sub-services', { venue_id: venueId }, signal);

/** Every query of this feature starts with this key, so one invalidation refreshes lists and items. */
export const subServicesQueryKey = ['owner', 'sub-services'] as const;

export const mySubServicesQueryOptions = (venueId: number) =>
  queryOptions({
    queryKey: [...subServicesQueryKey, 'venue', venueId],
    queryFn: ({ signal }) => getMySubServices(venueId, signal),
    meta: { errorMessage: messages.subServices.loadFailed },
  });

/** The venue's sub-services, active and passive; idle while `venueId` is null. */
export const useMySubServices = (venueId: number | null) =>
  useQuery({ ...mySubServicesQueryOptions(venueId ?? 0), enabled: venueId !== null });
