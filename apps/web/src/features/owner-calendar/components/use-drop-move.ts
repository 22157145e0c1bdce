import { toast } from 'sonner';
import type { MoveAppointmentBody } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { refusalMessageOr } from '@/lib/form-errors';
import { useMoveAppointment } from '../api/owner-calendar-writes';
import type { BlockDrop } from '../lib/use-block-drag';
import { overrideLabel, overrideWarningOf } from './outside-hours-confirm';

const t = messages.ownerCalendar.page;

/**
 * Saves a dropped block with the dialog's move (the same PUT, invalidation and texts): 'Randevu taşındı.', or the
 * server's Turkish refusal while the block stays where it was. Outside hours is a warning with 'Yine de kaydet', and
 * a buffer one with 'Yine de taşı' (decision 098), as in the dialog, here on the toast. The returned promise settles
 * when the answer (and the refetch) is in.
 */
export function useDropMove() {
  const move = useMoveAppointment();

  const send = async (drop: BlockDrop, flags: Pick<MoveAppointmentBody, 'outside_hours' | 'override_buffer'>): Promise<void> => {
    const { appointment: a, expertId, date, time } = drop;
    const body: MoveAppointmentBody = {
      expert_id: expertId,
      appointment_date: date,
      appointment_time: time,
      sub_service_id: a.sub_service_id,
      ...flags,
    };
    try {
      await move.mutateAsync({ id: a.id, fromExpertId: a.expert_id, body });
      toast.success(t.moved);
    } catch (error) {
      const warning = overrideWarningOf(error, flags);
      if (warning)
        toast.warning(warning.message, {
          duration: 15_000,
          action: {
            label: overrideLabel(warning.flag, 'move'),
            onClick: () => void send(drop, { ...flags, [warning.flag]: true }),
          },
        });
      else toast.error(refusalMessageOr(error, t.moveFailed));
    }
  };

  return (drop: BlockDrop) => send(drop, { outside_hours: false });
}
