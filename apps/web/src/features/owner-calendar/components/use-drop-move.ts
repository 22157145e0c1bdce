import { toast } from 'sonner';
import type { MoveAppointmentBody } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { refusalMessageOr } from '@/lib/form-errors';
import { useMoveAppointment } from '../api/owner-calendar-writes';
import type { BlockDrop } from '../lib/use-block-drag';
import { outsideHoursMessage } from './outside-hours-confirm';

const t = messages.ownerCalendar.page;

/**
 * Saves a dropped block with the dialog's move (the same PUT, invalidation and texts): 'Randevu taşındı.', or the
 * server's Turkish refusal while the block stays where it was. Outside hours is a warning with 'Yine de kaydet',
 * as in the dialog, here on the toast. The returned promise settles when the answer (and the refetch) is in.
 */
export function useDropMove() {
  const move = useMoveAppointment();

  const send = async ({ appointment: a, expertId, date, time }: BlockDrop, outsideHours: boolean): Promise<void> => {
    const body: MoveAppointmentBody = {
      expert_id: expertId,
      appointment_date: date,
      appointment_time: time,
      sub_service_id: a.sub_service_id,
      outside_hours: outsideHours,
    };
    try {
      await move.mutateAsync({ id: a.id, fromExpertId: a.expert_id, body });
      toast.success(t.moved);
    } catch (error) {
      const warning = outsideHoursMessage(error);
      if (warning && !outsideHours)
        toast.warning(warning, {
          duration: 15_000,
          action: { label: t.saveAnyway, onClick: () => void send({ appointment: a, expertId, date, time }, true) },
        });
      else toast.error(refusalMessageOr(error, t.moveFailed));
    }
  };

  return (drop: BlockDrop) => send(drop, false);
}
