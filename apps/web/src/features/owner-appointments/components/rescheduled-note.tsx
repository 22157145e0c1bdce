import { History } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import type { OwnerAppointment } from '@randevu/contracts';
import { Badge } from '@/components/ui/badge';
import { fill, formatAppointmentDate } from '@/lib/format';

const t = messages.ownerAppointments;

/** 'Müşteri değiştirdi' and the time the customer left: the owner sees what moved before answering. */
export function RescheduledNote({ from }: { from: NonNullable<OwnerAppointment['rescheduled_from']> }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl bg-sky-50/60 px-3 py-2 text-sm text-stone-700">
      <Badge tone="info">
        <History className="size-3.5" aria-hidden />
        {t.rescheduledMark}
      </Badge>
      <span className="min-w-0 break-words">
        {fill(t.rescheduledFrom, {
          date: formatAppointmentDate(from.appointment_date),
          time: from.appointment_time,
          expert: from.expert_name,
        })}
      </span>
    </p>
  );
}
