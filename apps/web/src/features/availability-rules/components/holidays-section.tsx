import { useState } from 'react';
import { toast } from 'sonner';
import { CalendarHeart } from 'lucide-react';
import type { VenueHoliday } from '@randevu/contracts';
import { messages, venueNowLocal } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { refusalMessageOr } from '@/lib/form-errors';
import { useVenueHolidays } from '../api/get-venue-holidays';
import { useUpdateVenueHoliday } from '../api/update-venue-holiday';
import { useRuleConflict } from '@/lib/use-rule-conflict';
import { venueYear } from '../lib/venue-time';
import { HolidayRow } from './holiday-row';
import { RuleConflictDialog } from '@/components/rule-conflict-dialog';
import { RuleLoadFailed, RuleSection, RuleSkeleton } from './rule-section';

const t = messages.availabilityRules.page;

/** 'Resmî Tatiller' of this year and the two after it (any year answers, decision 096): each as the owner keeps it. */
export function HolidaysSection({ venueId }: { venueId: number }) {
  const thisYear = venueYear();
  // 29 October is the last holiday of every year: after it, the next year is the one an owner plans.
  const [year, setYear] = useState(() => (venueNowLocal().slice(5, 10) > '10-29' ? thisYear + 1 : thisYear));
  const holidays = useVenueHolidays(venueId, year);
  const update = useUpdateVenueHoliday(venueId);
  const { run, dialog } = useRuleConflict();
  const [busyDate, setBusyDate] = useState<string | null>(null);
  const today = venueNowLocal().slice(0, 10);

  const toggle = (holiday: VenueHoliday) => {
    const open = !holiday.open;
    setBusyDate(holiday.date);
    void run((force) => update.mutateAsync({ date: holiday.date, body: { open, force } }), {
      onSaved: () => {
        setBusyDate(null);
        toast.success(open ? t.holidayOpened : t.holidayClosed);
      },
      onFailed: (error) => {
        setBusyDate(null);
        toast.error(refusalMessageOr(error, t.saveFailed));
      },
    });
  };
  const cancelConflict = () => {
    if (dialog.keeping) return;
    dialog.onCancel();
    setBusyDate(null);
  };

  return (
    <RuleSection icon={CalendarHeart} title={t.holidaysTitle} hint={t.holidaysHint}>
      <div className="grid gap-4">
        <div role="group" aria-label={t.year} className="inline-flex w-fit gap-1 rounded-xl bg-stone-100 p-1">
          {[thisYear, thisYear + 1, thisYear + 2].map((y) => (
            <Button
              key={y}
              variant={y === year ? 'outline' : 'ghost'}
              size="sm"
              aria-pressed={y === year}
              onClick={() => setYear(y)}
            >
              {y}
            </Button>
          ))}
        </div>
        {holidays.isPending ? (
          <RuleSkeleton rows={5} />
        ) : holidays.isError ? (
          <RuleLoadFailed retrying={holidays.isFetching} onRetry={() => void holidays.refetch()} />
        ) : (
          <ul aria-label={`${t.holidaysTitle} ${year}`} className="grid gap-2">
            {holidays.data.map((h) => (
              <HolidayRow key={h.date} holiday={h} past={h.date < today} busy={busyDate === h.date} onToggle={() => toggle(h)} />
            ))}
          </ul>
        )}
      </div>
      <RuleConflictDialog {...dialog} onCancel={cancelConflict} />
    </RuleSection>
  );
}
