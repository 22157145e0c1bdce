import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { smsNameSchema, SMS_NAME_MAX, type VenueNotificationSettingsView } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { ApiError } from '@/lib/api-client';
import { fill } from '@/lib/format';
import { useSaveVenueNotificationSettings } from '../api/venue-notification-settings';

const t = messages.notifications;

/**
 * The venue's SMS choices (decisions 079, 080): the short name customers' SMS carry, and whether a new booking
 * request also reaches the owner by SMS, with the number it goes to (or why there is none).
 */
export function VenueSmsSettings({ venueId, settings }: { venueId: number; settings: VenueNotificationSettingsView }) {
  const save = useSaveVenueNotificationSettings(venueId);
  const [name, setName] = useState(settings.sms_name ?? '');
  const [error, setError] = useState<string | undefined>();
  const base = { booking_requests: settings.booking_requests, cancellations: settings.cancellations };

  const saved = { onSuccess: () => toast.success(t.settingsSaved) };
  const submitName = (e: FormEvent) => {
    e.preventDefault();
    const parsed = smsNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(
      { ...base, sms_name: parsed.data },
      {
        ...saved,
        onError: (err) => {
          const field = err instanceof ApiError ? err.errors?.sms_name : undefined;
          if (field) setError(field);
          else toast.error(t.settingsSaveFailed);
        },
      },
    );
  };

  const smsOn = settings.booking_requests_sms;
  return (
    <div className="grid gap-4 border-t border-stone-100 pt-4">
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <span id="owner-request-sms-label" className="text-sm font-medium text-stone-900">
            {t.settingsBookingRequestsSms}
          </span>
          <span id="owner-request-sms-hint" className="text-xs text-stone-600">
            {settings.owner_sms_phone ? fill(t.settingsSmsTo, { phone: settings.owner_sms_phone }) : t.settingsNoSmsPhone}
          </span>
        </div>
        <Switch
          checked={smsOn}
          aria-labelledby="owner-request-sms-label"
          aria-describedby="owner-request-sms-hint"
          disabled={save.isPending}
          onClick={() =>
            save.mutate({ ...base, booking_requests_sms: !smsOn }, { ...saved, onError: () => toast.error(t.settingsSaveFailed) })
          }
        />
      </div>
      <form className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start" onSubmit={submitName} noValidate>
        <Field label={t.settingsSmsName} hint={t.settingsSmsNameHint} error={error} optional>
          <Input value={name} maxLength={SMS_NAME_MAX * 2} onChange={(e) => setName(e.target.value)} autoComplete="off" />
        </Field>
        <Button type="submit" variant="outline" className="sm:mt-6" disabled={save.isPending}>
          {t.settingsSmsNameSave}
        </Button>
      </form>
    </div>
  );
}
