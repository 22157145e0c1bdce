import { Link } from 'react-router';
import { CalendarClock, CalendarSearch } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import type { MyAppointment } from '@randevu/contracts';
import { Button } from '@/components/ui/button';
import { paths, withBookingPicks } from '@/config/paths';

const t = messages.myAppointments;

/**
 * An upcoming card's actions (decision 073): 'Randevuyu değiştir' first and primary, 'İptal Et' second, each only while
 * the server's `allowed_actions` has it (decision 059). Above the card's stretched 'Detayı gör' link.
 */
export function UpcomingActions({
  appointment: a,
  onReschedule,
  onCancel,
}: {
  appointment: MyAppointment;
  onReschedule?: () => void;
  onCancel: () => void;
}) {
  const allowed = new Set(a.allowed_actions);
  const reschedule = onReschedule && allowed.has('reschedule');
  if (!reschedule && !allowed.has('cancel')) return null;
  return (
    <div className="relative z-10 flex flex-wrap gap-2">
      {reschedule ? (
        <Button size="sm" onClick={onReschedule}>
          <CalendarClock aria-hidden />
          {t.reschedule}
          <span className="sr-only">: {a.venue.name}</span>
        </Button>
      ) : null}
      {allowed.has('cancel') ? (
        <Button size="sm" variant="outline-destructive" onClick={onCancel}>
          {t.cancel}
          <span className="sr-only">: {a.venue.name}</span>
        </Button>
      ) : null}
    </div>
  );
}

/** 'Tekrar randevu al' on a past visit (decision 073): the venue's service page, its sheet open on the same picks. */
export function BookAgainLink({ appointment: a }: { appointment: MyAppointment }) {
  const href = withBookingPicks(paths.user.service({ id: a.venue_id, name: a.venue.name }, a.service_id), {
    expertId: a.expert_id,
    subServiceId: a.sub_service_id,
  });
  return (
    <Button asChild size="sm" variant="secondary" className="w-fit">
      <Link to={href}>
        <CalendarSearch aria-hidden />
        {t.bookAgain}
        <span className="sr-only">: {a.venue.name}</span>
      </Link>
    </Button>
  );
}
