import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerExpert } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getOwnerExperts = (venueId: number, signal?: AbortSignal) =>
  api.get<OwnerExpert[]>('/api/owner/experts', { venue_id: venueId }, signal);

export const ownerExpertsQueryOptions = (venueId: number) =>
  queryOptions({
    queryKey: queryKeys.owner.experts.venue(venueId),
    queryFn: ({ signal }) => getOwnerExperts(venueId, signal),
    // Assignments name sub-services that the services page may have changed or removed meanwhile.
    staleTime: 0,
  });

/** The venue's experts with their hours and assignments; idle while `venueId` is null. */
export const useOwnerExperts = (venueId: number | null) =>
  useQuery({ ...ownerExpertsQueryOptions(venueId ?? 0), enabled: venueId !== null });
