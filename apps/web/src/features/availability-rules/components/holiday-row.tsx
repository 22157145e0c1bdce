import { useId } from 'react';
import type { VenueHoliday } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { Badge } from '@/components/ui/badge';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { formatAppointmentDate } from '@/lib/format';

const t = messages.availabilityRules.page;

/**
 * One public holiday: its name, its date in Turkish, 'Yarım gün (13:00’ten sonra kapalı)' for an eve, and the
 * Açık/Kapalı switch (named by the holiday). A past holiday cannot change any more.
 */
export function HolidayRow({
  holiday,
  past,
  busy,
  onToggle,
}: {
  holiday: VenueHoliday;
  past: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  const disabled = past || busy;
  return (
    <li
      className={cn(
        'flex items-center justify-between gap-3 rounded-xl border border-stone-200 px-3.5 py-2.5',
        past && 'opacity-60',
      )}
    >
      <div className="grid min-w-0 gap-0.5">
        <span id={`${id}-name`} className="text-sm font-semibold break-words text-ink">
          {holiday.name}
        </span>
        <span id={`${id}-date`} className="text-sm text-stone-600">
          {formatAppointmentDate(holiday.date)}
        </span>
        {holiday.half_day ? <span className="text-xs font-medium text-amber-800">{t.halfDay}</span> : null}
      </div>
      <div className="flex shrink-0 items-center gap-2.5">
        <Badge tone={holiday.open ? 'success' : 'neutral'} aria-hidden>
          {holiday.open ? t.open : t.closed}
        </Badge>
        <Switch
          checked={holiday.open}
          aria-labelledby={`${id}-name`}
          aria-describedby={`${id}-date`}
          aria-busy={busy || undefined}
          disabled={disabled}
          onClick={onToggle}
        />
      </div>
    </li>
  );
}
