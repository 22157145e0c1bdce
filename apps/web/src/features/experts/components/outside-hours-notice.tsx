import { messages } from '@randevu/contracts/messages';
import type { AppointmentOutsideHours } from '@randevu/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { fill } from '@/lib/format';

const t = messages.experts;

const trDate = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  weekday: 'long',
  timeZone: 'UTC',
});
/** 'YYYY-MM-DD' → '1 Aralık 2026 Salı'; the date is a venue calendar day, so no time zone shifts it. */
const formatDay = (isoDate: string) => trDate.format(new Date(`${isoDate}T00:00:00Z`));

/**
 * After new hours: the upcoming appointments that now fall outside them. Nothing was cancelled, so the
 * owner has to hear about each one (who, when) to call the customer or move the hours back.
 */
export function OutsideHoursNotice({
  expertName,
  appointments,
  onDismiss,
}: {
  expertName: string;
  appointments: AppointmentOutsideHours[];
  onDismiss: () => void;
}) {
  return (
    <Alert tone="warning">
      <p className="font-semibold">
        {t.outsideHoursTitle} · {expertName}
      </p>
      <p>{fill(t.outsideHours, { count: appointments.length })}</p>
      <ul className="list-disc pl-5">
        {appointments.map((a) => (
          <li key={a.id}>
            {fill(t.outsideHoursItem, {
              date: formatDay(a.appointment_date),
              time: a.appointment_time.slice(0, 5),
              customer: a.customer_name,
            })}
          </li>
        ))}
      </ul>
      <Button variant="outline" size="sm" className="mt-1 w-fit" onClick={onDismiss}>
        {t.dismiss}
      </Button>
    </Alert>
  );
}
