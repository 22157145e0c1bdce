import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getProfile = (signal?: AbortSignal) => api.get<User>('/api/user/profile', undefined, signal);

export const profileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.auth.profile(), queryFn: ({ signal }) => getProfile(signal), retry: false, staleTime: 0 });

export const useProfile = () => useQuery(profileQueryOptions());
