import { BellRing, Clock } from 'lucide-react';
import { toast } from 'sonner';
import { messages } from '@randevu/contracts/messages';
import type { VenueNotificationSettings } from '@randevu/contracts';
import { SectionCard } from '@/components/section-card';
import { CheckboxField } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { useSaveVenueNotificationSettings, useVenueNotificationSettings } from '../api/venue-notification-settings';
import { VenueSmsSettings } from './venue-sms-settings';

const t = messages.notifications;

/** Which e-mails and SMS the owner receives for this venue (decisions 023, 080); each box saves on change. */
export function VenueNotificationSettingsCard({ venueId }: { venueId: number }) {
  const settings = useVenueNotificationSettings(venueId);
  const save = useSaveVenueNotificationSettings(venueId);

  const toggle = (key: keyof VenueNotificationSettings, value: boolean) => {
    if (!settings.data) return;
    const { booking_requests, cancellations } = settings.data;
    save.mutate(
      { booking_requests, cancellations, [key]: value },
      { onSuccess: () => toast.success(t.settingsSaved), onError: () => toast.error(t.settingsSaveFailed) },
    );
  };

  return (
    <SectionCard
      icon={BellRing}
      title={t.settingsTitle}
      hint={t.settingsDescription}
      titleId="venue-notification-settings-title"
      role="region"
      aria-labelledby="venue-notification-settings-title"
    >
      {settings.isError ? (
        <p className="text-sm text-red-700">{t.settingsLoadFailed}</p>
      ) : !settings.data ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-6 w-56" />
          <Skeleton className="h-6 w-48" />
        </div>
      ) : (
        <div className="grid gap-4">
          {settings.data.notice ? (
            // Messages to customers beyond the venue's daily cap wait for tomorrow: say why.
            <p role="status" className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
              {settings.data.notice}
            </p>
          ) : null}
          <CheckboxField
            label={t.settingsBookingRequests}
            checked={settings.data.booking_requests}
            disabled={save.isPending}
            onCheckedChange={(v) => toggle('booking_requests', v === true)}
          />
          <CheckboxField
            label={t.settingsCancellations}
            checked={settings.data.cancellations}
            disabled={save.isPending}
            onCheckedChange={(v) => toggle('cancellations', v === true)}
          />
          <VenueSmsSettings venueId={venueId} settings={settings.data} />
        </div>
      )}
    </SectionCard>
  );
}
