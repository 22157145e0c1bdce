import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '@randevu/contracts/messages';
import type { VenueNotificationSettings, VenueNotificationSettingsView } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const url = (venueId: number) => `/api/owner/venues/${venueId}/notification-settings`;

export const venueNotificationSettingsQueryOptions = (venueId: number) =>
  queryOptions({
    queryKey: queryKeys.owner.venues.notificationSettings(venueId),
    queryFn: ({ signal }) => api.get<VenueNotificationSettingsView>(url(venueId), undefined, signal),
    meta: { errorMessage: messages.notifications.settingsLoadFailed },
  });

export const useVenueNotificationSettings = (venueId: number) => useQuery(venueNotificationSettingsQueryOptions(venueId));

export function useSaveVenueNotificationSettings(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VenueNotificationSettings) => api.put<VenueNotificationSettingsView>(url(venueId), body),
    onSuccess: (saved) => queryClient.setQueryData(venueNotificationSettingsQueryOptions(venueId).queryKey, saved),
  });
}
