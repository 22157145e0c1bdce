import { CalendarClock, CalendarOff, EllipsisVertical, Undo2 } from 'lucide-react';
import { toast } from 'sonner';
import type { OwnerCalendar } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { fill } from '@/lib/format';
import { refusalMessageOr } from '@/lib/form-errors';
import { useDeleteExpertDay, usePutExpertDay } from '../api/day-hours-writes';
import { expertDay, expertDayOverride } from '../lib/calendar-layout';
import type { GridColumn } from './calendar-grid';

const m = messages.dayHours;

export interface ColumnHeaderProps {
  venueId: number;
  data: OwnerCalendar;
  column: GridColumn;
  /** "Bu günün saatleri": the dialog opens for the column's expert and date. */
  onEditDay: (column: GridColumn) => void;
}

/**
 * An expert column's heading (decision 100): its title, the day's hours (the date's own marked as such, 'İzinli' on a
 * day off) and a menu: 'Bu günün saatleri', 'Bu gün izinli' and, over the date's own hours, 'Haftalık saate dön'.
 */
export function ColumnHeader({ venueId, data, column, onEditDay }: ColumnHeaderProps) {
  const { expert, date, title } = column;
  const own = expertDayOverride(data, expert.id, date);
  const day = expertDay(expert, date, data);
  const put = usePutExpertDay(venueId);
  const remove = useDeleteExpertDay(venueId);
  const hours = day ? `${day.start}–${day.end}` : own?.off ? m.dayOff : messages.ownerCalendar.page.notWorking;
  const setOff = () =>
    put.mutate(
      { expertId: expert.id, date, body: { off: true } },
      { onSuccess: () => toast.success(m.offSaved), onError: (e) => toast.error(refusalMessageOr(e, m.saveFailed)) },
    );
  const backToWeekly = () =>
    remove.mutate(
      { expertId: expert.id, date },
      { onSuccess: () => toast.success(m.weeklyRestored), onError: (e) => toast.error(refusalMessageOr(e, m.saveFailed)) },
    );
  return (
    <div className="flex min-w-0 snap-start items-center gap-1 border-b border-l border-stone-200 py-1 pr-0.5 pl-2">
      <div className="min-w-0 flex-1 text-center">
        <h3 className="truncate text-sm font-semibold text-ink">{title}</h3>
        <p className="truncate text-xs text-stone-600" data-testid={`day-hours-${expert.id}-${date}`}>
          {own && day ? (
            // The date's own hours: an icon on screen, named for a screen reader (a phone's column has room for the hours only).
            <>
              <CalendarClock aria-hidden className="mr-1 inline size-3 align-[-1px] text-brand-700" />
              <span className="sr-only">{m.ownDay}: </span>
            </>
          ) : null}
          {hours}
        </p>
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={fill(m.menuLabel, { name: `${expert.name} ${title === expert.name ? '' : title}`.trim() })}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <EllipsisVertical aria-hidden className="size-4" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => onEditDay(column)}>
            <CalendarClock aria-hidden />
            {m.setHours}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={setOff}>
            <CalendarOff aria-hidden />
            {m.setOff}
          </DropdownMenuItem>
          {own ? (
            <DropdownMenuItem onSelect={backToWeekly}>
              <Undo2 aria-hidden />
              {m.backToWeekly}
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
