import { useState } from 'react';
import { addDays, type CalendarAppointment, type TimeOff } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { fill, formatAppointmentDate } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { useOwnerCalendar } from '../api/get-owner-calendar';
import {
  axisRange,
  expertDay,
  freeExpertNow,
  orderByNextAppointment,
  shownExperts,
  venueHours,
  walkInTime,
  weekOf,
} from '../lib/calendar-layout';
import { daySummary } from '../lib/day-summary';
import { formatShortDate, useMediaQuery, venueNow } from '../lib/venue-now';
import { AppointmentDialog } from './appointment-dialog';
import { BlockTimeDialog, nextHalfHour, type BlockStart } from './block-time-dialog';
import { BookingDialog, type BookingCustomer, type BookingStart, type SubServiceChoice } from './booking-dialog';
import { CalendarGrid, type GridColumn } from './calendar-grid';
import { ColumnHeader } from './column-header';
import { ExpertDayDialog } from './expert-day-dialog';
import { VenueDayControls } from './venue-day-controls';
import { CalendarToolbar, ExpertSwitcher, type CalendarViewMode } from './calendar-toolbar';
import { DayStrip } from './day-strip';
import { NewMenu, type NewChoice } from './new-menu';
import { TimeOffDialog } from './time-off-dialog';
import { useDropMove } from './use-drop-move';

const t = messages.ownerCalendar.page;

export interface OwnerCalendarProps {
  venueId: number;
  /** The venue's sub-services the dialogs offer (GET /api/my-sub-services). */
  subServices: SubServiceChoice[];
  /** Each expert's assigned sub-services (GET /api/owner/experts); an expert without any is offered them all. */
  assignments: Record<number, number[]>;
  /** Opens with the booking dialog for this customer, today ('Randevu oluştur' on a customer's card). */
  bookFor?: BookingCustomer | null;
}

/**
 * The owner's calendar and home: today in venue time by default, one column per expert (two a screen on a phone,
 * swiped sideways, the next appointment's expert first), or one expert's week; refreshed every 15 s. The day's
 * figures sit above it with its requests to approve; '+' offers a booking, a walk-in now or a break; empty half
 * hours open the booking dialog; a block opens its appointment (move, decide, cancel, arrived or not); dragging a
 * block moves it (decision 076).
 */
export function OwnerCalendarView({ venueId, subServices, assignments, bookFor }: OwnerCalendarProps) {
  const nowMs = useNow(30_000);
  const now = venueNow(nowMs);
  const [date, setDate] = useState(() => now.slice(0, 10));
  const [view, setView] = useState<CalendarViewMode>('day');
  const [pickedExpert, setPickedExpert] = useState<number | null>(null);
  const [booking, setBooking] = useState<BookingStart | null>(() =>
    bookFor ? { expertId: null, date: now.slice(0, 10), time: '', customer: bookFor } : null,
  );
  const [openId, setOpenId] = useState<number | null>(null);
  const [blocking, setBlocking] = useState<BlockStart | null>(null);
  const [openTimeOff, setOpenTimeOff] = useState<TimeOff | null>(null);
  const [editDay, setEditDay] = useState<GridColumn | null>(null);
  const wide = useMediaQuery('(min-width: 640px)');

  const dropMove = useDropMove();

  const dates = view === 'day' ? [date] : weekOf(date);
  const calendar = useOwnerCalendar(venueId, dates[0]!, dates.at(-1)!);
  const data = calendar.data;

  const today = now.slice(0, 10);
  const phoneDay = view === 'day' && !wide;
  const shown = data ? shownExperts(data, dates) : [];
  const experts = data && phoneDay ? orderByNextAppointment(data, shown, date, now) : shown;
  const expert = experts.find((e) => e.id === pickedExpert) ?? experts[0];
  const opened = data?.appointments.find((a: CalendarAppointment) => a.id === openId) ?? null;

  const choose = (choice: NewChoice) => {
    if (choice === 'appointment') setBooking({ expertId: expert?.id ?? null, date, time: '' });
    else if (choice === 'break') setBlocking({ expertId: expert?.id ?? null, date, time: nextHalfHour(now) });
    else {
      // A walk-in is today, now, with an expert free now (when the shown range holds today's appointments).
      const holdsToday = data && data.from <= today && today <= data.to;
      const free = holdsToday ? freeExpertNow(data, shown, now) : null;
      setDate(today);
      setBooking({ expertId: free?.id ?? null, date: today, time: walkInTime(now), walkIn: true });
    }
  };
  const toolbar = (
    <CalendarToolbar
      date={date}
      onDate={setDate}
      onStep={(days) => setDate(addDays(date, days))}
      onToday={() => setDate(today)}
      view={view}
      onView={setView}
      add={wide ? <NewMenu onChoose={choose} /> : null}
    />
  );

  let body;
  if (calendar.isError && !data) {
    body = (
      <div className="grid justify-items-start gap-3 rounded-2xl border border-stone-200 bg-white p-6">
        <p>{t.loadFailed}</p>
        <Button variant="outline" onClick={() => void calendar.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  } else if (!data) {
    body = <Skeleton className="h-96 rounded-2xl" />;
  } else if (!expert) {
    body = <p className="rounded-2xl border border-stone-200 bg-white p-6 text-stone-600">{t.noExperts}</p>;
  } else {
    const oneExpert = view === 'week';
    const columns: GridColumn[] =
      view === 'week'
        ? dates.map((d) => ({ key: d, title: formatShortDate(d), expert, date: d }))
        : (oneExpert ? [expert] : experts).map((e) => ({ key: String(e.id), title: e.name, expert: e, date }));
    const label =
      view === 'week'
        ? fill(t.weekGridLabel, {
            name: expert.name,
            from: formatAppointmentDate(dates[0]!),
            to: formatAppointmentDate(dates[6]!),
          })
        : fill(t.gridLabel, { date: formatAppointmentDate(date) });
    body = (
      // The previous range stays on screen, dimmed, until the new one has arrived.
      <div className={calendar.isPlaceholderData ? 'grid gap-4 opacity-60' : 'grid gap-4'} aria-busy={calendar.isPlaceholderData}>
        {oneExpert ? (
          <ExpertSwitcher className="max-w-xs" experts={experts} value={expert.id} onChange={setPickedExpert} />
        ) : null}
        {view === 'day' && !venueHours(data, date) ? <p className="text-sm font-medium text-stone-700">{t.venueClosed}</p> : null}
        {view === 'day' ? <VenueDayControls venueId={venueId} data={data} date={date} today={today} /> : null}
        <CalendarGrid
          minColumn={view === 'week' ? '6.5rem' : '9rem'}
          swipe={phoneDay}
          data={data}
          columns={columns}
          range={axisRange(
            data,
            dates,
            columns.map((c) => c.expert.id),
          )}
          label={label}
          now={now}
          onSlot={(expertId, d, time) => setBooking({ expertId, date: d, time })}
          onAppointment={(a) => setOpenId(a.id)}
          onTimeOff={setOpenTimeOff}
          onMove={dropMove}
          header={(c) => <ColumnHeader venueId={venueId} data={data} column={c} onEditDay={setEditDay} />}
        />
      </div>
    );
  }

  return (
    <div className={wide ? 'grid min-w-0 gap-4' : 'grid min-w-0 gap-3 pb-20'}>
      {toolbar}
      <p className="text-base font-semibold text-ink" aria-live="polite">
        {view === 'day'
          ? formatAppointmentDate(date)
          : `${formatAppointmentDate(dates[0]!)} – ${formatAppointmentDate(dates[6]!)}`}
      </p>
      {data ? <DayStrip summary={daySummary(data, date)} onOpen={(a) => setOpenId(a.id)} /> : null}
      {body}
      {wide ? null : <NewMenu floating onChoose={choose} />}
      {booking && data ? (
        <BookingDialog
          venueId={venueId}
          start={booking}
          experts={experts.map((e) => ({ id: e.id, name: e.name }))}
          subServices={subServices}
          assignments={assignments}
          onClose={() => setBooking(null)}
          onBlockTime={() => {
            setBlocking({ expertId: booking.expertId, date: booking.date, time: booking.time || nextHalfHour(now) });
            setBooking(null);
          }}
        />
      ) : null}
      {blocking && data ? (
        <BlockTimeDialog
          venueId={venueId}
          start={blocking}
          experts={experts.map((e) => ({ id: e.id, name: e.name }))}
          onClose={() => setBlocking(null)}
        />
      ) : null}
      {openTimeOff && data ? (
        <TimeOffDialog
          venueId={venueId}
          timeOff={openTimeOff}
          expertName={data.experts.find((e) => e.id === openTimeOff.expert_id)?.name ?? ''}
          onClose={() => setOpenTimeOff(null)}
        />
      ) : null}
      {editDay && data ? (
        <ExpertDayDialog
          venueId={venueId}
          expert={editDay.expert}
          date={editDay.date}
          initial={expertDay(editDay.expert, editDay.date, data)}
          onClose={() => setEditDay(null)}
        />
      ) : null}
      {opened && data ? (
        <AppointmentDialog
          appointment={opened}
          experts={experts.map((e) => ({ id: e.id, name: e.name }))}
          onClose={() => setOpenId(null)}
        />
      ) : null}
    </div>
  );
}
